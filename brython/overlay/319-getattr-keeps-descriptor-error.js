// Fix: an AttributeError raised while getting an attribute (by a property getter, a
// descriptor or __getattr__) is replaced by a generic "'A' object has no attribute 'x'".
// Symptom: `A().x` where x is a property whose getter raises AttributeError("why") reports
//   "'A' object has no attribute 'x'"; CPython propagates the getter's own error ("why", or
//   "property 'x' of 'A' object has no getter").
// Cause: brython.js $B.object_getattribute catches every AttributeError and returns NULL;
//   $B.$getattr then raises a new error built by $B.attr_error.
// Fix: the caught error is remembered with its object and name, and $B.attr_error returns it
//   for that same lookup (getattr with a default still returns the default).
// Test: tests/brython/test_language.py::test_attribute_error_from_property_propagates
(function ($B) {
  const _b_ = $B.builtins;
  let last = null;   // {obj, attr, err} of the AttributeError swallowed by the last lookup
  $B.object_getattribute = function (obj, klass, attr) {
    last = null;
    const getattribute = klass.$getattribute ?? $B.search_slot(klass, 'tp_getattro', $B.NULL);
    try {
      return getattribute(obj, attr);
    } catch (err) {
      $B.RAISE_IF_NOT(err, _b_.AttributeError);
      last = { obj, attr, err };
      return $B.NULL;
    }
  };
  const originalAttrError = $B.attr_error;
  $B.attr_error = function (name, obj) {
    const seen = last;
    last = null;
    if (seen && seen.obj === obj && seen.attr === name) return seen.err;
    return originalAttrError.apply(this, arguments);
  };
})(__BRYTHON__);
