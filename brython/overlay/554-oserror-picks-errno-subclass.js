// Fix: OSError(errno, strerror[, ...]) makes the subclass CPython makes for that errno
//   (FileNotFoundError for ENOENT, PermissionError for EACCES/EPERM, ...), so
//   `except FileNotFoundError` catches it.
// Symptom: `type(OSError(2, "x"))` was OSError (CPython FileNotFoundError), and likewise for
//   EACCES, EEXIST, EAGAIN, EPIPE, ...: code raising OSError(errno.ENOENT, ...) (shutil,
//   tempfile, pathlib fallbacks, test helpers) was not caught by the subclass handlers.
// Cause: brython.js's OSError.__new__ is BaseException's, which keeps the class it is given.
// Fix: OSError's tp_new, called for OSError itself with at least two arguments whose first is
//   an int, swaps in the subclass of Objects/exceptions.c's errnomap (errno numbers from the
//   errno module, as the platform defines them).
// Test: tests/brython/test_builtins.py::test_oserror_picks_the_errno_subclass
(function ($B) {
  const _b_ = $B.builtins;
  const NAMES = {
    BlockingIOError: ['EAGAIN', 'EALREADY', 'EWOULDBLOCK', 'EINPROGRESS'], ChildProcessError: ['ECHILD'],
    BrokenPipeError: ['EPIPE', 'ESHUTDOWN'], ConnectionAbortedError: ['ECONNABORTED'],
    ConnectionRefusedError: ['ECONNREFUSED'], ConnectionResetError: ['ECONNRESET'], FileExistsError: ['EEXIST'],
    FileNotFoundError: ['ENOENT'], IsADirectoryError: ['EISDIR'], NotADirectoryError: ['ENOTDIR'],
    InterruptedError: ['EINTR'], PermissionError: ['EACCES', 'EPERM'], ProcessLookupError: ['ESRCH'],
    TimeoutError: ['ETIMEDOUT'],
  };
  let byErrno = null;   // errno number -> subclass, read from the errno module on first use
  const subclassOf = (code) => {
    if (byErrno === null) {
      byErrno = new Map();
      const errno = $B.$call(_b_.__import__, 'errno');
      for (const [cls, names] of Object.entries(NAMES)) {
        for (const name of names) {
          const n = $B.$getattr(errno, name, null);
          if (typeof n === 'number' && !byErrno.has(n)) byErrno.set(n, _b_[cls]);
        }
      }
    }
    return byErrno.get(code);
  };
  const osNew = _b_.OSError.tp_new;
  _b_.OSError.tp_new = function (cls, args) {
    if (cls === _b_.OSError && Array.isArray(args) && args.length >= 2 && typeof args[0] === 'number') {
      const sub = subclassOf(args[0]);
      if (sub !== undefined) return osNew.call(this, sub, ...Array.prototype.slice.call(arguments, 1));
    }
    return osNew.apply(this, arguments);
  };
  Object.assign(_b_.OSError.tp_new, osNew);
})(__BRYTHON__);
