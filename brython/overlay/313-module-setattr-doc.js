// Fix: setting __doc__ (and any name the module class answers with a plain value) on a
// module raises a JavaScript TypeError.
// Symptom: `m = types.ModuleType('x'); m.__doc__ = 'd'` fails with "Cannot read properties
//   of undefined (reading '__set__')"; C extensions hit it through PyModule_Create (m_doc).
// Cause: brython.js $B.module.tp_setattro asks object.tp_getattro for the current value and
//   reads `.__set__` on the result, which is undefined for __doc__ (and is a plain value,
//   not a descriptor, for others).
// Fix: only a data descriptor found on the module's class takes the assignment (as CPython's
//   generic setattr); everything else goes into the module's dict.
// Test: tests/brython/test_stdlib.py::test_module_doc_assignment
(function ($B) {
  const _b_ = $B.builtins;
  $B.module.tp_setattro = function (self, attr, value) {
    const klass = $B.get_class(self);
    const descr = $B.search_in_mro(klass, attr, $B.NULL);
    if (descr !== $B.NULL && descr !== undefined) {
      const setter = $B.search_slot($B.get_class(descr), 'tp_descr_set', $B.NULL);
      if (setter !== $B.NULL && typeof setter === 'function') return setter(descr, self, value);
    }
    return _b_.object.tp_setattro(self, attr, value);
  };
})(__BRYTHON__);
