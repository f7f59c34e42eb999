// Fix: codecs.lookup finds every codec of the `encodings` package by any of its names
//   ("UTF-8", "latin-1", "ascii", "utf8", aliases), codecs.register/unregister add and
//   remove search functions, and the "ascii" and "latin-1" codec functions work, as in CPython.
// Symptom: codecs.lookup("UTF-8"), ("latin-1"), ("ascii") returned None (only "utf-8"
//   worked), so CPython's pure-Python io.TextIOWrapper (overlay 475) could not be made
//   ("'NoneType' object has no attribute '_is_text_encoding'"); a registered search function
//   was never called; codecs.lookup("latin-1").decode(b"x") returned None.
// Cause: brython_stdlib.js `_codecs` has a lookup that knows only "utf-8" and does not raise
//   (`LookupError(encoding)` without raise), a register whose body is `pass`, no
//   unregister, and ascii_/latin_1_ encode/decode stubs whose body is `pass`.
// Fix: _codecs takes lookup, register, unregister and _forget_codec from
//   web/runtime/python/_brytorch_codec_registry.py, and the four ascii/latin-1 functions from
//   web/runtime/python/_brytorch_codecs.py (over str.encode / bytes.decode).
// Test: tests/brython/test_stdlib.py::test_codec_registry
(function ($B) {
  const patch = $B.brytorchOverlay.patchStdlibSource;
  patch('_codecs',
    "def lookup(encoding):\n ''\n\n \n if encoding in('utf-8','utf_8'):\n  import encodings.utf_8\n" +
    "  return encodings.utf_8.getregentry()\n  \n LookupError(encoding)\n",
    'from _brytorch_codec_registry import lookup,register,unregister,_forget_codec\n');
  patch('_codecs', "def register(*args,**kw):\n ''\n\n\n\n \n pass\n", '');
  for (const name of ['ascii_decode', 'ascii_encode', 'latin_1_decode', 'latin_1_encode']) {
    patch('_codecs', `def ${name}(*args,**kw):\n pass\n`, `from _brytorch_codecs import ${name}\n`);
  }
})(__BRYTHON__);
