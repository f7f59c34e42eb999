// Fix: io.BytesIO.readinto into a memoryview writes into the viewed object.
// Symptom: `BytesIO(b"abcd").readinto(memoryview(ba))` returns 4 and leaves `ba` unchanged;
//   torch.load reads every storage this way (readinto a memoryview over C memory).
// Cause: for anything but a bytearray, _io_classes' readinto assigns JS properties 0..n-1
//   on the memoryview's underlying Python object instead of its bytes.
// Fix: the bytes read are assigned as one slice of the buffer (`buffer[0:n] = data`), as a
//   bytearray and a memoryview implement it. A buffer that is not a bytearray is seen as a
//   memoryview cast to bytes, so its size counts bytes, as CPython's `w*` buffer argument
//   does: readinto a numpy array's `.data` (format 'T{...}', 12-byte items) filled 2 bytes
//   of a 24-byte array (numpy's np.rec.fromfile). (readinto an array.array failed before and
//   still fails: Brython's memoryview of one counts items, not bytes.)
// Test: tests/brython/test_stdlib.py::test_bytesio_readinto_memoryview,
//   tests/numpy/test_numpy.py::test_readinto_a_structured_array
(function ($B) {
  $B.brytorchOverlay.patchStdlibSource('_io_classes',
    '    var buf = $B.$isinstance(buffer, _b_.bytearray) ? buffer.source : buffer.obj\n' +
    '    for (var i = 0; i < len; i++) {\n' +
    '        buf[i] = _self._buffer.source[_self._pos + i]\n' +
    '    }\n',
    '    var chunk = $B.fast_bytes(_self._buffer.source.slice(_self._pos, _self._pos + len))\n' +
    '    $B.$setitem(buffer, _b_.slice.$factory(0, len), chunk)\n');
  $B.brytorchOverlay.patchStdlibSource('_io_classes',
    '    /* adjust invalid sizes */\n' +
    '    var len = _b_.len(buffer)\n',
    '    if (! $B.$isinstance(buffer, _b_.bytearray)) {\n' +
    '        buffer = $B.$call(_b_.memoryview, buffer)\n' +
    "        if (buffer.format !== 'B') buffer = $B.$call($B.$getattr(buffer, 'cast'), 'B')\n" +
    '    }\n' +
    '    var len = _b_.len(buffer)\n');
})(__BRYTHON__);
