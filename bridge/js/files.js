// The module's file system for Python. Emscripten's in-memory file system (MEMFS, `FS`) is
// where C and C++ code of the module already read and write (fopen, std::ofstream,
// torch.from_file); start() hands it to Brython as __BRYTHON__.brytorchFS, and Python's
// open() and os functions use it (brython/overlay/399-posix-file-system.js,
// 400-open-on-file-system.js), so a file Python writes is the file C reads, and back.
//   FS          Emscripten's FS object (paths, streams by file descriptor)
//   errnoName   an FS.ErrnoError's errno -> its name ('ENOENT'...): Emscripten numbers errno
//               its own way (WASI's), Python's errno module by name.
// Data files a VFS bundle carries (tools/vfs/make_bundle.py --data-files: a test's data/*.csv,
// expect/*.expect) are written here at start, under the root of the bundled modules' __file__
// paths (/vfs, brython/overlay/313-vfs-module-file-paths.js), so code that finds them next to
// its module reads them as on CPython; a key that is an absolute path (--fs-file) is written
// there.
addToLibrary({
  $BTFiles__deps: ['$FS', '$ERRNO_CODES'],
  $BTFiles: {
    initFiles() {
      const names = {};
      for (const [name, n] of Object.entries(ERRNO_CODES)) if (!(n in names)) names[n] = name;
      BT.$B.brytorchFS = { FS, errnoName: (n) => names[n] ?? null };
      BT.writeDataFiles();
    },
    writeDataFiles() {
      const $B = BT.$B, files = $B.brytorchDataFiles;
      if (!files || !$B.brytorchVfsRoot) return;
      for (const [rel, base64] of Object.entries(files)) {
        const path = rel.startsWith('/') ? rel : $B.brytorchVfsRoot + rel;
        FS.mkdirTree(path.slice(0, path.lastIndexOf('/')));
        const text = atob(base64), bytes = new Uint8Array(text.length);
        for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
        FS.writeFile(path, bytes);
      }
      $B.brytorchDataFiles = null;   // written once; the strings can go
    },
  },
});
