// Fix: repr() of a str escapes exactly the characters CPython does (those str.isprintable()
//   calls non-printable), str() of a str subclass instance is its text unchanged,
//   str.isprintable() counts unassigned code points as non-printable, and ascii() escapes a
//   character past U+FFFF as \UNNNNNNNN, as CPython 3.13.
// Symptom: `repr("e\u0301")` was "'e\u200b\u0301 '" (a zero-width space and a space added
//   around every combining mark U+0300..U+036F), so was `str(S("e\u0301"))` for a str
//   subclass S (the text itself changed: `str(S(s)) == s` was False); `repr("\ud800")`,
//   `repr("\u200b")`, `repr("\ue000")`, `repr("\u2028")`, `repr("\xad")` showed the raw
//   characters (CPython: '\\ud800', '\\u200b', ...), so a traceback or a printed list with a
//   lone surrogate from surrogateescape wrote characters a terminal cannot show;
//   `"\u0378".isprintable()` and `"\uffff".isprintable()` were True; `ascii("\U0001f600")`
//   was "'\ud83d\ude00'" (CPython "'\U0001f600'").
// Cause: brython.js's str.__repr__ and __str__ put the invisible characters in so that a
//   browser shows combining marks apart, its repr escapes only control characters and
//   unassigned ones, its isprintable pattern leaves out Cn (unassigned), and its ascii()
//   escapes UTF-16 code units.
// Fix: CPython's rule (Objects/unicodeobject.c unicode_repr): the quote is ' unless the text
//   has ' and no "; backslash and the quote are escaped, \t \n \r by name, other characters
//   below U+0020 and U+007F as \xNN, and any other character that is not printable (general
//   category C* or Z* but the space) as \xNN, \uNNNN or \UNNNNNNNN by size. The categories
//   are the JavaScript engine's (Unicode 17 in Node 26; CPython 3.13 has 15.1: a character
//   assigned since then is printable here and not there, docs/brython-bugs.md).
// Test: tests/brython/test_builtins.py::test_str_repr_escapes_what_cpython_escapes
(function ($B) {
  const _b_ = $B.builtins, str = _b_.str;
  const NOT_PRINTABLE = /[\p{C}\p{Z}]/u;
  const printable = (ch) => ch === ' ' || !NOT_PRINTABLE.test(ch);
  // The text of a str: a JS string, a String object (astral characters marked), or a
  // subclass instance's $brython_value.
  const textOf = (self) => (typeof self === 'string' ? self
    : self instanceof String ? self.valueOf() : String(self.$brython_value));
  const hex = (n, width) => n.toString(16).padStart(width, '0');
  const NAMED = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };
  const repr = function (self) {
    const text = textOf(self);
    const quote = text.includes("'") && !text.includes('"') ? '"' : "'";
    let out = quote;
    for (const ch of text) {   // (by code point: a lone surrogate comes alone)
      const cp = ch.codePointAt(0);
      if (cp >= 0x20 && cp < 0x7f) {
        out += ch === quote ? '\\' + ch : ch === '\\' ? '\\\\' : ch;
      } else if (NAMED[ch] !== undefined) {
        out += NAMED[ch];
      } else if (cp < 0x7f || cp === 0x7f || !printable(ch)) {
        out += cp < 0x100 ? `\\x${hex(cp, 2)}` : cp < 0x10000 ? `\\u${hex(cp, 4)}` : `\\U${hex(cp, 8)}`;
      } else {
        out += ch;
      }
    }
    return $B.String(out + quote);
  };
  // str() of a str: itself; of a subclass instance: its text as an exact str
  const toStr = function (self) {
    if (typeof self === 'string' || (self instanceof String && self.ob_type === str)) return self;
    return self.$brython_value;
  };
  const isprintable = function (self) {
    $B.check_nb_args_no_kw('str.isprintable', 1, arguments);
    for (const ch of textOf(self)) {
      if (!printable(ch)) return false;
    }
    return true;
  };
  for (const [slot, name, fn] of [['tp_repr', '__repr__', repr], ['tp_str', '__str__', toStr]]) {
    const old = str[slot];
    str[slot] = fn;
    fn.ml = { ml_name: name };
    const descriptor = $B.get_from_dict(str, name);
    if (!descriptor || (descriptor.wrapped !== old && descriptor.method !== old)) {
      $B.set_to_dict(str, name, $B.wrapper_descriptor.$factory(str, name, fn));
    } else if (descriptor.wrapped === old) {
      descriptor.wrapped = fn;
    } else {
      descriptor.method = fn;
    }
  }
  $B.brytorchOverlay.replaceBuiltinMethod(str, 'isprintable', isprintable);
  // ascii(obj): repr(obj) with every character past U+007F escaped by code point
  const ascii = function (obj) {
    $B.check_nb_args_no_kw('ascii', 1, arguments);
    let out = '';
    for (const ch of textOf(_b_.repr(obj))) {
      const cp = ch.codePointAt(0);
      out += cp < 0x80 ? ch : cp < 0x100 ? `\\x${hex(cp, 2)}` : cp < 0x10000 ? `\\u${hex(cp, 4)}` : `\\U${hex(cp, 8)}`;
    }
    return out;
  };
  ascii.ob_type = _b_.ascii.ob_type;
  ascii.$function_infos = _b_.ascii.$function_infos;
  ascii.$infos = _b_.ascii.$infos;
  _b_.ascii = ascii;
})(__BRYTHON__);
