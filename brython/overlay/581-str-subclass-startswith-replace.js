// Fix: str.startswith, endswith, replace and rpartition work on an instance of a str
//   subclass, and startswith/endswith take such an instance (alone or in a tuple) as prefix.
// Symptom: `torch.__version__.startswith("2.")` raised "JavascriptError: self.startsWith is
//   not a function" (torch.__version__ is a TorchVersion, a str subclass: test_jit's
//   test_version), `S("abc").replace("a", "z")` returned "abc" unchanged (silently wrong),
//   `S("a,b").rpartition(",")` raised "s.split is not a function", and
//   `"abc".startswith(S("ab"))` was False.
// Cause: an instance of a str subclass is an object whose text is its `$brython_value`;
//   these four methods (their fast paths) use `self` and the prefix as JavaScript strings
//   where the other str methods first take the text (brython.js's to_string).
// Fix: the methods receive the text of such a `self` and of such arguments (tuples of
//   prefixes included); a plain str takes the same path as before.
// Test: tests/brython/test_builtins.py::test_str_subclass_startswith_replace_rpartition
(function ($B) {
  const _b_ = $B.builtins, str = _b_.str;
  const isSubclassText = (v) => v !== null && typeof v === 'object' && typeof v.$brython_value === 'string';
  const text = (v) => (isSubclassText(v) ? v.$brython_value : v);
  const needsText = (v) => isSubclassText(v) || ($B.is_tuple(v) && v.some(isSubclassText));
  const argument = (v) => ($B.is_tuple(v) ? $B.fast_tuple(v.map(text)) : text(v));
  for (const name of ['startswith', 'endswith', 'replace', 'rpartition']) {
    const original = str.tp_funcs[name];
    $B.brytorchOverlay.replaceBuiltinMethod(str, name, function (self, first) {
      // The usual call (a plain str, plain arguments) goes straight through, allocating
      // nothing: these methods are hot (names tested at import time).
      if (arguments.length === 2 && typeof self === 'string' && typeof first === 'string') return original(self, first);
      let convert = false;
      for (let i = 0; i < arguments.length && !convert; i++) convert = needsText(arguments[i]);
      if (!convert) return original.apply(this, arguments);
      const args = Array.from(arguments, (a, i) => (i === 0 ? text(a) : argument(a)));
      return original.apply(this, args);
    });
  }
})(__BRYTHON__);
