// Fix: round(number[, ndigits]) calls type(number).__round__(number) or (number, ndigits), and
//   int.__round__ rounds to a negative number of digits, as in CPython.
// Symptom: round(np.int32(1), ndigits=None) raised "'Javascript Object' object cannot be
//   interpreted as an integer" (numpy's test_dunder_round); round(2**31 - 1, -9) raised
//   "JavascriptError: The number 1e-9 cannot be converted to a BigInt"; round(True, -1) gave
//   True's value; an int subclass's own __round__ was never called.
// Cause: brython.js's round() passes its own arguments object on to __round__ after parsing
//   it (the keyword values are consumed by then), rounds ints and floats itself with float
//   arithmetic, and int.__round__ ignores ndigits.
// Fix: round() as CPython's builtin_round; int.__round__ as CPython's long_round: the int
//   itself for ndigits None or >= 0, else the nearest multiple of 10**-ndigits, ties to even.
// Test: tests/brython/test_builtins.py::test_round_calls_dunder_round
(function ($B) {
  const _b_ = $B.builtins, overlay = $B.brytorchOverlay;
  _b_.round = overlay.builtin('builtins', 'round', function () {
    const $ = $B.args('round', 2, { number: null, ndigits: null }, arguments, { ndigits: _b_.None }, null, null);
    const method = $B.$getattr($B.get_class($.number), '__round__', $B.NULL);
    if (method === $B.NULL) {
      $B.RAISE(_b_.TypeError, `type ${$B.class_name($.number)} doesn't define __round__ method`);
    }
    return $.ndigits === _b_.None ? $B.$call(method, $.number) : $B.$call(method, $.number, $.ndigits);
  });
  const op = (name, a, b) => $B.rich_op(name, a, b);
  overlay.replaceBuiltinMethod(_b_.int, '__round__', function (self, ndigits) {
    const value = $B.$call(_b_.int, self);   // bool and subclasses: the plain int
    if (ndigits === undefined || ndigits === _b_.None) return value;
    const n = $B.PyNumber_Index(ndigits);
    if (!$B.rich_comp('__lt__', n, 0)) return value;
    const digits = _b_.len(_b_.str.$factory(_b_.abs(value)));
    if ($B.rich_comp('__gt__', op('__sub__', 0, n), digits + 1)) return 0;   // |value| < unit / 2
    const unit = op('__pow__', 10, op('__sub__', 0, n));
    const [q, r] = $B.$call(_b_.divmod, value, unit);
    const twice = op('__mul__', r, 2);
    const up = $B.rich_comp('__gt__', twice, unit) ||
      ($B.rich_comp('__eq__', twice, unit) && $B.rich_comp('__eq__', op('__mod__', q, 2), 1));
    return op('__mul__', up ? op('__add__', q, 1) : q, unit);
  });
})(__BRYTHON__);
