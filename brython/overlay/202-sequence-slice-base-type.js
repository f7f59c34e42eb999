// Fix: slicing a list or tuple subclass returns an instance of the subclass.
// Symptom: `class T(tuple): pass; type(T((1, 2))[:1])` is T (CPython: tuple), so e.g. a
//   slice of sys.version_info is a version_info, and a list subclass's slice is that
//   subclass without its __init__ having run.
// Cause: brython.js list.$getitem_slice (shared by list and tuple mp_subscript) sets the
//   result's ob_type to the class of the sliced object.
// Fix: the result's type is the built-in base, list or tuple, as CPython's list_subscript
//   and tuple_subscript always build exact lists and tuples.
// Test: tests/brython/test_builtins.py::test_sequence_subclass_slice_is_base_type
(function ($B) {
  const _b_ = $B.builtins;
  const original = _b_.list.$getitem_slice;
  if (typeof original !== 'function') {
    throw new Error('brytorch overlay: list.$getitem_slice not found');
  }
  _b_.list.$getitem_slice = function (self, key) {
    const res = original(self, key);
    const klass = $B.get_class(self);
    if (klass === _b_.list || klass === _b_.tuple) {
      return res;  // already the exact type
    }
    const mro = klass.tp_mro || [];
    if (mro.includes(_b_.tuple)) {
      res.ob_type = _b_.tuple;
    } else if (mro.includes(_b_.list)) {
      res.ob_type = _b_.list;
    }
    return res;
  };
})(__BRYTHON__);
