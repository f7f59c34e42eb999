// Fix: str.islower, str.isupper and str.istitle count the characters CPython counts as cased:
//   the Unicode Lowercase and Uppercase properties (Ll and Lu plus Other_Lowercase /
//   Other_Uppercase: Roman numerals, circled letters, modifier letters) and titlecase
//   letters (Lt).
// Symptom: "\u2177".islower() (SMALL ROMAN NUMERAL EIGHT), "\u2167".isupper(),
//   "\u24b6".isupper() (CIRCLED LATIN CAPITAL LETTER A) and "\u02b0".islower() were False
//   (CPython: True); numpy's Py_UNICODE_ISLOWER / ISUPPER (the bridge asks str) answered the
//   same, 4 tests of numpy's test_strings.
// Cause: brython.js's predicates test the general categories Ll, Lu and Lt only.
// Fix: CPython's algorithms (unicodeobject.c unicode_islower_impl and its siblings) over
//   the code points, with the JavaScript regular-expression properties Lowercase, Uppercase
//   and Lt.
// Test: tests/brython/test_builtins.py::test_str_case_predicates
(function ($B) {
  const _b_ = $B.builtins;
  const LOWER = /^\p{Lowercase}$/u, UPPER = /^\p{Uppercase}$/u, TITLE = /^\p{Lt}$/u;
  const textOf = (name, self, args) => {
    $B.check_nb_args_no_kw(`str.${name}`, 1, args);
    return String(_b_.str.$to_string(self));
  };
  $B.brytorchOverlay.replaceBuiltinMethod(_b_.str, 'islower', function (self) {
    let cased = false;
    for (const ch of textOf('islower', self, arguments)) {
      if (UPPER.test(ch) || TITLE.test(ch)) return false;
      if (!cased && LOWER.test(ch)) cased = true;
    }
    return cased;
  });
  $B.brytorchOverlay.replaceBuiltinMethod(_b_.str, 'isupper', function (self) {
    let cased = false;
    for (const ch of textOf('isupper', self, arguments)) {
      if (LOWER.test(ch) || TITLE.test(ch)) return false;
      if (!cased && UPPER.test(ch)) cased = true;
    }
    return cased;
  });
  $B.brytorchOverlay.replaceBuiltinMethod(_b_.str, 'istitle', function (self) {
    let cased = false, previousCased = false;
    for (const ch of textOf('istitle', self, arguments)) {
      if (UPPER.test(ch) || TITLE.test(ch)) {
        if (previousCased) return false;
        previousCased = cased = true;
      } else if (LOWER.test(ch)) {
        if (!previousCased) return false;
        previousCased = cased = true;
      } else {
        previousCased = false;
      }
    }
    return cased;
  });
})(__BRYTHON__);
