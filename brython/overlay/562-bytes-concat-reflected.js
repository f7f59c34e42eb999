// Fix: `bytes + x` and `bytearray + x` try `x.__radd__` when x is not bytes-like, as CPython
//   does (its bytes have no number slot for `+`, so the right operand's is tried before the
//   sequence concatenation raises).
// Symptom: `b"ab" + np.array([b"c"])` raised "TypeError: can't concat ndarray to bytes"
//   (CPython: the array's __radd__ gives array([b'abc'])); 16 tests of numpy's test_strings
//   (test_partition, test_rpartition with bytes).
// Cause: brython.js's bytes.sq_concat and bytearray.sq_concat raise for any operand that is
//   not bytes-like, and Brython's `+` calls them before the reflected method.
// Fix: they return NotImplemented for such an operand, so `+` tries x.__radd__ and, when
//   that refuses too, raises CPython's "can't concat X to bytes" (overlay 385's message).
//   The `__add__` wrappers captured the old functions when the types were built: they are
//   made again around the new ones (as overlay 371 does for list and tuple).
// Test: tests/brython/test_builtins.py::test_bytes_concat_tries_reflected_add
(function ($B) {
  const _b_ = $B.builtins;
  for (const base of [_b_.bytes, _b_.bytearray]) {
    const original = base.sq_concat;
    const concat = function (self, other) {
      if (other !== undefined && !$B.is_bytes_like(other)) return _b_.NotImplemented;
      return original.apply(this, arguments);
    };
    concat.ml = { ml_name: '__add__' };
    base.sq_concat = concat;
    $B.set_to_dict(base, '__add__', $B.wrapper_descriptor.$factory(base, '__add__', concat));
  }
})(__BRYTHON__);
