// Fix: an empty list or tuple times a non-integer raises TypeError, as any list or tuple does.
// Symptom: `[] * "x"`, `() * 1.5` and `[] * None` returned an empty list or tuple; `[1] * "x"`
//   raised. `() * 3` and `(1,) * -1` raised "JavascriptError: Cannot read properties of
//   undefined (reading '$kw')".
// Cause: brython.js's list and tuple repeat (sq_repeat) returns an empty sequence for an empty
//   operand before it checks that the other operand is an integer.
// Fix: the repeat of list and tuple returns NotImplemented first when the other operand is
//   not an int and has no __index__ (rich_op1 then tries its __rmul__, then raises CPython's
//   message, overlay 385); so does str's, whose refusal as the
//   right operand (`[] * "x"`) had named the wrong operand. The dunders are remade from the
//   slot.
// Test: tests/brython/test_builtins.py::test_binary_operator_error_messages
(function ($B) {
  const _b_ = $B.builtins;
  for (const type of [_b_.list, _b_.tuple, _b_.str]) {
    const repeat = type.sq_repeat;
    if (typeof repeat !== 'function') throw new Error(`brytorch overlay: ${type.tp_name}.sq_repeat not found`);
    type.sq_repeat = function (self, other) {
      if (!$B.is_int(other) && $B.search_in_mro($B.get_class(other), '__index__', $B.NULL) === $B.NULL) {
        return _b_.NotImplemented;
      }
      // An empty result is made here: brython.js's tuple repeat called tuple's constructor
      // without arguments for it, which failed ("reading '$kw'": `() * 3`, `(1,) * -1`).
      if (type !== _b_.str && $B.get_class(self) === type && (self.length === 0 || $B.PyNumber_Index(other) <= 0)) {
        return type === _b_.list ? $B.$list([]) : $B.fast_tuple([]);
      }
      return repeat.apply(this, arguments);
    };
    $B.wrapper_methods.sq_repeat(type, 'sq_repeat');
  }
})(__BRYTHON__);
