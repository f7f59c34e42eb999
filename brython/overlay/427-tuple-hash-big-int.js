// Fix: a tuple holding an int whose hash is past 2**53 hashes (as in CPython).
// Symptom: `hash((2**60, 1))` or `{(12345678901234567, 'x'): 1}` raised "JavascriptError:
//   Cannot mix BigInt and other types"; hypothesis hashes (class id, 64-bit label) tuples
//   when a @given test fails, so each such failure became that JavascriptError. And
//   `key in {}` with such a tuple (hash through tuple.__hash__, the slot's dunder) raised it
//   still: hypothesis's float strategy looks its (min, max, ...) bit patterns up in a cache,
//   so every @given drawing floats failed (test_nn's test_fuse_module_eval_numerics).
// Cause: brython.js's tuple hash mixes each item's hash into a 32-bit accumulator with
//   `y & 0xFFFFFFFF`; an int's hash past 2**53 is a JavaScript BigInt, and `&` refuses to
//   mix it with a Number. tuple's __hash__ descriptor keeps the function the slot held when
//   the class was finalized.
// Fix: such an item hash enters the accumulator as its low 32 bits, which is what `&`
//   takes of a Number; the __hash__ descriptor is made again from the fixed slot. (Equal
//   tuples still hash equal; the values differ from CPython's, as all of Brython's tuple
//   hashes do.)
// Test: tests/brython/test_builtins.py::test_tuple_hash_with_big_ints
(function ($B) {
  const _b_ = $B.builtins;
  // brython.js's c_mul (private), unchanged.
  const c_mul = function (a, b) {
    const s = ((parseInt(a) * b) & 0xFFFFFFFF).toString(16);
    return parseInt(s.substr(0, s.length - 1), 16);
  };
  $B.brytorchOverlay.patchCoreFunction(_b_.tuple, 'tp_hash', [
    ['var y=_b_.hash(self[i])', 'var y=_b_.hash(self[i])\nif(typeof y=="bigint"){y=Number(BigInt.asIntN(32,y))}']],
  { c_mul });
  $B.wrapper_methods.tp_hash(_b_.tuple, 'tp_hash');
})(__BRYTHON__);
