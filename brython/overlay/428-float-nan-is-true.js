// Fix: bool(float('nan')) is True, as in CPython (NaN is not zero).
// Symptom: `bool(math.nan)` and `if math.nan:` were False; test_autograd's
//   test_pyscalar_conversions compares bool(tensor holding nan) with bool(nan) and failed.
// Cause: brython.js's float.__bool__ returns bool(self.value), i.e. JavaScript's
//   truthiness, for which NaN is false.
// Fix: a float is true when its value is not zero (NaN !== 0; -0.0 === 0).
// Test: tests/brython/test_builtins.py::test_float_nan_is_true
(function ($B) {
  const _b_ = $B.builtins;
  const original = _b_.float.nb_bool;
  _b_.float.nb_bool = function (self) {
    original(self);   // its check of self (a float, or TypeError)
    return self.value !== 0;
  };
  // float.__bool__ (the wrapper brython.js made from the slot at start) is remade too.
  $B.wrapper_methods.nb_bool(_b_.float, 'nb_bool');
})(__BRYTHON__);
