// Fix: at module level (and in exec() with one namespace) locals() and vars() return the
//   globals dict itself, as in CPython, so writing through them binds names.
// Symptom: `for name, obj in aliases.items(): vars()[name] = obj` at module level binds
//   nothing (torch._numpy._dtypes defines intp, int_, float_, ... that way; `import
//   torch._numpy` then fails with "AttributeError: 'module' object has no attribute
//   'intp'", reached by PyTorch's test harness through torch._dynamo.utils).
// Cause: brython.js's locals() always copies the frame's locals into a new dict.
// Fix: when the frame's locals are its globals, locals() returns that dict (globals()
//   returns the same object); function and class frames keep their snapshot/namespace.
// Test: tests/brython/test_language.py::test_module_level_locals_is_globals
(function ($B) {
  $B.brytorchOverlay.patchCoreFunction($B.builtins, 'locals', [
    ["check_nb_args('locals'", "$B.check_nb_args('locals'"],
    ['var locals_obj=$B.frame_obj.frame[1]\n',
     'var locals_obj=$B.frame_obj.frame[1]\n' +
     'if(locals_obj===$B.frame_obj.frame[3]){return locals_obj}\n'],
  ]);
})(__BRYTHON__);
