// Fix: `\b` inside a regular expression's character class is the backspace character alone,
//   as in CPython.
// Symptom: `re.findall(r"[\b]", "ab\x08")` was ['b', '\x08'] (CPython ['\x08']): the class
//   also held a literal 'b'. json's pure-Python encoder escapes with `[\x00-\x1f\\"\b\f\n\r\t]`,
//   so json.dumps(obj, cls=JSONEncoder) of any key or string containing 'b' raised KeyError.
// Cause: python_re.js's escaped_char returns the string '\b' (length 1) for it, and the
//   character-set parser advances by that length, one character short of the escape.
// Fix: it returns the code point, which the set parser turns into a two-character escape.
// Test: tests/brython/test_stdlib.py::test_re_backspace_in_character_class
(function ($B) {
  $B.brytorchOverlay.patchStdlibSource('python_re',
    "        // for compatibility with Python’s string literals.\n        return '\\b'\n",
    "        // for compatibility with Python’s string literals.\n        return 8\n");
})(__BRYTHON__);
