// Fix: `import os.path` binds `os` to the os module, and `__import__("os.path")` returns it,
//   as in CPython (a dotted name without a from-list gives its top-level module).
// Symptom: a program's first `import os.path`, before anything imported os (a `-c` program,
//   a REPL cell), bound `os` to posixpath: `os.path.join` then raised "AttributeError: module
//   'posixpath' has no attribute 'path'".
// Cause: brython.js's $__import__, when the parent of the last part is a module without
//   `__path__` (os is not a package; os.path is an attribute of it), returns that attribute,
//   the leaf, whatever the from-list; later calls find 'os.path' in sys.modules and take the
//   path that returns the top-level module.
// Fix: $__import__ is wrapped: for a dotted absolute name and an empty from-list, once the
//   import succeeded, it returns the top-level module from sys.modules.
// Test: tests/brython/programs/import_dotted_name_first.py (a fresh process, compared with
//   CPython's output by the brython tier)
(function ($B) {
  const _b_ = $B.builtins, original = $B.$__import__;
  $B.$__import__ = function (name, globals, locals, fromlist, level) {
    const result = original.apply(this, arguments);
    const plain = fromlist === undefined || fromlist === _b_.None || fromlist.length === 0;
    if (plain && !level && typeof name === 'string' && name.includes('.') && !name.startsWith('.')) {
      const top = $B.imported[name.slice(0, name.indexOf('.'))];
      if (top !== undefined && top !== _b_.None) return top;
    }
    return result;
  };
})(__BRYTHON__);
