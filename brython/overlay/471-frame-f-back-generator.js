// Fix: a running generator's frame has its caller as f_back, never itself.
// Symptom: in code called from a generator expression, walking `sys._getframe().f_back`
//   never ended ('<genexpr>', '<genexpr>', ... forever): torch.fx's Tracer with
//   record_stack_traces hung in C++ (CapturedTraceback.extract walks PyFrame_GetBack), so
//   test_fx's test_stack_traces* never finished.
// Cause: brython.js pushes a generator's frame on its frame stack again each time the
//   generator resumes, so the frame can sit twice in a row on the stack; frame.f_back takes
//   the entry below the first match, which is the same frame. (A frame no longer on the
//   stack made it read `.prev` of null.)
// Fix: f_back skips the entries that hold the same frame; a frame not on the stack has
//   f_back None.
// Test: tests/brython/test_runtime.py::test_generator_frame_f_back_is_its_caller
(function ($B) {
  const _b_ = $B.builtins;
  const getter = function (self) {
    let entry = $B.frame_obj;
    while (entry !== null && entry.frame !== self) entry = entry.prev;
    if (entry === null) return _b_.None;
    while (entry.prev !== null && entry.prev.frame === self) entry = entry.prev;
    return entry.prev !== null ? entry.prev.frame : _b_.None;
  };
  $B.frame.tp_funcs.f_back_get = getter;
  const descr = $B.get_from_dict($B.frame, 'f_back');
  if (!descr || descr.getter === undefined) throw new Error('brytorch overlay: frame.f_back descriptor not found');
  descr.getter = getter;
})(__BRYTHON__);
