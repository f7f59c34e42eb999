// Fix: repr of datetime's date, datetime, time, timedelta and timezone names the module, as
//   CPython's does: `datetime.date(2003, 1, 1)`.
// Symptom: `repr(datetime.date(2003, 1, 1))` is 'date(2003, 1, 1)' (numpy's test_records
//   compares a record holding a date with CPython's repr).
// Cause: Brython's _pydatetime prefixes the module only when the class's __module__ is
//   'datetime'; its classes are defined in _pydatetime (CPython 3.13's version of the helper
//   answers 'datetime' for '_pydatetime').
// Fix: the helper answers 'datetime.' for classes of either module.
// Test: tests/brython/test_stdlib.py::test_datetime_repr_names_the_module
(function ($B) {
  $B.brytorchOverlay.patchStdlibSource('_pydatetime', " if module_name =='datetime':\n",
    " if module_name in('datetime','_pydatetime'):\n");
})(__BRYTHON__);
