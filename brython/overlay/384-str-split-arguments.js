// Fix: str.split / str.rsplit give CPython's parts for every separator and maxsplit, and
//   check their arguments as CPython does.
// Symptom: `"x y".split(None, 2)` is ['x', 'y', 'y']; `"a.b.c".split(".", 0)` is ['c'] and
//   `"a.b.c".rsplit(".", 0)` ['a'] (CPython: ['a.b.c']), so importlib's relative
//   `import_module(".x", package="a.b")` resolved to "a.x" (torch._dynamo.polyfills.loader:
//   "No module named 'torch.builtins'"); `"  a  b  ".split(None, 1)` is ['a', 'b'] (CPython:
//   ['a', 'b  ']); `"".split()` and `"   ".split()` are [''] (CPython: []); `"x y".split(2)`
//   is ['x y'] where CPython raises "TypeError: must be str or None, not int"; `"x y".rsplit(2)`
//   raises "JavascriptError: s.split is not a function" (found by the fuzzer, tools/fuzz).
// Cause: brython.js str_funcs.split hands any sep to JavaScript's String.split (which turns
//   2 into "2" and returns nothing for a limit of 0), then appends the text after the last
//   separator it counted, which is wrong for a limit of 0, for fewer separators than the
//   limit, and for whitespace (it trims both ends first); rsplit reverses the string and
//   the separator as strings before checking them.
// Fix: sep must be a str or None and maxsplit an integer (__index__); the parts come from
//   the overlay helpers' splitParts over the string's code units, whitespace being what
//   str.isspace() accepts.
// Test: tests/brython/test_builtins.py::test_str_split_arguments
(function ($B) {
  const _b_ = $B.builtins, str = _b_.str;
  // str.isspace(): the characters of bidirectional class WS, B or S, or category Zs
  const SPACES = new Set(Array.from('\t\n\x0b\x0c\r\x1c\x1d\x1e\x1f \x85\xa0\u1680\u2000\u2001' +
    '\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000'));
  const split = (name, args, fromRight) => {
    const $ = $B.args(name, 3, { self: null, sep: null, maxsplit: null }, args,
      { sep: _b_.None, maxsplit: -1 }, null, null);
    if ($.sep !== _b_.None && !$B.$isinstance($.sep, str)) {
      $B.RAISE(_b_.TypeError, `must be str or None, not ${$B.class_name($.sep)}`);
    }
    const maxsplit = Number($B.int_value($B.PyNumber_Index($.maxsplit)));
    const self = str.$to_string($.self), text = String(self);
    const seq = { length: text.length, slice: (a, b) => text.slice(a, b) };
    if ($.sep === _b_.None) {
      seq.isSpace = (i) => SPACES.has(text[i]);
    } else {
      const sep = String(str.$to_string($.sep));
      if (sep.length === 0) $B.RAISE(_b_.ValueError, 'empty separator');
      seq.sepLength = sep.length;
      seq.find = (from) => text.indexOf(sep, from);
      seq.findLast = (end) => (end - sep.length < 0 ? -1 : text.lastIndexOf(sep, end - sep.length));
    }
    const parts = $B.brytorchOverlay.splitParts(seq, maxsplit, fromRight);
    // a str with surrogate pairs is a String object; its parts must be made the same way
    return $B.$list(typeof self === 'string' ? parts : parts.map($B.String));
  };
  const install = (name, fixed) => $B.brytorchOverlay.replaceBuiltinMethod(str, name, fixed);
  install('split', function () { return split('split', arguments, false); });
  install('rsplit', function () { return split('rsplit', arguments, true); });
})(__BRYTHON__);
