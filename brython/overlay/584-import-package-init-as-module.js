// Fix: `import pkg.__init__` imports the package's __init__.py as a module of that name, as
//   CPython's path finder does (a second module object, the package's code run again).
// Symptom: `importlib.import_module("torch.onnx.__init__")` raised "ModuleNotFoundError:
//   torch.onnx.__init__"; torch's C++ autograd imports exactly that name
//   (python_function.cpp, `is_in_onnx_export`) when a custom autograd Function is applied
//   while tracing, so torch.jit.trace of any model using one failed (6 of test_jit's
//   TestTracer tests).
// Cause: brython.js's VFS finder looks the name up as it is; the bundles store a package's
//   __init__.py under the package's own name only.
// Fix: a name ending in `.__init__` whose parent is a package in the VFS is found as a
//   (non-package) module with the package's source.
// Test: tests/brython/test_stdlib.py::test_import_package_init_as_a_module
(function ($B) {
  const _b_ = $B.builtins;
  const finder = $B.finders.VFS;
  const findSpec = finder.tp_funcs.find_spec;
  const fixed = function (cls, fullname) {
    if ($B.use_VFS && typeof fullname === 'string' && fullname.endsWith('.__init__') && $B.VFS[fullname] === undefined) {
      const pkg = $B.VFS[fullname.slice(0, -'.__init__'.length)];
      if (pkg !== undefined && pkg[3]) $B.VFS[fullname] = [pkg[0], pkg[1], pkg[2]];
    }
    return findSpec.apply(this, arguments);
  };
  // (a classmethod_descriptor: brython.js keeps the function as its d_method)
  const descriptor = $B.get_from_dict(finder, 'find_spec');
  if (!descriptor || descriptor.d_method !== findSpec) {
    throw new Error('brytorch overlay: VFSFinder.find_spec descriptor not found');
  }
  finder.tp_funcs.find_spec = descriptor.d_method = fixed;
})(__BRYTHON__);
