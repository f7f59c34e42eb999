// Fix: an int too large for a float raises OverflowError("int too large to convert to
//   float") where CPython converts it: float(n), n + 1.0, 2.0 * n, 2.0 ** n.
// Symptom: float(2 ** 1100) returned inf (so did the mixed arithmetic); numpy's
//   test_nep50_weak_integers_with_inexact expects the OverflowError from
//   np.float64(1) + huge_int.
// Cause: brython.js converts ints to floats with Number(value) (int.nb_float, and float()'s
//   __index__ path), which gives Infinity past the float range.
// Fix: int.nb_float raises past the range; float() of an int without its own __float__
//   converts through it.
// Test: tests/brython/test_builtins.py::test_int_too_large_for_float
(function ($B) {
  const _b_ = $B.builtins, toFloat = _b_.int.nb_float;
  _b_.int.nb_float = function (self) {
    const res = toFloat(self);
    if (!Number.isFinite(res.value)) $B.RAISE(_b_.OverflowError, 'int too large to convert to float');
    return res;
  };
  $B.brytorchOverlay.replaceKeepingMarks(_b_.float, '$factory', (factory) => function (value) {
    if (arguments.length === 1 && typeof value !== 'boolean' && $B.$isinstance(value, _b_.int) &&
        $B.$getattr($B.get_class(value), '__float__', null) === null) {
      return _b_.int.nb_float(value);
    }
    return factory.apply(this, arguments);
  });
})(__BRYTHON__);
