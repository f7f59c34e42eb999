// Fix: a function's __code__ is one code object: `f.__code__ is f.__code__`, and after
//   `f.__code__ = c`, `f.__code__ is c`.
// Symptom: every read of `f.__code__` made a new code object (`f.__code__ is f.__code__` was
//   False; CPython: True), so a dict or cache keyed by a function's code (torch.fx and
//   torch._dynamo key by code objects, `frame.f_code` is the function's __code__) never
//   found what it stored, and each read cost 1.3 us (CPython 0.03).
// Cause: brython.js's __code__ getter copies the function's compile-time record (or the code
//   object assigned to __code__) into a fresh code object at every read.
// Fix: the first read makes the code object as brython.js did (the same attributes, co_name
//   the function's name then, co_code its JS text) and keeps it as the function's record,
//   so every later read, and Brython's own readers of that record, see that one object; a
//   code object assigned to __code__ is kept as it is and returned as it is.
// Test: tests/brython/test_language.py::test_function_code_object_identity
(function ($B) {
  const descriptor = $B.get_from_dict($B.function, '__code__');
  const made = $B.function.tp_funcs.__code___get;   // brython.js's: a new object per read
  const getter = function (self) {
    $B.check_infos(self);
    const record = self.$infos.__code__;
    if (record !== undefined && record !== null && record.ob_type === $B.code) return record;
    const code = made(self);
    self.$infos.__code__ = code;
    return code;
  };
  $B.function.tp_funcs.__code___get = getter;
  descriptor.getter = getter;
})(__BRYTHON__);
