// Fix: a staticmethod reached through an instance (obj.f where the class defines
//   f = staticmethod(g)) is the staticmethod object itself, where CPython gives g.
// Symptom: type(A().f) is staticmethod; setting an attribute on it fails
//   (torch/__init__.py sets __module__ on each function of torch._C._VariableFunctions,
//   an instance whose class holds C static methods).
// Cause: brython.js $B.$getattr has two fast paths (builtin-like classes, and a class-dict
//   hit for plain instances) that return the staticmethod instead of calling its __get__.
// Fix: both fast paths return the wrapped callable (sm_callable), as the descriptor does.
// Test: tests/brython/test_language.py::test_staticmethod_through_instance
(function ($B) {
  $B.brytorchOverlay.patchCoreFunction($B, '$getattr', [
    // (builtin_function_or_method falls through to this case and stays as it is)
    ['case _b_.staticmethod:\nreturn func', 'case _b_.staticmethod:\nreturn func.ob_type === _b_.staticmethod ? func.sm_callable : func'],
    ['case _b_.staticmethod:\nif(in_own_dict===$B.NULL){return in_klass_dict}',
     'case _b_.staticmethod:\nif(in_own_dict===$B.NULL){return in_klass_dict.sm_callable}'],
  ]);
})(__BRYTHON__);
