// BryTorch runtime: the host-independent glue between a host (Node, a browser page) and
// Brython. Loaded as a classic script after brython.js, the overlay fixes and the VFS bundles.
//
//   BryTorch.start(write)            write(stream, text) receives stdout/stderr as it comes
//   BryTorch.run(source, filename)   runs a program as __main__; a Promise of its exit status.
//                                    Its module-level loops pause every ~10 ms so that dead
//                                    tensors are freed while it runs (web/runtime/scheduler.js)
//   BryTorch.cell(source)            runs one REPL input in a __main__ kept across inputs and
//                                    shows expression values (its loops pause as a program's
//                                    do); a Promise of -1 when the input is an
//                                    incomplete statement (send it again with the next line),
//                                    0 when it ran, 1 when it raised (traceback on stderr)
'use strict';
(function (global) {
  const $B = global.__BRYTHON__;
  let driver = null;
  let hostWrite = null;

  // One line describing anything thrown across the boundary (Python exception or JS error).
  function describe(err) {
    if (err && err.ob_type) {
      let text = '';
      try { text = $B.builtins.str.$factory(err); } catch (e) { /* keep the class name */ }
      return `${$B.class_name(err)}${text ? ': ' + text : ''}`;
    }
    return (err && err.stack) ? String(err.stack).split('\n').slice(0, 4).join('\n') : String(err);
  }

  function driverFunction(name) {
    return $B.$getattr(driver, name);
  }

  global.BryTorch = {
    start(write) {
      if (!driver) {
        $B.runPythonSource('import brytorch_driver', { id: '__brytorch_boot__' });
        driver = $B.imported.brytorch_driver;
        global.BryTorchScheduler.install($B);
      }
      // A Python str holding characters past U+FFFF is a JS String object (Brython keeps
      // its surrogate positions on it): hosts get primitive strings (Node's stream.write
      // refused the object, so print('\U0001F600') was a JavascriptError).
      hostWrite = (stream, text) => write(String(stream), String(text));
      driverFunction('install_streams')(hostWrite);
    },
    async run(source, filename, argv) {
      if (!driver) throw new Error('BryTorch.start() must be called first');
      try {
        const namespace = driverFunction('begin_program')(filename, $B.$list(argv || []), source);
        let exc = $B.builtins.None;
        try {
          await global.BryTorchScheduler.drive($B.bt_suspendable_exec(source, filename, namespace));
        } catch (err) {
          exc = $B.exception(err);   // a JS error (e.g. stack overflow) as a Python exception
        }
        return Number(driverFunction('end_program')(exc, filename));
      } catch (err) {
        // The driver catches every Python exception; reaching here is a runtime bug.
        hostWrite('stderr', `brytorch: internal error in the program driver: ${describe(err)}\n`);
        return 2;
      }
    },
    async cell(source) {
      if (!driver) throw new Error('BryTorch.start() must be called first');
      const filename = '<stdin>';
      try {
        const [status, pieces, namespace] = driverFunction('begin_cell')(source, filename);
        if (status !== $B.builtins.None) return Number(status);
        let exc = $B.builtins.None;
        try {
          for (const [text, isExpression] of pieces) {
            if (isExpression) driverFunction('show_value')(text, filename);
            else await global.BryTorchScheduler.drive($B.bt_suspendable_exec(text, filename, namespace));
          }
        } catch (err) {
          exc = $B.exception(err);
        }
        return Number(driverFunction('end_cell')(exc, filename));
      } catch (err) {
        hostWrite('stderr', `brytorch: internal error in the REPL driver: ${describe(err)}\n`);
        return 2;
      }
    },
  };
})(globalThis);
