// Fix: io.UnsupportedOperation derives from both OSError and ValueError, as in CPython.
// Symptom: `except ValueError` did not catch `io.StringIO().fileno()`'s or
//   `sys.stdout.fileno()`'s UnsupportedOperation (code that asks a stream for its descriptor
//   and falls back on ValueError, as the stdlib and pytest do).
// Cause: brython.js $B.make_IOUnsupported makes the class with OSError as its only base.
// Fix: the class is made with the bases (OSError, ValueError); finalize_type computes its
//   MRO as CPython's (OSError, ValueError, Exception, BaseException, object); its module is
//   'io' (it was 'builtins').
// Test: tests/brython/test_stdlib.py::test_unsupported_operation_is_a_value_error
(function ($B) {
  const _b_ = $B.builtins;
  $B.make_IOUnsupported = function () {
    if ($B._IOUnsupported !== undefined) return;
    const cls = $B.make_type('UnsupportedOperation', [_b_.OSError, _b_.ValueError]);
    $B.finalize_type(cls);
    $B.set_to_dict(cls, '__module__', 'io');   // CPython 3.13 says io.UnsupportedOperation
    $B._IOUnsupported = cls;
  };
})(__BRYTHON__);
