// Fix: once a bridge module is loaded, `import name` finds name.py and name/__init__.py in
//   the directories of sys.path (and a package's __path__) on the bridge's file system, as
//   CPython's path finder does: a program can import a module it (or C) wrote to /tmp.
// Symptom: `sys.path.insert(0, "/tmp/pm"); import modx` with /tmp/pm/modx.py written by the
//   program raised "ModuleNotFoundError: modx (warning: cannot import local files with
//   protocol 'file')"; PyPI's pytest, which imports test files from their directory, found
//   none ("No module named 'test_sample'"), nor could torch.utils' or a test's generated
//   modules be imported.
// Cause: Brython imports only from its VFS bundles and, in a page served over HTTP, from
//   URLs (its path finder, left out under file://); its import engine calls a loader's
//   exec_module as a JavaScript function, so importlib's Python loaders cannot take over.
// Fix: a finder after the VFS one in every file's meta_path (made by $B.make_import_paths),
//   active only when the bridge's file system exists ($B.brytorchFS): it looks in each
//   sys.path entry (or the parent package's __path__) that is a directory there, and its
//   loader runs the source with Brython's run_py, with __file__ the file's path. Modules in
//   bundles keep precedence (as the VFS finder comes first); no cache, so a file written
//   after a failed import is found by the next one (CPython needs invalidate_caches()).
// Test: bridge/tests/test_files.py::test_import_from_the_file_system (with a bridge module: the bridge tier)
(function ($B) {
  const _b_ = $B.builtins;

  const FileSystemLoader = $B.make_builtin_class('FileSystemLoader');
  FileSystemLoader.$factory = () => ({ ob_type: FileSystemLoader });
  FileSystemLoader.tp_funcs = {
    create_module: () => _b_.None,
    exec_module(self, module) {
      const state = $B.$getattr($B.$getattr(module, '__spec__'), 'loader_state');
      module.$is_package = state.isPackage;
      const source = $B.brytorchFS.FS.readFile(state.path, { encoding: 'utf8' });
      $B.run_py(source, state.path, module);
    },
  };
  FileSystemLoader.tp_methods = ['create_module', 'exec_module'];
  $B.set_func_names(FileSystemLoader, '<import>');
  $B.finalize_type(FileSystemLoader);   // (brython.js finalizes its own classes once, at start)

  const kind = (FS, path) => {
    const found = FS.analyzePath(path);
    if (!found.exists) return null;
    return FS.isDir(found.object.mode) ? 'dir' : 'file';
  };
  const FileSystemFinder = $B.make_builtin_class('FileSystemFinder');
  FileSystemFinder.$factory = () => ({ ob_type: FileSystemFinder });
  FileSystemFinder.tp_funcs = {
    find_spec(cls, fullname, path) {
      const files = $B.brytorchFS;
      if (!files) return _b_.None;
      const FS = files.FS, last = fullname.split('.').pop();
      const entries = (path === undefined || $B.is_none(path))
        ? $B.$getattr($B.imported.sys, 'path') : path;
      for (const entry of $B.make_js_iterator(entries)) {
        if (!$B.is_str(entry)) continue;
        const dir = String(entry) === '' ? FS.cwd() : String(entry).replace(/\/+$/, '');
        if (dir.startsWith('/vfs') || kind(FS, dir) !== 'dir') continue;
        const packageDir = `${dir}/${last}`, init = `${packageDir}/__init__.py`, file = `${dir}/${last}.py`;
        const isPackage = kind(FS, packageDir) === 'dir' && kind(FS, init) === 'file';
        if (!isPackage && kind(FS, file) !== 'file') continue;
        const origin = isPackage ? init : file;
        return $B.ModuleSpec.$factory({ name: fullname, loader: FileSystemLoader.$factory(), origin,
          submodule_search_locations: isPackage ? $B.$list([packageDir]) : _b_.None,
          loader_state: { path: origin, isPackage }, cached: _b_.None,
          parent: isPackage ? fullname : fullname.split('.').slice(0, -1).join('.'),
          has_location: _b_.True });
      }
      return _b_.None;
    },
  };
  FileSystemFinder.classmethods = ['find_spec'];
  $B.set_func_names(FileSystemFinder, '<import>');
  $B.finalize_type(FileSystemFinder);
  $B.finders.fileSystem = FileSystemFinder;

  const makeImportPaths = $B.make_import_paths;
  $B.make_import_paths = function (filename) {
    const result = makeImportPaths.apply(this, arguments);
    const info = $B.import_info[filename], metaPath = info.meta_path;
    if (!metaPath.includes(FileSystemFinder)) {
      const vfs = metaPath.indexOf($B.finders.VFS);
      metaPath.splice(vfs + 1, 0, FileSystemFinder);
    }
    return result;
  };
})(__BRYTHON__);
