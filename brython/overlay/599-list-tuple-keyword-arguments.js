// Fix: `list(x=1)` and `tuple(x=1)` raise CPython's "TypeError: list() takes no keyword
//   arguments".
// Symptom: both raised "JavascriptError: Cannot read properties of undefined (reading
//   'tp_name')".
// Cause: brython.js's shared list/tuple factory builds that message from `klass.tp_name`
//   one line before `var klass = this` gives klass a value.
// Fix: list.$factory and tuple.$factory check for keyword arguments first and raise the
//   message themselves; calls without keywords take brython.js's path unchanged.
// Test: tests/brython/test_builtins.py::test_list_and_tuple_take_no_keywords
(function ($B) {
  const _b_ = $B.builtins;
  for (const cls of [_b_.list, _b_.tuple]) {
    $B.brytorchOverlay.replaceKeepingMarks(cls, '$factory', (factory) => function () {
      const last = arguments[arguments.length - 1];
      if (last !== null && typeof last === 'object' && last.$kw !== undefined) {
        const [, kw] = $B.parse_args_kw(cls.tp_name, arguments);
        if (_b_.dict.mp_length(kw) > 0) $B.RAISE(_b_.TypeError, `${cls.tp_name}() takes no keyword arguments`);
      }
      return factory.apply(this, arguments);
    });
  }
})(__BRYTHON__);
