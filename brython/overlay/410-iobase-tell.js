// Fix: io.IOBase.tell() is self.seek(0, 1) for any seek method, as in CPython.
// Symptom: `gzip.GzipFile(...).tell()` raised "JavascriptError: $B.$getattr(...) is not a
//   function" (GzipFile inherits tell from IOBase); torch.load of a GzipFile failed, or
//   returned a JavaScript undefined (test_serialization's gzip tests).
// Cause: brython.js _IOBase_funcs.tell calls the looked-up `seek` as a JavaScript function,
//   which a Python method object is not.
// Fix: tell calls it through $B.$call.
// Test: tests/brython/test_stdlib.py::test_iobase_tell_calls_a_python_seek
(function ($B) {
  $B.brytorchOverlay.replaceBuiltinMethod($B._IOBase, 'tell', function (self) {
    return $B.$call($B.$getattr(self, 'seek'), 0, 1);
  });
})(__BRYTHON__);
