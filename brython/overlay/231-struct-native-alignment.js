// Fix: struct's native ('@' or no prefix) alignment padding is wrong in Brython 3.14.3.
// Symptom: struct.calcsize('??') == 3, calcsize('ii') == 12, calcsize('b2i') == 9 and
//   pack('hh', 1, 2) is 5 bytes, so unpack() of correctly sized native data raises
//   "unpack str size does not match format" (CPython: 2, 8, 12 and 4 bytes).
// Cause: Brython's pure-Python _struct.py pads with `size - offset % size`, a whole extra
//   item when the offset is already aligned; calcsize skips alignment for counted items
//   ('2i'); pack measures its offset as the number of chunks packed so far, not bytes.
// Fix: in calcsize, pack and unpack, native items are padded by `-offset % size` bytes
//   (zero when aligned), counted items included, with pack's offset counted in bytes.
// Test: tests/brython/test_stdlib.py::test_struct_native_alignment
(function ($B) {
  const patch = $B.brytorchOverlay.patchStdlibSource;
  patch('_struct',  // calcsize
    "  if num !=None:\n   result +=num *format['size']\n  else:\n  \n  \n" +
    "   if alignment and result:\n    result +=format['size']-result %format['size']\n" +
    "   result +=format['size']\n",
    "  if num ==None:\n   num=1\n" +
    "  if alignment:\n   result +=-result %format['size']\n" +
    "  result +=num *format['size']\n");
  patch('_struct',  // pack
    "   if len(result)and alignment:\n   \n" +
    "    padding=format['size']-len(result)%format['size']\n",
    "   if alignment:\n   \n" +
    "    padding=-sum(len(chunk)for chunk in result)%format['size']\n");
  patch('_struct',  // unpack
    "   if j >0 and alignment:\n    padding=format['size']-j %format['size']\n",
    "   if alignment:\n    padding=-j %format['size']\n");
})(__BRYTHON__);
