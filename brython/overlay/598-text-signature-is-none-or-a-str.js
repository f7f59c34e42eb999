// Fix: `__text_signature__` of a class, a method descriptor or a method wrapper is a str or
//   None, never a JavaScript undefined; `object.__text_signature__` is '()', as in CPython, so
//   inspect.signature() of a class that defines no `__init__`/`__new__` is `()`.
// Symptom: `object.__text_signature__` printed `<Javascript undefined>`, and
//   `inspect.signature(K)` of `class K: pass` raised "ValueError: no signature found for
//   builtin <class 'object'>" (CPython: `()`); dataclass-like helpers and torch code that
//   inspect a class's constructor failed on plain classes.
// Cause: brython.js defines these three getters with empty bodies.
// Fix: they return None (for `object`: '()'). Built-in functions still have no signatures
//   (`inspect.signature(len)` raises ValueError: Brython has no text signatures for them).
// Test: tests/brython/test_stdlib.py::test_signature_of_a_plain_class
(function ($B) {
  const _b_ = $B.builtins;
  const owners = [[_b_.type, (self) => (self === _b_.object ? '()' : _b_.None)],
    [$B.method_descriptor, () => _b_.None], [$B.method_wrapper, () => _b_.None]];
  for (const [cls, getter] of owners) {
    if (!cls || !cls.tp_funcs) continue;
    const previous = cls.tp_funcs.__text_signature___get;
    const fixed = function (self) {
      const value = previous ? previous(self) : undefined;
      return value === undefined ? getter(self) : value;
    };
    cls.tp_funcs.__text_signature___get = fixed;
    const descriptor = $B.get_from_dict(cls, '__text_signature__', $B.NULL);
    if (descriptor !== $B.NULL && descriptor.getter) descriptor.getter = fixed;
  }
})(__BRYTHON__);
