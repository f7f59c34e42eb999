// Fix: object.__repr__ leaves out the address and, for classes made with type() or from C,
// the module: `<A object>` where CPython prints `<__main__.A object at 0x7f...>`.
// Symptom: repr of a plain instance differs from CPython; pybind11's "Invoked with:" messages
//   (which repr the arguments) read `<Pet object>` instead of `<pkg.mod.Pet object at 0x...>`.
// Cause: brython.js object.tp_repr reads a JS-level `klass.__module__` (set only for some
//   classes) and prints no address.
// Fix: CPython's format: the class's __module__ (from its dict; omitted for builtins), its
//   __qualname__, and `at 0x` + the object's id() in hex.
// Test: tests/brython/test_builtins.py::test_object_repr_has_module_and_address
(function ($B) {
  const _b_ = $B.builtins, object = _b_.object, original = object.tp_repr;
  object.tp_repr = function (self) {
    const klass = $B.get_class(self);
    if (klass === _b_.type) return original.call(this, self);
    const module = $B.$getattr(klass, '__module__', null);
    const qualname = $B.$getattr(klass, '__qualname__', null) ?? $B.class_name(self);
    const prefix = typeof module === 'string' && module !== 'builtins' ? module + '.' : '';
    return `<${prefix}${qualname} object at 0x${_b_.id(self).toString(16).padStart(12, '0')}>`;
  };
  const wrapper = $B.get_from_dict(object, '__repr__', $B.NULL);
  if (wrapper !== $B.NULL && wrapper.wrapped === original) wrapper.wrapped = object.tp_repr;
})(__BRYTHON__);
