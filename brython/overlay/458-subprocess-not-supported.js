// Fix: starting a process raises OSError(ENOTSUP, "brython does not support processes."),
//   as CPython's subprocess does on the other platforms without processes (emscripten, wasi).
// Symptom: subprocess.run(["lscpu"]) raised "NotImplementedError: posix.pipe is not
//   implemented", which code that probes a tool with `except OSError` does not catch: numpy's
//   test_scalarmath failed at import (numpy.testing's check_support_sve).
// Cause: subprocess lists the platforms that cannot fork/exec by sys.platform, and Brython's
//   ("brython") is not among them, so Popen goes on to os.pipe.
// Fix: "brython" joins that list.
// Test: tests/brython/test_stdlib.py::test_subprocess_raises_oserror
(function ($B) {
  $B.brytorchOverlay.patchStdlibSource('subprocess',
    '_can_fork_exec=sys.platform not in{"emscripten","wasi","ios","tvos","watchos"}',
    '_can_fork_exec=sys.platform not in{"emscripten","wasi","ios","tvos","watchos","brython"}');
})(__BRYTHON__);
