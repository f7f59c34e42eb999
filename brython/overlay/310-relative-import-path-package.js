// Fix: relative imports fail under a package that is a module object with __path__ in
//   Brython 3.14.3.
// Symptom: with `pkg = types.ModuleType("pkg"); pkg.__path__ = []; sys.modules["pkg"] =
//   pkg`, a module pkg.mod loaded from the VFS that runs `from .other import x` raises
//   "ImportError: attempted relative import with no known parent package"
//   (bench/torch_pure_imports.py registers torch, torch.utils and torch.fx this way:
//   torch.fx.immutable_collections fails to import).
// Cause: brython.js $B.$import_from walks up the importing module's dotted name and
//   requires each parent in $B.imported to carry the loader's internal $is_package flag,
//   which only modules Brython loaded from a package file have; CPython takes any module
//   with a __path__ attribute as a package.
// Fix: before a relative import, each parent module of the importing module that has a
//   __path__ attribute but no $is_package flag gets the flag.
// Test: tests/brython/test_annotations.py::test_relative_import_under_path_module
(function ($B) {
  const importFrom = $B.$import_from;
  $B.$import_from = function (module, names, aliases, level, locals, inum) {
    if (level > 0 && $B.frame_obj !== null) {
      const parts = String($B.frame_obj.frame[2]).split('.');
      for (let i = parts.length; i > 0; i--) {
        const mod = $B.imported[parts.slice(0, i).join('.')];
        if (mod && !mod.$is_package && $B.get_dict(mod) &&
            $B.get_from_dict(mod, '__path__', $B.NULL) !== $B.NULL) {
          mod.$is_package = true;
        }
      }
    }
    return importFrom.apply(this, arguments);
  };
})(__BRYTHON__);
