// Fix: open() of a file that does not exist raises FileNotFoundError(2, 'No such file or
//   directory', path), with CPython's errno, strerror, filename and message.
// Symptom: `open("/nonexistent/x")` raised FileNotFoundError whose errno, strerror and
//   filename were None and whose str() was the bare path (CPython: "[Errno 2] No such file or
//   directory: '/nonexistent/x'"); code reading e.errno or e.filename got None.
// Cause: a path neither the file system (overlay 400) nor Brython's sources have goes to
//   brython.js's FileIO, which raises FileNotFoundError(path) when its request fails.
// Fix: open() turns that one-argument FileNotFoundError into CPython's three-argument one
//   (the errno module's ENOENT), raised from the same place.
// Test: tests/brython/test_stdlib.py::test_open_missing_file_has_errno
(function ($B) {
  const _b_ = $B.builtins;
  const open = _b_.open;
  _b_.open = function open_(...args) {
    try {
      return open.apply(this, args);
    } catch (err) {
      if ($B.is_exc(err, [_b_.FileNotFoundError]) && err.args?.length === 1 &&
          $B.$getattr(err, 'errno', _b_.None) === _b_.None) {
        const path = err.args[0];
        const enoent = $B.$getattr($B.$call(_b_.__import__, 'errno'), 'ENOENT');
        throw $B.$call(_b_.FileNotFoundError, enoent, 'No such file or directory', path);
      }
      throw err;
    }
  };
  for (const key of Object.keys(open)) if (!(key in _b_.open)) _b_.open[key] = open[key];
})(__BRYTHON__);
