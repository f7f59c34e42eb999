// Fix: a module made without a docstring (types.ModuleType("m"), modules created from C with
//   PyModule_New / PyImport_AddModule) has __doc__ set to JavaScript's undefined, where
//   CPython has None.
// Symptom: getattr(module, "__doc__", "") raises AttributeError "Javascript object
//   'undefined' has no attribute" (torch/__init__.py walks torch._C's submodules this way).
// Cause: brython.js module.tp_init stores its doc argument as given; Module.$factory passes
//   an explicit undefined when no doc is given, which defeats the None default.
// Fix: module.tp_init is wrapped; an undefined __doc__ becomes None.
// Test: tests/brython/test_runtime.py::test_module_without_doc_has_none
(function ($B) {
  const _b_ = $B.builtins, original = $B.module.tp_init;
  $B.module.tp_init = function (self) {
    const result = original.apply(this, arguments);
    if ($B.module_getattr(self, '__doc__') === undefined) $B.module_setattr(self, '__doc__', _b_.None);
    return result;
  };
})(__BRYTHON__);
