// Fix: io.BytesIO and io.StringIO methods called with `**kwargs` (empty) work, and with a
//   keyword argument raise CPython's TypeError (their parameters are positional-only).
// Symptom: `io.BytesIO(b"abc").seek(1, **{})` raised "ValueError: unsupported whence value";
//   a wrapper `def f(*a, **k): return bio.seek(*a, **k)` (PyTorch's FilelikeMock, 6 tests of
//   test_serialization) did the same, and `write`/`readinto`/`read1` took the keyword
//   holder for their argument.
// Cause: in brython_stdlib.js `_io_classes`, these methods are plain JS functions with
//   positional parameters; Brython passes keyword arguments as a trailing `{$kw}` object,
//   which they read as the next positional argument.
// Fix: before the types are finalised, those methods are wrapped: a trailing keyword holder
//   is dropped when it is empty and raises "<name>() takes no keyword arguments" otherwise
//   (the other methods parse their arguments with $B.args already).
// Test: tests/brython/test_stdlib.py::test_bytesio_methods_called_with_empty_kwargs
(function ($B) {
  $B.brytorchPositionalOnly = (typeName, funcs, names) => {
    for (const name of names) {
      const method = funcs[name];
      funcs[name] = function (...args) {
        const last = args[args.length - 1];
        if (last && last.$kw) {
          if (!$B.keyword_is_empty(last.$kw)) $B.RAISE($B.builtins.TypeError, `${typeName}.${name}() takes no keyword arguments`);
          args.pop();
        }
        return method(...args);
      };
    }
  };
  const patch = (type, names) => $B.brytorchOverlay.patchStdlibSource('_io_classes',
    `$B.finalize_type(${type})\n`,
    `$B.brytorchPositionalOnly('${type}', ${type}_funcs, ${JSON.stringify(names)})\n$B.finalize_type(${type})\n`);
  patch('StringIO', ['__setstate__']);
  patch('BytesIO', ['__setstate__', 'getbuffer', 'read1', 'readinto', 'write', 'seek']);
})(__BRYTHON__);
