// Fix: os.stat of a path that does not exist raises FileNotFoundError(2, 'No such file or
//   directory', path), as CPython does.
// Symptom: `pathlib.Path("/tmp/x").exists()` raises "OSError: no information available for
//   file /tmp/x" instead of returning False (pathlib ignores only ENOENT-like errnos);
//   hypothesis checks its example database directory this way when numpy's conftest loads.
// Cause: Brython's posix.stat raises a plain OSError without an errno.
// Fix: the error raised there is FileNotFoundError with errno 2 (overlay 359 gives OSError
//   its errno/strerror/filename fields). And "/" exists, as a directory: Brython's file
//   system has no directories at all, and code that walks up to an existing parent
//   (hypothesis's database check: `while not path.exists(): path = path.parent`) would
//   otherwise loop forever once a missing path no longer raises.
//   os.access answers from the same model instead of raising NotImplementedError: what
//   exists is readable, nothing is writable or executable (hypothesis asks it of "/").
// Test: tests/brython/test_stdlib.py::test_stat_of_missing_file
(function ($B) {
  $B.brytorchOverlay.patchStdlibSource('posix',
    "$B.RAISE(_b_.OSError, 'no information available for file ' +\n            filename)",
    "if (filename === '/') {\n" +
    "            const root = { ob_type: stat_result }\n" +
    "            $B.init_dict(root)\n" +
    "            $B.assign_dict(root, { st_mode: 0o40755, st_size: 0, st_uid: -1, st_gid: -1, st_ino: -1,\n" +
    "                st_nlink: 1, st_dev: 0, st_atime: 0, st_mtime: 0, st_ctime: 0 })\n" +
    "            return root\n" +
    "        }\n" +
    "        throw $B.$call(_b_.FileNotFoundError, 2, 'No such file or directory', filename)");
  $B.brytorchOverlay.patchStdlibSource('posix',   // off the not-implemented list
    '"_getfullpathname", "_isdir", "abort", "access", "chdir", "chmod",',
    '"_getfullpathname", "_isdir", "abort", "chdir", "chmod",');
  $B.brytorchOverlay.patchStdlibSource('posix',
    "    lstat: function(filename) {\n",
    "    access: function(path, mode) {\n" +
    "        try { stat_result.$factory(path) } catch (err) { return false }\n" +
    "        return ($B.int_value(mode) & 3) === 0   // W_OK | X_OK: never\n" +
    "    },\n" +
    "    lstat: function(filename) {\n");
})(__BRYTHON__);
