// Fix: sys.meta_path and sys.path_hooks can be read (and set) from any code, as in CPython.
// Symptom: `import sys; sys.meta_path` at the top of a program (or anywhere before that file
//   first imported something) raised "JavascriptError: Cannot read properties of undefined
//   (reading 'meta_path')"; PyTorch's harness and importlib-based finders read it.
// Cause: Brython keeps import settings per script file ($B.import_info[filename], made on
//   the file's first import by $B.make_import_paths). sys.path's accessor makes them when
//   missing ($B.get_filename_for_import); the meta_path and path_hooks accessors read
//   them without that.
// Fix: the two accessors go through $B.get_filename_for_import too (the shared accessor
//   objects are changed in place, so `sys` and `_sys` both see it).
// Test: tests/brython/test_stdlib.py::test_sys_meta_path_readable_at_program_start
(function ($B) {
  for (const name of ['meta_path', 'path_hooks']) {
    const accessor = $B.module_getattr($B.imported._sys, name);
    accessor.__get__ = function () {
      return $B.$list($B.import_info[$B.get_filename_for_import()][name]);
    };
    accessor.__set__ = function (self, value) {
      $B.import_info[$B.get_filename_for_import()][name] = value;
    };
  }
})(__BRYTHON__);
