// Fix: os.environ is CPython's os._Environ mapping: setting or deleting a variable calls
//   os.putenv / os.unsetenv, and those reach the C library of every wasm module loaded (before
//   or after the change), so C's getenv() sees what Python set, as in one CPython process.
// Symptom: `os.environ['TORCH_VITAL'] = 'ON'` left torch.vitals_enabled() False (test_torch's
//   TestBasicVitalSigns: c10 reads TORCH_VITAL with getenv); os.putenv and os.unsetenv did
//   not exist; os.environ[1] = 'x' was accepted.
// Cause: Brython's os.environ is a plain dict that nothing outside Python reads, and its posix
//   module has no putenv/unsetenv.
// Fix: os.py's environ dict becomes the data of an _Environ (MutableMapping, CPython's
//   interface and errors: str keys and values, repr `environ({...})`, copy() a dict, `|`).
//   posix.putenv/unsetenv validate as CPython's do and record each change in
//   $B.brytorchEnviron; the bridge of each wasm module replays the record into its libc
//   (setenv/unsetenv) when it starts and follows later changes (bridge/js/environ.js).
//   putenv alone does not change os.environ, as in CPython.
// Test: tests/brython/test_stdlib.py::test_os_environ_is_a_mapping_over_putenv
(function ($B) {
  const _b_ = $B.builtins;
  // Every variable set (a string) or unset (null) so far, in order, and the libcs that follow.
  $B.brytorchEnviron = {
    changes: new Map(),
    sinks: [],
    change(name, value) {
      this.changes.delete(name);   // re-inserted last: replay keeps the order of changes
      this.changes.set(name, value);
      for (const sink of this.sinks) sink(name, value);
    },
    // sink(name, valueOrNull): called now for each change so far, then for each new one.
    attach(sink) {
      for (const [name, value] of this.changes) sink(name, value);
      this.sinks.push(sink);
    },
  };

  const builtin = (name, fn) => $B.brytorchOverlay.builtin('posix', name, fn);
  const invalidArgument = () => { throw $B.$call(_b_.OSError, 22, 'Invalid argument'); };
  // CPython converts names and values as paths (PyUnicode_FSConverter): overlay 399's.
  const fsString = (obj) => $B.brytorchPathOf(obj);
  const checkName = (name) => {
    if (name.includes('\0')) $B.RAISE(_b_.ValueError, 'embedded null byte');
    if (name === '') invalidArgument();
  };

  $B.brytorchEnvironFunctions = function (module) {
    module.putenv = builtin('putenv', function () {
      const $ = $B.args('putenv', 2, {name: null, value: null}, arguments, {}, null, null, 2);
      const name = fsString($.name), value = fsString($.value);
      checkName(name);
      if (value.includes('\0')) $B.RAISE(_b_.ValueError, 'embedded null byte');
      if (name.includes('=')) $B.RAISE(_b_.ValueError, 'illegal environment variable name');
      $B.brytorchEnviron.change(name, value);
      return _b_.None;
    });
    module.unsetenv = builtin('unsetenv', function () {
      const $ = $B.args('unsetenv', 1, {name: null}, arguments, {}, null, null, 1);
      const name = fsString($.name);
      checkName(name);
      if (name.includes('=')) invalidArgument();   // setenv(3)'s EINVAL, as CPython reports it
      $B.brytorchEnviron.change(name, null);
      return _b_.None;
    });
  };
  $B.brytorchOverlay.patchStdlibSource('posix',
    "$B.addToImported('posix', module)",
    "$B.brytorchEnvironFunctions(module)\n$B.addToImported('posix', module)");

  $B.brytorchOverlay.patchStdlibSource('os', '\nSEEK_SET=0\n', `
from _collections_abc import Mapping as _Mapping, MutableMapping as _MutableMapping


def _environ_str(value):
    if not isinstance(value, str):
        raise TypeError("str expected, not %s" % type(value).__name__)
    return value


class _Environ(_MutableMapping):
    """The process environment: changes go through putenv/unsetenv to C's getenv."""

    def __init__(self, data):
        self._data = data

    def __getitem__(self, key):
        try:
            return self._data[_environ_str(key)]
        except KeyError:
            raise KeyError(key) from None

    def __setitem__(self, key, value):
        key = _environ_str(key)
        value = _environ_str(value)
        putenv(key, value)
        self._data[key] = value

    def __delitem__(self, key):
        key = _environ_str(key)
        unsetenv(key)
        try:
            del self._data[key]
        except KeyError:
            raise KeyError(key) from None

    def __iter__(self):
        for key in list(self._data):   # a copy: the loop may change the environment
            yield key

    def __len__(self):
        return len(self._data)

    def __repr__(self):
        items = ", ".join(f"{key!r}: {value!r}" for key, value in self._data.items())
        return f"environ({{{items}}})"

    def copy(self):
        return dict(self)

    def setdefault(self, key, value):
        if key not in self:
            self[key] = value
        return self[key]

    def __ior__(self, other):
        self.update(other)
        return self

    def __or__(self, other):
        if not isinstance(other, _Mapping):
            return NotImplemented
        new = dict(self)
        new.update(other)
        return new

    def __ror__(self, other):
        if not isinstance(other, _Mapping):
            return NotImplemented
        new = dict(other)
        new.update(self)
        return new


environ = _Environ(environ)

SEEK_SET=0
`);
})(__BRYTHON__);
