// Fix: eval() rejects globals=/locals= keywords in Brython 3.14.3.
// Symptom: `eval("x", globals=g, locals=l)` raises "TypeError: eval() got some
//   positional-only arguments passed as keyword arguments: 'globals'"; annotationlib
//   evaluates string annotations that way, so typing.get_type_hints(cls) fails for any
//   class whose annotations are strings (forward references, `from __future__ import
//   annotations`).
// Cause: brython.js `_b_.eval` (the `$$eval` function) parses its arguments with
//   $B.args(..., nb_posonly=4): source, globals, locals and its internal 4th `mode`
//   parameter (used by exec) are all positional-only. Since Python 3.13 only `source` is
//   (eval(source, /, globals=None, locals=None)).
// Fix: the builtin `eval` becomes a wrapper with that signature (exactly 3 parameters,
//   the first positional-only) that calls Brython's implementation positionally; the
//   internal mode parameter is no longer reachable from Python (exec keeps calling the
//   implementation directly).
// Test: tests/brython/test_typing.py::test_get_type_hints_string_annotations
(function ($B) {
  const _b_ = $B.builtins;
  const impl = _b_.eval;
  const evalBuiltin = function () {
    const $ = $B.args('eval', 3, { source: null, globals: null, locals: null }, arguments,
      { globals: _b_.None, locals: _b_.None }, null, null, 1);
    return impl($.source, $.globals, $.locals);
  };
  const fixed = ['length', 'name', 'prototype', 'arguments', 'caller'];
  for (const key of Reflect.ownKeys(impl)) {
    if (fixed.includes(key)) continue;
    Object.defineProperty(evalBuiltin, key, Object.getOwnPropertyDescriptor(impl, key));
  }
  _b_.eval = evalBuiltin;
  // brython.js also copied the builtins into the `__builtins__` module object at start-up.
  if (_b_.__builtins__ && $B.module_setattr) $B.module_setattr(_b_.__builtins__, 'eval', evalBuiltin);
})(__BRYTHON__);
