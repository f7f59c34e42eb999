// Fix: sum() adds floats with CPython's compensated (Neumaier) summation, and refuses a str,
//   bytes or bytearray start with CPython's messages.
// Symptom: sum([0.1] * 10) was 0.9999999999999999 (CPython 3.12+: 1.0), sum([1e100, 1.0,
//   -1e100, 1.0]) 1.0 (CPython 2.0): the losses of plain float addition, which CPython's sum
//   has compensated since 3.12 (torch and numpy code sum Python floats: losses, metrics).
//   `sum(["a"], "")` said "can't sum bytes [use b''.join(seq) instead]" (CPython: "can't sum
//   strings [use ''.join(seq) instead]"), and `sum([], bytearray())` returned the bytearray.
// Cause: brython.js's sum adds each item with the `+` operator.
// Fix: sum() follows CPython 3.13's builtin_sum and its three loops: while the total is an
//   exact int that fits in 64 bits, ints (and bools) add exactly; the first other item is
//   added with `+`; if that made an exact float (or the start was one), exact floats then add
//   with Neumaier's compensation and 64-bit ints as plain doubles; the compensation joins the
//   total at the end or before the first other item, which and all after it add with `+`.
// Test: tests/brython/test_builtins.py::test_sum_as_cpython
(function ($B) {
  const _b_ = $B.builtins;
  const LONG_MIN = -(2n ** 63n), LONG_MAX = 2n ** 63n - 1n;
  const isExactFloat = (v) => v !== null && typeof v === 'object' && v.ob_type === _b_.float;
  // A (Python) int's value as a BigInt when it fits in a C long, else null.
  const asLong = (v) => {
    if (!$B.is_int(v)) return null;
    const value = BigInt($B.int_value(v));
    return value >= LONG_MIN && value <= LONG_MAX ? value : null;
  };

  _b_.sum = $B.brytorchOverlay.builtin('builtins', 'sum', function () {
    const $ = $B.args('sum', 2, { iterable: null, start: null }, arguments, { start: 0 }, null, null);
    let total = $.start;
    if ($B.$isinstance(total, _b_.str)) $B.RAISE(_b_.TypeError, "sum() can't sum strings [use ''.join(seq) instead]");
    if ($B.$isinstance(total, [_b_.bytes, _b_.bytearray])) {
      $B.RAISE(_b_.TypeError, `sum() can't sum ${$B.$isinstance(total, _b_.bytearray) ? 'bytearray' : 'bytes'} [use b''.join(seq) instead]`);
    }
    // CPython's three loops, in order: a total that is an exact int fitting in a C long, then
    // one that is an exact float, then any total.
    let mode = 'any', n = 0n, f = 0, c = 0;
    const startLong = $B.get_class(total) === _b_.int ? asLong(total) : null;
    if (startLong !== null) [mode, n] = ['int', startLong];
    else if (isExactFloat(total)) [mode, f] = ['float', total.value];
    const enterFloats = () => {
      if (isExactFloat(total)) [mode, f, c] = ['float', total.value, 0];
      else mode = 'any';
    };
    for (const item of $B.make_js_iterator($.iterable, $B.NULL)) {
      if (mode === 'int') {
        const cls = $B.get_class(item), b = cls === _b_.int || cls === _b_.bool ? asLong(item) : null;
        if (b !== null && n + b >= LONG_MIN && n + b <= LONG_MAX) {
          n += b;
          continue;
        }
        total = $B.rich_op('__add__', _b_.int.$int_or_long(n), item);
        enterFloats();
      } else if (mode === 'float') {
        if (isExactFloat(item)) {   // Neumaier's improvement of Kahan-Babuska summation
          const x = item.value, t = f + x;
          c += Math.abs(f) >= Math.abs(x) ? (f - t) + x : (x - t) + f;
          f = t;
          continue;
        }
        const b = asLong(item);
        if (b !== null) {
          f += Number(b);
          continue;
        }
        if (c && Number.isFinite(c)) f += c;
        total = $B.rich_op('__add__', $B.fast_float(f), item);
        mode = 'any';
      } else {
        total = $B.rich_op('__add__', total, item);
      }
    }
    if (mode === 'int') return _b_.int.$int_or_long(n);
    if (mode === 'float') {
      if (c && Number.isFinite(c)) f += c;
      return $B.fast_float(f);
    }
    return total;
  });
})(__BRYTHON__);
