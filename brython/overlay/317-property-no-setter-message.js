// Fix: assigning to a read-only property whose getter is not a Python function (a builtin
// or a C function) raises a JavaScript TypeError instead of AttributeError; reading a
// property without a getter says "unreadable attribute" (CPython 3.11+: "has no getter").
// Symptom: `obj.ro = 1` with `ro = property(callable_object)` (or a pybind11 def_readonly) fails with
//   "Cannot read properties of undefined (reading '1')".
// Cause: brython.js property.tp_descr_set builds the "has no setter" message from
//   `prop_get.$function_infos`, which only Python functions have.
// Fix: when there is no setter, the message names the property by its __set_name__ name, or
//   its getter's __name__ (or no name, as CPython), and AttributeError is raised.
// Test: tests/brython/test_builtins.py::test_readonly_property_with_builtin_getter
(function ($B) {
  const _b_ = $B.builtins, property = _b_.property, original = property.tp_descr_set;
  property.tp_descr_set = function (self, obj, value) {
    if (value !== $B.NULL && self.prop_set === _b_.None && !self.prop_get?.$function_infos) {
      const name = self.prop_name ?? $B.$getattr(self.prop_get, '__name__', '');
      const what = name ? `property '${name}'` : 'property';   // CPython's wording without a name
      $B.RAISE_ATTRIBUTE_ERROR(`${what} of '${$B.class_name(obj)}' object has no setter`, self, '__set__');
    }
    return original.call(this, self, obj, value);
  };
  const originalGet = property.tp_descr_get;
  property.tp_descr_get = function (self, obj, type) {
    if (obj !== $B.NULL && self.prop_get === _b_.None) {
      const what = self.prop_name ? `property '${self.prop_name}'` : 'property';
      $B.RAISE_ATTRIBUTE_ERROR(`${what} of '${$B.class_name(obj)}' object has no getter`, self, '__get__');
    }
    return originalGet.call(this, self, obj, type);
  };
})(__BRYTHON__);
