// One BryTorch session in the scope it runs in (a Web Worker, web/api/worker.js, or a page,
// web/api/brytorch.mjs with { worker: false }): loads everything (web/runtime/loader.js), then
// answers the operations of the embedding API and of the REPL page. Every operation clears a
// stale interrupt request first, so Ctrl-C only ever stops what runs when it is pressed.
//
//   BryTorchSession.open({ baseURL, config, onProgress, write, onImports, interrupt, onInterrupt,
//     onMessage }) -> Promise of { cell, run, runPython, get, set, collect, deadReason }
//   interrupt: an Int32Array (SharedArrayBuffer-backed when the page is cross-origin
//   isolated); a non-zero interrupt[0] raises KeyboardInterrupt at the next pause point of a
//   top-level loop (web/runtime/scheduler.js). onImports(count): the number of modules
//   imported so far, while Python imports (web/runtime/import-meter.js). onInterrupt(): a
//   checkpoint took the interrupt (KeyboardInterrupt is being raised). onMessage(value): what
//   Python's brytorch_embed.post(value) sends, converted by web/runtime/convert.js.
'use strict';
(function (global) {
  const FILENAME = '<exec>';   // runPython's code, as tracebacks name it

  async function open({ baseURL, config, onProgress, write, onImports = () => {}, interrupt = new Int32Array(1),
    onInterrupt = () => {}, onMessage = () => {} }) {
    const module = await global.BryTorchLoader.load({ baseURL, config, onProgress, write });
    const $B = global.__BRYTHON__, scheduler = global.BryTorchScheduler;
    // On a page's main thread the C library's pow/exp/log (brython overlay 390) compile
    // asynchronously: no Python runs before they are in place.
    if ($B.brytorchLibmReady) await $B.brytorchLibmReady;
    scheduler.setInterruptFlag(interrupt, onInterrupt);
    global.BryTorchImportMeter.install($B, onImports);
    $B.runPythonSource('import brytorch_embed', { id: '__brytorch_embed_boot__' });
    const helper = $B.imported.brytorch_embed;
    const call = (name, ...args) => $B.$call($B.$getattr(helper, name), ...args);
    const convert = global.BryTorchConvert.converter($B, helper, () => module.HEAPU8);
    call('_connect', (value) => { onMessage(convert.toJS(value)); return $B.builtins.None; });

    // A Python exception as a JS Error: the message is its last line, `traceback` CPython's text.
    function pythonError(err) {
      const exc = $B.exception(err);
      let traceback;
      try { traceback = call('format_exception', exc, FILENAME); } catch (e) { traceback = `${$B.class_name(exc)}\n`; }
      const error = new Error(traceback.trimEnd().split('\n').pop());
      return Object.assign(error, { name: 'PythonError', type: $B.class_name(exc), traceback });
    }

    const fresh = () => scheduler.clearInterrupt();
    const namespace = () => call('namespace');

    return {
      cell(source) { fresh(); return global.BryTorch.cell(source); },
      run(source, filename, argv) { fresh(); return global.BryTorch.run(source, filename, argv); },
      // Runs `code` in the shared __main__; resolves to the value of its last line when that
      // is an expression (converted by web/runtime/convert.js), else undefined.
      async runPython(code) {
        fresh();
        let value;
        try {
          const pieces = Array.from(call('prepare', code, FILENAME));
          const ns = namespace();
          for (let i = 0; i < pieces.length; i++) {
            const [text, isExpression] = pieces[i];
            if (isExpression && i === pieces.length - 1) value = call('evaluate', text, FILENAME);
            else await scheduler.drive($B.bt_suspendable_exec(text, FILENAME, ns));
          }
        } catch (err) {
          throw pythonError(err);
        }
        return value === undefined ? undefined : convert.toJS(value);
      },
      get(name) {   // undefined when the name is not bound
        const ns = namespace();
        return $B.$call($B.$getattr(ns, "__contains__"), name) ? convert.toJS($B.$getitem(ns, name)) : undefined;
      },
      set(name, value) {
        try { $B.$setitem(namespace(), name, convert.toPy(value)); } catch (err) { throw pythonError(err); }
      },
      // Why the C runtime refuses every call from now on (a Py_FatalError: bridge/README.md,
      // Errors), or null while it works. Only a fresh session recovers from it.
      deadReason() {
        const bridge = $B.bridge;
        return bridge && bridge.dead ? String(bridge.dead) : null;
      },
      // A few rounds of: an event-loop turn, a full collection where gc() exists, a pause
      // for FinalizationRegistry callbacks (a collection can leave finalizers for the next).
      async collect() {
        for (let round = 0; round < 3; round++) {
          await new Promise((resolve) => setTimeout(resolve, 0));
          if (typeof global.gc === 'function') global.gc();
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      },
    };
  }

  global.BryTorchSession = { open };
})(globalThis);
