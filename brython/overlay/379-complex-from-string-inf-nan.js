// Fix: complex() parses "inf", "infinity" and "nan" in either part of a string, as CPython
//   does: complex("1+nanj"), complex("-infj"), complex("nan+infj").
// Symptom: `complex("1+nanj")` and `complex("infj")` raise "ValueError: complex() arg is a
//   malformed string" (PyTorch's test_view_ops builds complex NaN/inf values this way).
// Cause: brython.js's complex.tp_new matches strings with a regular expression that only
//   knows decimal numbers.
// Fix: a string that names inf or nan is parsed here (one optional pair of parentheses,
//   then `real`, `imag j` or `real ± imag j`, case-insensitive); anything else, and any
//   string this does not match, goes to brython.js's parser as before.
// Test: tests/brython/test_builtins.py::test_complex_from_string_with_inf_nan
(function ($B) {
  const _b_ = $B.builtins;
  const NUM = '(?:(?:\\d[\\d_]*(?:\\.[\\d_]*)?|\\.\\d[\\d_]*)(?:e[+-]?\\d[\\d_]*)?|inf(?:inity)?|nan)';
  const realOnly = new RegExp(`^([+-]?${NUM})$`, 'i');
  const imagOnly = new RegExp(`^([+-]?${NUM}|[+-]?)j$`, 'i');
  const both = new RegExp(`^([+-]?${NUM})([+-])(${NUM})?j$`, 'i');
  const value = (text) => {
    const t = text.replace(/_/g, '').toLowerCase();
    const negative = t.startsWith('-'), body = t.replace(/^[+-]/, '');
    const v = body === '' ? 1 : body.startsWith('inf') ? Infinity : body === 'nan' ? NaN : parseFloat(body);
    return negative ? -v : v;
  };
  const parse = (s) => {
    let t = s.trim();
    if (t.startsWith('(') && t.endsWith(')')) t = t.slice(1, -1).trim();
    let m;
    if ((m = realOnly.exec(t))) return [value(m[1]), 0];
    if ((m = imagOnly.exec(t))) return [0, value(m[1])];
    if ((m = both.exec(t))) return [value(m[1]), value(m[2] + (m[3] ?? ''))];
    return null;
  };
  const tpNew = _b_.complex.tp_new;
  _b_.complex.tp_new = function (cls, args, kw) {
    const first = args[0];
    if (args.length === 1 && $B.str_dict_length(kw) === 0 && typeof first === 'string' && /inf|nan/i.test(first)) {
      const parts = parse(first);
      if (parts) {
        const z = $B.make_complex(parts[0], parts[1]);
        if (cls === _b_.complex) return z;
        return tpNew.call(this, cls, [z], kw);   // a subclass: built from the value
      }
    }
    return tpNew.call(this, cls, args, kw);
  };
  // ($is_slot: type.__call__ passes (cls, args, kw) to slot functions, not spread arguments)
  for (const key of Object.keys(tpNew)) _b_.complex.tp_new[key] = tpNew[key];
})(__BRYTHON__);
