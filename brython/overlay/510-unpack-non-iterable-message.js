// Fix: unpacking an object that is not iterable (`a, b = 1`) raises CPython's message
//   "cannot unpack non-iterable int object".
// Symptom: Brython said "'int' object is not iterable" (CPython's test_dataclasses
//   test_not_other_dataclass matches "unpack"; a user reading it could not tell that the
//   unpacking, not a loop, was at fault).
// Cause: brython.js's `$B.unpacker` turns the value into a list with `list(obj)` and lets
//   its TypeError through.
// Fix: as CPython's unpack_iterable: when that TypeError comes from a type with neither
//   `__iter__` nor `__getitem__`, it is replaced by the unpacking message (an error raised
//   inside an `__iter__` passes unchanged).
// Test: tests/brython/test_language.py::test_unpacking_a_non_iterable_says_so
(function ($B) {
  const _b_ = $B.builtins;
  $B.brytorchUnpackedList = function (obj) {
    try {
      return _b_.list.$factory(obj);
    } catch (err) {
      const cls = $B.get_class(obj);
      if ($B.is_exc(err, [_b_.TypeError]) &&
          $B.search_in_mro(cls, '__iter__', $B.NULL) === $B.NULL &&
          $B.search_in_mro(cls, '__getitem__', $B.NULL) === $B.NULL) {
        $B.RAISE(_b_.TypeError, `cannot unpack non-iterable ${$B.class_name(obj)} object`);
      }
      throw err;
    }
  };
  $B.brytorchOverlay.patchCoreFunction($B, 'unpacker', [
    ['var t=_b_.list.$factory(obj)', 'var t=$B.brytorchUnpackedList(obj)'],
  ]);
})(__BRYTHON__);
