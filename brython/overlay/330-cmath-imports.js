// Fix: `import cmath` fails.
// Symptom: "TypeError: builtin_function_or_method takes no arguments" from cmath.py
//   (torch.testing imports cmath at `import torch`).
// Cause: Brython's pure-Python cmath turns its public functions into builtins with
//   type(abs)(f), a constructor this Brython's builtin_function_or_method no longer has.
// Fix: that conversion is skipped; cmath's functions stay Python functions (same results;
//   only their type differs from CPython's builtins).
// Test: tests/brython/test_stdlib.py::test_cmath_imports
(function ($B) {
  $B.brytorchOverlay.patchStdlibSource('cmath',
    '  locals()[f]=type(abs)(locals()[f])\n',
    '  pass\n');
})(__BRYTHON__);
