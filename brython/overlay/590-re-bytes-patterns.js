// Fix: the repr of a bytes pattern (and two less common paths that turn a result back into
//   bytes with the same missing function).
// Symptom: `repr(re.compile(b"a"))` raised "JavascriptError: _b_.str.encode is not a
//   function" (CPython: `re.compile(b'a')`): printing a bytes pattern, or a structure holding
//   one, or a traceback showing one, failed.
// Cause: Brython's python_re calls `_b_.str.encode(s, 'latin-1')` in four places; brython.js
//   keeps str's methods in `_b_.str.tp_funcs`, so the name is undefined. (Overlay 557
//   rewrote the one in sub's replacement code.)
// Fix: the other three calls go to `_b_.str.tp_funcs.encode`.
// Test: tests/brython/test_stdlib.py::test_re_bytes_pattern_repr
(function ($B) {
  for (const call of ["_b_.str.encode(s, 'latin-1')", "_b_.str.encode(res, 'latin1')",
    '_b_.str.encode(x, "latin-1")']) {
    $B.brytorchOverlay.patchStdlibSource('python_re', call, call.replace('_b_.str.encode', '_b_.str.tp_funcs.encode'));
  }
})(__BRYTHON__);
