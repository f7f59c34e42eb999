// Fix: a class whose body has annotations holds its `__annotations__` dict in its own
//   namespace once created, as in CPython 3.11 (annotations evaluated with the class body), so
//   instances and `vars(cls)` see it.
// Symptom: `torch.nn.Linear(2, 2).__annotations__` raised AttributeError ('Linear' object has
//   no attribute '__annotations__'): torch.jit.script of a module reads it
//   (test_serialization's test_serialization_zipfile_actually_jit).
// Cause: Brython implements Python 3.14's lazy annotations: the class keeps an
//   `__annotate_func__` and `type.__annotations__` computes the dict on each access, never
//   storing it in the class namespace.
// Fix: the class constructor evaluates `cls.__annotations__` once when the body defined
//   annotations and stores it in the class dict. If evaluating raises (a forward reference,
//   which CPython 3.11 would raise at class creation), the class stays lazy, as before.
// Test: tests/brython/test_language.py::test_class_annotations_in_namespace
(function ($B) {
  const construct = $B.$class_constructor;
  $B.$class_constructor = function () {
    const cls = construct.apply(this, arguments);
    if ($B.$isinstance(cls, $B.builtins.type) && $B.get_dict(cls) &&
        $B.get_from_dict(cls, '__annotate_func__', $B.NULL) !== $B.NULL &&
        $B.get_from_dict(cls, '__annotations__', $B.NULL) === $B.NULL) {
      let annotations = $B.NULL;
      try {
        annotations = $B.$getattr(cls, '__annotations__');
      } catch (err) {
        // stays lazy: the error is raised again where the annotations are read
      }
      if (annotations !== $B.NULL) $B.set_to_dict(cls, '__annotations__', annotations);
    }
    return cls;
  };
})(__BRYTHON__);
