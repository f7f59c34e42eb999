// Fix: every module answers `__module__` (with 'builtins'), which CPython's modules do not.
// Symptom: `hasattr(sys, '__module__')` is True; pybind11 asks a module scope for
//   `__module__` before `__name__`, so every class it binds got the module 'builtins'
//   (type names and signatures read "builtins.Foo" instead of "pkg.mod.Foo").
// Cause: brython.js keeps `__module__` in the dict of each builtin class (CPython computes it
//   on the type object), so instance lookup through the class finds it; for modules,
//   $B.module.tp_getattro returns it.
//   (brython.js caches the slot as $B.module.$getattribute, and module.__getattribute__
//   holds the slot as the class was finalized: all three are replaced.)
// Fix: a module's `__module__` comes from its own dict, or from the classes of a ModuleType
//   subclass above `module`; otherwise the lookup goes on to the module's __getattr__ or
//   fails, as for any missing attribute.
// Test: tests/brython/test_stdlib.py::test_module_has_no_class_module_attribute
(function ($B) {
  const original = $B.module.tp_getattro;
  $B.module.tp_getattro = function (self, attr) {
    if (attr === '__module__') {
      const own = $B.get_from_dict(self, '__module__', $B.NULL);
      if (own !== $B.NULL) return own;
      // A Python subclass of ModuleType has __module__ in its class dict, as every class
      // statement puts it there: instances find it (torch._ops._OpNamespace relies on it).
      for (const klass of $B.get_mro($B.get_class(self))) {
        if (klass === $B.module) break;
        const inherited = $B.get_from_dict(klass, '__module__', $B.NULL);
        if (inherited !== $B.NULL) return inherited;
      }
      const getattr = $B.get_from_dict(self, '__getattr__', $B.NULL);
      return getattr !== $B.NULL ? $B.$call(getattr, attr) : $B.NULL;
    }
    return original.call(this, self, attr);
  };
  // $B.$getattr calls the class's cached $getattribute.
  if ($B.module.$getattribute === original) $B.module.$getattribute = $B.module.tp_getattro;
  $B.wrapper_methods.tp_getattro($B.module, 'tp_getattro');
})(__BRYTHON__);
