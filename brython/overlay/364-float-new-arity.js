// Fix: float.__new__(cls, a, b) raises TypeError("float expected at most 1 argument, got 2"),
//   as CPython does.
// Symptom: `float.__new__(float, 1.0, 2.0)` returns 1.0; numpy's float64 constructor relies
//   on float's to refuse extra arguments (`class B(np.float64, X): ...; B(1.0, 2.0)` must
//   raise TypeError; numpy's test_scalarinherit).
// Cause: brython.js's float.tp_new unpacks its arguments without checking their count.
// Fix: the count is checked first (float takes no keyword arguments either); the new slot
//   keeps the original's marks, so Python subclasses of float still instantiate.
// Test: tests/brython/test_builtins.py::test_float_new_takes_at_most_one_argument
(function ($B) {
  const _b_ = $B.builtins;
  const floatNew = _b_.float.tp_new;
  _b_.float.tp_new = function (cls, args, kw) {
    if (args && args.length > 1) {
      $B.RAISE(_b_.TypeError, `float expected at most 1 argument, got ${args.length}`);
    }
    if (kw && $B.str_dict_length(kw) > 0) $B.RAISE(_b_.TypeError, 'float() takes no keyword arguments');
    return floatNew.apply(this, arguments);
  };
  // The slot keeps the original's marks (brython.js reads them to tell a builtin tp_new,
  // called as (cls, [args], kw), from a Python __new__, called with the arguments spread;
  // without them a Python subclass of float could not be instantiated).
  for (const key of Object.keys(floatNew)) _b_.float.tp_new[key] = floatNew[key];
})(__BRYTHON__);
