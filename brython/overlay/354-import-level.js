// Fix: __import__(name, globals, locals, fromlist, level) honours level (relative imports).
// Symptom: `__import__("util", {"__package__": "importlib"}, None, ["find_spec"], 1)` raises
//   ModuleNotFoundError for a top-level `util` (numpy.random's Cython modules import their
//   siblings this way: `from ._mt19937 import MT19937`).
// Cause: brython.js's builtin __import__ drops its level argument.
// Fix: with level > 0 the name is made absolute first, as importlib does: the package is
//   globals['__package__'], else __name__ (a package when globals has __path__) without its
//   last part; each level above 1 drops one more part.
// Test: tests/brython/test_runtime.py::test_dunder_import_with_a_level
(function ($B) {
  const _b_ = $B.builtins;
  const dunderImport = _b_.__import__;
  const get = (globals, key) => ($B.$isinstance(globals, _b_.dict) ? $B.str_dict_get(globals, key, $B.NULL) : $B.NULL);
  _b_.__import__ = function () {
    const $ = $B.args('__import__', 5, { name: null, globals: null, locals: null, fromlist: null, level: null },
      arguments, { globals: _b_.None, locals: _b_.None, fromlist: _b_.tuple.$factory(), level: 0 }, null, null);
    let name = $.name;
    const level = $B.int_value ? Number($B.int_value($.level)) : $.level;
    if (level > 0) {
      let pkg = get($.globals, '__package__');
      if (pkg === $B.NULL || pkg === _b_.None) {
        const modName = get($.globals, '__name__');
        if (modName === $B.NULL || typeof modName !== 'string') {
          $B.RAISE(_b_.ImportError, 'attempted relative import with no known parent package');
        }
        pkg = get($.globals, '__path__') !== $B.NULL ? modName : modName.split('.').slice(0, -1).join('.');
      }
      if (!pkg) $B.RAISE(_b_.ImportError, 'attempted relative import with no known parent package');
      const parts = pkg.split('.');
      if (level - 1 >= parts.length) $B.RAISE(_b_.ImportError, 'attempted relative import beyond top-level package');
      const base = parts.slice(0, parts.length - (level - 1)).join('.');
      name = name ? `${base}.${name}` : base;
    }
    return $B.$__import__(name, $.globals, $.locals, $.fromlist);
  };
  Object.assign(_b_.__import__, dunderImport);   // keeps Brython's marks on the builtin
})(__BRYTHON__);
