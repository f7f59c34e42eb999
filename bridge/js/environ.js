// The process environment C sees. Python's os.environ / os.putenv / os.unsetenv record each
// change in __BRYTHON__.brytorchEnviron (brython/overlay/445-os-environ-reaches-c.js); this
// module's libc gets every change made before it started, then each later one, through its
// own setenv/unsetenv, so getenv() in C (c10's TORCH_VITAL, TORCH_SHOW_CPP_STACKTRACES...)
// sees what the program set, as in one CPython process.
addToLibrary({
  $BTEnviron__deps: ['setenv', 'unsetenv', 'free'],
  $BTEnviron: {
    initEnviron() {
      const environ = BT.$B.brytorchEnviron;
      if (!environ) return;   // Brython without the BryTorch overlays: nothing records changes
      environ.attach((name, value) => {
        // Both strings are copies owned here; libc's setenv copies them again.
        const namePtr = BT.cstring(name);
        const valuePtr = value === null ? 0 : BT.cstring(value);
        try {
          if (value === null) _unsetenv(namePtr);
          else _setenv(namePtr, valuePtr, 1);
        } finally {
          _free(namePtr);
          if (valuePtr) _free(valuePtr);
        }
      });
    },
  },
});
