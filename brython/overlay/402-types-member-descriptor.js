// Fix: types.MemberDescriptorType is the type of __slots__ descriptors (member_descriptor).
// Symptom: a @dataclass whose class names its fields in __slots__ takes the slot descriptors
//   for default values, so a dataclass subclass adding a field without default raises
//   "TypeError: non-default argument 'c' follows default argument 'y'" (PyTorch's
//   test_serialization fails at import on such a pair of classes).
// Cause: Brython's types.py sets MemberDescriptorType = type(FunctionType.__globals__), which
//   is getset_descriptor in Brython (member_descriptor in CPython), while Brython's slots are
//   member_descriptor objects; dataclasses skips only MemberDescriptorType defaults.
// Fix: MemberDescriptorType is taken from a slot of a small class.
// Test: tests/brython/test_stdlib.py::test_dataclass_fields_named_in_slots_have_no_default
(function ($B) {
  $B.brytorchOverlay.patchStdlibSource('types',
    ' MemberDescriptorType=type(FunctionType.__globals__)\n',
    ' MemberDescriptorType=type(type("_C",(),{"__slots__":("_m",)}).__dict__["_m"])\n');
})(__BRYTHON__);
