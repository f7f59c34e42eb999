// Fix: io.TextIOWrapper wraps any binary buffer (io.BytesIO, a gzip.GzipFile, a file of the
//   bridge's file system), as CPython's: it is the stdlib's _pyio.TextIOWrapper (CPython's
//   pure-Python implementation), loaded on first use like overlay 400's buffered classes.
// Symptom: `io.TextIOWrapper(io.BytesIO(b"abc"), encoding="utf-8").read()` raised
//   "JavascriptError: Cannot read properties of undefined (reading '$bytes')"; a subclass
//   calling super().__init__(io.BytesIO(), ...) (pytest's CaptureIO) could not be made;
//   gzip.open(path, "rt") and csv over a bytes stream failed the same way.
// Cause: Brython's _io.TextIOWrapper is a reader of Brython's own read-only files (the text
//   of a module source or an HTTP response), not a wrapper of a buffer object.
// Fix: io's TextIOWrapper comes from _pyio (io.__getattr__, with overlay 400's); Brython's
//   class stays for the files its own open() reads, registered as an io.TextIOBase. With a
//   bridge module, open()'s text files were already _pyio.TextIOWrapper (overlay 400), so
//   `isinstance(open(path), io.TextIOWrapper)` now holds there, as in CPython.
// Test: tests/brython/test_stdlib.py::test_text_io_wrapper_over_bytes_io
(function ($B) {
  const patch = $B.brytorchOverlay.patchStdlibSource;
  patch('io', 'IncrementalNewlineDecoder,text_encoding,TextIOWrapper)\n',
    'IncrementalNewlineDecoder,text_encoding)\n');
  patch('io', 'for klass in(StringIO,TextIOWrapper):\n', 'for klass in(StringIO,_io.TextIOWrapper):\n');
  patch('io', "'BufferedRandom','BufferedRWPair'):\n",
    "'BufferedRandom','BufferedRWPair','TextIOWrapper'):\n");
})(__BRYTHON__);
