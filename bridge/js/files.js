// The module's file system for Python. Emscripten's in-memory file system (MEMFS, `FS`) is
// where C and C++ code of the module already read and write (fopen, std::ofstream,
// torch.from_file); start() hands it to Brython as __BRYTHON__.brytorchFS, and Python's
// open() and os functions use it (brython/overlay/399-posix-file-system.js,
// 400-open-on-file-system.js), so a file Python writes is the file C reads, and back.
//   FS          Emscripten's FS object (paths, streams by file descriptor)
//   errnoName   an FS.ErrnoError's errno -> its name ('ENOENT'...): Emscripten numbers errno
//               its own way (WASI's), Python's errno module by name.
addToLibrary({
  $BTFiles__deps: ['$FS', '$ERRNO_CODES'],
  $BTFiles: {
    initFiles() {
      const names = {};
      for (const [name, n] of Object.entries(ERRNO_CODES)) if (!(n in names)) names[n] = name;
      BT.$B.brytorchFS = { FS, errnoName: (n) => names[n] ?? null };
    },
  },
});
