// Fix: a regular expression that CPython compiles with a FutureWarning ("Possible nested
//   set", "Possible set difference"...) or a DeprecationWarning warns here too instead of
//   failing.
// Symptom: `re.search("x[[]y", ...)` raised "JavascriptError: klass.$factory is not a
//   function" (PyTorch's test_serialization builds such patterns for assertRaisesRegex: 8
//   tests of sparse tensors with invalid indices).
// Cause: brython_stdlib.js python_re's warn() builds the warning with `klass.$factory`,
//   which Brython's exception classes no longer have.
// Fix: warn() hands the message and the category to `_warnings.warn`, with CPython's
//   " at position N" after the FutureWarning messages.
// Test: tests/brython/test_stdlib.py::test_re_nested_set_warns
(function ($B) {
  $B.brytorchOverlay.patchStdlibSource('python_re',
    'function warn(klass, message, pos, text) {\n',
    'function warn(klass, message, pos, text) {\n' +
    '    if (klass === _b_.FutureWarning) { message += " at position " + pos }\n' +
    '    return $B.$call($B.module_getattr($B.imported._warnings, "warn"), message, klass)\n');
})(__BRYTHON__);
