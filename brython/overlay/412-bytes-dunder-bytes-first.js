// Fix: bytes(x) calls type(x).__bytes__ first, before treating x as an iterable of ints,
//   as CPython does.
// Symptom: `bytes(x)` for an object with both __bytes__ and __len__/__getitem__ (a ctypes
//   array: `bytes((ctypes.c_byte * 2)(-1, 5))`) raised "ValueError: bytes must be in range
//   (0, 256)" or returned the items instead of what __bytes__ returns.
// Cause: brython.js bytes.tp_new tries list(x) first and calls __bytes__ only when that fails.
// Fix: when the only argument's type defines __bytes__ (and it is not a str, int, bytes or
//   bytearray), bytes() returns its result, checked to be bytes (a bytes subclass asked
//   for gets a new object of that class with the same bytes).
// Test: tests/brython/test_builtins.py::test_bytes_calls_dunder_bytes_first
(function ($B) {
  const _b_ = $B.builtins;
  const original = _b_.bytes.tp_new;
  _b_.bytes.tp_new = function (cls, args, kw) {
    const source = args && args.length === 1 ? args[0] : undefined;
    const noKeywords = !kw || $B.str_dict_get(kw, 'encoding', $B.NULL) === $B.NULL &&
      $B.str_dict_get(kw, 'errors', $B.NULL) === $B.NULL;
    if (source !== undefined && noKeywords && typeof source !== 'string' && typeof source !== 'number' &&
        !$B.$isinstance(source, [_b_.str, _b_.int, _b_.bytes, _b_.bytearray])) {
      const method = $B.search_in_mro($B.get_class(source), '__bytes__', $B.NULL);
      if (method !== $B.NULL) {
        const res = $B.$call($B.$getattr(source, '__bytes__'));
        if (!$B.$isinstance(res, _b_.bytes)) {
          $B.RAISE(_b_.TypeError, `__bytes__ returned non-bytes (type ${$B.class_name(res)})`);
        }
        return cls === _b_.bytes ? res : { ob_type: cls, source: res.source.slice() };
      }
    }
    return original.call(this, cls, args, kw);
  };
  Object.assign(_b_.bytes.tp_new, original);
})(__BRYTHON__);
