// Fix: sys.getrefcount(obj) of an object of a C extension (a numpy array, a tensor) is its
//   C reference count plus one for the argument, as CPython counts; of other objects, 2.
// Symptom: sys.getrefcount returned 0 for everything, so a leak test such as test_numpy_interop's
//   test_from_numpy_no_leak_on_invalid_dtype (`sys.getrefcount(x) == 2` after 1,000 failed
//   torch.from_numpy(x) calls) could not pass, and one that compares counts before and after
//   could not fail.
// Cause: brython.js's _sys.getrefcount is `function(){return 0}`: JavaScript objects have no
//   reference counts.
// Fix: an object of a C extension has a real count in C: the references C holds plus the
//   one its Brython wrapper holds for all of Python's (read through the bridge:
//   $B.brytorchNativeRefcount), so a reference C leaks shows. A Brython object has none to
//   read: 2, CPython's answer for an object one name holds (the name and the argument).
// Test: bridge/tests/test_lifetime.py::test_getrefcount_counts_c_references (the bridge tier)
(function ($B) {
  $B.brytorchGetrefcount = $B.brytorchOverlay.builtin('sys', 'getrefcount', function (obj) {
    if (arguments.length !== 1) {
      $B.RAISE($B.builtins.TypeError, `sys.getrefcount() takes exactly one argument (${arguments.length} given)`);
    }
    const native = $B.brytorchNativeRefcount;
    if (native !== undefined && obj !== null && (typeof obj === 'object' || typeof obj === 'function') &&
        obj.$ptr !== undefined) {
      return native(obj) + 1;
    }
    return 2;
  });
  $B.brytorchOverlay.patchStdlibSource('sys', '\nfrom _sys import *\nimport _sys\n',
    '\nfrom _sys import *\nimport _sys\ngetrefcount=__BRYTHON__.brytorchGetrefcount\n');
})(__BRYTHON__);
