// Fix: annotationlib prints a debugging line in Brython 3.14.3.
// Symptom: every call_annotate_function() with a format the annotate function does not
//   implement (FORWARDREF or STRING for any compiler-generated one: each NamedTuple,
//   TypedDict and dataclass definition, get_annotations(..., format=FORWARDREF/STRING))
//   writes "NotImplementedError for format" to stdout.
// Cause: Brython's copy of Lib/annotationlib.py has a leftover
//   `print('NotImplementedError for format')` in call_annotate_function's
//   `except NotImplementedError` branch.
// Fix: the print is removed (CPython's branch only passes).
// Test: tests/brython/test_annotations.py::test_call_annotate_function_prints_nothing
__BRYTHON__.brytorchOverlay.patchStdlibSource('annotationlib',
  " except NotImplementedError:\n  print('NotImplementedError for format')\n  pass\n",
  " except NotImplementedError:\n  pass\n");
