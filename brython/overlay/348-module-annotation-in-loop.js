// Fix: an annotated assignment at module level inside a loop runs more than once.
// Symptom: `for i in range(2):\n    x: int = i` at module level raises "JavascriptError:
//   Cannot redefine property: __annotations__" on the second pass (numpy/_core/_type_aliases.py
//   does this, so `import numpy` failed).
// Cause: the compiled statement calls $B.make_module_annotate(locals) each time it runs, and
//   that defines the non-configurable '__annotations__' property of the module namespace.
// Fix: the namespace's annotation properties are made once; later calls do nothing (the
//   annotations themselves are kept in locals.$annotations by the statement).
// Test: tests/brython/test_annotations.py::test_module_annotation_in_a_loop
(function ($B) {
  const makeModuleAnnotate = $B.make_module_annotate;
  $B.make_module_annotate = function (locals) {
    if (locals.$bt_module_annotate_made) return;
    makeModuleAnnotate(locals);
    Object.defineProperty(locals, '$bt_module_annotate_made', { value: true });
  };
})(__BRYTHON__);
