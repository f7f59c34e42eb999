// Fix: bytes.split / rsplit and bytearray.split / rsplit give CPython's parts.
// Symptom: every `bytes.rsplit` raised "JavascriptError: part is not defined";
//   `b"a.b.c".split(b".", 0)` is [b'a', b'b', b'c'] (CPython: [b'a.b.c']); `b"  a  b  ".split()`
//   is [b'a'] (CPython: [b'a', b'b']).
// Cause: brython.js rsplit assigns an undeclared variable (strict mode); its split treats a
//   maxsplit of 0 as no limit; bytes_split_with_whitespace slices the trimmed source with
//   (start, length) arguments as if slice took a length.
// Fix: the parts come from the overlay helpers' splitParts over the bytes (whitespace: the
//   ASCII ones, as bytes.isspace()); sep must be bytes-like, maxsplit an integer (__index__).
//   The result's parts are bytes for bytes and its subclasses, bytearray for bytearray's.
// Test: tests/brython/test_builtins.py::test_bytes_split_like_cpython
(function ($B) {
  const _b_ = $B.builtins;
  const SPACES = new Set([9, 10, 11, 12, 13, 32]);
  const split = (cls, name, args, fromRight) => {
    const $ = $B.args(name, 3, { self: null, sep: null, maxsplit: null }, args,
      { sep: _b_.None, maxsplit: -1 }, null, null);
    const maxsplit = Number($B.int_value($B.PyNumber_Index($.maxsplit)));
    const source = $.self.source;
    const seq = { length: source.length, slice: (a, b) => source.slice(a, b) };
    if ($.sep === _b_.None) {
      seq.isSpace = (i) => SPACES.has(source[i]);
    } else {
      if ($B.$getattr($.sep, '__buffer__', $B.NULL) === $B.NULL) {
        $B.RAISE(_b_.TypeError, `a bytes-like object is required, not '${$B.class_name($.sep)}'`);
      }
      const sep = Array.from($B.make_js_iterator($.sep));
      if (sep.length === 0) $B.RAISE(_b_.ValueError, 'empty separator');
      const at = (i) => sep.every((byte, k) => source[i + k] === byte);
      seq.sepLength = sep.length;
      seq.find = (from) => {
        for (let i = from; i + sep.length <= source.length; i++) if (at(i)) return i;
        return -1;
      };
      seq.findLast = (end) => {
        for (let i = end - sep.length; i >= 0; i--) if (at(i)) return i;
        return -1;
      };
    }
    return $B.$list($B.brytorchOverlay.splitParts(seq, maxsplit, fromRight).map((part) => cls.$factory(part)));
  };
  for (const cls of [_b_.bytes, _b_.bytearray]) {
    for (const [name, fromRight] of [['split', false], ['rsplit', true]]) {
      $B.brytorchOverlay.replaceBuiltinMethod(cls, name, function () { return split(cls, name, arguments, fromRight); });
    }
  }
})(__BRYTHON__);
