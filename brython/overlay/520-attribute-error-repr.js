// Fix: repr() of an AttributeError or UnboundLocalError is `AttributeError('message')`, as
//   for every other exception.
// Symptom: `repr(AttributeError("m"))` was `m` (CPython: `AttributeError('m')`): a logged or
//   printed exception, a test's `{e!r}` or a list of errors showed the bare message.
// Cause: brython.js gives both classes a tp_repr that returns args[0].
// Fix: both use BaseException's tp_repr (repr() reads the slot; the __repr__ of their dicts
//   is brython.js's generic slot wrapper, which reads it too).
// Test: tests/brython/test_builtins.py::test_runtime_exceptions_are_complete
(function ($B) {
  const _b_ = $B.builtins;
  for (const cls of [_b_.AttributeError, _b_.UnboundLocalError]) {
    cls.tp_repr = _b_.BaseException.tp_repr;
  }
})(__BRYTHON__);
