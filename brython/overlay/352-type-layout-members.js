// Fix: the layout members of `type` read on `type` itself give their value.
// Symptom: `type.__dictoffset__` (and __basicsize__, __itemsize__, __flags__) is the member
//   descriptor itself, not a number (__weakrefoffset__ is missing: Brython's type has no
//   value for it). Cython's limited-API
//   modules (numpy.random) read type.__dictoffset__ at import and fail with "'type' has an
//   unexpected negative dictoffset".
// Cause: brython.js $B.$getattr returns a member descriptor found in a class's own dict
//   unbound when the class's type is `type`; for `type` itself the member belongs to its
//   metaclass (itself), whose data descriptors CPython binds first.
// Fix: a member descriptor found on `type` itself is bound to it (descriptor.__get__).
// Test: tests/brython/test_builtins.py::test_type_layout_members_are_numbers
(function ($B) {
  $B.brytorchOverlay.patchCoreFunction($B, '$getattr', [
    ['case $B.builtin_function_or_method:\ncase $B.member_descriptor:\nres=in_dict\nbreak',
     'case $B.builtin_function_or_method:\nres=in_dict\nbreak\n' +
     'case $B.member_descriptor:\n' +
     "res=obj===_b_.type ? $B.$call($B.$getattr(in_dict,'__get__'),obj,obj) : in_dict\nbreak"],
  ]);
})(__BRYTHON__);
