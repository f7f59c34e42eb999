// Fix: formatting an int with the `_` grouping option separates its digits with underscores:
//   every three decimal digits, every four binary, octal or hex digits, as CPython does.
// Symptom: f"{1234567:_}" was '1,234,567' (CPython '1_234_567'), f"{2**20:_b}" grouped the
//   binary digits by three with commas ('100,000,000,...'), f"{255:_x}" was right only
//   because it has two digits.
// Cause: brython.js's int.__format__ inserts "," every three characters whenever any grouping
//   option is given.
// Fix: with `_` (and no float presentation type, which float's own format handles), the
//   digits are formatted without width and grouping by the original, grouped here after the
//   sign and the 0b/0o/0x prefix, then padded with brython.js's own width rule. (A zero-padded
//   width does not get separators in its padding, unlike CPython's; unchanged.) A negative
//   number with the `#` prefix takes the same path, for its sign's place.
// Test: tests/brython/test_builtins.py::test_int_format_underscore_grouping
(function ($B) {
  const _b_ = $B.builtins;
  const original = _b_.int.tp_funcs.__format__;
  $B.brytorchOverlay.replaceBuiltinMethod(_b_.int, '__format__', function (self, spec) {
    if (typeof spec !== 'string' || !(spec.includes('_') || spec.includes('#'))) return original.apply(this, arguments);
    const fmt = new $B.parse_format_spec(spec, self);
    if (fmt.type && 'eEfFgG%'.includes(fmt.type)) return original.apply(this, arguments);
    const grouped = fmt.grouping_option === '_';
    if (grouped && fmt.type === 'n') $B.RAISE(_b_.ValueError, "Cannot specify '_' with 'n'.");
    if (!grouped && !(fmt.alternate && $B.rich_comp('__lt__', self, 0))) return original.apply(this, arguments);
    // (type 'd' for a bool: its empty presentation type is its name)
    const bare = original(self, `${fmt.sign || ''}${fmt.alternate ? '#' : ''}${fmt.type || 'd'}`);
    // The sign and the 0x-style prefix come off in either order: brython.js writes a negative
    // number's prefix first ("0x-ff"), CPython the sign ("-0xff").
    let digits = bare, sign = '', prefix = '';
    for (let i = 0; i < 2; i++) {
      if (/^[-+ ]/.test(digits)) [sign, digits] = [digits[0], digits.slice(1)];
      else if (fmt.alternate && /^0[bBoOxX]/.test(digits)) [prefix, digits] = [digits.slice(0, 2), digits.slice(2)];
    }
    const size = !grouped ? digits.length : fmt.type && 'bBoOxX'.includes(fmt.type) ? 4 : 3;
    const groups = [];
    for (let end = digits.length; end > 0; end -= size) groups.unshift(digits.slice(Math.max(0, end - size), end));
    fmt.align = fmt.align || '>';
    return $B.format_width(sign + prefix + groups.join('_'), fmt);
  });
})(__BRYTHON__);
