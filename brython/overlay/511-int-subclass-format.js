// Fix: `format()` of an instance of an int subclass (IntEnum, IntFlag, a user's subclass)
//   with a format spec formats its integer value, as CPython's int.__format__ does.
// Symptom: `'{:>5}'.format(IntEnum_member)` gave '[object Object]' and `f"{flag:d}"` the
//   same (CPython: '    3', '3'); 14 tests of CPython's test_enum (test_format_specs).
// Cause: brython.js's int.__format__ formats `self` as it is, and an int subclass instance is
//   a JS object holding the value, not a number.
// Fix: int.__format__ formats the instance's integer value; with an empty spec it is
//   `str(self)` (CPython: the subclass's own __str__, e.g. IntEnum's).
// Test: tests/brython/test_builtins.py::test_int_subclass_format
(function ($B) {
  const _b_ = $B.builtins;
  const original = $B.brytorchOverlay.replaceBuiltinMethod(_b_.int, '__format__', function (self, spec) {
    if ($B.get_class(self) === _b_.int) return original(self, spec);
    if (typeof spec === 'string' && spec.length === 0) return _b_.str.$factory(self);
    return original($B.int_value(self), spec);
  });
})(__BRYTHON__);
