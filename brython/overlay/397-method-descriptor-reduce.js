// Fix: a method descriptor (`str.upper`, a C type's method such as `torch.Tensor.zero_`) and a
//   slot wrapper (`str.__add__`) reduce to `(getattr, (objclass, name))`, as in CPython, so
//   copy.deepcopy and pickle give back the descriptor itself.
// Symptom: `str.upper.__reduce__()` raised "descriptor '__str__' of 'object' object needs an
//   argument", and `copy.deepcopy(torch.Tensor.zero_)` failed; PyTorch's OpInfo database
//   deep-copies its entries (dataclasses.asdict), which stopped
//   torch.testing._internal.common_methods_invocations, and test_maskedtensor with it, at import.
// Cause: Brython's method_descriptor.__reduce__ and wrapper_descriptor.__reduce__ are empty
//   functions (they return undefined).
// Fix: `__reduce__` answers from the descriptor's own type and name.
// Test: tests/brython/test_builtins.py::test_method_descriptors_reduce_to_getattr
(function ($B) {
  const _b_ = $B.builtins;
  for (const descrType of [$B.method_descriptor, $B.wrapper_descriptor]) {
    $B.brytorchOverlay.replaceBuiltinMethod(descrType, '__reduce__', function (self) {
      $B.args('__reduce__', 1, { self: null }, arguments, {}, null, null);
      return $B.fast_tuple([_b_.getattr, $B.fast_tuple([self.d_type, self.d_name])]);
    });
  }
})(__BRYTHON__);
