// Fix: `complex == x` and `!=` compare only with numbers (int, float, complex and their
//   subclasses) and answer NotImplemented otherwise, as CPython's complex does, so Python
//   asks the other operand (its reflected `__eq__`).
// Symptom: `(0.71 + 0.71j) == torch.randn(2, 2, dtype=torch.cfloat)` raised "only one element
//   tensors can be converted to Python scalars" (CPython: the tensor's elementwise result;
//   test_jit's TestComplex::test_binary_op_complex_tensor); any object with `__complex__` was
//   converted, whatever it was.
// Cause: brython.js's complex.tp_richcompare calls the other operand's `__complex__` first.
// Fix: a non-number gets NotImplemented before any conversion; numbers compare as before.
// Test: tests/brython/test_builtins.py::test_complex_compares_with_numbers_only
(function ($B) {
  const _b_ = $B.builtins;
  const richcompare = _b_.complex.tp_richcompare;
  const numbers = [_b_.int, _b_.float, _b_.complex];
  _b_.complex.tp_richcompare = function (self, other, op) {
    if (typeof other !== 'number' && typeof other !== 'boolean' && !$B.$isinstance(other, numbers)) {
      return _b_.NotImplemented;
    }
    return richcompare.call(this, self, other, op);
  };
  $B.wrapper_methods.tp_richcompare(_b_.complex, 'tp_richcompare');
})(__BRYTHON__);
