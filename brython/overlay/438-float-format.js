// Fix: format(float, spec) as CPython's float.__format__: digits correctly rounded from the
//   float's exact binary value (ties to even), every presentation type, signs, grouping and
//   padding.
// Symptom: format(-0.0, '.4e') was '0.0000e+00' (CPython '-0.0000e+00'; PyTorch's test_print:
//   the complex tensor [1e28+2j, -1e-28j] printed its second real part without its sign);
//   '+.2f' left 0.0 unsigned; 'E' printed no exponent ('1.500000' for 1.5E); a precision
//   without a type ('.3') gave '1.e+300e+05' for 1e300; 'n' and '.3E' used one-digit
//   exponents ('1.23e+4'); '.0f' of 2.5 gave '3' (CPython '2': ties go to even); '_' grouped
//   with ','; format(10**17, 'g') was 'inf'.
// Cause: brython.js's float formatting builds digits with JavaScript's toExponential /
//   toFixed / Math.round (which drop the sign of -0, round exact ties away from zero and turn
//   toFixed into exponent notation from 1e21 on), handles 'E' as no type at all, and signs
//   only values greater than zero; int.__format__ made a float of an int past 2**53 (a
//   BigInt) with a function that expects a Number.
// Fix: float.$format (what float.__format__ and complex formatting call) replaced: the
//   float's exact value as a BigInt fraction, rounded to the digits asked for, laid out by
//   the rules of CPython's format_float_internal; int.__format__ with a float type formats
//   float(int).
// Test: tests/brython/test_builtins.py::test_float_format_matches_cpython
(function ($B) {
  const _b_ = $B.builtins;
  const float = _b_.float;

  // |x| for a finite x >= 0 as an exact fraction num / den (BigInts; den a power of two).
  const bits = new DataView(new ArrayBuffer(8));
  const MANTISSA_BITS = 52n;
  function exactFraction(x) {
    bits.setFloat64(0, x);
    const word = bits.getBigUint64(0);
    const biasedExponent = Number(word >> MANTISSA_BITS);   // (x >= 0: no sign bit)
    let mantissa = word - (BigInt(biasedExponent) << MANTISSA_BITS);
    let exponent = -1074;   // subnormals: no implicit bit
    if (biasedExponent > 0) {
      mantissa += 1n << MANTISSA_BITS;
      exponent = biasedExponent - 1075;
    }
    return exponent >= 0 ? { num: mantissa << BigInt(exponent), den: 1n }
      : { num: mantissa, den: 1n << BigInt(-exponent) };
  }

  // num / den * 10**power rounded to an integer, ties to even (power may be negative).
  function roundScaled({ num, den }, power) {
    if (power >= 0) num *= 10n ** BigInt(power); else den *= 10n ** BigInt(-power);
    const quotient = num / den, twiceRest = 2n * (num % den);
    return twiceRest > den || (twiceRest === den && quotient % 2n === 1n) ? quotient + 1n : quotient;
  }

  // x >= 0 with `decimals` digits after the point: '12.50'.
  function fixedDigits(x, decimals) {
    const digits = roundScaled(exactFraction(x), decimals).toString().padStart(decimals + 1, '0');
    return decimals ? `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}` : digits;
  }

  // x >= 0 rounded to `count` significant digits: [the digits, the decimal exponent of the
  // first one].
  function significantDigits(x, count) {
    if (x === 0) return ['0'.repeat(count), 0];
    const exact = exactFraction(x);
    const atLeast = (e) => e >= 0 ? exact.num >= exact.den * 10n ** BigInt(e)
      : exact.num * 10n ** BigInt(-e) >= exact.den;   // x >= 10**e
    let exponent = Math.floor(Math.log10(x));
    while (!atLeast(exponent)) exponent--;
    while (atLeast(exponent + 1)) exponent++;
    let digits = roundScaled(exact, count - 1 - exponent).toString();
    if (digits.length > count) {   // rounded up to the next power of ten (9.99 -> 10.0)
      exponent++;
      digits = roundScaled(exact, count - 1 - exponent).toString();
    }
    return [digits, exponent];
  }

  const exponentText = (e) => (e < 0 ? '-' : '+') + String(Math.abs(e)).padStart(2, '0');
  const stripZeros = (text) => text.includes('.') ? text.replace(/\.?0+$/, '') : text;

  // The unsigned text of a finite x >= 0 for presentation type `type` ('' when the spec has a
  // precision but no type).
  function body(x, type, precision, alternate) {
    switch (type) {
      case 'e': case 'E': {
        const p = precision ?? 6;
        const [digits, exponent] = significantDigits(x, p + 1);
        const point = p > 0 || alternate ? '.' : '';
        return `${digits[0]}${point}${digits.slice(1)}e${exponentText(exponent)}`;
      }
      case 'f': case 'F': case '%': {
        const p = precision ?? 6;
        const text = fixedDigits(type === '%' ? x * 100 : x, p) + (alternate && p === 0 ? '.' : '');
        return type === '%' ? text + '%' : text;
      }
      default: {   // 'g', 'G', 'n', or a precision without a type
        const p = Math.max(precision ?? 6, 1);
        const [digits, exponent] = significantDigits(x, p);
        let text;
        // (without a type, scientific from one exponent earlier: '1e+16' for '.17')
        if (exponent >= -4 && exponent < (type === '' ? p - 1 : p)) {
          text = exponent >= 0 ? `${digits.slice(0, exponent + 1)}.${digits.slice(exponent + 1)}`
            : `0.${'0'.repeat(-exponent - 1)}${digits}`;
          text = alternate ? text : stripZeros(text);
        } else {
          const mantissa = `${digits[0]}.${digits.slice(1)}`;
          text = (alternate ? mantissa : stripZeros(mantissa)) + `e${exponentText(exponent)}`;
        }
        if (text.endsWith('.') && !alternate) text = text.slice(0, -1);
        // CPython's Py_DTSF_ADD_DOT_0 for a precision without a type: '1e+16', but '10.0'
        if (type === '' && !/[.e]/.test(text)) text += '.0';
        return text;
      }
    }
  }

  // The integer part of `text` grouped by threes with `separator`, zero-padded first to make
  // `minLength` characters when asked (CPython pads with grouped zeros: '0,001,234.5').
  function group(text, separator, minLength) {
    const end = text.search(/[.e%]|$/);
    let digits = text.slice(0, end);
    const grouped = () => digits.replace(/\B(?=(\d{3})+$)/g, separator);
    while (grouped().length + text.length - end < minLength) digits = '0' + digits;
    return grouped() + text.slice(end);
  }

  // The unsigned text of `value` for presentation type `type` ('' without a type; 'r' for
  // the shortest repr digits without '.0', as complex's str() writes its parts).
  function unsignedText(value, type, fmt) {
    let text;
    if (!Number.isFinite(value)) {
      text = Number.isNaN(value) ? 'nan' : 'inf';
      if (type === '%') text += '%';
    } else if (type === 'r' || (type === '' && fmt.precision === undefined)) {
      text = _b_.str.$factory($B.fast_float(Math.abs(value)));
      if (type === 'r') text = text.replace(/\.0$/, '');
    } else {
      text = body(Math.abs(value), type, fmt.precision, fmt.alternate);
    }
    return /^[EFG]$/.test(type) ? text.toUpperCase() : text;
  }

  // The sign written before `text` (value's digits): '-' for negatives and -0.0 (unless 'z'
  // and the digits are all zeros), else what `signFlag` ('+', ' ' or none) asks for.
  function signOf(value, text, signFlag, z) {
    let negative = value < 0 || Object.is(value, -0);   // (a NaN is never signed, as in CPython)
    if (negative && z && !/[1-9]/.test(text)) negative = false;
    return negative ? '-' : signFlag === '+' ? '+' : signFlag === ' ' ? ' ' : '';
  }

  // `sign` + `text` padded to the spec's width ('=' puts the fill after the sign).
  function pad(sign, text, fmt, defaultAlign) {
    const width = fmt.width ? parseInt(fmt.width, 10) : 0;
    const missing = width - sign.length - text.length;
    if (missing <= 0) return sign + text;
    const fill = fmt.fill || ' ';
    switch (fmt.align || defaultAlign) {
      case '<': return sign + text + fill.repeat(missing);
      case '^': return fill.repeat(missing >> 1) + sign + text + fill.repeat(missing - (missing >> 1));
      case '=': return sign + fill.repeat(missing) + text;
      default: return fill.repeat(missing) + sign + text;
    }
  }

  float.$format = function (self, fmt) {
    const value = self.value;
    const type = fmt.type ?? '';
    if (!'eEfFgGn%'.includes(type)) {
      $B.RAISE(_b_.ValueError, `Unknown format code '${type}' for object of type 'float'`);
    }
    if (type === 'n' && fmt.comma) $B.RAISE(_b_.ValueError, `Cannot specify '${fmt.grouping_option}' with 'n'.`);
    let text = unsignedText(value, type, fmt);
    const sign = signOf(value, text, fmt.sign, fmt.z);
    if (fmt.comma && /^\d/.test(text)) {
      const zeroPadded = fmt.fill === '0' && fmt.align === '=';
      const width = fmt.width ? parseInt(fmt.width, 10) : 0;
      text = group(text, fmt.grouping_option || ',', zeroPadded ? width - sign.length : 0);
    }
    return pad(sign, text, fmt, '>');
  };

  // int.__format__ with a float presentation type formats float(self) (brython.js converted
  // an int past 2**53, held as a BigInt, to inf: format(10**17, 'g') was 'inf').
  const intFormat = $B.brytorchOverlay.replaceBuiltinMethod(_b_.int, '__format__', function (self, spec) {
    const fmt = new $B.parse_format_spec(spec, self);
    if (fmt.type && 'eEfFgG%'.includes(fmt.type)) return float.$format(_b_.float.$factory(self), fmt);
    return intFormat(self, spec);
  });

  // complex.__format__ as CPython's format_complex_internal: each part as a float of the
  // same type; the imaginary part always signed when the real part is written; without a
  // type, str()'s digits (or 'g' with a precision), parentheses unless the real part is +0.0
  // and left out; then the whole padded. (brython.js's read fields the spec parser does not
  // set: every typed spec raised or printed 'NaN'.)
  const complexFormat = $B.brytorchOverlay.replaceBuiltinMethod(_b_.complex, '__format__', function (self, spec) {
    if (spec === '') return complexFormat(self, spec);   // str(self)
    const fmt = new $B.parse_format_spec(spec, self);
    let type = fmt.type ?? '';
    if (!'eEfFgGn'.includes(type)) {
      $B.RAISE(_b_.ValueError, `Unknown format code '${type}' for object of type 'complex'`);
    }
    if (fmt.fill === '0') {
      $B.RAISE(_b_.ValueError, 'Zero padding is not allowed in complex format specifier');
    }
    if (fmt.align === '=') {
      $B.RAISE(_b_.ValueError, "'=' alignment flag is not allowed in complex format specifier");
    }
    const re = self.real.value, im = self.imag.value;
    let skipReal = false, parens = false;
    if (type === '') {
      type = fmt.precision === undefined ? 'r' : 'g';
      if (re === 0 && !Object.is(re, -0)) skipReal = true; else parens = true;
    } else if (type === 'n') {
      type = 'g';
    }
    const grouped = (text) => fmt.comma && /^\d/.test(text) ? group(text, fmt.grouping_option || ',', 0) : text;
    let text = '';
    if (!skipReal) {
      const digits = grouped(unsignedText(re, type, fmt));
      text = signOf(re, digits, fmt.sign, fmt.z) + digits;
    }
    const imDigits = grouped(unsignedText(im, type, fmt));
    text += signOf(im, imDigits, skipReal ? fmt.sign : '+', fmt.z) + imDigits + 'j';
    return pad('', parens ? `(${text})` : text, fmt, '>');
  });
})(__BRYTHON__);
