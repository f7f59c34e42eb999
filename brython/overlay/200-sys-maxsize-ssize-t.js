// Fix: sys.maxsize is 2**32 - 1 in Brython 3.14.3, a value no CPython build ever has.
// Symptom: sys.maxsize == 4294967295; code that sizes things from it (the bridge's
//   Py_ssize_t, collections.abc.Set._hash's MASK = 2*maxsize+1, _pydecimal's 32/64-bit
//   choice, shutil's 2**32 check) sees neither a 32-bit nor a 64-bit platform.
// Cause: brython.js sets `$B.max_array_size = 2**32-1` (the JS array length limit) and
//   Brython's sys.py exports it as `maxsize`; the only other reader is sq_repeat (list and
//   tuple `*`), which raises OverflowError past it.
// Fix: $B.max_array_size = 2**31 - 1, the largest wasm32 Py_ssize_t (as on any 32-bit
//   CPython; hash_info.width is already 32 and its modulus 2**31 - 1). sys.maxsize and the
//   repeat overflow check both follow, so they stay consistent with each other.
// Test: tests/brython/test_builtins.py::test_sys_maxsize_matches_bridge_ssize_t
(function ($B) {
  if ($B.max_array_size !== 2 ** 32 - 1) {
    throw new Error(`brytorch overlay: unexpected $B.max_array_size ${$B.max_array_size}`);
  }
  $B.max_array_size = 2 ** 31 - 1;
})(__BRYTHON__);
