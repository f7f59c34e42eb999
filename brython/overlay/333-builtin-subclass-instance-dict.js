// Fix: instances of a Python subclass of property, staticmethod or classmethod have no
//   __dict__, so `self.x = ...` in the subclass's __init__ fails; CPython gives instances of
//   any subclass without __slots__ a __dict__.
// Symptom: "AttributeError: 'P' object has no attribute '_flag' and no __dict__ for setting
//   new attributes" (torch.distributions.constraints._DependentProperty at `import torch`).
// Cause: brython.js property/staticmethod/classmethod tp_new make a bare {ob_type: cls},
//   where object.tp_new also gives a subclass instance its dict.
// Fix: their tp_new give instances of subclasses (without __slots__) a dict, as object's does.
// Test: tests/brython/test_language.py::test_property_subclass_instances_have_dict
(function ($B) {
  const _b_ = $B.builtins;
  for (const base of [_b_.property, _b_.staticmethod, _b_.classmethod]) {
    const original = base.tp_new;
    base.tp_new = function (cls) {
      const res = original.apply(this, arguments);
      if (cls !== base && $B.get_from_dict(cls, '__slots__', $B.NULL) === $B.NULL && !$B.get_dict(res)) {
        $B.init_dict(res);
      }
      return res;
    };
  }
})(__BRYTHON__);
