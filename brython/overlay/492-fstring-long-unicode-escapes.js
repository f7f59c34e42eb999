// Fix: `\UXXXXXXXX` escapes in the literal parts of an f-string with replacement fields
//   give their character, and an f-string's value counts its astral characters as one.
// Symptom: f"{i}: \u00e9\U0001F600" was '1: éU0001F600' (CPython: '1: é😀'); an f-string
//   without fields, or a plain string, was right. len(f"{i}{emoji}") was 3 (CPython: 2).
// Cause: brython.js keeps an f-string's literal parts as their source text and emits them
//   as JavaScript string literals, relying on JavaScript reading the same escapes as
//   Python. JavaScript has no `\U` escape: it reads `\U` as `U`. The value is the JS sum of
//   the parts, a plain string: Brython's mark of its astral characters (a String object
//   with `surrogates`, which len() and indexing read) is lost.
// Fix: joined_str (the f-string node) turns each `\U` escape of its literal parts (not raw)
//   into its character, as the plain-string path (prepare_string) does, so the astral
//   characters are also counted as one (Constant.to_js marks them); `\\U` stays a
//   backslash and a U. The value goes through $B.String, as every other new str.
// Test: tests/brython/test_language.py::test_fstring_long_unicode_escapes
(function ($B) {
  const joinedStr = $B._PyPegen.joined_str;
  const ESCAPE = /\\(\\|U([0-9A-Fa-f]{8}))/g;
  const decode = (text) => text.replace(ESCAPE, (whole, escaped, hex) => {
    if (hex === undefined) return whole;   // an escaped backslash
    const cp = parseInt(hex, 16);
    return cp > 0x10FFFF ? whole : String.fromCodePoint(cp);
  });
  // a: the FSTRING_START token (its text is the prefix and the quote: f", rf'''...)
  $B._PyPegen.joined_str = function (p, a, items, c) {
    if (a && typeof a.string === 'string' && !/[rR]/.test(a.string)) {
      for (const item of items || []) {
        if (item instanceof $B.ast.Constant && typeof item.value === 'string' && item.value.includes('\\U')) {
          item.value = decode(item.value);
        }
      }
    }
    return joinedStr.apply(this, arguments);
  };
  const toJs = $B.ast.JoinedStr.prototype.to_js;
  $B.ast.JoinedStr.prototype.to_js = function (scopes) {
    return `$B.String(${toJs.apply(this, arguments)})`;
  };
})(__BRYTHON__);
