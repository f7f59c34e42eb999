// Fix: a class's __annotations__ ignores an __annotate__ assigned after creation in
//   Brython 3.14.3, and is recomputed at each access.
// Symptom: for `class P(NamedTuple): x: int`, `P.__annotations__` is {} (typing sets
//   P.__annotate__ on the namedtuple class it builds), so typing.get_type_hints(P) and
//   inspect.get_annotations(P) see no fields; and `C.__annotations__ is C.__annotations__`
//   is False, so `C.__annotations__['y'] = int` is lost.
// Cause: brython.js type_funcs.__annotations___get calls the '__annotate_func__' entry
//   of the class dict only, while type.__annotate__'s setter stores '__annotate__'; and it
//   never caches the dict the annotate function returns.
// Fix: as CPython's type.__annotations__: an '__annotations__' entry of the class dict
//   wins (bound through __get__ if it has one), then the '__annotations_cache__' entry;
//   otherwise cls.__annotate__ (which reads both dict entries) is called with VALUE, its
//   result (which must be a dict) cached as '__annotations_cache__'; no callable
//   annotate gives a cached {}. Assigning __annotate__ drops the cache, and so does
//   assigning or deleting __annotations__.
// Test: tests/brython/test_annotations.py::test_namedtuple_annotations_attribute
(function ($B) {
  const _b_ = $B.builtins;
  const funcs = _b_.type.tp_funcs;
  const CACHE = '__annotations_cache__';

  const getter = function (cls) {
    if (!(cls.tp_flags & $B.TPFLAGS.HEAPTYPE)) {
      $B.RAISE(_b_.AttributeError,
        `type object '${$B.get_name(cls)}' has no attribute '__annotations__'`);
    }
    let annotations = $B.get_from_dict(cls, '__annotations__', $B.NULL);
    if (annotations === $B.NULL) annotations = $B.get_from_dict(cls, CACHE, $B.NULL);
    if (annotations !== $B.NULL) {
      const get = $B.search_in_mro($B.get_class(annotations), '__get__', $B.NULL);
      return get === $B.NULL ? annotations : $B.$call(get, annotations, _b_.None, cls);
    }
    const annotate = $B.$getattr(cls, '__annotate__');
    if (_b_.callable(annotate)) {
      annotations = $B.$call(annotate, 1);
      if (!$B.$isinstance(annotations, _b_.dict)) {
        $B.RAISE(_b_.TypeError,
          `__annotate__ returned non-dict of type '${$B.class_name(annotations)}'`);
      }
    } else {
      annotations = $B.empty_dict();
    }
    $B.set_to_dict(cls, CACHE, annotations);
    return annotations;
  };

  const dropCache = (cls) => {
    if ($B.get_from_dict(cls, CACHE, $B.NULL) !== $B.NULL) $B.str_dict_del($B.get_dict(cls), CACHE);
  };
  const annotateSet = funcs.__annotate___set;
  const annotateSetter = function (cls, value) {
    annotateSet(cls, value);
    if (value !== _b_.None) dropCache(cls);
  };
  const annotationsSet = funcs.__annotations___set;
  const annotationsSetter = function (cls, value) {
    annotationsSet(cls, value);
    dropCache(cls);
  };

  funcs.__annotations___get = getter;
  funcs.__annotations___set = annotationsSetter;
  funcs.__annotate___set = annotateSetter;
  const annotations = $B.get_from_dict(_b_.type, '__annotations__');
  annotations.getter = getter;
  annotations.setter = annotationsSetter;
  $B.get_from_dict(_b_.type, '__annotate__').setter = annotateSetter;
})(__BRYTHON__);
