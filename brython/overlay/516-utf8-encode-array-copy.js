// Fix: str.encode('utf-8') and opening a module's source as a binary file copy the
//   encoder's bytes into the new bytes object with a
//   counted loop instead of Array.from.
// Symptom: opening one of torch's sources (240 KB) with open(path, 'rb') took ~9 ms, all of
//   it in the encoding of the cached text (linecache opens each source twice: once to detect
//   its encoding, once to read it).
// Cause: brython.js builds the bytes' array with `Array.from(uint8array)`, which V8 runs
//   through the iterator protocol (~33 ns per byte here, against ~6 for a counted loop into
//   a packed array; measured in Node 20 on a 240 KB string).
// Speed: a speed change, no behaviour change (its test checks CPython's values; the brython
//   tier's check that a fix is needed skips it).
// Fix: $B.encode called with a JS string and a spelling of UTF-8 runs the same TextEncoder
//   and copies its bytes with a counted loop; any other call goes to brython.js's function.
//   str.encode's UTF-8 calls do the same (`bytes(text, 'utf-8')` is left as it was).
// Test: tests/brython/test_builtins.py::test_utf8_encode_keeps_cpythons_values
(function ($B) {
  const UTF8 = new Set(['utf-8', 'utf8', 'utf_8', 'UTF-8', 'UTF8']);
  const encoder = new TextEncoder();
  // A packed array of the byte values of `u8` (a Uint8Array).
  const byteValues = (u8) => {
    const values = new Array(u8.length).fill(0);
    for (let i = 0; i < u8.length; i++) values[i] = u8[i];
    return values;
  };
  $B.brytorchOverlay.replaceKeepingMarks($B, 'encode', (original) => function (s, encoding, errors) {
    if (typeof s === 'string' && arguments.length <= 3 && (encoding === undefined || UTF8.has(encoding)) &&
        (errors === undefined || typeof errors === 'string')) {
      return $B.fast_bytes(byteValues(encoder.encode(s)));
    }
    return original.apply(this, arguments);
  });
  // str.encode reaches the same function through bytes.__new__ under brython.js's private
  // name `encode`: its UTF-8 calls with positional arguments take the same path.
  $B.brytorchOverlay.replaceBuiltinMethod($B.builtins.str, 'encode', (function (original) {
    return function (self, encoding, errors) {
      if (typeof self === 'string' && arguments.length <= 3 && (encoding === undefined || UTF8.has(encoding)) &&
          (errors === undefined || typeof errors === 'string')) {
        return $B.fast_bytes(byteValues(encoder.encode(self)));
      }
      return original.apply(this, arguments);
    };
  })($B.builtins.str.tp_funcs.encode));
})(__BRYTHON__);
