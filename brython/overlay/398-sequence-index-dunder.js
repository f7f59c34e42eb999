// Fix: a list, tuple or str index may be any object with __index__, as in CPython.
// Symptom: `(10, 20, 30)[i]` with `i` a 0-d integer tensor (or any class defining
//   __index__) raised "TypeError: list indices must be integers or slices, not Tensor"
//   (CPython: 20), even for a tuple; `"abc"[i]` raised "string indices must be integers".
//   MaskedTensor's argmax/argmin over a sparse tensor index the tuple of `unbind` with a
//   tensor (test_maskedtensor, 6 tests).
// Cause: brython.js mp_subscript (shared by list and tuple) accepts only int and slice
//   instances before it would call PyNumber_Index, and names "list" for both types;
//   str.mp_subscript accepts only int, slice and bool.
// Fix: a key that is not an int or slice but whose class defines __index__ is converted
//   with PyNumber_Index first; any other key raises CPython's message for the type. The
//   slot, the `__getitem__` descriptor and $B.list_getitem (the compiled fast path) all
//   get the fixed function.
// Test: tests/brython/test_builtins.py::test_sequence_index_with_dunder_index
(function ($B) {
  const _b_ = $B.builtins;
  const hasIndex = (key) => $B.search_in_mro($B.get_class(key), '__index__', $B.NULL) !== $B.NULL;
  const isIntOrSlice = (key) => typeof key === 'number' || typeof key === 'boolean' ||
    $B.$isinstance(key, [_b_.int, _b_.slice]);
  const listOriginal = _b_.list.mp_subscript;
  if ($B.list_getitem !== listOriginal) {
    throw new Error('brytorch overlay: $B.list_getitem is not list.mp_subscript');
  }
  const message = {   // CPython 3.12's messages
    list: (key) => `list indices must be integers or slices, not ${$B.class_name(key)}`,
    tuple: (key) => `tuple indices must be integers or slices, not ${$B.class_name(key)}`,
    str: (key) => `string indices must be integers, not '${$B.class_name(key)}'`,
  };
  for (const [type, name] of [[_b_.list, 'list'], [_b_.tuple, 'tuple'], [_b_.str, 'str']]) {
    const original = type.mp_subscript;
    const descriptor = $B.get_from_dict(type, '__getitem__');
    if (typeof original !== 'function' || !descriptor || descriptor.wrapped !== original) {
      throw new Error(`brytorch overlay: ${type.tp_name}.__getitem__ slot wrapper not found`);
    }
    const fixed = function (self, key) {
      if (!isIntOrSlice(key)) {
        if (!hasIndex(key)) {
          $B.RAISE(_b_.TypeError, message[name](key));
        }
        key = $B.PyNumber_Index(key);
      }
      return original(self, key);
    };
    type.mp_subscript = fixed;
    descriptor.wrapped = fixed;
  }
  $B.list_getitem = _b_.list.mp_subscript;
})(__BRYTHON__);
