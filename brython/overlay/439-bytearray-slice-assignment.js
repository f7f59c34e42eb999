// Fix: bytearray slice assignment as CPython's: any size, extended slices, CPython's errors.
// Symptom: `io.BytesIO().write(bytes(1024000))` raised "JavascriptError: Maximum call stack
//   size exceeded", and so did `ba[i:j] = big` and pickle.dumps of a 1 MB bytes: torch.save of
//   a tensor past ~100,000 elements to a BytesIO failed (PyTorch's
//   test_serialization_filelike_stress, which now stops later: its 57 MB of bytes, arrays of
//   JavaScript numbers here, exhaust the 4 GB JS heap); `ba[::2] = b'xyz'` replaced the
//   whole bytearray.
// Cause: brython.js's bytearray.sq_ass_item inserts the new items with
//   `splice.apply(source, [start, 0].concat(items))`, one JavaScript argument per byte, and
//   ignores the slice's step.
// Fix: slices are assigned here: the new items are read first (`ba[a:b] = ba` copies), an
//   extended slice takes exactly as many items as it selects (CPython's ValueError
//   otherwise), a simple slice replaces its range by moving the tail once. Index assignment,
//   deletion and a resize of a bytearray with exported buffers (Brython's BufferError check)
//   stay with brython.js.
// Test: tests/brython/test_builtins.py::test_bytearray_slice_assignment
(function ($B) {
  const _b_ = $B.builtins;
  const original = _b_.bytearray.sq_ass_item;

  // The byte values `value` stands for, with CPython's errors: an array nothing changes
  // while it is read (another object's bytes as they are; the target's own, a copy).
  function itemsOf(value, target) {
    if ($B.is_int(value) || $B.$isinstance(value, _b_.str)) {
      $B.RAISE(_b_.TypeError, 'can assign only bytes, buffers, or iterables of ints in range(0, 256)');
    }
    if ($B.$isinstance(value, [_b_.bytes, _b_.bytearray])) return value === target ? value.source.slice() : value.source;
    if ($B.$isinstance(value, _b_.memoryview)) return _b_.bytes.$factory(value).source;
    let list;
    try {
      list = _b_.list.$factory(value);
    } catch (err) {
      if ($B.is_exc(err, [_b_.TypeError])) {
        $B.RAISE(_b_.TypeError, 'can assign only bytes, buffers, or iterables of ints in range(0, 256)');
      }
      throw err;
    }
    return list.map((item) => {
      const n = $B.PyNumber_Index(item);
      if (n < 0 || n > 255) $B.RAISE(_b_.ValueError, 'byte must be in range(0, 256)');
      return Number(n);
    });
  }

  _b_.bytearray.sq_ass_item = function (self, index, value) {
    if (value === $B.NULL || !$B.$isinstance(index, _b_.slice)) return original(self, index, value);
    const source = self.source;
    const [start, stop, step] = $B.$call($B.$getattr(index, 'indices'), source.length);
    const items = itemsOf(value, self);
    if (step !== 1) {
      const positions = [];
      for (let i = start; step > 0 ? i < stop : i > stop; i += step) positions.push(i);
      if (items.length !== positions.length) {
        $B.RAISE(_b_.ValueError, `attempt to assign bytes of size ${items.length} to extended slice of size ${positions.length}`);
      }
      positions.forEach((at, k) => { source[at] = items[k]; });
      return _b_.None;
    }
    const end = Math.max(start, stop);
    if (items.length !== end - start && self.exports) return original(self, index, value);   // (BufferError)
    const tail = source.splice(end);
    source.length = start;
    for (const item of items) source.push(item);
    for (const item of tail) source.push(item);
    return _b_.None;
  };
  $B.wrapper_methods.sq_ass_item(_b_.bytearray, 'sq_ass_item');
})(__BRYTHON__);
