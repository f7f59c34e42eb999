// Fix: an exception's `__traceback__` starts at the outermost frame the exception has reached
//   (the frame that caught it), and grows outward as it propagates, as CPython's does.
// Symptom: inside `except`, `traceback.format_exc()`, `traceback.extract_tb(e.__traceback__)`
//   and unittest's failure reports listed every frame of the stack, from the program's
//   first line down to the raise; CPython lists only the frames between the handler's and the
//   raise (unittest then drops its own, leading frames: here the program's and the runner's
//   were in front of them).
// Cause: brython.js's $B.set_exc, called in the `catch` of every frame the exception passes
//   (the raising function's first), builds the traceback once, from the whole frame stack
//   ($B.make_tb, outermost first), and keeps it.
// Fix: the chain is still made once, at the first $B.set_exc, with each entry linked to the
//   one before it; `__traceback__` is then the entry of the frame that called $B.set_exc, and
//   each later call from an outer frame of that chain moves it out to that frame's entry (one
//   step per frame as it propagates). A traceback set by the program (`with_traceback`, or an
//   exception raised again from another stack) is left as it is.
// Test: tests/brython/test_stdlib.py::test_traceback_starts_at_the_catching_frame
(function ($B) {
  const _b_ = $B.builtins;
  const setExc = $B.set_exc;
  $B.set_exc = function (exc, frame) {
    const fresh = exc !== null && typeof exc === 'object' && exc.__traceback__ === _b_.None;
    const result = setExc.apply(this, arguments);
    const start = exc?.__traceback__;
    if (start === undefined || start === _b_.None || start === null) return result;
    if (fresh) {
      // Link the new chain backwards and start it at `frame` (the innermost frame, normally).
      let previous = null, found = null;
      for (let tb = start; tb !== _b_.None && tb !== undefined; tb = tb.tb_next) {
        tb.$bt_previous = previous;
        previous = tb;
        if (tb.tb_frame === frame) found = tb;
      }
      if (found !== null) exc.__traceback__ = found;
    } else if (start.$bt_previous !== undefined && start.tb_frame !== frame) {
      for (let tb = start.$bt_previous; tb !== null && tb !== undefined; tb = tb.$bt_previous) {
        if (tb.tb_frame === frame) {
          exc.__traceback__ = tb;
          break;
        }
      }
    }
    return result;
  };
})(__BRYTHON__);
