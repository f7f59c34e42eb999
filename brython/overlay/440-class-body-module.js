// Fix: a class keeps the `__module__` its body set, as in CPython (the body's namespace
//   becomes the class dict).
// Symptom: `__module__ = "torch"` in a class body was ignored: torch.Tensor (torch/_tensor.py
//   sets it) had __module__ 'torch._tensor' and printed as <class 'torch._tensor.Tensor'>
//   (native: <class 'torch.Tensor'>).
// Cause: brython.js's $B.$class_constructor writes the defining frame's module name into the
//   namespace over whatever the body left there.
// Fix: the class constructor puts the body's final value back on the class it made. (The
//   metaclass still sees brython.js's value while it runs; reading `__module__` inside a
//   class body before assigning it still raises NameError: docs/brython-bugs.md.)
// Test: tests/brython/test_language.py::test_class_body_module
(function ($B) {
  const construct = $B.$class_constructor;
  $B.$class_constructor = function (className, dict) {
    const module = $B.str_dict_get(dict, '__module__', $B.NULL);   // the body's (brython.js
    const cls = construct.apply(this, arguments);                  // binds it at the start)
    if (module !== $B.NULL && $B.$isinstance(cls, $B.builtins.type) && $B.get_dict(cls)) {
      $B.set_to_dict(cls, '__module__', module);
    }
    return cls;
  };
})(__BRYTHON__);
