// Fix: struct packs and unpacks 'f', 'd' (and 'e' is untouched) through the IEEE bits
//   themselves, so NaN payloads survive as in CPython (struct.pack('<d', struct.unpack('<d',
//   b)[0]) == b for every 8 bytes b; a float32 signalling NaN comes back quieted, as C's
//   float-to-double conversion does).
// Symptom: every NaN became the canonical NaN: test_torch's test_bytes_to_scalar (float32,
//   complex64) compared a storage's bytes with the random bytes it was made from; pickle and
//   torch.save of NaN floats lost their bits.
// Cause: brython_stdlib.js `_struct` is a pure-Python port whose float_pack writes one fixed
//   NaN and whose float_unpack returns float('nan') for every NaN pattern.
// Fix: float_pack / float_unpack replaced by a JS DataView round trip (also exact for every
//   other value, and faster). CPython's message for an 'f' overflow.
//   Chromium 156's V8 quiets a NaN stored into an object field of double representation
//   (measured: a float64 signalling NaN read back with its quiet bit set, or as the canonical
//   NaN on the first store; Node 20 keeps it; a field holding tagged values keeps every
//   bit). Brython floats hold their value in such a field, so one float is made here with a
//   non-number value: V8 then keeps every float's value as a tagged number (a heap number,
//   as before with pointer compression). Without it, whether the test passed in Chromium
//   depended on what had run before.
// Test: tests/brython/test_stdlib.py::test_struct_floats_keep_their_bits
(function ($B) {
  const _b_ = $B.builtins;
  const view = new DataView(new ArrayBuffer(8));
  new ($B.fast_float(0).constructor)('tagged');   // see the header: the value field becomes tagged
  const builtin = (name, fn) => $B.brytorchOverlay.builtin('_struct', name, fn);
  // brytorchFloatBits(x, size): the unsigned int whose bits are float x as a binary32 (size
  // 4) or binary64 (size 8).
  $B.brytorchFloatBits = builtin('brytorchFloatBits', function (x, size) {
    const f = $B.$call(_b_.float, x), value = typeof f === 'number' ? f : f.value;
    if (size === 4) {
      view.setFloat32(0, value, true);   // rounds to nearest, as C's (float) cast
      if (Number.isFinite(value) && !Number.isFinite(view.getFloat32(0, true))) {
        $B.RAISE(_b_.OverflowError, 'float too large to pack with f format');
      }
      return view.getUint32(0, true);
    }
    view.setFloat64(0, value, true);
    const bits = view.getBigUint64(0, true);
    return bits <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(bits) : bits;
  });
  // brytorchFloatFromBits(q, size): the float whose binary32/binary64 bits are int q.
  $B.brytorchFloatFromBits = builtin('brytorchFloatFromBits', function (q, size) {
    const bits = BigInt($B.int_value(q));
    if (size === 4) {
      view.setUint32(0, Number(bits), true);
      return $B.fast_float(view.getFloat32(0, true));
    }
    view.setBigUint64(0, bits, true);
    return $B.fast_float(view.getFloat64(0, true));
  });
  $B.brytorchOverlay.patchStdlibSource('_struct', '\nbig_endian_format={\n', `
def float_unpack(Q,size,order=LITTLE_ENDIAN):
 if size not in(4,8):
  raise ValueError("invalid size value")
 if Q>>(8*size):
  raise ValueError("input out of range")
 return __BRYTHON__.brytorchFloatFromBits(Q,size)


def float_pack(x,size,order=LITTLE_ENDIAN):
 if size not in(4,8):
  raise ValueError("invalid size value")
 return __BRYTHON__.brytorchFloatBits(x,size)


big_endian_format={
`);
})(__BRYTHON__);
