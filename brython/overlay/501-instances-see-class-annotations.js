// Fix: an instance sees its class's annotations: `obj.__annotations__` gives the annotations
//   of the first class of its MRO whose body has some, as in CPython 3.13 and before, where
//   they are the class dict's '__annotations__' entry.
// Symptom: `torch.jit.script(nn.Linear(3, 4))` failed with "AttributeError: 'Linear' object
//   has no attribute '__annotations__'" (torch/jit/_check.py reads `nn_module.__annotations__`),
//   so no nn.Module could be scripted: test_serialization's
//   test_serialization_zipfile_actually_jit.
// Cause: Brython implements Python 3.14's lazy annotations: the class body leaves an
//   '__annotate__' function in the class dict and `cls.__annotations__` is computed by
//   type's getter (overlay 302), which an instance's attribute lookup never reaches.
//   Storing the evaluated dict in the namespace was tried and dropped (docs/brython-bugs.md):
//   Brython's 3.14 stdlib (TypedDict, dataclasses, protocols) reads the namespace's
//   '__annotations__' entry as annotations the user set.
// Fix: once a class is made from a class body with annotations (after its metaclass and
//   before decorators), its dict gets an '__annotations__' entry that is a non-data
//   descriptor: read on the class (type's getter binds it) or on an instance, it gives the
//   class's lazily computed annotations, cached as overlay 302 caches them, so
//   `cls.__annotations__`, annotationlib and `obj.__annotations__` give the same dict. An
//   instance attribute of that name still wins; assigning `cls.__annotations__` replaces it.
// Test: tests/brython/test_annotations.py::test_instances_see_their_class_annotations
(function ($B) {
  const _b_ = $B.builtins;
  const CACHE = '__annotations_cache__';

  // One per annotated class: { ob_type: ClassAnnotations, owner: the class }.
  const ClassAnnotations = $B.make_builtin_class('class_annotations');
  ClassAnnotations.tp_descr_get = function (self, obj, type) {
    const owner = self.owner;
    let annotations = $B.get_from_dict(owner, CACHE, $B.NULL);
    if (annotations !== $B.NULL) return annotations;
    const annotate = $B.$getattr(owner, '__annotate__');
    annotations = _b_.callable(annotate) ? $B.$call(annotate, 1) : $B.empty_dict();
    if (!$B.$isinstance(annotations, _b_.dict)) {
      $B.RAISE(_b_.TypeError,
        `__annotate__ returned non-dict of type '${$B.class_name(annotations)}'`);
    }
    $B.set_to_dict(owner, CACHE, annotations);
    return annotations;
  };
  ClassAnnotations.tp_repr = (self) =>
    `<annotations of class '${$B.get_name(self.owner)}'>`;
  $B.set_func_names(ClassAnnotations, 'builtins');
  $B.finalize_type(ClassAnnotations);

  const construct = $B.$class_constructor;
  $B.$class_constructor = function () {
    const cls = construct.apply(null, arguments);
    if (cls !== null && typeof cls === 'object' && Object.hasOwn(cls, 'tp_name') &&
        (cls.tp_flags & $B.TPFLAGS.HEAPTYPE) &&
        $B.get_from_dict(cls, '__annotations__', $B.NULL) === $B.NULL &&
        $B.get_from_dict(cls, '__annotate_func__', _b_.None) !== _b_.None) {
      $B.set_to_dict(cls, '__annotations__', { ob_type: ClassAnnotations, owner: cls });
    }
    return cls;
  };
})(__BRYTHON__);
