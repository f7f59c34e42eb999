// Fix: an instance of a class whose __slots__ leave it without a __dict__ has no `__dict__`
//   attribute, as in CPython.
// Symptom: for `class S: __slots__ = ("a",)`, `S().__dict__` is a JavaScript undefined,
//   `hasattr(S(), "__dict__")` is True and `getattr(S(), "__dict__", {})` is undefined, so
//   functools.update_wrapper(wrapper, S()) fails with "'UndefinedType' object is not iterable"
//   (PyPI pytest wraps pluggy's slotted HookCaller objects this way).
// Cause: brython.js's type.tp_new gives every class created with a namespace a `__dict__`
//   getset descriptor whose getter returns the instance's dict, undefined when __slots__ left
//   the instance without one.
// Fix: the class's own `__dict__` descriptor raises AttributeError ("'S' object has no
//   attribute '__dict__'") for such instances, on get and on set. An instance whose class
//   or a base names "__dict__" in its __slots__ has a dict, made on first read (CPython
//   makes it with the object), and a subclass with slots of its own keeps it
//   (functools.partial is such a class: `partial(f).__dict__` failed under the first version
//   of this fix, and PyTorch's test_maskedtensor with it). So does a class with __slots__
//   whose base is a class without them (CPython gives that base's instances a __dict__,
//   and the subclass inherits it): `class R(weakref.ref): __slots__ = ["_id"]` could not
//   set an attribute in ref.__init__ (torch.utils.weak.WeakIdRef; 5 tests of
//   test_serialization), nor could weakref's KeyedRef, so WeakValueDictionary stored nothing
//   (test_language.py::test_weak_value_dictionary_stores; overlay 339 had redefined KeyedRef
//   without its __slots__, a narrow fix this rule replaces).
// Test: tests/brython/test_language.py::test_slots_instance_has_no_dict (and
//   test_slots_naming_dict_give_instances_a_dict, test_slots_below_a_class_without_slots)
(function ($B) {
  const _b_ = $B.builtins;
  const typeNew = _b_.type.tp_new;
  const noDict = (obj) => $B.RAISE_ATTRIBUTE_ERROR(`'${$B.class_name(obj)}' object has no attribute '__dict__'`, obj, '__dict__');
  const newType = function (cls, args, kw) {
    const klass = typeNew.call(this, cls, args, kw);
    // A class inherits a base's "__dict__" slot (brython.js marks only the class naming it, so
    // `class B(A): __slots__ = ("z",)` refused new attributes when A's slots had "__dict__"),
    // and the dict of a base class made without __slots__ (it has its own `__dict__`
    // descriptor, which brython.js gives every class statement's class, and no __slots__).
    const dictWithoutSlots = (c) => c !== _b_.object && $B.get_dict(c) &&
      $B.get_from_dict(c, '__slots__', $B.NULL) === $B.NULL &&
      $B.get_from_dict(c, '__dict__', $B.NULL)?.d_type === c;
    if (klass && !klass.$slots_has_dict &&
        ($B.get_mro(klass) || []).some((c) => c && c !== klass && (c.$slots_has_dict || dictWithoutSlots(c)))) {
      klass.$slots_has_dict = true;
    }
    const own = klass && $B.get_dict(klass) ? $B.get_from_dict(klass, '__dict__', $B.NULL) : $B.NULL;
    if (own !== $B.NULL && own && own.ob_type === $B.getset_descriptor && own.d_type === klass && !own.$bt_checked) {
      const { getter, setter } = own;
      own.getter = function (obj) {
        const d = getter.apply(this, arguments);
        if (d !== undefined) return d;
        // "__dict__" among the slots of a class of the MRO: the dict exists, made on demand
        // (brython.js makes it at the first setattr)
        if (!$B.get_class(obj).$slots_has_dict) return noDict(obj);
        obj[$B.DICT] = $B.empty_dict();
        return getter.apply(this, arguments);
      };
      if (typeof setter === 'function') {
        own.setter = function (obj, value) {
          if (!$B.is_type(obj) && $B.get_dict(obj) === undefined) {
            if (!$B.get_class(obj).$slots_has_dict) noDict(obj);
            obj[$B.DICT] = $B.empty_dict();
          }
          return setter.apply(this, arguments);
        };
      }
      own.$bt_checked = true;
    }
    return klass;
  };
  Object.assign(newType, typeNew);   // keeps $is_slot and any other marks
  _b_.type.tp_new = newType;
})(__BRYTHON__);
