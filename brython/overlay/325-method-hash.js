// Fix: hash() of a bound method (obj.f) or a method-wrapper (obj.__add__, prop.__get__)
//   raises TypeError, and method-wrappers never compare equal; CPython hashes both from the
//   identity of the bound object and the function, and compares them the same way.
// Symptom: "TypeError: __hash__ method should return an integer" for hash(a.m) or
//   {int.real.__get__} (torch/_prims_common puts torch.Tensor.ndim.__get__ in a set).
// Cause: brython.js leaves $B.method.tp_hash, $B.method_wrapper.tp_hash and
//   $B.method_wrapper.tp_richcompare as empty functions (they return undefined); the
//   comparison dunders made from the latter keep a reference to it.
// Fix: tp_hash = identity hash of the bound object xor hash of the function; method-wrapper
//   equality = same wrapped slot and the same bound object (as CPython's wrapper_richcompare).
// Test: tests/brython/test_language.py::test_bound_methods_are_hashable
(function ($B) {
  const _b_ = $B.builtins;
  // CPython hashes the bound object by identity; JS primitives (ints, strs) have no identity
  // beyond their value, so those hash by value.
  const identity = (o) => (o !== null && (typeof o === 'object' || typeof o === 'function'))
    ? _b_.object.tp_hash(o) : $B.$hash(o);
  $B.method.tp_hash = (self) => identity(self.im_self) ^ $B.$hash(self.im_func);
  $B.method_wrapper.tp_hash = (self) => identity(self.self) ^ identity(self.wrapped);
  $B.method_wrapper.tp_richcompare = function (self, other, op) {
    if ($B.get_class(other) !== $B.method_wrapper || (op !== '__eq__' && op !== '__ne__')) {
      return _b_.NotImplemented;
    }
    const same = self.self === other.self && self.wrapped === other.wrapped;
    return op === '__eq__' ? same : !same;
  };
  // The class's __eq__ ... wrappers captured the old slot when the type was finalized.
  $B.wrapper_methods.tp_richcompare($B.method_wrapper);
})(__BRYTHON__);
