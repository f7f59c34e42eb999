// Fix: subscripting a class ignores its metaclass's __getitem__ in Brython 3.14.3.
// Symptom: `Color['GREEN']` for an enum.Enum raises "TypeError: type 'Color' is not
//   subscriptable" (EnumType.__getitem__ is never called), and so does `Thing['x']` for any
//   class whose metaclass defines __getitem__.
// Cause: brython.js $B.$getitem1 handles every type object in a branch that only looks up
//   __class_getitem__ on the class itself; CPython's PyObject_GetItem first uses the
//   mapping slot of type(obj) (the metaclass's __getitem__) and only falls back to
//   __class_getitem__ when the metaclass has none.
// Fix: $B.$getitem1 first looks __getitem__ up on the metaclass of a type object (`type`
//   itself has none) and calls it; otherwise Brython's original logic runs unchanged.
// Test: tests/brython/test_language.py::test_metaclass_getitem
(function ($B) {
  const _b_ = $B.builtins;
  const getitem = $B.$getitem1;
  $B.$getitem1 = function (obj, item) {
    if (obj !== _b_.type && $B.is_type(obj)) {
      const meta = $B.get_class(obj);
      if (meta !== _b_.type) {
        const method = $B.search_in_mro(meta, '__getitem__', $B.NULL);
        if (method !== $B.NULL) return $B.$call(method, obj, item);
      }
    }
    return getitem(obj, item);
  };
})(__BRYTHON__);
