// Fix: calling an instance whose class's __call__ is not a function but a descriptor (a C
//   instance method, e.g. a pybind11 method set on the class after it was made) binds it to
//   the instance first, as CPython's slot_tp_call does (a plain callable object without
//   __get__ is still called without the instance, as in CPython).
// Symptom: every TorchScript function and scripted module call failed: `cu.f(3)` and
//   `torch.jit.script(m)(x)` raised "Unable to cast Python instance of type <class 'int'> to
//   C++ type '?'" (ScriptFunction.__call__ is a pybind11 method taking `py::args`, which
//   found the first argument where it expected `self`); `f.__call__(3)` worked.
// Cause: brython.js $B.$call, when klass.tp_call is not a function, calls it with the
//   arguments only, never through its __get__.
// Fix: $B.$call replaced by the same steps, binding through __get__ in that branch.
// Test: tests/brython/test_language.py::test_call_through_class_call_object
(function ($B) {
  const _b_ = $B.builtins;
  $B.$call = function (callable, ...args) {
    if (typeof callable === 'function') {
      const res = callable(...args);
      if (callable.$in_js_module && res === undefined) return _b_.None;
      return res;
    }
    if (callable.$factory) return callable.$factory(...args);
    const klass = $B.get_class(callable);
    const callMethod = klass.tp_call;
    if (callMethod === $B.NULL) {
      $B.RAISE(_b_.TypeError, "'" + $B.class_name(callable) + "' object is not callable");
    }
    if (typeof callMethod !== 'function') {
      const get = $B.$getattr($B.get_class(callMethod), '__get__', null);
      const bound = get === null ? callMethod : $B.$call(get, callMethod, callable, klass);
      if (typeof bound === 'function' || $B.get_class(bound).tp_call !== $B.NULL) {
        return $B.$call(bound, ...args);
      }
      $B.RAISE(_b_.TypeError, "'" + $B.class_name(callable) + "' object is not callable");
    }
    const res = callMethod(callable, ...args);
    if (callable.$in_js_module && res === undefined) return _b_.None;
    return res;
  };
})(__BRYTHON__);
