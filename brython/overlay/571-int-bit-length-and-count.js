// Fix: int.bit_length() and int.bit_count() count the bits of the number itself, and refuse
//   arguments with CPython's message.
// Symptom: `(201).bit_length()` took 2.2 us (CPython 0.02); random's `_randbelow` calls it
//   at every draw, so randint(-100, 100) took 10 us, and test_reductions' `_make_tensors`
//   (`apply_(lambda x: random.randint(...))` over millions of elements) ran past its chunk.
//   `(5).bit_length(3)` returned 3 bits instead of raising TypeError.
// Cause: brython.js formats the number with bin(), strips the sign and prefix through a
//   Python attribute lookup and measures the string (bit_count walks the same string); both
//   ignore extra arguments.
// Fix: a JavaScript number below 2**32 is measured with Math.clz32, a larger one or a BigInt
//   through its base-2 digits (exact, unlike log2); a bool or an int subclass is read as
//   its int value first. Extra arguments raise "int.bit_length() takes no arguments (N
//   given)", as CPython.
// Test: tests/brython/test_builtins.py::test_int_bit_length_and_count
(function ($B) {
  const _b_ = $B.builtins, overlay = $B.brytorchOverlay;
  // |value| of an int (number or BigInt, after $B.int_value), as the same kind
  const magnitude = (v) => (typeof v === 'bigint' ? (v < 0n ? -v : v) : Math.abs(v));
  function noArguments(name, count) {
    if (count > 0) $B.RAISE(_b_.TypeError, `int.${name}() takes no arguments (${count} given)`);
  }
  overlay.replaceBuiltinMethod(_b_.int, 'bit_length', function (self, ...rest) {
    noArguments('bit_length', rest.length);
    const v = magnitude($B.int_value(self));
    if (typeof v === 'number' && v < 4294967296) return 32 - Math.clz32(v);
    return v.toString(2).length;   // not 0 here: 0 took the branch above
  });
  overlay.replaceBuiltinMethod(_b_.int, 'bit_count', function (self, ...rest) {
    noArguments('bit_count', rest.length);
    const v = magnitude($B.int_value(self));
    if (typeof v === 'number' && v < 4294967296) {
      let bits = v >>> 0, count = 0;
      for (; bits; bits &= bits - 1) count++;
      return count;
    }
    let count = 0;
    for (const digit of v.toString(2)) if (digit === '1') count++;
    return count;
  });
})(__BRYTHON__);
