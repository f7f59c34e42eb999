// Fix: min() and max() take the truth value of each comparison, as CPython's
//   PyObject_RichCompareBool does: max(a, b) of objects whose `>` returns a non-bool
//   (a 0-d torch.Tensor, a numpy bool) picks by that value's bool().
// Symptom: `max(torch.tensor(5), torch.tensor(1))` is tensor(1), and `min` of two tensors
//   is always the last one (PyTorch's test_scatter_gather_ops computes the expected amax /
//   amin results this way: 20 tests).
// Cause: brython.js's $extreme (behind min and max) tests the result of $B.rich_comp with
//   JS truthiness; any object (a Tensor holding False) is truthy in JS.
// Fix: min and max are rebuilt here with the same argument handling and $B.$bool on each
//   comparison's result (and CPython's message for an unknown keyword, which brython.js
//   built from an undefined variable).
// Test: tests/brython/test_builtins.py::test_min_max_use_truth_of_comparison
(function ($B) {
  const _b_ = $B.builtins;
  function extreme(args, op) {
    const name = op === '__lt__' ? 'min' : 'max';
    const last = args[args.length - 1];
    let nbArgs = args.length, kw, func = null, hasDefault = false, defaultValue;
    if (last && last.$kw) {
      nbArgs--;
      kw = $B.parse_kwargs(last.$kw);
    }
    if (kw) {
      for (const key in kw) {
        if (key === 'key') func = kw.key;
        else if (key === 'default') { defaultValue = kw.default; hasDefault = true; }
        else $B.RAISE(_b_.TypeError, `'${key}' is an invalid keyword argument for ${name}()`);
      }
    }
    if (func === _b_.None) func = null;
    if (nbArgs === 0) $B.RAISE(_b_.TypeError, `${name} expected at least 1 argument, got 0`);
    let items;
    if (nbArgs === 1) {
      items = $B.make_js_iterator_no_trace(args[0]);
    } else {
      if (hasDefault) {
        $B.RAISE(_b_.TypeError, `Cannot specify a default for ${name}() with multiple positional arguments`);
      }
      items = Array.prototype.slice.call(args, 0, nbArgs);
    }
    let res = null, extr;
    for (const x of items) {
      const value = func === null ? x : $B.$call(func, x);
      if (res === null) {
        res = x;
        extr = value;
      } else if ($B.$bool($B.rich_comp(op, value, extr))) {
        res = x;
        extr = value;
      }
    }
    if (res === null) {
      if (hasDefault) return defaultValue;
      $B.RAISE(_b_.ValueError, `${name}() arg is an empty sequence`);
    }
    return res;
  }
  const max = function () { return extreme(arguments, '__gt__'); };
  const min = function () { return extreme(arguments, '__lt__'); };
  for (const key of Object.keys(_b_.max)) max[key] = _b_.max[key];
  for (const key of Object.keys(_b_.min)) min[key] = _b_.min[key];
  _b_.max = max;
  _b_.min = min;
})(__BRYTHON__);
