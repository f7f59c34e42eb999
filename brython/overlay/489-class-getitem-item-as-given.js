// Fix: `Cls[item]` calls a __class_getitem__ written in Python with the item as given (a
//   single item stays itself, not a 1-tuple), and a staticmethod __class_getitem__ without
//   the class, as in CPython.
// Symptom: torch.fx's `TensorType[(2, 2, s, 4)]` (a staticmethod __class_getitem__(*args))
//   built TensorType((TensorType, (2, 2, s, 4))) (test_fx's
//   test_type_check_batch_norm_symbolic: "tuple index out of range"); `B[1]` for
//   `def __class_getitem__(cls, item)` passed (1,).
// Cause: brython.js $B.$getitem1 wraps every subscript of a class in a tuple (its own
//   generic aliases want one), and class creation wraps any __class_getitem__ that is not
//   a classmethod in one, a staticmethod included.
// Fix: when the __class_getitem__ found along the class's MRO is a Python function (the
//   implicit classmethod) or a staticmethod, $B.$getitem1 calls it itself with the item as
//   given; builtin ones (list[int], dict[str, int]...) keep Brython's path.
// Test: tests/brython/test_language.py::test_class_getitem_gets_the_item_as_given
(function ($B) {
  const _b_ = $B.builtins;
  const getitem = $B.$getitem1;
  const pythonFunction = (f) => $B.get_class(f) === $B.function && !f.$in_js_module;
  $B.$getitem1 = function (obj, item) {
    if (obj !== _b_.type && $B.is_type(obj) && $B.get_class(obj) === _b_.type) {
      for (const klass of [obj, ...$B.get_mro(obj)]) {
        const d = $B.get_dict(klass);
        const entry = d ? $B.str_dict_get(d, '__class_getitem__', $B.NULL) : $B.NULL;
        if (entry === $B.NULL) continue;
        let inner = entry;
        if ($B.get_class(inner) === _b_.classmethod) inner = inner.cm_callable;
        if ($B.get_class(inner) === _b_.staticmethod) return $B.$call(inner.sm_callable, item);
        if (pythonFunction(inner)) return $B.$call(inner, obj, item);
        break;   // a builtin one: Brython's own path
      }
    }
    return getitem(obj, item);
  };
})(__BRYTHON__);
