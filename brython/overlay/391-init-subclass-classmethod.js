// Fix: a class's own __init_subclass__ is a classmethod, as CPython's type.__new__ makes it.
// Symptom: `B.__init_subclass__()` raises "TypeError: __init_subclass__() missing 1 required
//   positional argument: 'cls'", and `type(A.__dict__['__init_subclass__'])` is function
//   (CPython: classmethod). A generic NamedTuple (`class R(NamedTuple, Generic[T])`) cannot
//   be defined: typing calls nm_tpl.__init_subclass__() (PyPI pytest's _pytest.capture has one).
// Cause: brython.js's type.tp_new wraps a plain-function __class_getitem__ of the class
//   namespace in classmethod, but not __init_subclass__ (CPython's type_new does both).
// Fix: type.tp_new first wraps a plain-function __init_subclass__ of the namespace in
//   classmethod; Brython's own call of the hook at class creation goes through super(),
//   which binds a classmethod to the new class as before.
// Test: tests/brython/test_language.py::test_init_subclass_is_an_implicit_classmethod
(function ($B) {
  const _b_ = $B.builtins;
  const typeNew = _b_.type.tp_new;
  const newType = function (cls, args, kw) {
    const ns = args[2];
    if (ns && $B.is_dict(ns) && $B.hasOnlyStringKeys(ns)) {
      const hook = $B.str_dict_get(ns, '__init_subclass__', $B.NULL);
      if (hook !== $B.NULL && $B.get_class(hook) === $B.function) {
        $B.str_dict_set(ns, '__init_subclass__', $B.$call(_b_.classmethod, hook));
      }
    }
    return typeNew.call(this, cls, args, kw);
  };
  Object.assign(newType, typeNew);   // keeps $is_slot and any other marks
  _b_.type.tp_new = newType;
})(__BRYTHON__);
