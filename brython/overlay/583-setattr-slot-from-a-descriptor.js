// Fix: a class whose `__setattr__` is a descriptor other than a plain function (an
//   instancemethod of a C extension: pybind11 binds torch._C.ScriptModule's so) takes
//   `obj.attr = v` and `setattr(obj, "attr", v)` through it.
// Symptom: `frozen.sub1.a = 3` (a submodule of a torch.jit.freeze'd module is a
//   torch._C.ScriptModule) raised "JavascriptError: setattr is not a function", while
//   `obj.__setattr__("a", 3)` worked (test_jit's
//   test_freeze_module_with_user_preserved_attribute_on_submodule).
// Cause: brython.js's $B.make_setattr stores the class's `__setattr__` entry itself as the
//   class's setattr slot, and $B.$setattr calls the slot as a JavaScript function: right for a
//   Python function, not for any other descriptor.
// Fix: such an entry becomes a slot function that binds it to the instance through its
//   type's `__get__` (a non-descriptor is called as it is), as CPython's slot_tp_setattro
//   does, and calls it with the name and value; a delete (value NULL) calls the class's
//   `__delattr__` the same way.
// Test: tests/brython/test_language.py::test_setattr_through_a_descriptor
(function ($B) {
  const _b_ = $B.builtins;
  // The attribute `name` of obj's type, bound to obj as CPython's method lookup does.
  const boundFromType = (obj, name) => {
    const klass = $B.get_class(obj);
    const found = $B.search_in_mro(klass, name, $B.NULL);
    if (found === $B.NULL) throw $B.attr_error(name, obj);
    if (typeof found === 'function') return (...args) => $B.$call(found, obj, ...args);
    const slot = $B.get_class(found).tp_descr_get;
    const get = (slot && slot !== $B.NULL) ? null : $B.search_in_mro($B.get_class(found), '__get__', $B.NULL);
    const bound = slot && slot !== $B.NULL ? slot(found, obj, klass)
      : get === $B.NULL ? found : $B.$call(get, found, obj, klass);
    return (...args) => $B.$call(bound, ...args);
  };
  const makeSetattr = $B.make_setattr;
  $B.make_setattr = function (cls) {
    makeSetattr(cls);
    const slot = cls.tp_setattro;
    if (slot === $B.NULL || slot === undefined || typeof slot === 'function') return;
    cls.tp_setattro = function (obj, attr, value) {
      if (value === $B.NULL) return boundFromType(obj, '__delattr__')(attr);
      return boundFromType(obj, '__setattr__')(attr, value);
    };
  };
})(__BRYTHON__);
