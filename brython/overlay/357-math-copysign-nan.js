// Fix: math.copysign takes the sign from the sign bit of y, NaN included, as CPython does.
// Symptom: `math.copysign(1, float("nan"))` is -1.0 (CPython: 1.0); struct.pack("!d", nan)
//   gives fff8... (CPython: 7ff8...); hypothesis asserts the positive sign at import
//   (hypothesis.internal.floats), so numpy's conftest cannot load.
// Cause: Brython's math module computes the sign with Math.sign(y), which is NaN for NaN,
//   and then takes anything other than 1 or +0 as negative.
// Fix: the sign is read from y's IEEE-754 bits.
// Test: tests/brython/test_stdlib.py::test_copysign_of_nan
(function ($B) {
  $B.brytorchOverlay.patchStdlibSource('math',
    '    var sign = Math.sign(y1)\n    sign = (sign == 1 || Object.is(sign, +0)) ? 1 : - 1\n',
    '    var sign = (new Uint8Array(new Float64Array([y1]).buffer)[7] & 0x80) ? -1 : 1\n');
})(__BRYTHON__);
