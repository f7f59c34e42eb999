// Fix: pickling a function or class defined inside a function raises CPython 3.11's error:
//   AttributeError("Can't pickle local object 'f.<locals>.g'"), as its C accelerator does.
// Symptom: PyTorch's test_serialization test_skip_data_serialization_materialize_fake_False
//   expects AttributeError "Can't pickle local object 'WeakValueDictionary.__init__.<locals>.remove'"
//   from torch.save of a fake tensor, and got "PicklingError: Can't pickle local object
//   <function WeakValueDictionary.__init__.<locals>.remove>".
// Cause: Brython's pickle.py is a newer pure-Python pickle, whose whichmodule raises
//   PicklingError with the object's repr; CPython 3.11 pickles with _pickle, which raises
//   AttributeError naming the qualified name.
// Test: tests/brython/test_stdlib.py::test_pickle_local_object_is_attributeerror
(function ($B) {
  $B.brytorchOverlay.patchStdlibSource('pickle',
    " if '<locals>'in dotted_path:\n  raise PicklingError(f\"Can't pickle local object {obj !r}\")\n",
    " if '<locals>'in dotted_path:\n  raise AttributeError(f\"Can't pickle local object {name !r}\")\n");
})(__BRYTHON__);
