// Fix: the unhashable builtin types (list, dict, set, bytearray, dict_keys, dict_items) have
//   `__hash__ = None` in their dict, as in CPython, and `hash()` of an unhashable object names
//   its type.
// Symptom: `list.__hash__` was a slot wrapper, so everything that asks "is this type
//   hashable?" the documented way got it wrong: `isinstance([], collections.abc.Hashable)`
//   was True, and a dataclass accepted a list, dict or set as a field's default
//   (CPython: ValueError "mutable default ... use default_factory"; here every instance
//   silently shared one list; 2 tests of CPython's test_dataclasses). `hash([])` said
//   "unhashable type: '[]'" (the object's str) where CPython says "unhashable type: 'list'".
// Cause: brython.js marks these types unhashable with `tp_hash = None`, and
//   `$B.finalize_type` makes a slot wrapper for every slot that is set, None included;
//   `$B.$hash`'s message formats the object instead of its type's name.
// Fix: every type finalized so far, and each one finalized later (e.g. `_collections`'
//   defaultdict), whose own `tp_hash` is None gets `__hash__ = None` in its dict (the slot stays, so `hash()` still refuses);
//   `$B.$hash`'s message uses the type's name.
// Test: tests/brython/test_builtins.py::test_unhashable_builtins_have_hash_none
(function ($B) {
  const _b_ = $B.builtins;
  function hashNoneInDict(cls) {
    // mappingproxy also says None in brython.js, but CPython 3.12+ hashes its mapping: its
    // slot wrapper stays.
    if (cls === $B.mappingproxy) return;
    if (Object.hasOwn(cls, 'tp_hash') && cls.tp_hash === _b_.None && $B.get_dict(cls)) {
      $B.set_to_dict(cls, '__hash__', _b_.None);
    }
  }
  for (const ns of [$B.builtin_types, $B.created_types]) {
    for (const name in ns) hashNoneInDict(ns[name]);
  }
  const finalize = $B.finalize_type;
  $B.finalize_type = function (cls) {
    const result = finalize.apply(this, arguments);
    hashNoneInDict(cls);
    return result;
  };
  $B.brytorchOverlay.patchCoreFunction($B, '$hash', [
    ['_b_.str.$factory($B.jsobj2pyobj(obj))', '$B.class_name(obj)'],
  ]);
})(__BRYTHON__);
