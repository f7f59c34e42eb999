// Fix: a method-wrapper (a slot method bound to an object: `(1).__add__`, `t.__getitem__`
//   of a C type's instance) has CPython's __name__, __qualname__, __objclass__ and a repr
//   for any object.
// Symptom: `a.__getitem__.__name__` is undefined, so unittest's
//   `assertRaises(IndexError, a.__getitem__, i)` fails in `handle()` with "can't set
//   attributes of built-in/extension type 'object'" (3 tests of PyTorch's test_indexing);
//   `repr((1).__add__)` raises a JavascriptError.
// Cause: brython.js's getters read the attributes from the bound object
//   (`self.self.__name__`) or return nothing, and its repr reads `self.self.ob_type`,
//   which a JS number or string does not have.
// Fix: the bound method keeps its wrapper_descriptor; the getters read the name and the
//   owning class from it, and the repr names the object's class with $B.class_name.
// Test: tests/brython/test_builtins.py::test_method_wrapper_attributes
(function ($B) {
  const _b_ = $B.builtins, mw = $B.method_wrapper;
  const describe = $B.wrapper_descriptor.tp_descr_get;
  $B.wrapper_descriptor.tp_descr_get = function (self, obj, type) {
    const res = describe(self, obj, type);
    if (res !== self && res && res.ob_type === mw) res.descr = self;
    return res;
  };
  const objclass = (self) => (self.descr ? self.descr.d_type : $B.get_class(self.self));
  const getters = {
    __name__: (self) => self.d_name,
    __qualname__: (self) => `${$B.$getattr(objclass(self), '__qualname__')}.${self.d_name}`,
    __objclass__: objclass,
    __text_signature__: () => _b_.None,   // CPython's comes from C docstrings Brython lacks
  };
  for (const [name, get] of Object.entries(getters)) {
    const set = () => $B.RAISE(_b_.AttributeError,
      `attribute '${name}' of 'method-wrapper' objects is not writable`);
    mw.tp_funcs[`${name}_get`] = get;
    mw.tp_funcs[`${name}_set`] = set;
    $B.set_to_dict(mw, name, $B.getset_descriptor.$factory(mw, name, [get, set]));
  }
  mw.tp_repr = (self) => `<method-wrapper '${self.d_name}' of ${$B.class_name(self.self)} object>`;
})(__BRYTHON__);
