// Fix: `object.__class__` is `type`, as for every other class.
// Symptom: `object.__class__` (and `getattr(object, "__class__")`) returned the descriptor
//   "<attribute '__class__' of 'object' objects>"; `int.__class__` and any other class were
//   right.
// Cause: brython.js's $B.$getattr answers an attribute found in a class's own dict as a
//   getset_descriptor from type's getter of that name when type has one, else returns the
//   descriptor itself; `__class__` is in object's own dict and type has no `__class__`
//   getter, so the metaclass's data descriptor was never asked.
// Fix: type gets that getter (a class's class), the one this path asks.
// Test: tests/brython/test_builtins.py::test_object_class_attribute
(function ($B) {
  $B.builtins.type.tp_funcs.__class___get = (cls) => $B.get_class(cls);
})(__BRYTHON__);
