// Fix: assigning to (or deleting) a property without a setter (deleter) whose getter is not
// a Python function raises a JavaScript TypeError instead of AttributeError; reading a
// property without a getter says "unreadable attribute" (CPython 3.11+: "has no getter").
// Symptom: `obj.ro = 1` or `del obj.ro` with `ro = property(callable_object)` (or a pybind11
//   def_readonly) fails with "Cannot read properties of undefined (reading '1')".
// Cause: brython.js property.tp_descr_set builds the "has no setter" message from
//   `prop_get.$function_infos`, which only Python functions have (also when deleting).
// Fix: the message names the property by its __set_name__ name, or its getter's __name__
//   (or no name, as CPython), and AttributeError is raised; same for the getter message.
// Test: tests/brython/test_builtins.py::test_readonly_property_with_builtin_getter
(function ($B) {
  const _b_ = $B.builtins, property = _b_.property, original = property.tp_descr_set;
  property.tp_descr_set = function (self, obj, value) {
    const deleting = value === $B.NULL;
    if ((deleting ? self.prop_del : self.prop_set) === _b_.None && !self.prop_get?.$function_infos) {
      const name = self.prop_name ?? (self.prop_get === _b_.None ? '' : $B.$getattr(self.prop_get, '__name__', ''));
      const what = name ? `property '${name}'` : 'property';   // CPython's wording without a name
      $B.RAISE_ATTRIBUTE_ERROR(`${what} of '${$B.class_name(obj)}' object has no ${deleting ? 'deleter' : 'setter'}`,
        self, deleting ? '__delete__' : '__set__');
    }
    return original.call(this, self, obj, value);
  };
  // brython.js made property's __set__/__delete__ wrappers around the original function.
  const setWrapper = $B.get_from_dict(property, '__set__', $B.NULL);
  if (setWrapper !== $B.NULL && setWrapper.wrapped === original) setWrapper.wrapped = property.tp_descr_set;
  const delWrapper = $B.get_from_dict(property, '__delete__', $B.NULL);
  if (delWrapper !== $B.NULL) delWrapper.wrapped = (self, obj) => property.tp_descr_set(self, obj, $B.NULL);
  const originalGet = property.tp_descr_get;
  property.tp_descr_get = function (self, obj, type) {
    if (obj !== $B.NULL && self.prop_get === _b_.None) {
      const what = self.prop_name ? `property '${self.prop_name}'` : 'property';
      $B.RAISE_ATTRIBUTE_ERROR(`${what} of '${$B.class_name(obj)}' object has no getter`, self, '__get__');
    }
    return originalGet.call(this, self, obj, type);
  };
})(__BRYTHON__);
