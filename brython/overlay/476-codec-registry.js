// Fix: codecs.lookup finds every codec of the `encodings` package by any of its names
//   ("UTF-8", "latin-1", "ascii", "utf8", aliases), codecs.register/unregister add and
//   remove search functions, as in CPython.
// Symptom: codecs.lookup("UTF-8"), ("latin-1"), ("ascii") returned None (only "utf-8"
//   worked), so CPython's pure-Python io.TextIOWrapper (overlay 475) could not be made
//   ("'NoneType' object has no attribute '_is_text_encoding'"); a registered search function
//   was never called; codecs.lookup("latin-1").decode(b"x") returned None.
// Cause: brython_stdlib.js `_codecs` has a lookup that knows only "utf-8" and does not raise
//   (`LookupError(encoding)` without raise), a register whose body is `pass`, no
//   unregister. (Its ascii_/latin_1_ encode/decode stubs: overlay 546.)
// Fix: _codecs takes lookup, register, unregister and _forget_codec from
//   web/runtime/python/_brytorch_codec_registry.py.
// Test: tests/brython/test_stdlib.py::test_codec_registry
(function ($B) {
  const patch = $B.brytorchOverlay.patchStdlibSource;
  patch('_codecs',
    "def lookup(encoding):\n ''\n\n \n if encoding in('utf-8','utf_8'):\n  import encodings.utf_8\n" +
    "  return encodings.utf_8.getregentry()\n  \n LookupError(encoding)\n",
    'from _brytorch_codec_registry import lookup,register,unregister,_forget_codec\n');
  patch('_codecs', "def register(*args,**kw):\n ''\n\n\n\n \n pass\n", '');
})(__BRYTHON__);
