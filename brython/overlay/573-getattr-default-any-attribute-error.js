// Fix: getattr(obj, name, default) and hasattr(obj, name) give the default / False whenever
//   the lookup raises AttributeError, wherever it is raised, as in CPython.
// Symptom: `getattr(type, '__abstractmethods__', None)` raised AttributeError (CPython: None;
//   `type` has that getset, whose getter raises for `type` itself), so
//   torch._jit_internal.can_compile_class(type), which `torch.jit.script` of a traced
//   GraphModule reaches (its `_tracer_cls` attribute is a class), failed: test_fx's
//   test_graph_module.
// Cause: brython.js's $B.$getattr applies the default where its own lookup finds nothing;
//   an AttributeError raised on the way (here by the getter of a getset of `type`, which
//   the lookup of a metaclass-`type` class calls directly) escapes it. Overlay 472 covered
//   the same for a metaclass's own __getattribute__.
// Fix: $B.$getattr with a default catches an AttributeError of the lookup and returns the
//   default; without one it is the lookup itself.
// Test: tests/brython/test_language.py::test_getattr_default_for_raising_getsets
(function ($B) {
  const _b_ = $B.builtins;
  const lookup = $B.$getattr;
  $B.$getattr = function (obj, attr, _default) {
    if (_default === undefined) return lookup(obj, attr);
    try {
      return lookup(obj, attr, _default);
    } catch (err) {
      if ($B.is_exc(err, [_b_.AttributeError])) return _default;
      throw err;
    }
  };
  for (const key of Object.keys(lookup)) $B.$getattr[key] = lookup[key];
})(__BRYTHON__);
