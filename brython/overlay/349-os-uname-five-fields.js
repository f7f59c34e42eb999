// Fix: os.uname() returns CPython's five fields (sysname, nodename, release, version, machine).
// Symptom: `system, _, _, _, machine = os.uname()` raises "ValueError: too many values to
//   unpack (expected 5, got 6)" (numpy/_core/_add_newdocs_scalars.py, run by `import numpy`).
// Cause: Brython's os.uname returns platform.uname(), whose result has a sixth field
//   (processor) and platform's field names.
// Fix: os.uname builds a five-field uname_result from platform.uname()'s values.
// Test: tests/brython/test_stdlib.py::test_os_uname_has_five_fields
(function ($B) {
  $B.brytorchOverlay.patchStdlibSource('os',
    'def uname():\n import platform\n return platform.uname()\n',
    'def uname():\n import platform\n from collections import namedtuple\n u=platform.uname()\n' +
    ' return namedtuple("uname_result","sysname nodename release version machine")(' +
    'u.system,u.node,u.release,u.version,u.machine)\n');
})(__BRYTHON__);
