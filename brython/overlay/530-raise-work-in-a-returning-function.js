// Fix: `raise` works out the exception to raise in a function that returns it, and throws
//   it from a one-line function.
// Symptom: `raise ValueError("m")` caught by `except ValueError` cost ~3 us after overlays
//   526-527 (CPython 0.2); a perf profile shows $B.$raise always running in V8's
//   interpreter, its property reads and writes on the slow path without type feedback.
// Cause: none in the semantics: V8 counts a function's calls towards compiling it only when
//   the function returns (or loops), so a function that always ends in `throw`, as
//   brython.js's $B.$raise does, is never optimised, not even given type feedback (measured
//   on Node 26 with %GetOptimizationStatus: a function that always throws stays interpreted
//   after 100,000 calls; the same function returning is optimised).
// Speed: a speed change, no behaviour change (its test checks CPython's values; the brython
//   tier's check that a fix is needed skips it).
// Fix: brython.js's $B.$raise (as overlay 493 leaves it) is recompiled with its three
//   `throw` statements made `return` (its $B.RAISE calls still throw); the new $B.$raise
//   throws what that returns.
// Test: tests/brython/test_language.py::test_raise_forms
(function ($B) {
  $B.brytorchOverlay.patchCoreFunction($B, '$raise', [
    ['{throw active_exc}', '{return active_exc}'],
    ['throw arg}', 'return arg}'],
    ['throw exc}', 'return exc}'],
  ]);
  const exceptionToRaise = $B.$raise;
  $B.$raise = function (arg, cause) { throw exceptionToRaise(arg, cause); };
})(__BRYTHON__);
