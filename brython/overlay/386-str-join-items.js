// Fix: `str.join` of a non-str item raises CPython's TypeError without writing anything, and
//   joining a non-iterable says "can only join an iterable".
// Symptom: `"".join([1])` printed brython.js's debugging dump of its arguments (`str join
//   [Arguments] {...}`, dozens of lines) to the console, the program's stdout under Node,
//   before raising; `"".join(5)` said "'int' object is not iterable".
// Cause: a leftover `console.log('str join', arguments)` in brython.js's str.join.
// Fix: str.join is written again without it: the items come through $B.make_js_iterator
//   (Brython's own iteration, fast for lists and tuples), a non-str item raises "sequence item
//   N: expected str instance, T found", a TypeError from iter() becomes "can only join an
//   iterable" (CPython's PySequence_Fast message). An item or separator of a str subclass
//   is joined by its text (it was joined as "[object Object]").
// Numbered before overlay 490, which wraps str.join (its result as a counted str).
// Test: tests/brython/test_builtins.py::test_str_join_errors
(function ($B) {
  const _b_ = $B.builtins;
  // The text of a str: a JS string, a String (with astral characters), or the value of an
  // instance of a str subclass.
  const text = (s) => (typeof s === 'string' || s instanceof String ? s : s.$brython_value ?? _b_.str.$factory(s));
  $B.brytorchOverlay.replaceBuiltinMethod(_b_.str, 'join', function join(self, iterable) {
    $B.check_nb_args_no_kw('str.join', 2, arguments);
    let items;
    try {
      items = $B.make_js_iterator(iterable, $B.NULL);
    } catch (err) {
      if ($B.is_exc(err, [_b_.TypeError])) $B.RAISE(_b_.TypeError, 'can only join an iterable');
      throw err;
    }
    const parts = [];
    for (const item of items) {
      if (!$B.is_str(item)) {
        $B.RAISE(_b_.TypeError, `sequence item ${parts.length}: expected str instance, ${$B.class_name(item)} found`);
      }
      parts.push(text(item));
    }
    return parts.join(text(self));
  });
})(__BRYTHON__);
