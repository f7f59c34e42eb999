// Fix: SystemExit has no `code` attribute in Brython 3.14.3.
// Symptom: `except SystemExit as e: e.code` raises AttributeError, so no runner can read
//   the exit status of sys.exit(n).
// Cause: the exception type is declared without CPython's `code` member.
// Fix: a `code` data descriptor computed like CPython's SystemExit_init (None without
//   arguments, the argument when there is one, the args tuple otherwise), assignable.
// Test: tests/brython/test_runtime.py::test_sys_exit_code_attribute
(function ($B) {
  const _b_ = $B.builtins;
  const stored = Symbol('SystemExit.code');
  const getter = function (self) {
    if (Object.hasOwn(self, stored)) return self[stored];
    const args = self.args || [];
    if (args.length === 0) return _b_.None;
    if (args.length === 1) return args[0];
    return self.args;
  };
  const setter = function (self, value) { self[stored] = value; };
  $B.set_to_dict(_b_.SystemExit, 'code', _b_.property.$factory(getter, setter));
})(__BRYTHON__);
