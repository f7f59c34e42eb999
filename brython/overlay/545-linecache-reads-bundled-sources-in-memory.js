// Fix: linecache takes the lines of a bundled module's source (/vfs/...) from the bundle in
//   memory instead of reading them through Python's io stack.
// Symptom: `import torch` spent ~0.3 s (Node, of ~7 s) in linecache.updatecache:
//   torch.library.Library() calls traceback.extract_stack(), whose frames' `line` reads each
//   calling module's source once (torch/_prims, torch/_refs, ...), through tokenize.open's
//   encoding detection and a TextIOWrapper, all pure Python on Brython.
// Cause: not a bug: the stdlib's linecache reads files with tokenize.open.
// Speed: a speed change, no behaviour change (its test checks CPython's values; the brython
//   tier's check that a fix is needed skips it). Measured in Python, `import torch` on Node,
//   three runs each way: 7.24-7.67 s with it, 7.69-7.90 s without.
// Fix: updatecache asks $B.bt_bundled_source_lines(fullname) first: for a path whose source
//   open() would give from a VFS bundle ($B.brytorchVfsSource, overlay 502), that same text
//   split as readlines() splits a file opened with universal newlines; for any other path
//   None, and the file is read as before (until 2026-12-07 a JS null, which is not None in
//   Python: every file outside the bundles read as one empty line, so inspect.getsource() of a
//   function in a file written at run time raised "lineno is out of bounds"). The cache entry (size, mtime from os.stat) is the
//   same.
// Test: tests/brython/test_stdlib.py::test_linecache_lines_of_a_bundled_module
// Test: bridge/tests/test_files.py::test_source_of_a_function_in_a_file_written_at_run_time
(function ($B) {
  $B.bt_bundled_source_lines = function (path) {
    const source = typeof path === 'string' ? $B.brytorchVfsSource(path) : undefined;
    if (source === undefined) return $B.builtins.None;   // (a JS null reaches Python as a JSObj, not None)
    const lines = source.replace(/\r\n?/g, '\n').split(/(?<=\n)/);
    if (lines[lines.length - 1] === '') lines.pop();
    return $B.$list(lines);
  };
  $B.brytorchOverlay.patchStdlibSource('linecache',
    ' try:\n  with tokenize.open(fullname)as fp:\n   lines=fp.readlines()\n',
    ' try:\n  from browser import self as _bt_window\n' +
    '  lines=_bt_window.__BRYTHON__.bt_bundled_source_lines(fullname)\n' +
    '  if lines is None:\n   with tokenize.open(fullname)as fp:\n    lines=fp.readlines()\n');
})(__BRYTHON__);
