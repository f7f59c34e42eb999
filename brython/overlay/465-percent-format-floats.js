// Fix: %-formatting of floats (%e %E %f %F %g %G) gives CPython's text for every value.
// Symptom: '%e' % 1e22 was '1e+22e+04', '%e' % 1e-300 was '0.000000e+05', '%24.16e' %
//   1.7976931348623157e+308 was 'Infinitye+00', and '%e' % 3.4e38 repeated the number:
//   numpy's finfo repr (test_getlimits) and any scientific output printed garbage.
// Cause: brython.js's printf helpers build the exponent from the number's JavaScript string,
//   which switches to exponent notation itself past 1e21 and below 1e-6.
// Fix: each float conversion is formatted by format(value, spec) (Brython's format() gives
//   CPython's text), its printf flags, width and precision translated into the spec ('-' is
//   '<', '0', '+', ' ', '#' as they are); the text takes the conversion's place and the
//   rest of the string goes to brython.js as before. Values are converted as CPython does
//   (an int through float(): OverflowError past the float range; __float__/__index__), with
//   CPython's errors for a non-number and for too many or too few arguments.
// Test: tests/brython/test_builtins.py::test_percent_format_of_floats
(function ($B) {
  const _b_ = $B.builtins;
  const previous = $B.printf_format;
  const SPEC = /%(\(([^)]*)\))?([-+ #0]*)(\*|\d+)?(?:\.(\*|\d+))?[hlL]?(.)/gs;
  const FLOAT_TYPES = 'eEfFgG';
  // Whether a format has a float conversion at all: most (logging, reprs) have none and go
  // straight to brython.js.
  const HAS_FLOAT = /%(\([^)]*\))?[-+ #0]*(\*|\d+)?(\.(\*|\d+))?[hlL]?[eEfFgG]/;
  const asFloat = (v) => {
    if ($B.$isinstance(v, _b_.float)) return v;
    if ($B.$isinstance(v, _b_.int) || $B.$getattr(v, '__float__', $B.NULL) !== $B.NULL ||
        $B.$getattr(v, '__index__', $B.NULL) !== $B.NULL) {
      return $B.$call(_b_.float, v);
    }
    return undefined;   // not a number: brython.js raises CPython's TypeError
  };
  $B.printf_format = function (s, type, args) {
    if (type !== 'str' || typeof s !== 'string' || !HAS_FLOAT.test(s)) return previous.call(this, s, type, args);
    const tuple = $B.is_tuple(args);
    const items = tuple ? Array.from(args) : [args];
    let next = 0, usesKeys = false, positional = 0;
    const used = new Set(), edits = [];
    for (const m of s.matchAll(SPEC)) {
      const [text, , key, flags, width, precision, conv] = m;
      if (conv === '%') continue;
      if (key !== undefined) usesKeys = true;
      if (key !== undefined && tuple) $B.RAISE(_b_.TypeError, 'format requires a mapping');
      const taken = [];   // the argument positions this conversion reads
      const take = () => {
        if (next >= items.length) $B.RAISE(_b_.TypeError, 'not enough arguments for format string');
        positional += 1;
        taken.push(next);
        return items[next++];
      };
      const w = width === '*' ? take() : width;
      const p = precision === '*' ? take() : precision;
      const v = key !== undefined ? undefined : take();
      if (!FLOAT_TYPES.includes(conv)) continue;
      const arg = key !== undefined ? $B.$getitem(args, key) : v;
      const value = asFloat(arg);
      if (value === undefined) $B.RAISE(_b_.TypeError, `must be real number, not ${$B.class_name(arg)}`);
      if ((w !== undefined && !$B.is_int(w) && typeof w !== 'string') ||
          (p !== undefined && !$B.is_int(p) && typeof p !== 'string')) {
        continue;   // brython.js reports a '*' that is not an int
      }
      for (const i of taken) used.add(i);
      let spec = (flags.includes('-') ? '<' : '') + (flags.includes('+') ? '+' : flags.includes(' ') ? ' ' : '') +
        (flags.includes('#') ? '#' : '') + (flags.includes('0') && !flags.includes('-') ? '0' : '');
      if (w !== undefined) {
        let n = Number(w);
        if (n < 0) { n = -n; if (!spec.startsWith('<')) spec = '<' + spec.replace('0', ''); }
        spec += n;
      }
      spec += `.${p === undefined ? 6 : Math.max(0, Number(p))}${conv}`;
      edits.push([m.index, m.index + text.length, _b_.format(value, spec).replaceAll('%', '%%')]);
    }
    if (!edits.length) return previous.call(this, s, type, args);
    if (!usesKeys && positional < items.length) {
      $B.RAISE(_b_.TypeError, 'not all arguments converted during string formatting');
    }
    if (usesKeys && positional) return previous.call(this, s, type, args);   // brython.js's error
    let out = '', at = 0;
    for (const [start, end, text] of edits) { out += s.slice(at, start) + text; at = end; }
    out += s.slice(at);
    if (usesKeys) return previous.call(this, out, type, args);
    const rest = items.filter((_, i) => !used.has(i));
    return previous.call(this, out, type, tuple || !rest.length ? $B.fast_tuple(rest) : rest[0]);
  };
})(__BRYTHON__);
