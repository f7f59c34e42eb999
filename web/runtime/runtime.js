// BryTorch runtime: the host-independent glue between a host (Node, a browser page) and
// Brython. Loaded as a classic script after brython.js, the overlay fixes and the VFS bundles.
//
//   BryTorch.start(write)            write(stream, text) receives stdout/stderr as it comes
//   BryTorch.run(source, filename)   runs a program as __main__, returns its exit status
//   BryTorch.cell(source)            runs one REPL input in a __main__ kept across inputs and
//                                    shows expression values; returns -1 when the input is an
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
      }
      hostWrite = write;
      driverFunction('install_streams')(write);
    },
    run(source, filename, argv) {
      if (!driver) throw new Error('BryTorch.start() must be called first');
      try {
        const status = driverFunction('run_program')(source, filename, $B.$list(argv || []));
        return typeof status === 'number' ? status : Number(status);
      } catch (err) {
        // The driver catches every Python exception; reaching here is a runtime bug.
        hostWrite('stderr', `brytorch: internal error in the program driver: ${describe(err)}\n`);
        return 2;
      }
    },
    cell(source) {
      if (!driver) throw new Error('BryTorch.start() must be called first');
      try {
        return Number(driverFunction('run_cell')(source));
      } catch (err) {
        hostWrite('stderr', `brytorch: internal error in the REPL driver: ${describe(err)}\n`);
        return 2;
      }
    },
  };
})(globalThis);
