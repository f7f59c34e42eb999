// Fix: a str may be repeated by any object with __index__, as in CPython.
// Symptom: `"ab" * n` and `n * "ab"` with `n` a numpy integer (`np.int32(3)`) or any class
//   defining __index__ raised "TypeError: Can't multiply sequence by non-int of type 'int32'"
//   (CPython: 'ababab'); list, tuple and bytes already accepted it.
//   test_reductions' test_reference_masked_masked_amax_cpu_float64 (a masked reference
//   builds a format string with a numpy count).
// Cause: brython.js str.sq_repeat accepts only int instances.
// Fix: a count that is not an int but whose class defines __index__ is converted with
//   PyNumber_Index first; anything else raises CPython's message ("can't multiply
//   sequence...", lower case). The slot and the __mul__/__rmul__ slot wrappers get the
//   fixed function.
// Test: tests/brython/test_builtins.py::test_str_repeat_with_dunder_index
(function ($B) {
  const _b_ = $B.builtins;
  const original = _b_.str.sq_repeat;
  if (typeof original !== 'function') {
    throw new Error('brytorch overlay: str.sq_repeat not found');
  }
  const hasIndex = (count) => $B.search_in_mro($B.get_class(count), '__index__', $B.NULL) !== $B.NULL;
  const fixed = function (self, count) {
    if (arguments.length === 2 && !$B.is_int(count)) {
      if (!hasIndex(count)) {
        $B.RAISE(_b_.TypeError, `can't multiply sequence by non-int of type '${$B.class_name(count)}'`);
      }
      count = $B.PyNumber_Index(count);
    }
    return original.apply(this, arguments.length === 2 ? [self, count] : arguments);
  };
  _b_.str.sq_repeat = fixed;
  let rewired = 0;
  for (const name of ['__mul__', '__rmul__']) {
    const descriptor = $B.get_from_dict(_b_.str, name);
    if (descriptor && descriptor.wrapped === original) {
      descriptor.wrapped = fixed;
      rewired++;
    }
  }
  if (rewired === 0) {
    throw new Error('brytorch overlay: str.__mul__ slot wrapper not found');
  }
})(__BRYTHON__);
