// Fix: io.StringIO's `closed`, `newlines` and `line_buffering` attributes read, as CPython's
//   (False until close(), then True; None; False), so `with io.StringIO() as f:` works.
// Symptom: `io.StringIO().closed` raised "JavascriptError: func.getter is not a function",
//   and so did every `with io.StringIO() as f:` block (IOBase.__enter__ reads `closed`).
// Cause: brython_stdlib.js `_io_classes` stores finished getset descriptors under
//   StringIO_funcs.closed / .newlines / .line_buffering, while $B.finalize_type builds the
//   class's descriptors from `<name>_get` functions, which are missing, so each descriptor
//   has no getter.
// Fix: after finalize_type, the three descriptors are made again from getters.
// Test: tests/brython/test_stdlib.py::test_stringio_closed_and_with
(function ($B) {
  const _b_ = $B.builtins;
  $B.brytorchStringIOGetsets = function (StringIO) {
    const getters = {
      closed: (self) => self.closed === true,
      newlines: (self) => self.$newlines ?? _b_.None,
      line_buffering: () => false,
    };
    for (const [name, getter] of Object.entries(getters)) {
      $B.set_to_dict(StringIO, name, $B.getset_descriptor.$factory(StringIO, name, [getter, _b_.None]));
    }
  };
  $B.brytorchOverlay.patchStdlibSource('_io_classes', '$B.finalize_type(StringIO)\n\nvar BytesIO',
    '$B.finalize_type(StringIO)\n$B.brytorchStringIOGetsets(StringIO)\n\nvar BytesIO');
})(__BRYTHON__);
