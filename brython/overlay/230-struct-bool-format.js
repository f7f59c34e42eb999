// Fix: struct has no '?' (_Bool) format in Brython 3.14.3.
// Symptom: struct.pack('?', True), struct.unpack('??', ...) and struct.calcsize('<?i')
//   raise "struct.error: ? is not a valid format".
// Cause: the format table of Brython's pure-Python _struct.py (big_endian_format, used
//   for every byte order) has no '?' entry.
// Fix: a one-byte '?' entry: packing stores the truth value of any object as 0 or 1,
//   unpacking turns any non-zero byte into True, as CPython does.
// Test: tests/brython/test_stdlib.py::test_struct_bool_format
__BRYTHON__.brytorchOverlay.patchStdlibSource('_struct',
  "\nbig_endian_format={\n'x':{'size':1,'alignment':0,'pack':None,'unpack':None},\n",
  [
    "",
    "def _brytorch_pack_bool(value,size,le):",
    " return b'\\x01' if value else b'\\x00'",
    "",
    "def _brytorch_unpack_bool(data,index,size,le):",
    " return data[index]!=0",
    "",
    "big_endian_format={",
    "'x':{'size':1,'alignment':0,'pack':None,'unpack':None},",
    "'?':{'size':1,'alignment':0,'pack':_brytorch_pack_bool,'unpack':_brytorch_unpack_bool},",
    "",
  ].join("\n"));
