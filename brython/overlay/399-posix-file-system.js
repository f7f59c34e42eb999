// Fix: os.open, os.read, os.write, os.stat, os.listdir, os.mkdir... work on the bridge module's
//   file system (Emscripten's MEMFS, bridge/js/files.js) once a bridge module is loaded, so
//   Python and C share one writable file system with /tmp.
// Symptom: `tempfile.NamedTemporaryFile()` raises "FileNotFoundError: /tmp" (tempfile finds no
//   usable temporary directory), `os.open` and `os.mkdir` raise NotImplementedError, a file C
//   wrote (`torch.save(t, "/tmp/x.pt")`) is invisible to `os.stat` and `os.listdir`.
// Cause: Brython's posix.js has no file system: stat answers only for the sources it
//   imported, open/read/write/lseek/close/mkdir/rmdir/listdir/rename/unlink/chdir raise
//   NotImplementedError, getcwd is the URL of Brython's folder, and its O_* constants are
//   Windows' (O_CREAT 256, O_EXCL 1024, O_APPEND 8, plus O_BINARY and O_TEMPORARY, which
//   tempfile then passes on).
// Fix: with __BRYTHON__.brytorchFS present (set by the bridge at start), the posix functions
//   call Emscripten's FS, whose O_* flags are Linux's (musl), as are the module's constants now.
//   FS errors become the OSError subclass CPython raises (FileNotFoundError...) with Python's
//   errno number and glibc's message. stat/lstat/unlink of a path the FS lacks fall back to
//   Brython's own answers (its imported sources), as before. fstat, ftruncate, fsync, isatty, dup, dup2,
//   readinto, set_inheritable, strerror, chmod, utime are added; os.scandir (a NotImplementedError
//   in os.py) yields DirEntry objects over listdir and lstat; os.makedirs (missing) is added. Without a bridge, nothing changes.
// Test: tests/torch/test_torch.py::test_python_and_cpp_share_files
(function ($B) {
  const _b_ = $B.builtins;
  // Linux's (musl's) open flags, the ones Emscripten's FS takes.
  const LINUX_O = { O_RDONLY: 0, O_WRONLY: 1, O_RDWR: 2, O_CREAT: 0o100, O_EXCL: 0o200, O_NOCTTY: 0o400,
    O_TRUNC: 0o1000, O_APPEND: 0o2000, O_NONBLOCK: 0o4000, O_DIRECTORY: 0o200000, O_NOFOLLOW: 0o400000,
    O_CLOEXEC: 0o2000000 };
  const WINDOWS_ONLY_O = ['O_BINARY', 'O_NOINHERIT', 'O_RANDOM', 'O_SEQUENTIAL', 'O_SHORT_LIVED', 'O_TEMPORARY', 'O_TEXT'];
  const EXC_OF = { ENOENT: 'FileNotFoundError', EEXIST: 'FileExistsError', EISDIR: 'IsADirectoryError',
    ENOTDIR: 'NotADirectoryError', EACCES: 'PermissionError', EPERM: 'PermissionError',
    EAGAIN: 'BlockingIOError', EINTR: 'InterruptedError' };
  const MESSAGE = { ENOENT: 'No such file or directory', EEXIST: 'File exists', EISDIR: 'Is a directory',
    ENOTDIR: 'Not a directory', ENOTEMPTY: 'Directory not empty', EBADF: 'Bad file descriptor',
    EINVAL: 'Invalid argument', EACCES: 'Permission denied', EPERM: 'Operation not permitted',
    EXDEV: 'Invalid cross-device link', EBUSY: 'Device or resource busy', ESPIPE: 'Illegal seek',
    ENAMETOOLONG: 'File name too long', ELOOP: 'Too many levels of symbolic links',
    EMFILE: 'Too many open files', ENOSPC: 'No space left on device', EROFS: 'Read-only file system',
    ENOSYS: 'Function not implemented', EAGAIN: 'Resource temporarily unavailable' };

  const errnoOf = (name) => {
    const mod = $B.$call(_b_.__import__, 'errno');
    return $B.$getattr(mod, name, null) ?? 0;
  };
  // OSError(errno, strerror[, filename[, winerror, filename2]]) of the subclass CPython picks.
  const osError = (name, filename, filename2) => {
    const cls = _b_[EXC_OF[name]] ?? _b_.OSError;
    const args = [errnoOf(name), MESSAGE[name] ?? name];
    if (filename !== undefined) args.push(filename);
    if (filename2 !== undefined) args.push(_b_.None, filename2);
    return $B.$call(cls, ...args);
  };
  const int = (x) => Number($B.PyNumber_Index(x));
  // A path argument: str, bytes or os.PathLike -> the JS string (bytes as UTF-8).
  const pathOf = (p) => {
    if (typeof p === 'string' || p instanceof String) return String(p);
    if ($B.is_bytes && $B.is_bytes(p)) return $B.decode(p, 'utf-8', 'surrogateescape');
    const fspath = $B.$getattr($B.get_class(p), '__fspath__', null);
    if (fspath === null) $B.RAISE(_b_.TypeError, `expected str, bytes or os.PathLike object, not ${$B.class_name(p)}`);
    return pathOf($B.$call(fspath, p));
  };
  $B.brytorchPathOf = pathOf;   // also os.putenv/unsetenv's converter (overlay 445)

  $B.brytorchPosixFS = function (module, stat_result) {
    for (const name of WINDOWS_ONLY_O) delete module[name];
    Object.assign(module, LINUX_O);
    module._have_functions = $B.$list(['HAVE_FSTAT', 'HAVE_FTRUNCATE', 'HAVE_FSYNC']);
    // Without a bridge module (no file system), Brython's own function runs.
    const fsOr = (fallback, fn) => function (...args) {
      return $B.brytorchFS ? fn($B.brytorchFS.FS, ...args) : fallback.apply(this, args);
    };
    // Runs fn(FS) and turns an FS error into the Python exception for `filename`.
    const call = (fn, filename, filename2) => {
      try {
        return fn($B.brytorchFS.FS);
      } catch (err) {
        if (err && err.name === 'ErrnoError') throw osError($B.brytorchFS.errnoName(err.errno), filename, filename2);
        throw err;
      }
    };
    const isENOENT = (err) => err && err.name === 'ErrnoError' && $B.brytorchFS.errnoName(err.errno) === 'ENOENT';
    const stream = (fd) => call((FS) => FS.getStreamChecked(int(fd)));
    const statOf = (FS, given, follow) => {
      if (typeof given === 'number') return fsFunctions.fstat(FS, given);
      const path = pathOf(given);
      $B.brytorchVfsSourceToFS?.(FS, path);   // a bundled module's source (overlay 502)
      try {
        return makeStat(follow ? FS.stat(path) : FS.lstat(path));
      } catch (err) {
        if (isENOENT(err)) return orig.stat(path);   // Brython's own answer: its imported sources
        return call(() => { throw err; }, given);
      }
    };
    const makeStat = (a) => {
      const ms = (t) => +t;
      const infos = { st_mode: a.mode, st_ino: a.ino, st_dev: a.dev, st_nlink: a.nlink, st_uid: a.uid,
        st_gid: a.gid, st_size: a.size, st_rdev: a.rdev, st_blksize: a.blksize, st_blocks: a.blocks };
      for (const k of ['atime', 'mtime', 'ctime']) {
        infos['st_' + k] = $B.fast_float(ms(a[k]) / 1000);
        infos[`st_${k}_ns`] = $B.$call(_b_.int, String(BigInt(Math.round(ms(a[k]))) * 1000000n));
      }
      const res = { ob_type: stat_result };
      $B.init_dict(res);
      $B.assign_dict(res, infos);
      return res;
    };
    // Brython's stat knows the sources in $B.file_cache, where a bundled module's source is
    // put first (overlay 502); they are read-only regular files (Brython said mode 0).
    const brythonStat = (stat) => stat && function (path, ...rest) {
      if (typeof path === 'string' || path instanceof String) $B.brytorchVfsSourceCached?.(String(path));
      const res = stat.call(this, path, ...rest);
      if ($B.get_from_dict(res, 'st_mode', 0) === 0) $B.set_to_dict(res, 'st_mode', 0o100444);
      return res;
    };
    const orig = { stat: brythonStat(module.stat), lstat: brythonStat(module.lstat), remove: module.remove, getcwd: () => $B.curdir,
      chdir: (path) => { $B.curdir = path; return _b_.None; },
      access: module.access };
    const notImpl = (name) => function () { $B.RAISE(_b_.NotImplementedError, `posix.${name} is not implemented`); };
    const fsFunctions = {
      open(FS, ...args) {
        const $ = $B.args('open', 4, { path: null, flags: null, mode: null, dir_fd: null }, args,
          { mode: 0o777, dir_fd: _b_.None }, null, null);
        const path = pathOf($.path);
        $B.brytorchVfsSourceToFS?.(FS, path);   // a bundled module's source (overlay 502)
        return call((FS) => FS.open(path, int($.flags), int($.mode)).fd, $.path);
      },
      close(FS, fd) { const s = stream(fd); call((FS) => FS.close(s)); return _b_.None; },
      read(FS, fd, n) {
        const s = stream(fd), buf = new Uint8Array(int(n));
        const k = call((FS) => FS.read(s, buf, 0, buf.length));
        return $B.fast_bytes(Array.from(buf.subarray(0, k)));
      },
      readinto(FS, fd, buffer) {
        const s = stream(fd), size = _b_.len(buffer), buf = new Uint8Array(size);
        const k = call((FS) => FS.read(s, buf, 0, size));
        if (k) $B.$setitem(buffer, _b_.slice.$factory(0, k), $B.fast_bytes(Array.from(buf.subarray(0, k))));
        return k;
      },
      write(FS, fd, data) {
        const s = stream(fd), src = $B.$call(_b_.bytes, data).source;
        return call((FS) => FS.write(s, Uint8Array.from(src), 0, src.length));
      },
      lseek(FS, fd, pos, how) { const s = stream(fd); return call((FS) => FS.llseek(s, int(pos), int(how))); },
      fstat(FS, fd) { const s = stream(fd); return makeStat(call(() => s.node.node_ops.getattr(s.node))); },
      ftruncate(FS, fd, length) { call((FS) => FS.ftruncate(int(fd), int(length))); return _b_.None; },
      fsync(FS, fd) { stream(fd); return _b_.None; },
      // a new descriptor sharing the stream's position (numpy's tofile/fromfile dup a file's)
      dup(FS, fd) { const s = stream(fd); return call((FS) => FS.dupStream(s).fd); },
      dup2(FS, fd, fd2) {
        const s = stream(fd), target = int(fd2);
        if (s.fd === target) return target;
        const open = $B.brytorchFS.FS.getStream(target);
        if (open) call((FS) => FS.close(open));
        return call((FS) => FS.dupStream(s, target).fd);
      },
      isatty(FS, fd) { const s = $B.brytorchFS.FS.getStream(int(fd)); return !!(s && s.tty); },
      stat(FS, ...args) {
        const $ = $B.args('stat', 3, { path: null, dir_fd: null, follow_symlinks: null }, args,
          { dir_fd: _b_.None, follow_symlinks: true }, null, null);
        return statOf(FS, $.path, $B.$bool($.follow_symlinks));
      },
      lstat(FS, ...args) {
        const $ = $B.args('lstat', 2, { path: null, dir_fd: null }, args, { dir_fd: _b_.None }, null, null);
        return statOf(FS, $.path, false);
      },
      access(FS, path, mode) {
        try { FS.stat(pathOf(path)); } catch (err) { return orig.access(path, mode); }
        return true;
      },
      unlink(FS, path) {
        const p = pathOf(path);
        try { FS.unlink(p); } catch (err) {
          const brythons = ($B.file_cache && Object.hasOwn($B.file_cache, p)) || ($B.files && Object.hasOwn($B.files, p));
          if (isENOENT(err) && brythons) return orig.remove(p);   // one of Brython's sources
          return call(() => { throw err; }, path);
        }
        return _b_.None;
      },
      rename(FS, src, dst) { call((FS) => FS.rename(pathOf(src), pathOf(dst)), src, dst); return _b_.None; },
      mkdir(FS, ...args) {
        const $ = $B.args('mkdir', 3, { path: null, mode: null, dir_fd: null }, args,
          { mode: 0o777, dir_fd: _b_.None }, null, null);
        call((FS) => FS.mkdir(pathOf($.path), int($.mode)), $.path);
        return _b_.None;
      },
      rmdir(FS, path) { call((FS) => FS.rmdir(pathOf(path)), path); return _b_.None; },
      listdir(FS, path) {
        const given = path === undefined || path === _b_.None ? '.' : path;
        const names = call((FS) => FS.readdir(pathOf(given)), given).filter((n) => n !== '.' && n !== '..');
        const asBytes = $B.is_bytes && $B.is_bytes(given);
        return $B.$list(asBytes ? names.map((n) => $B.$call(_b_.str.tp_funcs.encode, n, 'utf-8', 'surrogateescape')) : names);
      },
      getcwd(FS) { return FS.cwd(); },
      chdir(FS, path) { call((FS) => FS.chdir(pathOf(path)), path); return _b_.None; },
      chmod(FS, path, mode) { call((FS) => FS.chmod(pathOf(path), int(mode)), path); return _b_.None; },
      utime(FS, path, times) {   // times=(atime, mtime) in seconds, or None for now
        let [a, m] = [Date.now(), Date.now()];
        if (times !== undefined && times !== _b_.None && !times.$kw) {
          [a, m] = [0, 1].map((i) => 1000 * $B.$call(_b_.float, $B.$getitem(times, i)).value);
        }
        call((FS) => FS.utime(pathOf(path), a, m), path);
        return _b_.None;
      },
      set_inheritable(FS, fd, inheritable) { stream(fd); return _b_.None; },
      get_inheritable(FS, fd) { stream(fd); return false; },
    };
    for (const [name, fn] of Object.entries(fsFunctions)) {
      module[name] = fsOr(orig[name] ?? module[name] ?? notImpl(name), fn);
    }
    module.remove = module.unlink;
    module.replace = module.rename;
    module.strerror = function (code) {
      const mod = $B.$call(_b_.__import__, 'errno');
      const name = $B.$getitem($B.$getattr(mod, 'errorcode'), code);
      return MESSAGE[name] ?? `Unknown error ${code}`;
    };
  };

  // os.py's own getcwd and chdir (Brython's current folder) give way to posix's.
  $B.brytorchOverlay.patchStdlibSource('os', 'def getcwd():\n return __BRYTHON__.curdir\n',
    'def getcwd():\n import posix\n return posix.getcwd()\n');
  $B.brytorchOverlay.patchStdlibSource('os', 'def chdir(path):\n __BRYTHON__.curdir=path\n',
    'def chdir(path):\n import posix\n posix.chdir(path)\n');
  $B.brytorchOverlay.patchStdlibSource('posix',
    "$B.addToImported('posix', module)",
    "$B.brytorchPosixFS(module, stat_result)\n$B.addToImported('posix', module)");

  // os.scandir: DirEntry objects over listdir and lstat (CPython's attributes and methods).
  $B.brytorchOverlay.patchStdlibSource('os',
    "def scandir(*args,**kw):\n raise NotImplementedError('browsers cannot read a directory content')\n",
    'class DirEntry:\n' +
    ' def __init__(self,top,name):\n' +
    '  self.name=name\n  self.path=path.join(top,name)\n  self._lstat=None\n' +
    ' def __fspath__(self):\n  return self.path\n' +
    ' def __repr__(self):\n  return f"<DirEntry {self.name!r}>"\n' +
    ' def stat(self,*,follow_symlinks=True):\n' +
    '  if follow_symlinks:\n   return stat(self.path)\n' +
    '  if self._lstat is None:\n   self._lstat=lstat(self.path)\n  return self._lstat\n' +
    ' def inode(self):\n  return self.stat(follow_symlinks=False).st_ino\n' +
    ' def _mode(self,follow_symlinks):\n' +
    '  try:\n   return self.stat(follow_symlinks=follow_symlinks).st_mode\n' +
    '  except FileNotFoundError:\n   return 0\n' +
    ' def is_dir(self,*,follow_symlinks=True):\n  return (self._mode(follow_symlinks)&0o170000)==0o040000\n' +
    ' def is_file(self,*,follow_symlinks=True):\n  return (self._mode(follow_symlinks)&0o170000)==0o100000\n' +
    ' def is_symlink(self):\n  return (self._mode(False)&0o170000)==0o120000\n' +
    ' def is_junction(self):\n  return False\n' +
    ' __class_getitem__=classmethod(GenericAlias)\n' +
    '\n' +
    'class _ScandirIterator:\n' +
    ' def __init__(self,top):\n' +
    '  names=listdir(top)\n' +
    '  top=fspath(top)\n' +
    '  self._it=iter([DirEntry(top,n) for n in names])\n' +
    ' def __iter__(self):\n  return self\n' +
    ' def __next__(self):\n  return next(self._it)\n' +
    ' def close(self):\n  self._it=iter(())\n' +
    ' def __enter__(self):\n  return self\n' +
    ' def __exit__(self,*args):\n  self.close()\n' +
    '\n' +
    "def scandir(path='.'):\n return _ScandirIterator(path)\n" +
    '\n' +
    // os.makedirs is missing from Brython's os.py: parents first, then the leaf.
    'def makedirs(name,mode=0o777,exist_ok=False):\n' +
    ' parent,leaf=path.split(name)\n' +
    ' if not leaf:\n  parent,leaf=path.split(parent)\n' +
    ' if parent and leaf and not path.exists(parent):\n' +
    '  try:\n   makedirs(parent,exist_ok=exist_ok)\n  except FileExistsError:\n   pass\n' +
    ' try:\n  mkdir(name,mode)\n' +
    ' except OSError:\n' +
    '  if not exist_ok or not path.isdir(name):\n   raise\n');
})(__BRYTHON__);
