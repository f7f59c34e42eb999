// Fix: list.__add__ and tuple.__add__ (and `+`) accept any list / tuple, subclasses included,
//   and return an exact list / tuple, as CPython's list_concat and tuple_concat do.
// Symptom: `tuple.__add__(sub, (3,))` for an instance `sub` of a tuple subclass returns
//   NotImplemented; torch.testing._internal.common_dtype's `_dispatch_dtypes(tuple)` then
//   fails at import with "TypeError: 'NotImplementedType' object is not iterable", and
//   `(1,) + sub` / `[1] + list_subclass([2])` raise TypeError.
// Cause: brython.js's shared sq_concat refuses an operand whose class is not exactly the
//   other operand's class.
// Fix: the operand must be an instance of the base type (list for list, tuple for tuple);
//   anything else still gives NotImplemented, so the reflected method of the other
//   operand's type is tried as before. The `__add__` wrapper captured the old function
//   when the type was built, so it is made again around the new one.
// Test: tests/brython/test_builtins.py::test_sequence_concat_with_subclasses
(function ($B) {
  const _b_ = $B.builtins;
  for (const base of [_b_.list, _b_.tuple]) {
    const concat = function (self, other) {
      if (!$B.$isinstance(other, base)) return _b_.NotImplemented;
      const items = self.slice();
      for (const item of other) items.push(item);
      return base === _b_.tuple ? _b_.tuple.$factory(items) : $B.$list(items);
    };
    concat.ml = { ml_name: '__add__' };
    base.sq_concat = concat;
    $B.set_to_dict(base, '__add__', $B.wrapper_descriptor.$factory(base, '__add__', concat));
  }
})(__BRYTHON__);
