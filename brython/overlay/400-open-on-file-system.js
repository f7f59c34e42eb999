// Fix: open(), io.open and io.FileIO read and write files of the bridge module's file system
//   (Emscripten's MEMFS, bridge/js/files.js; os functions: overlay 399) once a bridge module
//   is loaded.
// Symptom: `open("/tmp/x", "w")` cannot write (Brython's open only reads, through its imported
//   sources or an HTTP request), `open(fd)` of a descriptor from os.open fails, so
//   tempfile.NamedTemporaryFile() and torch.load("/tmp/x.pt") of a file C wrote do not work.
// Cause: Brython's FileIO, BufferedWriter and BufferedRandom are read-only stubs without file
//   descriptors.
// Fix: open() hands a file descriptor, a writing mode ('w', 'a', 'x', '+') or a path the file
//   system has to CPython's pure-Python io (the stdlib's _pyio: FileIO over os.open/read/write/
//   lseek, its buffered and text layers), with the same arguments; other reads (Brython's
//   module sources, files served over HTTP) go the old way. io.open is builtins.open, as in
//   CPython. io.FileIO is _pyio's (loaded on first use). _pyio's classes are registered with
//   io's ABCs (isinstance(f, io.BufferedIOBase)...). Without a bridge, open() is unchanged.
//   io.BufferedReader, BufferedWriter, BufferedRandom and BufferedRWPair are _pyio's too:
//   Brython's work only over its own read-only files (their seek and read use that file's
//   internals), so gzip.GzipFile, which reads through io.BufferedReader over a Python raw
//   stream, could not seek ("seek() takes 2 positional arguments but 3 were given") and
//   torch.load of a GzipFile failed (tests/brython/test_stdlib.py::test_buffered_io_over_a_python_raw_stream).
//   A file open() leaves to Brython gets every argument given (`open(module.__file__,
//   encoding="utf-8")` lost its encoding: test_stdlib.py::test_open_module_source_with_encoding).
//   io.open_code opens in binary mode, as CPython's (importlib's loaders read bytes).
// Test: tests/torch/test_torch.py::test_python_and_cpp_share_files
(function ($B) {
  const _b_ = $B.builtins;
  const brythonOpen = _b_.open;
  const pyio = () => $B.$call($B.$getattr($B.$call(_b_.__import__, 'io'), '_brytorch_pyio'));
  const onFileSystem = (file, mode) => {
    const files = $B.brytorchFS;
    if (!files) return false;
    if (typeof file === 'number' || $B.$isinstance(file, _b_.int)) return true;
    if (typeof mode === 'string' && /[wax+]/.test(mode)) return true;
    let path = file;
    if (!(typeof path === 'string' || path instanceof String)) {
      const fspath = $B.$getattr($B.get_class(file), '__fspath__', null);
      if (fspath === null) return false;
      path = $B.$call(fspath, file);
      if (!(typeof path === 'string' || path instanceof String)) return true;   // bytes: _pyio decides
    }
    return files.FS.analyzePath(String(path)).exists;
  };
  _b_.open = function open(...args) {
    const $ = $B.args('open', 8, { file: null, mode: null, buffering: null, encoding: null, errors: null,
      newline: null, closefd: null, opener: null }, args, { mode: 'r', buffering: -1, encoding: _b_.None,
      errors: _b_.None, newline: _b_.None, closefd: true, opener: _b_.None }, null, null);
    // the parsed values, not `args`: $B.args consumed the keyword holder (open(f, encoding=...)
    // reached Brython's open without its encoding)
    if (!onFileSystem($.file, $.mode)) {
      if (typeof $.file === 'string') $B.brytorchVfsSourceCached?.($.file);   // overlay 502
      return brythonOpen($.file, $.mode, $.buffering, { $kw: [{ encoding: $.encoding, errors: $.errors,
        newline: $.newline, closefd: $.closefd, opener: $.opener }] });
    }
    return $B.$call($B.$getattr(pyio(), 'open'), $.file, $.mode, $.buffering, $.encoding, $.errors,
      $.newline, $.closefd, $.opener);
  };
  for (const key of Object.keys(brythonOpen)) if (!(key in _b_.open)) _b_.open[key] = brythonOpen[key];

  $B.brytorchOverlay.patchStdlibSource('_io', 'open=__open\n', 'import builtins as _builtins\nopen=_builtins.open\n');
  // open_code (importlib's source loaders) reaches the same open; `__builtins__.open` there
  // was Brython's own, which cannot read the file system.
  $B.brytorchOverlay.patchStdlibSource('_io', 'return __builtins__.open(file,encoding="utf-8")',
    'return _builtins.open(file,"rb")');
  $B.brytorchOverlay.patchStdlibSource('io',
    'open,open_code,FileIO,BytesIO,StringIO,BufferedReader,\nBufferedWriter,BufferedRWPair,BufferedRandom,\n',
    'open,open_code,BytesIO,StringIO,\n');
  $B.brytorchOverlay.patchStdlibSource('io',
    'for klass in(BytesIO,BufferedReader,BufferedWriter,BufferedRandom,\nBufferedRWPair):\n',
    'for klass in(BytesIO,):\n');
  $B.brytorchOverlay.patchStdlibSource('io', 'RawIOBase.register(FileIO)\n',
    '_brytorch_pyio_module=None\n\n' +
    'def _brytorch_pyio():\n' +
    ' global _brytorch_pyio_module\n' +
    ' if _brytorch_pyio_module is None:\n' +
    '  import _pyio\n' +
    '  for abc_class,pyio_class in ((IOBase,_pyio.IOBase),(RawIOBase,_pyio.RawIOBase),\n' +
    '   (BufferedIOBase,_pyio.BufferedIOBase),(TextIOBase,_pyio.TextIOBase)):\n' +
    '   abc_class.register(pyio_class)\n' +
    '  _brytorch_pyio_module=_pyio\n' +
    ' return _brytorch_pyio_module\n\n' +
    'def __getattr__(name):\n' +
    " if name in('FileIO','BufferedReader','BufferedWriter','BufferedRandom','BufferedRWPair'):\n" +
    '  return getattr(_brytorch_pyio(),name)\n' +
    " raise AttributeError(f\"module 'io' has no attribute '{name}'\")\n");

  // Brython's memoryview slices are copies (`memoryview(b)[i:]` does not alias b), so _pyio's
  // two reads into a slice of a view lost their data: FileIO.readall collects os.read
  // chunks instead, and BufferedReader._readinto reads a chunk and assigns it to the slice.
  $B.brytorchOverlay.patchStdlibSource('_pyio',
    '  result=bytearray(bufsize)\n' +
    '  bytes_read=0\n' +
    '  try:\n' +
    '   while n :=os.readinto(self._fd,memoryview(result)[bytes_read:]):\n' +
    '    bytes_read +=n\n' +
    '    if bytes_read >=len(result):\n' +
    '     result.resize(_new_buffersize(bytes_read))\n' +
    '  except BlockingIOError:\n' +
    '   if not bytes_read:\n' +
    '    return None\n',
    '  chunks=[]\n' +
    '  try:\n' +
    '   while chunk :=os.read(self._fd,bufsize):\n' +
    '    chunks.append(chunk)\n' +
    '    bufsize=_new_buffersize(bufsize)\n' +
    '  except BlockingIOError:\n' +
    '   if not chunks:\n' +
    '    return None\n' +
    "  return b''.join(chunks)\n");
  $B.brytorchOverlay.patchStdlibSource('_pyio',
    '     n=self.raw.readinto(buf[written:])\n',
    '     chunk=self.raw.read(len(buf)-written)\n' +
    '     n=len(chunk) if chunk else chunk\n' +
    '     if n:\n' +
    '      buf[written:written+n]=chunk\n');
})(__BRYTHON__);
