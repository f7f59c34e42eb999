// Fix: range.count(x), range.index(x) and `x in range(...)` for an x that is not an int (a
//   float, a 0-d tensor, any object with __eq__) compare it with the range's values, as
//   CPython does (PyObject_RichCompareBool over the iteration).
// Symptom: `range(5).count(torch.tensor(2))` and `range(5).index(3.0)` raised "JavascriptError:
//   RangeIterator is not defined"; `2.0 in range(3)` and `torch.tensor(3) in range(5)` were
//   False (the error was caught as "not found").
// Cause: brython.js's range count and index, for such values, iterate with a RangeIterator
//   it never defines.
// Fix: count and index iterate the range themselves for values that are not ints or bools,
//   taking the truth of `value == x`; ints and bools keep brython.js's arithmetic path, with
//   CPython's message when absent ("7 is not in range"). (`in` goes through index.)
// Test: tests/brython/test_builtins.py::test_range_count_index_of_objects
(function ($B) {
  const _b_ = $B.builtins;
  const { replaceBuiltinMethod } = $B.brytorchOverlay;
  const isInt = (v) => $B.$isinstance(v, [_b_.int, _b_.bool]);
  const count = replaceBuiltinMethod(_b_.range, 'count', function (self, x) {
    if (arguments.length !== 2 || isInt(x)) return count.apply(this, arguments);
    let n = 0;
    for (const value of $B.make_js_iterator(self)) if ($B.is_or_equals(value, x)) n++;
    return n;
  });
  const index = replaceBuiltinMethod(_b_.range, 'index', function (self, x) {
    if (arguments.length !== 2) return index.apply(this, arguments);
    if (isInt(x)) {
      if (!$B.$bool(_b_.range.sq_contains(self, x))) $B.RAISE(_b_.ValueError, `${_b_.repr(x)} is not in range`);
      return index.apply(this, arguments);
    }
    let i = 0;
    for (const value of $B.make_js_iterator(self)) {
      if ($B.is_or_equals(value, x)) return i;
      i++;
    }
    $B.RAISE(_b_.ValueError, 'sequence.index(x): x not in sequence');
  });
})(__BRYTHON__);
