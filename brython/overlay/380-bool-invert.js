// Fix: `~` on a bool (or an instance of a bool subclass) gives the inversion of the
//   underlying int with CPython's DeprecationWarning: ~True == -2, ~False == -1.
// Symptom: `~True` raises "JavascriptError: int_funcs.__invert__ is not a function"
//   (PyTorch's test_sort_and_select computes `neg_inf = ~inf` with inf = True for bool).
// Cause: brython.js's bool.nb_invert calls `int_funcs.__invert__`, which no longer exists
//   (int's inversion is the slot int.nb_invert); its warning text also lacks the space
//   after "deprecated.".
// Fix: bool.nb_invert warns with CPython 3.12's text and returns int.nb_invert of the int
//   value (0 or 1); the class's __invert__ wrapper is rebuilt from the new slot.
// Test: tests/brython/test_builtins.py::test_bool_invert
(function ($B) {
  const _b_ = $B.builtins;
  _b_.bool.nb_invert = function (self) {
    $B.warn(_b_.DeprecationWarning, "Bitwise inversion '~' on bool is deprecated. This " +
      'returns the bitwise inversion of the underlying int object and is usually not what ' +
      "you expect from negating a bool. Use the 'not' operator for boolean negation or " +
      '~int(x) if you really want the bitwise inversion of the underlying int.');
    return _b_.int.nb_invert($B.$bool(self) ? 1 : 0);
  };
  // The class's dunder wrapper captured the old slot when the type was finalized.
  $B.wrapper_methods.nb_invert(_b_.bool, 'nb_invert');
})(__BRYTHON__);
