// Fix: a builtin method bound to an object equals another binding of the same method to the
//   same object, and hashes alike, as CPython's meth_richcompare / meth_hash do.
// Symptom: `l.append == l.append` and `t.data_ptr == t.data_ptr` (a torch.Tensor's C method)
//   are False; PyTorch's test_tensor_factory_copy_var checks `copy.data_ptr == data_ptr`.
// Cause: brython.js's method_descriptor.__get__ makes a new bound function each time, and
//   builtin_function_or_method compares by identity.
// Fix: two bound methods are equal when they share the descriptor's function information
//   ($function_infos, one object per method) and their __self__ is the same object; nothing
//   is added to method binding itself (a hot path). Anything else compares as before.
// Test: tests/brython/test_builtins.py::test_builtin_method_equality
(function ($B) {
  const _b_ = $B.builtins, bf = $B.builtin_function_or_method;
  const bound = (f) => f && f.m_self !== undefined && f.$function_infos !== undefined;
  const same = (a, b) => bound(a) && bound(b) && a.$function_infos === b.$function_infos &&
    a.m_self === b.m_self;
  const compare = bf.tp_richcompare;
  bf.tp_richcompare = function (self, other, op) {
    if ((op === '__eq__' || op === '__ne__') && same(self, other)) return op === '__eq__';
    return compare.apply(this, arguments);
  };
  const hash = bf.tp_hash;
  bf.tp_hash = function (self) {
    if (!bound(self)) return hash.apply(this, arguments);
    return _b_.hash(self.ml.ml_name) ^ _b_.hash(_b_.id(self.m_self));
  };
  // The dunders were made from the slots when brython.js started: rebuild them.
  const dunder = (name, f) => {
    f.ml = { ml_name: name };
    $B.set_to_dict(bf, name, $B.wrapper_descriptor.$factory(bf, name, f));
  };
  dunder('__eq__', (self, other) => bf.tp_richcompare(self, other, '__eq__'));
  dunder('__ne__', (self, other) => bf.tp_richcompare(self, other, '__ne__'));
  dunder('__hash__', (self) => bf.tp_hash(self));
})(__BRYTHON__);
