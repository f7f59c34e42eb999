// Fix: a datetime.timezone pickles as CPython's: `timezone(offset[, name])`, no state.
// Symptom: `pickle.dumps(datetime.timezone.utc, 2)` (and of every aware datetime) carried
//   the state `(None, {'_offset': ..., '_name': None})`; CPython, whose timezone is written in
//   C and has no such attributes, failed to load it (torch.save of an aware datetime here,
//   torch.load natively).
// Cause: Brython's datetime is the pure-Python _pydatetime, whose tzinfo.__reduce__ adds
//   `self.__getstate__()`, the slots of timezone; CPython's C timezone reduces to its
//   constructor arguments.
// Fix: timezone.__reduce__ returns (timezone, __getinitargs__()).
// Test: tests/brython/test_stdlib.py::test_pickles_of_stdlib_values_match_cpython
(function ($B) {
  $B.brytorchOverlay.patchStdlibSource('_pydatetime', "class timezone(tzinfo):\n __slots__='_offset','_name'\n",
    "class timezone(tzinfo):\n __slots__='_offset','_name'\n\n def __reduce__(self):\n  return(self.__class__,self.__getinitargs__())\n");
})(__BRYTHON__);
