// Fix: __doc__ of a builtin function (builtin_function_or_method) is object's docstring.
// Symptom: `len.__doc__` is 'The base class of the class hierarchy...' in Brython 3.14.3;
//   so is the docstring of every C function the bridge exposes (PyMethodDef.ml_doc).
// Cause: brython.js gives builtin_function_or_method no __doc__ descriptor, so the lookup
//   falls through to the class attribute object.__doc__.
// Fix: a __doc__ getset descriptor on the class returning the function's own docstring
//   ($function_infos, where the bridge and Brython record it), or None, as CPython does for
//   a builtin without one.
// Test: tests/brython/test_builtins.py::test_builtin_function_doc
(function ($B) {
  const _b_ = $B.builtins, cls = $B.builtin_function_or_method;
  const getter = function (self) {
    const infos = self.$function_infos;
    const doc = infos ? infos[$B.func_attrs.__doc__] : undefined;
    return doc === undefined || doc === null ? _b_.None : doc;
  };
  $B.set_to_dict(cls, '__doc__', { ob_type: $B.getset_descriptor, __doc__: _b_.None, d_type: cls,
    d_name: '__doc__', getter, setter: _b_.None });
})(__BRYTHON__);
