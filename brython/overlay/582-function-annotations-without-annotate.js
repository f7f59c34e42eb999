// Fix: a function that has no `__annotate__` of its own (a class's compiler-made
//   `__annotate__` function) has empty `__annotations__`.
// Symptom: `getattr(Foo.__annotate_func__, "__annotations__", None)` raised "JavascriptError:
//   self.__annotate__ is not a function", and so did inspect.signature of it. torch.jit
//   reads the signature of every routine in a class's `__dict__` when it compiles the class
//   (torch._jit_internal.createResolutionCallbackForClassMethods): a scripted function taking
//   an annotated class failed (test_jit's test_py_class_to_ivalue_missing_attribute,
//   test_unresolved_class_attributes).
// Cause: brython.js's function `__annotations__` getter calls the function's
//   `__annotate__` unless it is None; the function brython.js makes for a class body's
//   annotations has none at all (undefined).
// Fix: undefined counts as None: the annotations are an empty dict, as for any function
//   without annotations.
// Test: tests/brython/test_language.py::test_annotations_of_a_class_annotate_function
(function ($B) {
  const _b_ = $B.builtins;
  const funcs = $B.function.tp_funcs;
  const previous = funcs.__annotations___get;
  const getter = function (self) {
    if (self.__annotations__ === undefined && self.__annotate__ === undefined) {
      $B.check_infos(self);
      return (self.__annotations__ = $B.empty_dict());
    }
    return previous(self);
  };
  funcs.__annotations___get = getter;
  $B.get_from_dict($B.function, '__annotations__').getter = getter;
})(__BRYTHON__);
