// Fix: OSError (and its subclasses) has errno, strerror, filename and filename2, and
//   str() of OSError(errno, strerror[, filename]) reads "[Errno N] strerror: 'filename'",
//   as in CPython.
// Symptom: `OSError("x").errno` raises AttributeError (CPython: None); pathlib's
//   Path.resolve() reads e.errno in its handler, so resolving a VFS path fails (hypothesis
//   resolves its own __file__ at import).
// Cause: brython.js's OSError is a plain Exception without those fields.
// Fix: OSError.__init__ sets them from the arguments as CPython's does (2 to 5 arguments:
//   errno, strerror, filename, winerror, filename2; args keeps the first two when a filename
//   is given), and its __str__ formats them. (CPython's mapping of OSError(errno, ...) to a
//   subclass such as FileNotFoundError is not done.)
// Test: tests/brython/test_builtins.py::test_oserror_attributes
(function ($B) {
  const _b_ = $B.builtins;
  const baseInit = _b_.BaseException.tp_init;
  const OS_FIELDS = ['errno', 'strerror', 'filename', 'filename2'];
  const osInit = function (self, ...args) {
    baseInit.apply(null, arguments);
    const a = self.args;
    for (const f of OS_FIELDS) $B.$setattr(self, f, _b_.None);
    if (a.length >= 2 && a.length <= 5) {
      $B.$setattr(self, 'errno', a[0]);
      $B.$setattr(self, 'strerror', a[1]);
      if (a.length >= 3) {
        $B.$setattr(self, 'filename', a[2]);
        if (a.length === 5) $B.$setattr(self, 'filename2', a[4]);
        self.args = $B.fast_tuple([a[0], a[1]]);
      }
    }
  };
  const baseStr = _b_.BaseException.tp_str;
  const osStr = function (self) {
    const get = (f) => $B.$getattr(self, f, _b_.None);
    const [errno, strerror, filename, filename2] = OS_FIELDS.map(get);
    if (filename !== _b_.None) {
      const second = filename2 !== _b_.None ? ` -> ${_b_.repr(filename2)}` : '';
      return `[Errno ${_b_.str.$factory(errno)}] ${_b_.str.$factory(strerror)}: ${_b_.repr(filename)}${second}`;
    }
    if (errno !== _b_.None && strerror !== _b_.None) {
      return `[Errno ${_b_.str.$factory(errno)}] ${_b_.str.$factory(strerror)}`;
    }
    return baseStr(self);
  };
  // brython.js gives each builtin subclass its own copy of the inherited slots
  for (const name in _b_) {
    const cls = _b_[name];
    if (!cls || !Array.isArray(cls.tp_mro) || !cls.tp_mro.includes(_b_.OSError)) continue;
    if (cls.tp_init === baseInit || cls.tp_init === undefined) cls.tp_init = osInit;
    if (cls.tp_str === baseStr || cls.tp_str === undefined) cls.tp_str = osStr;
  }
  // and the __init__/__str__ that Python code (super().__init__) finds were made from the
  // old slots
  osInit.ml = { ml_name: '__init__' };
  osStr.ml = { ml_name: '__str__' };
  $B.set_to_dict(_b_.OSError, '__init__', $B.wrapper_descriptor.$factory(_b_.OSError, '__init__', osInit));
  $B.set_to_dict(_b_.OSError, '__str__', $B.wrapper_descriptor.$factory(_b_.OSError, '__str__', osStr));
})(__BRYTHON__);
