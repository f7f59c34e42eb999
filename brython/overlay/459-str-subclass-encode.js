// Fix: str.encode of a str subclass instance encodes its text, as in CPython.
// Symptom: `class S(str): pass; S("ab").encode("ascii")` raised "JavascriptError:
//   s.charCodeAt is not a function"; so did numpy.str_ values that numpy's C code encodes
//   (PyUnicode_AsASCIIString: casting a 'U' array to 'S', numpy's UnicodeEncodeError tests).
// Cause: brython.js's str.encode hands the instance itself, not its text, to bytes(),
//   whose encoder reads it as a JS string.
// Fix: a subclass instance's text ($brython_value) is what gets encoded.
// Test: tests/brython/test_builtins.py::test_str_subclass_encode
(function ($B) {
  const _b_ = $B.builtins;
  const original = $B.brytorchOverlay.replaceBuiltinMethod(_b_.str, 'encode', function (self, ...rest) {
    const text = typeof self === 'object' && self !== null && self.$brython_value !== undefined
      ? self.$brython_value : self;
    return original.call(this, text, ...rest);
  });
})(__BRYTHON__);
