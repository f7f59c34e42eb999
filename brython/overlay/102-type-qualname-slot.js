// Fix: a class's __qualname__ lives in its __dict__ in Brython 3.14.3.
// Symptom: `'__qualname__' in C.__dict__` is True, so typing's protocol machinery sees a
//   non-method member: isinstance(x, P) for any @runtime_checkable Protocol P raises
//   "Protocols with non-method members don't support issubclass(). Non-method members:
//   '__qualname__'"; instances also see it (`C().__qualname__` does not raise), and
//   `C.__qualname__ = 'X'` renames C.__name__ instead of the qualified name.
// Cause: brython.js _b_.type.tp_new (and $B.$class_constructor) store the qualified name
//   under '__qualname__' in the class dict, which type_funcs.__qualname___get reads back;
//   type_funcs.__qualname___set assigns cls.tp_name.
// Fix: like CPython's type.__new__, take '__qualname__' out of the namespace (it must be a
//   str) and keep it on the type object (ht_qualname); type.__qualname__'s getter reads
//   it, its setter checks for a heap type and a str and sets it.
// Test: tests/brython/test_typing.py::test_runtime_checkable_isinstance
(function ($B) {
  const _b_ = $B.builtins;
  const KEY = '__qualname__';
  const typeNew = _b_.type.tp_new;

  const newType = function (cls, args, kw) {
    const ns = args[2];
    if (ns && $B.is_dict(ns) && $B.hasOnlyStringKeys(ns)) {
      const qualname = $B.str_dict_get(ns, KEY, $B.NULL);
      if (qualname !== $B.NULL && !$B.is_str(qualname)) {
        $B.RAISE(_b_.TypeError, `type __qualname__ must be a str, not ${$B.class_name(qualname)}`);
      }
    }
    const klass = typeNew.call(this, cls, args, kw);
    const dict = klass && $B.get_dict(klass);
    if (dict && $B.hasOnlyStringKeys(dict)) {
      const qualname = $B.str_dict_get(dict, KEY, $B.NULL);
      if (qualname !== $B.NULL) {
        klass.ht_qualname = qualname;
        $B.str_dict_del(dict, KEY);
      }
    }
    return klass;
  };
  Object.assign(newType, typeNew);   // keeps $is_slot and any other marks
  _b_.type.tp_new = newType;

  const getter = function (cls) {
    if (cls.ht_qualname !== undefined) return cls.ht_qualname;
    return $B.get_from_dict(cls, KEY, $B.get_name(cls));
  };
  const setter = function (cls, value) {
    if (!(cls.tp_flags & $B.TPFLAGS.HEAPTYPE)) {
      $B.RAISE(_b_.TypeError,
        `cannot set '__qualname__' attribute of immutable type '${$B.get_name(cls)}'`);
    }
    if (value === undefined || value === $B.NULL) {
      $B.RAISE(_b_.TypeError, "cannot delete '__qualname__' attribute");
    }
    if (!$B.is_str(value)) {
      $B.RAISE(_b_.TypeError, `can only assign string to ${$B.get_name(cls)}.__qualname__, ` +
        `not '${$B.class_name(value)}'`);
    }
    cls.ht_qualname = value;
  };
  $B.brytorchOverlay.replaceTypeGetset(KEY, getter, setter);
})(__BRYTHON__);
