// Counts the modules Brython has imported, for a progress bar while a long import (`import
// torch`: ~1,400 modules, ~30 s) holds the thread Python runs on. A worker can post a
// message while it is busy, so reporting from inside the import machinery is the only way
// to show progress during one synchronous statement.
//   BryTorchImportMeter.install($B, report)   report(count) at most every EVERY_MS, when it changed
'use strict';
(function (global) {
  const EVERY_MS = 100;

  global.BryTorchImportMeter = {
    install($B, report) {
      let last = 0, lastCount = -1;
      const count = () => Object.keys($B.imported).length;
      const tick = () => {
        const t = performance.now();
        if (t - last < EVERY_MS) return;
        last = t;
        const n = count();
        if (n !== lastCount) { lastCount = n; report(n); }
      };
      // Compiled Python calls these through $B for every import statement (a clock read per
      // call is all the meter costs).
      for (const name of ['$import', '$import_from']) {
        const original = $B[name];
        $B[name] = function (...args) { tick(); return original.apply(this, args); };
      }
      return count;
    },
  };
})(globalThis);
