// Fix: a bound method's `__doc__` and `__module__` are its function's, as in CPython (whose
//   method type defines `__doc__` as a getter returning the function's, and no `__module__`
//   of its own, so that lookup falls through to the function).
// Symptom: `obj.method.__doc__` was "Create a bound instance method object." (the docstring of
//   the method type itself) for every method, so unittest printed that line under each failing
//   test's name as its description (`shortDescription()` reads the bound test method's doc).
//   `obj.method.__module__` was 'builtins' for every method: TorchScript keys overloaded
//   methods by `module.name` (torch._jit_internal._qualified_name), registered from the
//   function (`__torch__.test_jit.forward`) and looked up from the bound method
//   (`__torch__.builtins.forward`), so a module's `@torch.jit._overload_method` overloads were
//   never found (test_jit's TestScript::test_method_overloading; merged here from overlay 603).
// Cause: brython.js's method.tp_getattro looks the name up in the method type first and
//   returns what it finds there: for `__doc__` the type's docstring, for `__module__` the
//   'builtins' that brython.js's built-in classes (`object` among them) hold in their dicts.
// Fix: method.tp_getattro (and the type's cached copy, $getattribute) answers both names from
//   the function; the type's own (`types.MethodType.__doc__`, `.__module__`) are unchanged.
// Test: tests/brython/test_language.py::test_bound_method_doc_is_its_functions
// Test: tests/brython/test_language.py::test_bound_method_module_is_its_functions
(function ($B) {
  const FROM_FUNCTION = new Set(['__doc__', '__module__']);
  const getattro = $B.method.tp_getattro;
  const delegating = function (self, attr) {
    if (FROM_FUNCTION.has(attr) && self.im_func !== undefined) return $B.$getattr(self.im_func, attr);
    return getattro.call(this, self, attr);
  };
  $B.method.tp_getattro = delegating;
  // (the type's cached lookup, made from tp_getattro when the type was set up)
  if ($B.method.$getattribute === getattro) $B.method.$getattribute = delegating;
})(__BRYTHON__);
