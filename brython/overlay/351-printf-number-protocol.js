// Fix: %-formatting converts number-like objects as CPython does (__float__ for %e/%f/%g,
//   __index__ or __int__ for %d/%i/%u, __index__ for %x/%X/%o).
// Symptom: `'%e' % x` for an object with __float__ (a 0-d numpy array) raises "TypeError: %e
//   format: a real number is required, not ndarray" (numpy._core.getlimits, run by
//   `import numpy`); `'%x' % obj` with __index__ fails the same way.
// Cause: brython.js's printf_format helpers accept only int and float instances
//   (number_check), where CPython calls PyNumber_Float / PyNumber_Index / PyNumber_Long.
// Fix: before $B.printf_format runs, a positional argument whose conversion is numeric and
//   which is not an int or float is converted through its own method. Mapping-key formats
//   (%(name)e) are left as they are.
// Test: tests/brython/test_builtins.py::test_percent_format_uses_number_protocols
(function ($B) {
  const _b_ = $B.builtins;
  const original = $B.printf_format;
  // One conversion spec: optional (key), flags, width, .precision, length modifier, type.
  const SPEC = /%(\([^)]*\))?[-+ #0]*(\*|\d+)?(?:\.(\*|\d+))?[hlL]?(.)/gs;
  const plain = (v) => typeof v !== 'object' || v === null || $B.$isinstance(v, [_b_.int, _b_.float, _b_.str]);
  const method = (v, name) => $B.$getattr(v, name, $B.NULL);
  const convert = (v, type) => {
    if (plain(v)) return v;
    if ('eEfFgG'.includes(type)) {
      if (method(v, '__float__') !== $B.NULL || method(v, '__index__') !== $B.NULL) return $B.$call(_b_.float, v);
    } else if ('xXo'.includes(type)) {
      const index = method(v, '__index__');
      if (index !== $B.NULL) return $B.$call(index);
    } else if ('diu'.includes(type)) {
      const index = method(v, '__index__');
      if (index !== $B.NULL) return $B.$call(index);
      const int = method(v, '__int__');
      if (int !== $B.NULL) return $B.$call(int);
    }
    return v;
  };
  $B.printf_format = function (s, type, args) {
    const tuple = $B.is_tuple(args);
    if (tuple ? args.every(plain) : plain(args)) return original.call(this, s, type, args);
    const text = typeof s === 'string' ? s : String(s);
    const types = [];
    for (const m of text.matchAll(SPEC)) {
      if (m[4] === '%') continue;
      if (m[1] !== undefined) return original.call(this, s, type, args);   // mapping keys
      if (m[2] === '*') types.push('*');
      if (m[3] === '*') types.push('*');
      types.push(m[4]);
    }
    if (!tuple) return original.call(this, s, type, types.length ? convert(args, types[0]) : args);
    const converted = args.map((v, i) => (i < types.length ? convert(v, types[i]) : v));
    return original.call(this, s, type, $B.fast_tuple(converted));
  };
})(__BRYTHON__);
