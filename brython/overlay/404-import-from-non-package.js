// Fix: importing a submodule of a module that is not a package raises CPython's
//   ModuleNotFoundError, also under `from ... import`.
// Symptom: `from sys._x import y` raised "ImportError: sys._x" (CPython:
//   "ModuleNotFoundError: No module named 'sys._x'; 'sys' is not a package").
//   torch._dynamo.variables.functions guards `from torch.distributed.fsdp._fully_shard
//   import ...` with `except ModuleNotFoundError`; without torch.distributed the import
//   reaches `from torch._C._distributed_c10d import ...`, and the plain ImportError escaped:
//   torch._dynamo (and torch._functorch.aot_autograd, functorch's control flow) failed.
// Cause: brython.js $__import__ raises ImportError(name) when a name with a fromlist has a
//   non-package parent (only the plain `import` form builds CPython's error). Not fixed:
//   `from json.decoder._x import y` says "No module named 'undefined'" (not traced).
// Fix: $__import__ is wrapped: an ImportError from importing a dotted name whose nearest
//   imported ancestor is a module without __path__ (so the name cannot exist) becomes
//   CPython's ModuleNotFoundError, with `name` set.
// Test: tests/brython/test_language.py::test_import_from_submodule_of_non_package
(function ($B) {
  const _b_ = $B.builtins, original = $B.$__import__;
  if (typeof original !== 'function') throw new Error('brytorch overlay: $B.$__import__ not found');
  function nonPackageParent(name) {
    const parts = name.split('.');
    for (let i = parts.length - 1; i >= 1; i--) {
      const parent = parts.slice(0, i).join('.'), module = $B.imported[parent];
      if (module === undefined || module === _b_.None) continue;
      return $B.module_getattr(module, '__path__') === $B.NULL ? parent : null;
    }
    return null;
  }
  $B.$__import__ = function (name, globals, locals, fromlist, ...rest) {
    try {
      return original.call(this, name, globals, locals, fromlist, ...rest);
    } catch (err) {
      const cls = err && err.ob_type;
      if ((cls === _b_.ImportError || cls === _b_.ModuleNotFoundError) && typeof name === 'string' &&
          name.includes('.') && $B.imported[name] === undefined) {
        const parent = nonPackageParent(name);
        if (parent !== null) {
          const msg = `No module named '${name}'; '${parent}' is not a package`;
          const exc = $B.EXC(_b_.ModuleNotFoundError, msg);
          exc.msg = msg;
          exc.name = name;
          exc.path = _b_.None;
          throw exc;
        }
      }
      throw err;
    }
  };
})(__BRYTHON__);
