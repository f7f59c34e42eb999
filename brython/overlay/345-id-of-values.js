// Fix: id() of an int, a float and a str with the same spelling differ.
// Symptom: id(0) == id("0") (and id(1) == id("1"), id(True) == id("True")), so pickle's
//   memo, keyed by id(), writes a reference to the memoized string "0" where the int 0
//   belongs: torch.save's storage offset 0 came back from torch.load as the str "0".
// Cause: Brython has no object identity for JS numbers and strings; id() of an int, float
//   or str is the hash of its str().
// Fix: the hash also covers the type, so values of different types get different ids
//   (equal values of one type still share an id, as CPython's cached small ints do).
// Test: tests/brython/test_builtins.py::test_id_separates_types
(function ($B) {
  $B.brytorchOverlay.patchCoreFunction($B.builtins, 'id', [
    ['check_nb_args_no_kw(', '$B.check_nb_args_no_kw('],
    ["return $B.$call($B.$getattr(_b_.str.$factory(obj),'__hash__'))",
     "return $B.$call($B.$getattr($B.class_name(obj)+':'+_b_.str.$factory(obj),'__hash__'))"],
  ]);
})(__BRYTHON__);
