// Fix: frame.f_builtins is the dict that the frame's globals name as `__builtins__`, when
//   they name a dict (as exec and eval accept: `eval(src, {"__builtins__": {}})`), as in
//   CPython; a module there gives its __dict__, as before.
// Symptom: an exception raised inside `eval(src, {"__builtins__": {}})` and not caught
//   printed no traceback: `./brytorch run` said "internal error in the program driver:
//   TypeError: 'UndefinedType' object is not iterable" and exited with status 2 (the
//   traceback module lists `frame.f_builtins` to suggest a name for a NameError). PyPI's
//   pytest hit it reporting a `-k` expression's error.
// Cause: brython.js's f_builtins getter takes `__builtins__` for a module and returns its
//   __dict__, which a dict does not have (JS undefined).
// Fix: a dict is returned itself; anything else that has no __dict__ gives the builtins
//   module's, as when the globals name none.
// Test: tests/brython/test_language.py::test_frame_builtins_of_eval_with_a_builtins_dict
(function ($B) {
  const _b_ = $B.builtins;
  const funcs = $B.frame.tp_funcs;
  funcs.f_builtins_get = function (self) {
    const globals = self[3];
    if (globals.hasOwnProperty('__builtins__')) {
      const named = globals.__builtins__;
      if ($B.$isinstance(named, _b_.dict)) return named;
      const dict = $B.get_dict(named);
      if (dict !== undefined) return dict;
    }
    return $B.obj_dict(_b_);
  };
  // The class's descriptor was made from the old getter when brython.js finalized the type.
  $B.set_to_dict($B.frame, 'f_builtins',
    $B.getset_descriptor.$factory($B.frame, 'f_builtins', [funcs.f_builtins_get, funcs.f_builtins_set]));
})(__BRYTHON__);
