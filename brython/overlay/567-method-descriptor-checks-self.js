// Fix: calling a builtin type's method through the class (`str.upper(x)`, `list.append(x,
//   v)`) checks that x is an instance of that type, as CPython's method descriptors do.
// Symptom: `list.append(None, 1)` returned None and `dict.keys(None)` a view of garbage
//   (silently), `float.hex("a")` returned 'nan', and `str.upper(None)`, `str.swapcase(1)`,
//   `bytes.upper(None)`, `set.add([], 1)` raised JavascriptErrors (numpy's StringDType
//   calls str methods this way on its missing-value object: 40 tests of test_stringdtype
//   expected CPython's TypeError); `str.upper()` said "unbound method str.upper needs an
//   argument" without CPython's "()".
// Cause: brython.js's method_descriptor.tp_call hands its first argument to the JS method
//   as `self` whatever it is.
// Fix: tp_call raises CPython's "descriptor 'upper' for 'str' objects doesn't apply to a
//   'NoneType' object" when the first argument is not an instance of the descriptor's
//   type, and CPython's message without one; the class's `__call__` wrapper is made again
//   around the new slot.
// Test: tests/brython/test_builtins.py::test_method_descriptors_check_self
(function ($B) {
  const _b_ = $B.builtins;
  const call = $B.method_descriptor.tp_call;
  $B.method_descriptor.tp_call = function (self, ...args) {
    const name = self.d_name, type = self.d_type;
    if (args.length === 0 || (args.length === 1 && args[0]?.$kw)) {
      $B.RAISE(_b_.TypeError, `unbound method ${type.tp_name}.${name}() needs an argument`);
    }
    if (!$B.$isinstance(args[0], type)) {
      $B.RAISE(_b_.TypeError, `descriptor '${name}' for '${type.tp_name}' objects doesn't apply to ` +
        `a '${$B.class_name(args[0])}' object`);
    }
    return call.call(this, self, ...args);
  };
  $B.wrapper_methods.tp_call($B.method_descriptor, 'tp_call');
})(__BRYTHON__);
