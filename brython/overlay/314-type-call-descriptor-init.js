// Fix: calling a class whose __init__ is a callable object other than a plain function
// (a descriptor such as a C-level instance method, or any object with __call__) makes the
// instance without running that __init__.
// Symptom: `class B(A): pass; B()` where A.__init__ is a pybind11 method constructs nothing
//   ("A.__init__() must be called when overriding __init__"), and in plain Python
//   `class A: __init__ = Binder()` never calls Binder.__get__.
// Cause: brython.js $B.make_init stores the dict value itself as cls.tp_init, and
//   type.tp_call only calls tp_init when `typeof tp_init == 'function'`.
// Fix: when the __init__ found is not a JS function, tp_init becomes a function that binds
//   it to the instance through its type's __get__ (as CPython's slot_tp_init does) and calls
//   the result with the arguments; a non-descriptor callable gets the instance first.
// Test: tests/brython/test_language.py::test_descriptor_init_is_bound_and_called
(function ($B) {
  const original = $B.make_init;
  $B.make_init = function (cls) {
    original.call(this, cls);
    const init = cls.tp_init;
    if (init === $B.NULL || init === undefined || typeof init === 'function') return;
    cls.tp_init = function (self, ...args) {
      const getter = $B.get_class(init).tp_descr_get;
      if (getter && getter !== $B.NULL) return $B.$call(getter(init, self, $B.get_class(self)), ...args);
      return $B.$call(init, self, ...args);
    };
  };
})(__BRYTHON__);
