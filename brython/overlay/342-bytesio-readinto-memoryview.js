// Fix: io.BytesIO.readinto into a memoryview writes into the viewed object.
// Symptom: `BytesIO(b"abcd").readinto(memoryview(ba))` returns 4 and leaves `ba` unchanged;
//   torch.load reads every storage this way (readinto a memoryview over C memory).
// Cause: for anything but a bytearray, _io_classes' readinto assigns JS properties 0..n-1
//   on the memoryview's underlying Python object instead of its bytes.
// Fix: the bytes read are assigned as one slice of the buffer (`buffer[0:n] = data`), as a
//   bytearray and a memoryview implement it. (readinto an array.array failed before and still
//   fails: its slices take arrays, not bytes.)
// Test: tests/brython/test_stdlib.py::test_bytesio_readinto_memoryview
(function ($B) {
  $B.brytorchOverlay.patchStdlibSource('_io_classes',
    '    var buf = $B.$isinstance(buffer, _b_.bytearray) ? buffer.source : buffer.obj\n' +
    '    for (var i = 0; i < len; i++) {\n' +
    '        buf[i] = _self._buffer.source[_self._pos + i]\n' +
    '    }\n',
    '    var chunk = $B.fast_bytes(_self._buffer.source.slice(_self._pos, _self._pos + len))\n' +
    '    $B.$setitem(buffer, _b_.slice.$factory(0, len), chunk)\n');
})(__BRYTHON__);
