// Fix: struct.pack/unpack take a bytes format, as CPython's do.
// Symptom: `struct.unpack(b"<4s4H2LH", data)` raises "TypeError: not the same type for
//   string and pattern" (zipfile's formats are bytes: torch.load of a torch.save archive).
// Cause: Brython's pure-Python _struct checks the format with a str regex; only calcsize
//   decodes a bytes format first.
// Fix: _normalize, which pack and unpack (and so Struct, pack_into, unpack_from) call first,
//   decodes a bytes format as ASCII.
// Test: tests/brython/test_stdlib.py::test_struct_bytes_format
(function ($B) {
  $B.brytorchOverlay.patchStdlibSource('_struct',
    "def _normalize(fmt):\n ''\n \n if re.search(",
    "def _normalize(fmt):\n ''\n \n if isinstance(fmt,(bytes,bytearray)):\n  fmt=fmt.decode('ascii')\n if re.search(");
})(__BRYTHON__);
