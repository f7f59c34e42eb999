// Fix: sys.meta_path is one list for the whole program, as in CPython.
// Symptom: `sys.meta_path.insert(0, finder)` in a program raised "JavascriptError: Cannot
//   read properties of undefined (reading 'meta_path')"; inserted from a module, the finder
//   saw only the imports written in that module's own file.
// Cause: brython.js keeps the finders per source file (`$B.import_info[filename]`, filled
//   the first time that file imports), and sys.meta_path reads the current file's entry,
//   which the main program does not have yet.
// Fix: the first list made is shared by every file's entry; sys.meta_path reads and
//   assigns that list. (Each file keeps its own sys.path and path_hooks, as before.)
// Test: tests/brython/test_stdlib.py::test_meta_path_finder_sees_every_import
(function ($B) {
  $B.brytorchOverlay.patchCoreFunction($B, 'make_import_paths', [
    ['$B.import_info[filename]={meta_path,path_hooks,path}',
      'if($B.brytorchMetaPath===undefined){$B.brytorchMetaPath=meta_path}\n' +
      '$B.import_info[filename]={meta_path:$B.brytorchMetaPath,path_hooks,path}']]);
  const shared = function () {
    if ($B.brytorchMetaPath === undefined) $B.make_import_paths($B.get_filename());
    return $B.brytorchMetaPath;
  };
  $B.module_setattr($B.imported._sys, 'meta_path', {
    __get__: function () { return $B.$list(shared()); },
    __set__: function (self, value) {
      shared();
      $B.brytorchMetaPath = value;
      for (const filename in $B.import_info) $B.import_info[filename].meta_path = value;
    },
  });
})(__BRYTHON__);
