// Fix: the source of every module of a VFS bundle is a readable file at its `__file__` path
//   (/vfs/torch/testing/_internal/data/network1.py), imported yet or not: open(), os.stat,
//   os.path.exists and os.open (importlib's FileIO) find it.
// Symptom: test_serialization's test_serialization_container{,_filelike} failed with
//   "FileNotFoundError: /vfs/torch/testing/_internal/data/network1.py": they load that module
//   with importlib.util.spec_from_file_location(name, path), whose loader reads the file.
// Cause: Brython's open and stat know only the sources of modules already imported
//   ($B.file_cache); the bridge's file system holds no module sources.
// Fix: $B.brytorchVfsSource(path) maps a path under /vfs/ to its module (a package's
//   __init__.py to the package) and gives the bundle's source; Brython's open and stat
//   (overlays 400 and 399) find it through $B.file_cache, and os.open on the bridge's file
//   system (399), given such a path the file system lacks, writes the file there first (once;
//   the module's source, never changed afterwards by an import).
// Test: tests/brython/test_runtime.py::test_vfs_module_sources_are_files,
//   tests/torch/test_torch.py::test_a_bundled_module_loads_from_its_file
(function ($B) {
  // path -> source of a module of the bundles, or undefined.
  $B.brytorchVfsSource = function (path) {
    const root = $B.brytorchVfsRoot;
    if (!$B.VFS || typeof path !== 'string' || !path.startsWith(root) || !path.endsWith('.py')) return undefined;
    let parts = path.slice(root.length, -3).split('/');
    const isPackage = parts[parts.length - 1] === '__init__';
    if (isPackage) parts = parts.slice(0, -1);
    if (parts.some((p) => p === '' || p.includes('.'))) return undefined;
    const entry = $B.VFS[parts.join('.')];
    if (!entry || entry[0] !== '.py' || Boolean(entry[3]) !== isPackage) return undefined;
    return entry[1];
  };
  // Puts the module source at `path` into $B.file_cache (Brython's open and stat read it).
  $B.brytorchVfsSourceCached = function (path) {
    if (Object.hasOwn($B.file_cache, path)) return true;
    const source = $B.brytorchVfsSource(path);
    if (source === undefined) return false;
    $B.file_cache[path] = source;
    return true;
  };
  // Writes the module source at `path` into the file system FS if it lacks the file.
  $B.brytorchVfsSourceToFS = function (FS, path) {
    const source = $B.brytorchVfsSource(path);
    if (source === undefined || FS.analyzePath(path).exists) return false;
    FS.mkdirTree(path.slice(0, path.lastIndexOf('/')));
    FS.writeFile(path, source);
    return true;
  };
})(__BRYTHON__);
