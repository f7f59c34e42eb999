// Fix: `exec(src, g)` adds only `__builtins__` to `g` (and `__doc__` when src has a
//   docstring), and the builtins module has its `__name__`, 'builtins', as in CPython.
// Symptom: after `g = {}; exec("x = 1", g)`, g held `__name__` 'exec', `__file__` '<string>'
//   and `__doc__` None besides x: code generated and exec'd by a library (dataclasses,
//   namedtuple, torch.fx) saw a module name that is not its globals', and classes it made
//   said `__module__` 'exec' (CPython: 'builtins', from the builtins' `__name__`; functions
//   None). `builtins.__name__` raised AttributeError.
// Cause: brython.js's Module.to_js writes `__file__`, `__name__` and `__doc__` into the
//   namespace it runs in, also when that namespace is exec's (overlay 430 made that a
//   fill-in); and its builtins module never had a `__name__` (without one, `__name__` in code
//   exec'd in `{}` had nothing to find).
// Fix: the builtins namespace gets `__name__` (brython.js's compiler never treats
//   `__name__` as a builtin name, so module code still finds its own first), and overlay
//   430, which already kept exec from overwriting these three names, no longer fills in
//   missing ones.
// Test: tests/brython/test_builtins.py::test_exec_adds_only_builtins_to_its_globals
(function ($B) {
  const _b_ = $B.builtins;
  _b_.__name__ = 'builtins';
})(__BRYTHON__);
