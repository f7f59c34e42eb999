// Fix: bytes.strip/lstrip/rstrip and bytearray's, with and without an argument, as CPython's;
//   str's refuse an argument that is not None or a str with CPython's TypeError.
// Symptom: `b' a '.strip()` raises "TypeError: Type str doesn't support the buffer API", and
//   so does every other call but `b'xa'.strip(b'x')`, which raises "JavascriptError: res is
//   not defined"; numpy's chararray indexing (`val.rstrip()` on a numpy.bytes_) and
//   `np.char.strip` fail with them (numpy's test_defchararray). `'a'.strip(1)` raises
//   "JavascriptError: chars is not iterable" (CPython: "strip arg must be None or str").
// Cause: Brython's methods pass their default, a JS array of whitespace codes, to a helper
//   that accepts only undefined or a bytes object; strip() strips the right side into one
//   variable and the left side of another that does not exist.
// Fix: one implementation of the three: None or no argument strips ASCII whitespace (space,
//   \t, \n, \r, \x0b, \x0c), any bytes-like object strips its bytes, anything else raises
//   "a bytes-like object is required, not 'T'". bytes returns bytes (itself, when exact and
//   nothing is stripped), bytearray a new bytearray. str's methods check their argument's
//   type, then run as before.
// Test: tests/brython/test_builtins.py::test_bytes_and_bytearray_strip,
//   test_str_strip_refuses_other_types
(function ($B) {
  const _b_ = $B.builtins;
  const WHITESPACE = new Set([0x20, 0x09, 0x0a, 0x0d, 0x0b, 0x0c]);

  function strippedSet(chars) {
    if (chars === undefined || chars === _b_.None) return WHITESPACE;
    const cls = $B.get_class(chars);
    if (cls === _b_.bytes || cls === _b_.bytearray) return new Set(chars.source);
    if ($B.is_buffer(chars)) return new Set($B.$call(_b_.bytes, chars).source);
    $B.RAISE(_b_.TypeError, `a bytes-like object is required, not '${$B.class_name(chars)}'`);
  }

  function makeStrip(type, name, left, right) {
    return function (self, chars) {
      const $ = $B.args(name, 2, { self: null, chars: null }, arguments, { chars: _b_.None }, null, null, 2);
      const drop = strippedSet($.chars), src = $.self.source;
      let start = 0, end = src.length;
      if (left) while (start < end && drop.has(src[start])) start++;
      if (right) while (end > start && drop.has(src[end - 1])) end--;
      if (type === _b_.bytes && start === 0 && end === src.length && $B.get_class($.self) === _b_.bytes) return $.self;
      return type.$factory(src.slice(start, end));
    };
  }

  for (const type of [_b_.bytes, _b_.bytearray]) {
    $B.brytorchOverlay.replaceBuiltinMethod(type, 'strip', makeStrip(type, 'strip', true, true));
    $B.brytorchOverlay.replaceBuiltinMethod(type, 'lstrip', makeStrip(type, 'lstrip', true, false));
    $B.brytorchOverlay.replaceBuiltinMethod(type, 'rstrip', makeStrip(type, 'rstrip', false, true));
  }

  for (const name of ['strip', 'lstrip', 'rstrip']) {
    const original = _b_.str.tp_funcs[name];
    $B.brytorchOverlay.replaceBuiltinMethod(_b_.str, name, function (self, chars) {
      if (chars !== undefined && chars !== _b_.None && !chars.$kw && !$B.$isinstance(chars, _b_.str)) {
        $B.RAISE(_b_.TypeError, `${name} arg must be None or str`);
      }
      return original.apply(null, arguments);
    });
  }
})(__BRYTHON__);
