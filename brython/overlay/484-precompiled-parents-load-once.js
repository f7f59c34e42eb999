// Fix: loading a precompiled submodule never executes an already imported parent package
//   again, and a parent it does load is a package (it can have submodules), as in CPython.
// Symptom: `import numpy; import importlib.util` raised "ModuleNotFoundError: No module named
//   'importlib.util'; 'importlib' is not a package", and so did `import torch` whenever its
//   precompiled modules were missing or stale (torch.cuda.amp.common imports
//   importlib.util): importlib had been replaced by a non-package module.
// Cause: brython.js VFSLoader.exec_module, loading a precompiled module, first runs each
//   parent's precompiled code unless that parent has `__initialized__` (only modules loaded
//   this same way have it): a parent imported from source (importlib, run once already) was
//   executed again into a new module object, made with the *child's* is_package flag.
// Fix: a parent already in sys.modules is skipped; one loaded here is a package when its
//   precompiled entry says so (Brython stores packages' code as [code]).
// Test: tests/numpy/test_numpy.py::test_importlib_util_imports_after_numpy (needs numpy: the numpy tier)
(function ($B) {
  const spec = $B.$call($B.$getattr($B.finders.VFS, 'find_spec'), 'json');
  const VFSLoader = $B.get_class($B.$getattr(spec, 'loader'));
  const patched = { exec_module: VFSLoader.tp_funcs.exec_module };   // (as overlay 313 left it)
  $B.brytorchOverlay.patchCoreFunction(patched, 'exec_module', [
    ["if($B.imported.hasOwnProperty(parent)&&\n$B.module_getattr($B.imported[parent],'__initialized__')!==$B.NULL){continue}",
      "if($B.imported.hasOwnProperty(parent)&&(parent!==mod_name||\n$B.module_getattr($B.imported[parent],'__initialized__')!==$B.NULL)){continue}"],
    ['var mod_js=$B.precompiled[parent],is_package=modobj.$is_package',
      'var mod_js=$B.precompiled[parent],is_package=parent===mod_name?modobj.$is_package:Array.isArray(mod_js)'],
  ], { run_js: $B.run_js, run_py: $B.run_py, Module: $B.module });   // brython.js's private names it uses
  $B.brytorchOverlay.replaceBuiltinMethod(VFSLoader, 'exec_module', patched.exec_module);
})(__BRYTHON__);
