// Fix: bytearray.extend accepts any buffer (memoryview...) or iterable of ints, as CPython's.
// Symptom: `bytearray(b'ab').extend(memoryview(b'cd'))` or `.extend([101, 102])` raises
//   "JavascriptError: bytearray.append is not a function"; _pyio's BufferedWriter.write
//   (open(path, 'wb').write) does so for any non-bytes argument, e.g. the memoryviews
//   torch.save writes to a file object.
// Cause: Brython's bytearray.extend handles bytes and bytearray, and for anything else calls
//   `bytearray.append`, a name that does not exist (the method is in bytearray.tp_funcs).
// Fix: a buffer is copied as bytes(b); other iterables append item by item through the real
//   append (its range check: "byte must be in range(0, 256)").
// Test: tests/brython/test_builtins.py::test_bytearray_extend_buffer_and_iterable
(function ($B) {
  const _b_ = $B.builtins, bytearray = _b_.bytearray;
  const original = $B.brytorchOverlay.replaceBuiltinMethod(bytearray, 'extend', function extend(self, b) {
    const cls = $B.get_class(b);
    if (cls === bytearray || cls === _b_.bytes) return original(self, b);
    if ($B.is_buffer(b)) return original(self, $B.$call(_b_.bytes, b));
    const items = [];
    for (const item of $B.make_js_iterator(b)) items.push($B.PyNumber_Index(item));
    const probe = bytearray.$factory();   // checks every item before self changes
    for (const item of items) bytearray.tp_funcs.append(probe, item);
    return original(self, probe);
  });
})(__BRYTHON__);
