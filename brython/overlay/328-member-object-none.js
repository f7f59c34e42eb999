// Fix: a T_OBJECT member whose field is unset reads as JavaScript's undefined (fast path) or
//   raises AttributeError (descriptor); CPython's T_OBJECT gives None for a NULL field
//   (only T_OBJECT_EX raises).
// Symptom: object.__new__.__module__ is undefined, so functools.wraps(object.__new__) fails
//   with "can't set attributes of built-in/extension type 'object'" (warnings.deprecated on
//   a class, e.g. torch.nn.Container, at `import torch`).
// Cause: brython.js builtin_function_or_method declares __module__ as a TYPES.OBJECT member
//   over m_module, which builtins made for tp_new wrappers do not set; neither
//   $B.$getattr's member fast path nor member_descriptor.tp_descr_get knows T_OBJECT's rule.
// Fix: both read an unset TYPES.OBJECT field as None (not the __slots__ members).
// Test: tests/brython/test_builtins.py::test_builtin_module_of_tp_new_wrapper
(function ($B) {
  // __slots__ members are TYPES.OBJECT too in Brython (stored as slot_value_<name>) but
  // behave as CPython's T_OBJECT_EX: unset, they raise AttributeError. They are left alone.
  const _b_ = $B.builtins, OBJECT = $B.TYPES.OBJECT, SLOT = 'slot_value_';
  $B.brytorchOverlay.patchCoreFunction($B, '$getattr', [[
    'case $B.member_descriptor:\nreturn obj[func.d_member.attr]',
    "case $B.member_descriptor:\nreturn (obj[func.d_member.attr] === undefined && func.d_member.type === $B.TYPES.OBJECT && !func.d_member.attr.startsWith('slot_value_')) ? _b_.None : obj[func.d_member.attr]",
  ]]);
  const get = $B.member_descriptor.tp_descr_get;
  $B.member_descriptor.tp_descr_get = function (self, obj, kls) {
    if (obj !== $B.NULL && self.d_member.type === OBJECT && obj[self.d_member.attr] === undefined &&
        !self.d_member.attr.startsWith(SLOT)) {
      return _b_.None;
    }
    return get.apply(this, arguments);
  };
})(__BRYTHON__);
