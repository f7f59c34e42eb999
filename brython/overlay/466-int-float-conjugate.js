// Fix: int.conjugate() and float.conjugate() return the number (a plain int or float), as
//   in CPython.
// Symptom: (1).conjugate() returned JavaScript's undefined and (1.5).conjugate() raised
//   NotImplementedError: numpy's vecdot and matvec on object arrays call conjugate on each
//   element (test_ufunc), and undefined reaching C raised "bridge: undefined crossing into C".
// Cause: brython.js leaves int's method empty and makes float's raise.
// Fix: int(self) and float(self), so True.conjugate() is 1 and a subclass gives its base's
//   value.
// Test: tests/brython/test_builtins.py::test_int_and_float_conjugate
(function ($B) {
  const _b_ = $B.builtins, overlay = $B.brytorchOverlay;
  overlay.replaceBuiltinMethod(_b_.int, 'conjugate', (self) => $B.$call(_b_.int, self));
  overlay.replaceBuiltinMethod(_b_.float, 'conjugate', (self) => $B.$call(_b_.float, self));
})(__BRYTHON__);
