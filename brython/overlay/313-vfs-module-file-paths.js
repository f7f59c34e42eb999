// Fix: a module loaded from a VFS bundle has an absolute path for `__file__`, laid out as
//   CPython lays out a package tree: /vfs/torch/nn/modules/linear.py, /vfs/torch/__init__.py.
// Symptom: PyTorch's test_dataloader stops at import: it imports itself by name with
//   `__import__(os.path.splitext(os.path.basename(__file__))[0])`, and Brython's `__file__` was
//   "VFS.test_dataloader.py" (basename "VFS.test_dataloader.py", so "VFS.test_dataloader").
//   Code that walks from `__file__` to sibling files or parent directories met the same name.
// Cause: brython.js's VFS loader names a module's file "VFS." + its dotted name (+ ".py" or
//   "/__init__.py"), and its `__import__` recognises stdlib importers by that prefix.
// Fix: the loader names the file $B.brytorchModuleFile(name, isPackage, ext) (also used by
//   tools/vfs/precompile.cjs, since precompiled code carries its module's `__file__`), and
//   `__import__` takes importers under the new root for stdlib modules, as before. Data files a bundle carries (make_bundle.py --data)
//   are placed under the same root.
// Test: tests/brython/test_runtime.py::test_vfs_module_file_is_a_path
(function ($B) {
  const ROOT = $B.brytorchVfsRoot = '/vfs/';
  $B.brytorchModuleFile = (name, isPackage, ext) =>
    ROOT + name.split('.').join('/') + (isPackage ? '/__init__.py' : ext);

  const loaderClass = $B.brytorchOverlay.vfsLoaderClass();
  const patched = { exec_module: loaderClass.tp_funcs.exec_module };
  $B.brytorchOverlay.patchCoreFunction(patched, 'exec_module', [
    ['var path="VFS."+mod_name', 'var path=$B.brytorchModuleFile(mod_name,modobj.$is_package,ext)'],
    ['path+=modobj.$is_package ? "/__init__.py" :ext', ''],
  ], { run_py: $B.run_py, run_js: $B.run_js, Module: $B.module });   // brython.js's private names it uses
  $B.brytorchOverlay.replaceBuiltinMethod(loaderClass, 'exec_module', patched.exec_module);
  // brython.js's __import__ reads only globals['__file__'] (a "VFS." prefix marks a stdlib
  // importer, whose imports skip the URL finder of a page): an importer under the root is
  // shown to it as one dict with such a file (no copy per call).
  const _b_ = $B.builtins, dunderImport = $B.$__import__;
  const vfsImporter = $B.empty_dict();
  $B.str_dict_set(vfsImporter, '__file__', 'VFS.');
  $B.$__import__ = function (modName, globals, locals, fromlist) {
    if (globals !== _b_.None && globals !== undefined && $B.$isinstance(globals, _b_.dict)) {
      const file = $B.str_dict_get(globals, '__file__', $B.NULL);
      if (typeof file === 'string' && file.startsWith(ROOT)) arguments[1] = vfsImporter;
    }
    return dunderImport.apply(this, arguments);
  };
})(__BRYTHON__);
