// Fix: the Python side sees the process user the wasm module's C code sees: os.getuid(),
//   geteuid(), getgid(), getegid() are 0, os.environ has USER and LOGNAME = 'web_user', and
//   the pwd module knows no user (KeyError), as Emscripten's libc answers.
// Symptom: `getpass.getuser()` raised "AttributeError: 'module' object has no attribute
//   'getuid'" (torch._inductor's cache directory, torch.fx's CSE pass tests); pwd.getpwuid(0)
//   raised "getpwuid() takes 0 positional arguments but 1 was given".
// Cause: Brython's posix module has no getuid family, os.environ holds only HOME and
//   PYTHONPATH (posix.environ PYTHONPATH and PYTHONUSERBASE), and its pwd module is
//   `def getpwuid(): pass`.
// Fix: the values of Emscripten 3.1.69 (system/lib/libc/emscripten_syscall_stubs.c: the id
//   syscalls return 0; library_wasi.js: the default environment's USER and LOGNAME are
//   'web_user'; emscripten_libc_stubs.c: getpwuid/getpwnam find no entry), so Python and C in
//   one module agree; pwd gets CPython's interface (struct_passwd, getpwuid, getpwnam,
//   getpwall) over that empty user database. A variable the environment already has stays.
// Test: tests/brython/test_stdlib.py::test_process_user_as_the_wasm_module_sees_it
(function ($B) {
  const _b_ = $B.builtins;
  const WASM_USER = 'web_user';
  $B.brytorchProcessUser = function (module) {
    for (const name of ['getuid', 'geteuid', 'getgid', 'getegid']) {
      module[name] = function () {
        $B.args(name, 0, {}, arguments, {}, null, null);
        return 0;
      };
    }
    const setdefault = $B.$getattr(module.environ, 'setdefault');
    $B.$call(setdefault, 'USER', WASM_USER);
    $B.$call(setdefault, 'LOGNAME', WASM_USER);
  };
  // (os.py's environ is its own dict, not built from posix's.)
  $B.brytorchOverlay.patchStdlibSource('os', "environ={\n'HOME':__BRYTHON__.curdir,\n",
    `environ={\n'HOME':__BRYTHON__.curdir,\n'USER':'${WASM_USER}',\n'LOGNAME':'${WASM_USER}',\n`);
  $B.brytorchOverlay.patchStdlibSource('posix',
    "$B.addToImported('posix', module)",
    "$B.brytorchProcessUser(module)\n$B.addToImported('posix', module)");

  $B.brytorchOverlay.patchStdlibSource('pwd', '\ndef getpwuid():\n pass\n', `
"""The password database: empty in a wasm module (Emscripten's getpwuid finds no user)."""
import operator as _operator


class struct_passwd(tuple):
    """pwd.struct_passwd: Results from getpw*() routines."""
    n_fields = n_sequence_fields = 7
    n_unnamed_fields = 0
    __match_args__ = ("pw_name", "pw_passwd", "pw_uid", "pw_gid", "pw_gecos", "pw_dir", "pw_shell")

    def __new__(cls, sequence):
        sequence = tuple(sequence)
        if len(sequence) != 7:
            raise TypeError(f"pwd.struct_passwd() takes a 7-sequence ({len(sequence)}-sequence given)")
        return tuple.__new__(cls, sequence)

    def __repr__(self):
        fields = ", ".join(f"{name}={value!r}" for name, value in zip(self.__match_args__, self))
        return f"pwd.struct_passwd({fields})"


for _i, _name in enumerate(struct_passwd.__match_args__):
    setattr(struct_passwd, _name, property(_operator.itemgetter(_i)))


def getpwuid(uid, /):
    try:
        uid = _operator.index(uid)
    except TypeError:
        raise TypeError(f"uid should be integer, not {type(uid).__name__}") from None
    if not -1 <= uid < 2**32:   # not a uid_t
        raise KeyError("getpwuid(): uid not found")
    raise KeyError(f"getpwuid(): uid not found: {uid}")


def getpwnam(name, /):
    if not isinstance(name, str):
        raise TypeError(f"getpwnam() argument must be str, not {type(name).__name__}")
    raise KeyError(f"getpwnam(): name not found: {name!r}")


def getpwall():
    return []
`);
})(__BRYTHON__);
