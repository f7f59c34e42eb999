// Fix: float() of a string reads Python's float syntax: a decimal past the float range is
//   inf or -inf (or 0.0 below it), and text that is not a float literal (`0x10`, `1__0`)
//   raises ValueError("could not convert string to float: ...").
// Symptom: `float("1e400")` raised ValueError (CPython: inf), so did `float(b"-1e999")`;
//   `float("0x10")` was 0.0 and `float("0b1")` 0.0 (CPython: ValueError), `float("1__0")`
//   said "invalid float literal".
// Cause: brython.js's float.$factory accepts a string when JavaScript's isFinite(text) is
//   true, then converts it with parseFloat: isFinite is false for a number past the range,
//   and true for anything Number() reads, hexadecimal and binary included, of which
//   parseFloat reads only the leading 0.
// Fix: before brython.js's factory, an ASCII str, or bytes or bytearray (which brython.js
//   refused: "float() argument must be a string or a real number, not 'bytearray'"), is
//   read here: a decimal float literal (digits with single underscores between them, an
//   optional fraction and exponent) converts with parseFloat (Infinity past the range, as
//   C's strtod), inf/infinity/nan with a sign are themselves, anything else raises
//   CPython's ValueError; non-ASCII str (other digits) and str subclasses go to brython.js's.
// Test: tests/brython/test_builtins.py::test_float_of_a_string_as_cpython
(function ($B) {
  const _b_ = $B.builtins;
  const digits = '\\d(?:_?\\d)*';
  const decimal = new RegExp(`^[+-]?(?:${digits}(?:\\.(?:${digits})?)?|\\.${digits})(?:e[+-]?${digits})?$`, 'i');
  const special = /^([+-]?)(inf|infinity|nan)$/i;
  const ascii = /^[\x00-\x7f]*$/;
  $B.brytorchOverlay.replaceKeepingMarks(_b_.float, '$factory', (factory) => function (value) {
    if (arguments.length === 1) {
      // bytes and bytearray are read as C text, as CPython reads them (no decoding)
      const bytesLike = $B.$isinstance(value, _b_.bytes) || $B.$isinstance(value, _b_.bytearray);
      const text = typeof value === 'string' ? value
        : bytesLike ? value.source.map((b) => String.fromCharCode(b)).join('') : undefined;
      if (text !== undefined && (bytesLike || ascii.test(text))) {
        const stripped = text.trim();
        if (decimal.test(stripped)) return $B.fast_float(parseFloat(stripped.replace(/_/g, '')));
        const named = special.exec(stripped);
        if (named) {
          const magnitude = named[2].toLowerCase() === 'nan' ? NaN : Infinity;
          return $B.fast_float(named[1] === '-' ? -magnitude : magnitude);
        }
        $B.RAISE(_b_.ValueError, `could not convert string to float: ${_b_.repr(value)}`);
      }
    }
    return factory.apply(this, arguments);
  });
})(__BRYTHON__);
