// Loads BryTorch into the global scope it runs in: a Web Worker (web/api/worker.js) or a page
// (web/api/brytorch.mjs with { worker: false }). Every script and the wasm module are fetched
// in parallel, counting bytes as they arrive (progress), then the scripts run in order as
// classic scripts while the wasm compiles (from when its bytes have arrived), the compiled
// module goes to the Emscripten factory, and the runtime starts.
//
//   BryTorchLoader.load({ baseURL, config, onProgress, write }) -> Promise of the bridge's
//     Emscripten module (null without one). config: what `./brytorch serve` answers at
//     /brytorch-config.json ({ scripts: [{ path, size }], bridge: { js, wasm } | null }).
//     onProgress({ phase, loaded, total, files, message }): phase is 'download' (bytes of
//     every file; `files` has each one's path, loaded and total), 'scripts', 'compile',
//     'start' or 'ready'. write(stream, text): the program's stdout/stderr.
'use strict';
(function (global) {
  const inWorker = typeof global.importScripts === 'function' && typeof global.document === 'undefined';
  const PROGRESS_EVERY_MS = 50;   // downloads report at most this often (and when each file ends)

  // Reads a response body chunk by chunk into one buffer, counting bytes as they arrive.
  async function download(url, file, changed) {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${file.path}: HTTP ${response.status}`);
    file.total = Number(response.headers.get('content-length')) || file.total;
    let bytes = new Uint8Array(file.total);
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (file.loaded + value.length > bytes.length) {   // longer than announced
        const grown = new Uint8Array(2 * (file.loaded + value.length));
        grown.set(bytes.subarray(0, file.loaded));
        bytes = grown;
      }
      bytes.set(value, file.loaded);
      file.loaded += value.length;
      changed(false);
    }
    file.total = file.loaded;
    changed(true);
    return bytes.subarray(0, file.loaded);
  }

  // Runs a classic script from its bytes, as a <script src> or importScripts would (its
  // top-level names become globals); the sourceURL keeps the real path in stack traces.
  function runScript(url, bytes) {
    const text = `${new TextDecoder().decode(bytes)}\n//# sourceURL=${url}\n`;
    // (a script's own URL, for those that find their siblings from it: the precompiled
    // modules' indexes, tools/vfs/precompile.cjs; an inline script has no src)
    if (global.__BRYTHON__) global.__BRYTHON__.brytorchScriptURL = url;
    try {
      runScriptText(url, text);
    } finally {
      if (global.__BRYTHON__) delete global.__BRYTHON__.brytorchScriptURL;
    }
  }

  function runScriptText(url, text) {
    if (inWorker && url.endsWith('.vfs.js')) {
      // A VFS bundle (tools/vfs/make_bundle.py: statements only, nothing declared at its top
      // level) runs by indirect eval: importScripts of a blob sent its tens of MB through the
      // browser process, at 3-4x the cost (a warm boot with torch: 3.1 s -> 2.0 s;
      // docs/startup.md).
      (0, eval)(text);
      return;
    }
    if (inWorker) {
      // Scripts that find their siblings from document.currentScript.src (the precompiled
      // torch chunks) see their own URL, as in a page; brython.js makes a stub document.
      if (global.document) global.document.currentScript = { src: url };
      const blob = URL.createObjectURL(new Blob([text], { type: 'text/javascript' }));
      try { global.importScripts(blob); } finally {
        URL.revokeObjectURL(blob);
        if (global.document) global.document.currentScript = null;
      }
      return;
    }
    const script = document.createElement('script');
    script.textContent = text;
    let error = null;
    const onError = (event) => { error = error || event.error || new Error(event.message); };
    global.addEventListener('error', onError);
    document.head.appendChild(script);   // runs now, synchronously
    global.removeEventListener('error', onError);
    script.remove();
    if (error) throw error;
  }

  async function load({ baseURL, config, onProgress = () => {}, write }) {
    const base = new URL(baseURL, global.location.href).href;
    const at = (p) => new URL(p, base).href;
    const scripts = config.scripts.map((s) => ({ path: s.path, loaded: 0, total: s.size }));
    const bridge = config.bridge ? [config.bridge.js, config.bridge.wasm].map((s) => ({ path: s.path, loaded: 0, total: s.size })) : [];
    const files = [...scripts, ...bridge];
    let lastReport = 0;
    const report = (phase, message, force = true) => {
      const t = performance.now();
      if (!force && t - lastReport < PROGRESS_EVERY_MS) return;
      lastReport = t;
      const loaded = files.reduce((n, f) => n + f.loaded, 0), total = files.reduce((n, f) => n + f.total, 0);
      onProgress({ phase, loaded, total, message, files: files.map(({ path, loaded, total }) => ({ path, loaded, total })) });
    };
    report('download', 'downloading');
    const bodies = files.map((f) => download(at(f.path), f, (done) => report('download', 'downloading', done)));
    bodies.forEach((p) => p.catch(() => {}));   // reported where awaited, in order
    // The wasm compiles on the browser's background threads while the scripts run, from
    // when its bytes have arrived: it used to start after the scripts (docs/startup.md).
    const compiledWasm = bridge.length ? bodies[scripts.length + 1].then((bytes) => WebAssembly.compile(bytes)) : null;
    compiledWasm?.catch(() => {});   // (reported below, when the factory waits for it)
    // Brython finds its own folder from document.currentScript.src (a page) or the worker's
    // location; neither is right for scripts run from bytes: tell it.
    const brython = scripts.find((s) => s.path.endsWith('/brython.js'));
    global.__BRYTHON__ = { brython_path: at(brython.path.replace(/[^/]*$/, '')) };
    for (let i = 0; i < scripts.length; i++) {
      const bytes = await bodies[i];
      report('scripts', `running ${scripts[i].path.split('/').pop()}`);
      runScript(at(scripts[i].path), bytes);
    }
    // On a page's main thread the precompiled chunks (the stdlib's, torch's) are run ahead,
    // as <script src> (tools/vfs/precompile.cjs says why); a worker loads each on first use.
    if (!inWorker && typeof global.__BRYTHON__.brytorchPreloadChunks === 'function') {
      report('scripts', 'running the precompiled modules');
      await global.__BRYTHON__.brytorchPreloadChunks();
    }
    let module = null;
    if (bridge.length) {
      runScript(at(bridge[0].path), await bodies[scripts.length]);
      report('compile', `compiling ${bridge[1].path.split('/').pop()}`);
      const dir = at(bridge[0].path.replace(/[^/]*$/, ''));
      // Emscripten's hook for its instantiation: ours, from the module compiled above. A
      // failed download, compile or instantiation rejects the load (the factory's own
      // promise would wait forever).
      let failed;
      const failure = new Promise((resolve, reject) => { failed = reject; });
      module = await Promise.race([failure, global.createBridgeModule({
        locateFile: (name) => dir + name,
        instantiateWasm(imports, receive) {
          compiledWasm.then((wasm) => WebAssembly.instantiate(wasm, imports).then((instance) => receive(instance, wasm)))
            .catch(failed);
          return {};
        },
      })]);
      module.bridge.start();
    }
    report('start', 'starting Python');
    global.BryTorch.start(write);
    report('ready', 'ready');
    return module;
  }

  global.BryTorchLoader = { load };
})(globalThis);
