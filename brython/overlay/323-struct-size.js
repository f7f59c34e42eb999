// Fix: struct.Struct objects have no `size` attribute (CPython: the packed size in bytes,
//   calcsize(format)).
// Symptom: struct.Struct("=l").size raises AttributeError (torch/serialization.py reads it
//   at import time).
// Cause: Brython's pure-Python _struct.Struct only stores the format.
// Fix: Struct.__init__ also stores size = calcsize(format) (which also rejects a bad format
//   at construction, as CPython does).
// Test: tests/brython/test_stdlib.py::test_struct_object_size
(function ($B) {
  $B.brytorchOverlay.patchStdlibSource('_struct',
    " def __init__(self,fmt):\n  self.format=fmt\n",
    " def __init__(self,fmt):\n  self.format=fmt\n  self.size=calcsize(fmt)\n");
})(__BRYTHON__);
