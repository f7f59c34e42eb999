// Fix: io.IOBase.__exit__ calls the object's own close() and returns None, as CPython's: an
//   exception raised inside `with stream:` propagates.
// Symptom: every `with` block over a subclass of io.IOBase / BufferedIOBase / RawIOBase
//   swallowed its exceptions: `zipfile.ZipFile.read` of a member with a bad CRC returned None
//   instead of raising BadZipFile (test_serialization's crc32 tests), and a user stream's
//   close() was never called by `with`.
// Cause: brython.js `_IOBase_funcs.__exit__` returns JS undefined, which the `with`
//   statement takes for a true value ("suppress the exception"), and calls _IOBase's close
//   instead of the subclass's; `_BufferedIOBase_funcs.__exit__` returns true outright (and
//   returns false when close() raises, hiding that error too).
// Fix: both replaced by CPython's: call self.close() (its exception propagates), return None.
//   BytesIO.close, which the old __exit__ called only inside a try that hid its failure, calls
//   `$B._BufferedIOBase.close`, which does not exist: it calls the base's close method, and
//   marks the buffer closed where BytesIO's own methods look (`closed`; the base sets `_closed`),
//   so they raise ValueError afterwards (with Brython's messages, not CPython's).
// Test: tests/brython/test_stdlib.py::test_iobase_exit_propagates_and_closes
(function ($B) {
  const _b_ = $B.builtins;
  $B.brytorchOverlay.patchStdlibSource('_io_classes',
    '    $B._BufferedIOBase.close(_self)\n', '    $B._BufferedIOBase.tp_funcs.close(_self)\n    _self.closed = true\n');
  for (const type of [$B._IOBase, $B._BufferedIOBase]) {
    // one function per type: replaceBuiltinMethod gives it that type's method infos
    $B.brytorchOverlay.replaceBuiltinMethod(type, '__exit__', function (self) {
      $B.$call($B.$getattr(self, 'close'));
      return _b_.None;
    });
  }
})(__BRYTHON__);
