// Fix: a bound method's `__module__` is its function's, as in CPython (whose method type
//   defines no `__module__` of its own, so the lookup falls through to the function).
// Symptom: `obj.method.__module__` was 'builtins' for every method. TorchScript keys overloaded
//   methods by `module.name` (torch._jit_internal._qualified_name): registered from the
//   function (`__torch__.test_jit.forward`), looked up from the bound method
//   (`__torch__.builtins.forward`), so a module's `@torch.jit._overload_method` overloads were
//   never found and its `forward` was compiled as if it had none (test_jit's
//   TestScript::test_method_overloading: "Expected a value of type 'Tensor (inferred)'").
// Cause: brython.js's method.tp_getattro returns what it finds in the method type's MRO
//   first, and Brython's built-in classes (`object` among them) hold `__module__ =
//   'builtins'` in their dicts.
// Fix: method.tp_getattro (and the type's cached copy) answers `__module__` from the function;
//   `types.MethodType.__module__` (a lookup on the type) is unchanged.
// Test: tests/brython/test_language.py::test_bound_method_module_is_its_functions
(function ($B) {
  const getattro = $B.method.tp_getattro;
  const withModule = function (self, attr) {
    if (attr === '__module__' && self.im_func !== undefined) return $B.$getattr(self.im_func, '__module__');
    return getattro.call(this, self, attr);
  };
  $B.method.tp_getattro = withModule;
  // (the type's cached lookup, made from tp_getattro when the type was set up)
  if ($B.method.$getattribute === getattro) $B.method.$getattribute = withModule;
})(__BRYTHON__);
