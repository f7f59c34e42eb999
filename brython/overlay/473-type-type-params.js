// Fix: `cls.__type_params__` is the class's own '__type_params__' entry, or () when it has
//   none (every builtin type, every class without type parameters); setting it stores it in
//   the class dict (heap types only); deleting it is refused, as in CPython.
// Symptom: for `class A: pass`, A.__type_params__ was a JavaScript undefined, so
//   annotationlib's ForwardRef.evaluate (`for param in type_params`) crashed with
//   "JavascriptError: Cannot set properties of undefined (setting 'Symbol(INUM)')": a
//   dataclass with an annotation naming a missing attribute (`x: mod.Missing`), and
//   get_annotations(A, format=FORWARDREF) on any class whose annotation does not evaluate.
// Cause: brython.js type_funcs.__type_params___get and ___set are empty functions.
// Fix: getter and setter with CPython's behaviour (checked on CPython 3.13: a list may be
//   set; an immutable type refuses with "cannot set '__type_params__' attribute of
//   immutable type 'int'").
// Test: tests/brython/test_language.py::test_class_type_params
(function ($B) {
  const _b_ = $B.builtins;
  const KEY = '__type_params__';
  const getter = function (cls) {
    if (cls === _b_.type || !$B.get_dict(cls)) return $B.fast_tuple([]);
    return $B.get_from_dict(cls, KEY, $B.fast_tuple([]));
  };
  const setter = function (cls, value) {
    if (!(cls.tp_flags & $B.TPFLAGS.HEAPTYPE)) {
      $B.RAISE(_b_.TypeError,
        `cannot set '${KEY}' attribute of immutable type '${$B.get_name(cls)}'`);
    }
    if (value === undefined || value === $B.NULL) {
      $B.RAISE(_b_.TypeError,
        `cannot delete '${KEY}' attribute of immutable type '${$B.get_name(cls)}'`);
    }
    $B.set_to_dict(cls, KEY, value);
  };
  $B.brytorchOverlay.replaceTypeGetset(KEY, getter, setter);
})(__BRYTHON__);
