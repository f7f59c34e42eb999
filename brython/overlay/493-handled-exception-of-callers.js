// Fix: a bare `raise`, and the __context__ of a new exception, see the exception being
//   handled by a calling frame too, as in CPython (the handled exception is the thread's,
//   not the frame's).
// Symptom: hypothesis's escalate_hypothesis_internal_error(), called from an `except`
//   block, re-raises with a bare `raise` and got "RuntimeError: No active exception to
//   reraise" (test_nn's test_fuse_module_eval_numerics, through torch's hypothesis tests);
//   `raise ValueError` in a function called from an `except` block had __context__ None.
// Cause: brython.js's $B.get_exc (used only by $B.$raise) reads the current frame's
//   exception, where sys.exc_info() walks the frames up to the first one handling one.
// Fix: $B.get_exc walks the frames as sys.exc_info does.
// Test: tests/brython/test_language.py::test_raise_sees_the_callers_handled_exception
(function ($B) {
  $B.get_exc = function () {
    for (let f = $B.frame_obj; f !== null; f = f.prev) {
      const exc = f.frame.$current_exception;
      if (exc) return exc;
    }
    return undefined;
  };
})(__BRYTHON__);
