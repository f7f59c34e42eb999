// Fix: a builtin classmethod reached through a class (M.__init_subclass__, int.from_bytes)
//   has no name: __name__ / __qualname__ raise a JavaScript TypeError, and it is bound to the
//   class that defines it, not the class it was looked up on; __self__ of any builtin
//   method is the module builtins.
// Symptom: functools.wraps(cls.__init_subclass__) crashes with "Cannot read properties of
//   undefined (reading '1')" (warnings.deprecated on a class, e.g. torch.nn.Container, at
//   `import torch`); M.__init_subclass__.__self__ is not M.
// Cause: brython.js classmethod_descriptor.tp_descr_get builds the bound builtin without
//   $function_infos, and passes the descriptor's d_type instead of the requested type.
// Fix: the bound builtin gets CPython's name, qualname (defining type.name), module None and
//   doc, and is bound to (and called with) the type it was looked up on.
// Test: tests/brython/test_builtins.py::test_builtin_classmethod_bound_to_lookup_class
(function ($B) {
  const _b_ = $B.builtins, original = $B.classmethod_descriptor.tp_descr_get;
  const infos = (name, qualname) => {
    const fa = $B.func_attrs, r = [];
    r[fa.__module__] = _b_.None;
    r[fa.__name__] = name;
    r[fa.__qualname__] = qualname;
    r[fa.__doc__] = _b_.None;
    r[fa.__defaults__] = _b_.None;
    r[fa.__kwdefaults__] = _b_.None;
    return r;
  };
  $B.classmethod_descriptor.tp_descr_get = function (self, obj, type) {
    const f = original.apply(this, arguments);   // checks the arguments, as before
    if (type === undefined) type = $B.get_class(obj);
    const bound = function (...args) { return self.d_method.call(null, type, ...args); };
    Object.assign(bound, { ob_type: $B.builtin_function_or_method, ml: f.ml, m_self: type,
      $function_infos: infos(self.d_name, `${$B.get_name(self.d_type)}.${self.d_name}`) });
    return bound;
  };
  // __self__ of a builtin: the bound object (m_self) when there is one, else the module
  // builtins (brython.js always answered the module). The class's getset descriptor holds
  // the getter it was made with, so the descriptor is given the new getter too.
  const funcs = $B.builtin_function_or_method.tp_funcs;
  funcs.__self___get = (self) => (self.m_self !== undefined && self.m_self !== null) ? self.m_self : $B.imported.builtins;
  const dsc = $B.get_from_dict($B.builtin_function_or_method, '__self__', $B.NULL);
  if (dsc !== $B.NULL && dsc.getter) dsc.getter = funcs.__self___get;
})(__BRYTHON__);
