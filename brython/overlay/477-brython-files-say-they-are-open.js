// Fix: Brython's own file objects (what open() returns for a module source or a file served
//   over HTTP: an `_io._BufferedReader` over an `_io._FileIO` holding the bytes) say they are
//   open: `f.closed` is False until closed, then True, and their readable(), seekable() and
//   writable() answer (True, True, False for a read) instead of raising, and read1(n) reads
//   up to n bytes (as read(n): the bytes are all in memory); seek(offset, whence) moves the
//   read position and returns it, tell() says it; read() of the whole file and readinto(b)
//   return the bytes from the read position on.
// Symptom: for `f = open(json.__file__, "rb")`, f.closed was a JavaScript undefined (printing
//   it raised "TypeError: descriptor '__str__' of 'object' object needs an argument"), so
//   io.TextIOWrapper (CPython's _pyio, overlay 475) over such a file said "ValueError: I/O
//   operation on closed file.": tokenize.open and linecache, and through them every
//   warnings.warn of a test, failed; f.readable() raised the same ValueError.
// Cause: brython.js _IOBase_funcs.closed_get returns `self._closed`, which close() sets but
//   nothing initialises; _FileIO's readable/seekable/writable take a file without a
//   descriptor (fd -1) for closed, and a file Brython holds in memory has none.
// Fix: the getter returns a bool; for an in-memory _FileIO (its bytes loaded, fd -1, not
//   closed) the three methods answer from its mode (seekable: its reads seek in memory);
//   read1 of a buffered reader over such a file is its read (other read1 calls still raise
//   UnsupportedOperation, as _BufferedIOBase's do). _BufferedReader.seek declared two
//   parameters for its three (any seek raised "seek() takes 2 positional arguments but 3 were
//   given") and moved a position its reads do not use: it now moves the raw file's.
//   _FileIO.readall (what read() of a whole file calls) went through a readinto that also
//   took fd -1 for closed and appended all the bytes to its argument instead of filling it.
// Test: tests/brython/test_stdlib.py::test_module_source_file_reads_and_seeks
(function ($B) {
  const _b_ = $B.builtins;
  const getter = function (self) { return self._closed === true; };
  $B._IOBase.tp_funcs.closed_get = getter;
  $B.get_from_dict($B._IOBase, 'closed').getter = getter;

  // a file whose bytes Brython holds (a module source, a file fetched over HTTP)
  const inMemory = (raw) => raw.$bytes !== undefined && raw._closed !== true;
  const answers = { readable: (raw) => $B.$bool(raw.readable), seekable: () => true,
    writable: (raw) => $B.$bool(raw.writable) };
  for (const [name, answer] of Object.entries(answers)) {
    const original = $B._FileIO.tp_funcs[name];
    $B.brytorchOverlay.replaceBuiltinMethod($B._FileIO, name, function (raw) {
      return inMemory(raw) ? answer(raw) : original.apply(this, arguments);
    });
  }
  const readall = $B._FileIO.tp_funcs.readall, readinto = $B._FileIO.tp_funcs.readinto;
  const rest = (raw, size) => {
    const end = size < 0 ? raw.$bytes.length : Math.min(raw.$bytes.length, raw.$byte_pos + size);
    const chunk = raw.$bytes.slice(raw.$byte_pos, end);
    raw.$byte_pos = Math.max(raw.$byte_pos, end);
    return chunk;
  };
  $B.brytorchOverlay.replaceBuiltinMethod($B._FileIO, 'readall', function (raw) {
    return inMemory(raw) ? $B.fast_bytes(rest(raw, -1)) : readall.apply(this, arguments);
  });
  $B.brytorchOverlay.replaceBuiltinMethod($B._FileIO, 'readinto', function (raw, buffer) {
    if (!inMemory(raw)) return readinto.apply(this, arguments);
    const chunk = rest(raw, _b_.len(buffer));
    $B.$call($B.$getattr(buffer, '__setitem__'), _b_.slice.$factory(0, chunk.length), $B.fast_bytes(chunk));
    return chunk.length;
  });
  const read1 = $B._BufferedIOBase.tp_funcs.read1;
  $B.brytorchOverlay.replaceBuiltinMethod($B._BufferedIOBase, 'read1', function (self, size = -1) {
    if (!(self.raw && typeof self.raw === 'object' && inMemory(self.raw))) return read1.apply(this, arguments);
    return $B.$call($B.$getattr(self, 'read'), size);
  });
  $B.brytorchOverlay.replaceBuiltinMethod($B._BufferedReader, 'seek', function (...args) {
    const $ = $B.args('seek', 3, { self: null, offset: null, whence: null }, args, { whence: 0 }, null, null);
    const raw = $.self.raw;
    if ($.self._closed === true || !raw || !inMemory(raw)) {
      $B.RAISE(_b_.ValueError, 'seek of closed file');
    }
    const offset = $B.PyNumber_Index($.offset), whence = $B.PyNumber_Index($.whence);
    if (whence === 0 && offset < 0) $B.RAISE(_b_.ValueError, `negative seek position ${offset}`);
    const base = [0, raw.$byte_pos, raw.$bytes.length][whence];
    if (base === undefined) $B.RAISE(_b_.ValueError, `whence value ${whence} unsupported`);
    const position = base + offset;
    if (position < 0) $B.RAISE(_b_.OSError, 22, 'Invalid argument');
    raw.$byte_pos = position;
    return position;
  });
})(__BRYTHON__);
