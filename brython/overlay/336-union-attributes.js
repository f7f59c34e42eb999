// Fix: attributes cannot be set on a typing.Union[...] object; in the CPython versions
//   PyTorch 2.6 supports (<= 3.13) Union[...] is a typing alias that takes attributes.
// Symptom: `NodePattern.__module__ = "..."` raises AttributeError ("'UnionType' object has
//   no attribute '__module__' and no __dict__") in torch.ao.quantization.utils at
//   `import torch`.
// Cause: Brython follows 3.14, where Union[...] is a types.UnionType without a __dict__.
// Fix: UnionType objects get an instance dict (reading attributes is unchanged).
// Test: tests/brython/test_typing.py::test_union_takes_attributes
(function ($B) {
  const factory = $B.UnionType.$factory;
  $B.UnionType.$factory = function () {
    const res = factory.apply(this, arguments);
    if (!$B.get_dict(res)) $B.init_dict(res);
    return res;
  };
})(__BRYTHON__);
