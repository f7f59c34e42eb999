// Fix: the "unicode_escape" and "raw_unicode_escape" codecs encode and decode, as in CPython.
// Symptom: `"a\n".encode("unicode_escape")` raised "TypeError: 'unicode_escape' codec returns
//   UndefinedType, not bytes" (PyTorch's test_torch reads warning messages so); decoding
//   through codecs.decode(b, "unicode_escape") returned None; `b"\\x41".decode(
//   "unicode_escape")` left the escape as it was (only \n, \t and a few others were decoded).
// Cause: brython_stdlib.js `_codecs` declares unicode_escape_encode/_decode and
//   raw_unicode_escape_encode/_decode as stubs whose body is `pass`; brython.js's
//   bytes.decode handles the two codecs itself with a few regular expressions.
// Fix: `_codecs` takes the four functions from web/runtime/python/_brytorch_codecs.py (CPython's
//   escapes, (value, length) results and UnicodeDecodeError reasons); bytes.decode and
//   bytearray.decode reach them through the codec registry (overlay 546).
// Test: tests/brython/test_stdlib.py::test_escape_codecs
(function ($B) {
  for (const name of ['raw_unicode_escape_decode', 'raw_unicode_escape_encode', 'unicode_escape_decode',
    'unicode_escape_encode']) {
    $B.brytorchOverlay.patchStdlibSource('_codecs', `def ${name}(*args,**kw):\n pass\n`,
      `from _brytorch_codecs import ${name}\n`);
  }
})(__BRYTHON__);
