// Fix: __doc__ of builtin functions and of method/getset/member descriptors is object's.
// Symptom: `len.__doc__`, `list.append.__doc__`, `int.real.__doc__` are all 'The base class
//   of the class hierarchy...' in Brython 3.14.3; so is the docstring of every C function,
//   method and attribute the bridge exposes (PyMethodDef.ml_doc, PyGetSetDef.doc...).
// Cause: brython.js gives builtin_function_or_method, method_descriptor,
//   classmethod_descriptor, getset_descriptor and member_descriptor no __doc__ descriptor,
//   so the lookup falls through to the class attribute object.__doc__.
// Fix: a __doc__ getset descriptor on each of these classes returning the object's own
//   docstring (its `__doc__` field, or the `$function_infos` record functions carry), or
//   None, as CPython does for one without a docstring.
// Test: tests/brython/test_builtins.py::test_builtin_function_doc
(function ($B) {
  const _b_ = $B.builtins;
  const ownDoc = function (self) {
    let doc = self.__doc__;
    if (doc === undefined) {
      const infos = self.$function_infos || (self.method && self.method.$function_infos);
      doc = infos ? infos[$B.func_attrs.__doc__] : undefined;
    }
    return doc === undefined || doc === null ? _b_.None : doc;
  };
  for (const cls of [$B.builtin_function_or_method, $B.method_descriptor, $B.classmethod_descriptor,
    $B.getset_descriptor, $B.member_descriptor]) {
    $B.set_to_dict(cls, '__doc__', { ob_type: $B.getset_descriptor, __doc__: _b_.None, d_type: cls,
      d_name: '__doc__', getter: ownDoc, setter: _b_.None });
  }
})(__BRYTHON__);
