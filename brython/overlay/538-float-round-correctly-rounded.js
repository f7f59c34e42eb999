// Fix: round(float, ndigits) rounds the float's exact binary value, ties to even, and returns a
//   float, as CPython does.
// Symptom: round(2.675, 2) was 2.68 (the double 2.675 is 2.67499999999999982236431605997495353221893310546875,
//   so CPython gives 2.67); round(2.5, 0) was the int 2, not 2.0; round(x) of a float past
//   2**53 gave a JS number where Python has an exact int.
// Cause: brython.js's float_round scales by powers of ten in float arithmetic (each step
//   rounds), and its ndigits == 0 branch returns the tie-corrected result without making it
//   a float.
// Fix: float.__round__ written again after CPython's float___round___impl: without ndigits, the
//   nearest integer (ties to even) as an exact int; with ndigits, the value m * 2**e scaled by
//   10**ndigits in exact integer (BigInt) arithmetic, rounded half to even, and read back
//   from its decimal text (JS parses decimal text correctly rounded, as CPython's strtod);
//   CPython's limits (ndigits past 323 gives x, below -308 a signed zero) and errors.
// Test: tests/brython/test_builtins.py::test_round_floats_as_cpython
(function ($B) {
  const _b_ = $B.builtins;
  const view = new DataView(new ArrayBuffer(8));

  // |x| as [m, e] with |x| == m * 2**e exactly (x finite, nonzero).
  function exact(x) {
    view.setFloat64(0, Math.abs(x));
    const high = view.getUint32(0), low = view.getUint32(4);
    const biased = high >>> 20, fraction = (BigInt(high & 0xfffff) << 32n) | BigInt(low);
    return biased === 0 ? [fraction, -1074] : [fraction | (1n << 52n), biased - 1075];
  }

  function roundDigits(x, n) {
    const [m, e] = exact(x);
    let num = m, den = 1n;
    if (e >= 0) num <<= BigInt(e); else den <<= BigInt(-e);
    if (n >= 0) num *= 10n ** BigInt(n); else den *= 10n ** BigInt(-n);
    let q = num / den;
    const twice = 2n * (num - q * den);
    if (twice > den || (twice === den && (q & 1n) === 1n)) q += 1n;
    const result = Number(`${x < 0 ? '-' : ''}${q}e${-n}`);
    if (!Number.isFinite(result)) $B.RAISE(_b_.OverflowError, 'rounded value too large to represent');
    return result === 0 ? (x < 0 ? -0 : 0) : result;
  }

  function halfEven(x) {
    const r = Math.round(x);
    return Math.abs(x - Math.trunc(x)) === 0.5 ? 2 * Math.round(x / 2) : r;
  }

  $B.brytorchOverlay.replaceBuiltinMethod(_b_.float, '__round__', function (self) {
    const $ = $B.args('__round__', 2, { self: null, ndigits: null }, arguments, { ndigits: _b_.None });
    const x = _b_.float.nb_float($.self).value;
    if ($.ndigits === _b_.None) {
      if (Number.isNaN(x)) $B.RAISE(_b_.ValueError, 'cannot convert float NaN to integer');
      if (!Number.isFinite(x)) $B.RAISE(_b_.OverflowError, 'cannot convert float infinity to integer');
      return _b_.float.nb_int($B.fast_float(halfEven(x)));
    }
    const n = $B.PyNumber_Index($.ndigits);
    if (!Number.isFinite(x) || x === 0) return $B.fast_float(x);
    if (n > 323) return $B.fast_float(x);
    if (n < -308) return $B.fast_float(x < 0 ? -0 : 0);
    return $B.fast_float(roundDigits(x, Number(n)));
  });
})(__BRYTHON__);
