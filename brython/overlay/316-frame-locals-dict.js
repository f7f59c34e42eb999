// Fix: a function frame's f_locals is Brython's internal locals object, not a dict.
// Symptom: inside a method that uses super(), `sys._getframe().f_locals` is an instance of
//   the class (iteration fails with "'A' object is not iterable"); elsewhere it is a bare JS
//   object. C code asking for the caller's locals (PyEval_GetLocals: pybind11 finds the
//   caller's `self` this way) gets nothing usable.
// Cause: brython.js frame f_locals getter returns $B.obj_dict(locals), and $B.obj_dict is
//   the identity; a function's locals object carries Brython's own keys (`ob_type`, set
//   for super(), and `$`-prefixed ones).
// Fix: a module or class frame whose locals already are a dict returns it; a function
//   frame returns a new dict snapshot of its Python-visible locals (CPython 3.12 also
//   returns a snapshot for function frames).
// Test: tests/brython/test_language.py::test_frame_f_locals_is_a_dict
(function ($B) {
  const _b_ = $B.builtins;
  function f_locals(frame) {
    const locals = frame[1];
    // (a function's frame names its function: frame[4]. Its locals object is a dict for
    // some signatures, and overlay 409 empties names in it when the function returns.)
    const ofFunction = typeof frame[4] === 'function';
    if (!ofFunction && locals && $B.get_class(locals) === _b_.dict) return locals;
    if (!ofFunction && frame.f_locals && $B.get_class(frame.f_locals) === _b_.dict) return frame.f_locals;
    const d = $B.empty_dict();
    for (const key of Object.keys(locals ?? {})) {
      if (key.startsWith('$') || key === 'ob_type') continue;
      const value = locals[key];
      if (value !== undefined && value !== $B.NULL) _b_.dict.$setitem(d, key, value);
    }
    return d;
  }
  $B.frame.tp_funcs.f_locals_get = f_locals;
  const descr = $B.get_from_dict($B.frame, 'f_locals', $B.NULL);
  if (descr !== $B.NULL && descr.getter) descr.getter = f_locals;
})(__BRYTHON__);
