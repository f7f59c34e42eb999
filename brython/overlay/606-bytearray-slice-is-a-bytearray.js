// Fix: a slice of a bytearray is a bytearray, as in CPython.
// Symptom: `bytearray(b"abc")[1:]` was `b'bc'` (bytes): appending to, or assigning into, the
//   slice of a buffer raised AttributeError/TypeError, and `==` with a bytearray held.
// Cause: brython.js's bytearray.mp_subscript is bytes.mp_subscript, which builds bytes.
// Fix: a slice's result is returned as a bytearray holding the same bytes (an index still
//   gives an int).
// Test: tests/brython/test_builtins.py::test_bytearray_slice_is_a_bytearray
(function ($B) {
  const _b_ = $B.builtins;
  const bytesSubscript = _b_.bytes.mp_subscript;
  _b_.bytearray.mp_subscript = function (self, arg) {
    const res = bytesSubscript(self, arg);
    return $B.$isinstance(arg, _b_.slice) ? { ob_type: _b_.bytearray, source: res.source } : res;
  };
  $B.wrapper_methods.mp_subscript(_b_.bytearray, 'mp_subscript');
})(__BRYTHON__);
