// Fix: io.RawIOBase.read(size=-1) reads up to `size` bytes through readinto() and returns
//   bytes, and readall() joins read()'s chunks, as in CPython.
// Symptom: a RawIOBase subclass that defines only readinto (the documented way) read
//   nothing: `read(5)` returned an empty bytearray, and `read()`/`readall()` raised
//   "TypeError: read() should return bytes"; io.BufferedReader over such a stream (gzip's
//   reader) failed.
// Cause: brython.js _RawIOBase_funcs.read hands readinto an empty bytearray instead of one of
//   `size` bytes, ignores the count readinto returns, returns the bytearray itself and has no
//   default size; readall joins its chunks with `_b_.bytes.$fast_bytes`, which does not exist.
// Fix: read makes a bytearray of `size` bytes, calls readinto, returns None when it does and
//   otherwise the first n bytes as bytes; a negative or missing size reads all (readall).
//   readall reads chunks of io.DEFAULT_BUFFER_SIZE until an empty one (None at once: None).
// Test: tests/brython/test_stdlib.py::test_raw_io_read_through_readinto
(function ($B) {
  const _b_ = $B.builtins;
  $B.brytorchOverlay.replaceBuiltinMethod($B._RawIOBase, 'read', function () {
    const $ = $B.args('read', 2, { self: null, size: null }, arguments, { size: -1 }, null, null);
    const size = Number($B.int_value($B.PyNumber_Index($.size)));
    if (size < 0) return $B.$call($B.$getattr($.self, 'readall'));
    const buffer = _b_.bytearray.$factory(size);
    const n = $B.$call($B.$getattr($.self, 'readinto'), buffer);
    if (n === _b_.None) return n;
    return $B.fast_bytes(buffer.source.slice(0, Number($B.int_value($B.PyNumber_Index(n)))));
  });
  $B.brytorchOverlay.replaceBuiltinMethod($B._RawIOBase, 'readall', function (self) {
    const read = $B.$getattr(self, 'read'), bytes = [];
    for (let got = 0; ; got++) {
      const data = $B.$call(read, 8192);
      if (data === _b_.None) {
        if (got === 0) return data;
        break;
      }
      if (!$B.is_bytes(data)) $B.RAISE(_b_.TypeError, 'read() should return bytes');
      if (data.source.length === 0) break;
      for (const byte of data.source) bytes.push(byte);
    }
    return $B.fast_bytes(bytes);
  });
})(__BRYTHON__);
