// Fix: `SomeClass == obj` tries obj's reflected __eq__ (and <, <=, >, >= theirs), as in
//   CPython.
// Symptom: `np.int8 == np.dtype('int8')` was False (CPython: True), so
//   `x.dtype in [np.int8, ...]` was False; torch's opinfo wrapper
//   np_unary_ufunc_integer_promotion_wrapper then did not promote integer inputs and 22
//   test_unary_ufuncs reciprocal tests failed ("Expected dtype int8 but got torch.float32").
// Cause: brython.js $B.rich_comp answers a comparison whose left operand is a class of
//   metaclass `type` by identity at once (or raises TypeError for an ordering), without the
//   reflected method of the right operand. CPython: type's comparison is object's (True if
//   identical, else NotImplemented), so the right operand's reflected method runs next.
// Fix: for such a left operand, when the objects are not identical and the right operand's
//   class is not `type` itself, call the right operand's reflected method first; its
//   answer, unless NotImplemented, is the result. Everything else is the original.
// Test: tests/brython/test_builtins.py::test_class_compared_with_custom_eq_is_reflected
(function ($B) {
  const _b_ = $B.builtins;
  const REFLECTED = { __eq__: '__eq__', __ne__: '__ne__', __lt__: '__gt__', __gt__: '__lt__',
    __le__: '__ge__', __ge__: '__le__' };
  const original = $B.rich_comp;
  $B.rich_comp = function (op, x, y) {
    // every == of two objects comes here: an exact class test, no MRO walk
    if (x !== y && x != null && y != null && $B.get_class(x) === _b_.type) {
      const yClass = $B.get_class(y);
      const reflected = REFLECTED[op];
      if (yClass !== _b_.type && reflected !== undefined) {
        const method = $B.$getattr(yClass, reflected, null);
        if (method !== null) {
          const res = $B.$call(method, y, x);
          if (res !== _b_.NotImplemented) return res;
        }
      }
    }
    return original(op, x, y);
  };
})(__BRYTHON__);
