// Fix: sys.exit(n) loses n in Brython 3.14.3.
// Symptom: `sys.exit(3)` raises SystemExit('') so every program "exits" with status ''.
// Cause: Brython's sys.py defines `def exit(i=None): raise SystemExit('')`.
// Fix: raise SystemExit(i), as CPython does (sys.exit() -> code None).
// Test: tests/brython/test_runtime.py::test_sys_exit_code_attribute
__BRYTHON__.brytorchOverlay.patchStdlibSource('sys',
  "def exit(i=None):\n raise SystemExit('')",
  "def exit(i=None):\n raise SystemExit(i)");
