// BryTorch's embedding API (docs/embedding.md):
//
//   import { loadBryTorch } from '/web/api/brytorch.mjs';
//   const bt = await loadBryTorch({ baseURL, onProgress, onOutput, onMessage, worker, bridge, config });
//   await bt.runPython('import torch; torch.ones(2) * 3')  // { data: Float32Array [3, 3], shape: [2], dtype: 'float32' }
//   await bt.globals.set('x', new Float32Array([1, 2]));     // a tensor holding a copy
//   await bt.globals.get('x')
//
// worker (default true): Python runs in a Web Worker and the page's thread stays free; with
// false it runs on the page itself (every call then holds the page while Python runs).
// Results and arguments are copies either way (web/runtime/convert.js says which types).
// baseURL: where BryTorch is served (the repository root of `./brytorch serve`; default:
// two folders above this module). config: what the server answers at
// brytorch-config.json?bridge=NAME (the scripts and the wasm module to load; fetched when not given).
// onMessage(value): each value Python sends with brytorch_embed.post(value) while it runs (a
// copy, converted as results are), in order with its output.
// outputEveryMs (worker only, default 10): the worker sends output at most this often,
// gathered; 0 sends every write at once (the command-line runner: nothing held back if the
// page dies).
const RUNTIME = ['web/runtime/loader.js', 'web/runtime/import-meter.js', 'web/runtime/convert.js', 'web/runtime/session.js'];

const defaultOutput = (stream, text) => (stream === 'stderr' ? console.error : console.log)(text.replace(/\n$/, ''));
const defaultMessage = (value) => console.log('BryTorch post():', value);

// Rebuilds an Error posted by the worker, with the Python fields (type, traceback) kept.
function revive(data) {
  return Object.assign(new Error(data.message), data, { stack: data.stack });
}

export async function loadBryTorch({ baseURL = new URL('../../', import.meta.url).href, onProgress = () => {},
  onOutput = defaultOutput, onMessage = defaultMessage, onImports = () => {}, worker = true, bridge = 'torch', config = null,
  outputEveryMs = 10 } = {}) {
  const base = new URL(baseURL, location.href).href.replace(/\/?$/, '/');
  if (!config) {
    const response = await fetch(new URL(`brytorch-config.json?bridge=${encodeURIComponent(bridge)}`, base));
    if (!response.ok) throw new Error(`${base}brytorch-config.json: HTTP ${response.status}`);
    config = await response.json();
  }
  if (config.error) throw new Error(config.error);
  const options = { base, config, onProgress, onOutput, onMessage, onImports, outputEveryMs };
  return worker ? workerSession(options) : pageSession(options);
}

// The API over a session object (same operations in a worker and on the page).
function api(call, extra) {
  return {
    runPython: (code) => call('runPython', code),
    globals: { get: (name) => call('get', name), set: (name, value) => call('set', name, value) },
    // The REPL page's and the runner's operations: status codes as web/runtime/runtime.js says.
    cell: (source) => call('cell', source),
    run: (source, filename = '<string>', argv = []) => call('run', source, filename, argv),
    collect: () => call('collect'),
    // null, or why the C runtime has stopped (a fatal error in C): then only restart() (in a
    // worker) or reloading the page brings back a working runtime.
    deadReason: () => call('deadReason'),
    ...extra,
  };
}

async function pageSession({ base, config, onProgress, onOutput, onMessage, onImports }) {
  // Brython and the wasm module become the page's globals: one session per page.
  if (globalThis.BryTorch) throw new Error('BryTorch is already loaded on this page; keep the first session');
  for (const path of globalThis.BryTorchSession ? [] : RUNTIME) {   // once per page
    await new Promise((resolve, reject) => {
      const script = Object.assign(document.createElement('script'), { src: new URL(path, base).href });
      script.onload = resolve;
      script.onerror = () => reject(new Error(`${path}: failed to load`));
      document.head.appendChild(script);
    });
  }
  const interrupt = new Int32Array(1);
  const session = await globalThis.BryTorchSession.open({ baseURL: base, config, interrupt, onProgress, onImports,
    onMessage, write: onOutput });
  // On the page nothing can run while Python does: interrupt() only helps a caller that
  // sets it from a callback Python itself triggers (e.g. a print to onOutput).
  return api(async (op, ...args) => session[op](...args), { worker: false, interruptible: false,
    interrupt() { interrupt[0] = 2; return Promise.resolve(false); } });
}

async function workerSession({ base, config, onProgress, onOutput, onMessage, onImports, outputEveryMs }) {
  // A SharedArrayBuffer exists only in a cross-origin isolated page (COOP + COEP headers,
  // which ./brytorch serve sends): then the flag changes while Python runs. Otherwise an
  // interrupt message reaches the worker only when a loop pauses.
  const shared = globalThis.crossOriginIsolated === true && typeof SharedArrayBuffer === 'function';
  let worker, pending, nextId, interruptBuffer;
  let taken = [];   // resolvers of interrupt() calls waiting for Python to take the interrupt

  function start() {
    worker = new Worker(new URL('web/api/worker.js', base));
    pending = new Map();
    nextId = 0;
    interruptBuffer = shared ? new SharedArrayBuffer(4) : null;
    worker.onmessage = ({ data }) => {
      if (data.type === 'write') for (const [stream, text] of data.pieces) onOutput(stream, text);
      else if (data.type === 'progress') onProgress(data.progress);
      else if (data.type === 'imports') onImports(data.count);
      else if (data.type === 'message') onMessage(data.value);
      else if (data.type === 'interrupted') { taken.forEach((resolve) => resolve(true)); taken = []; }
      else if (data.type === 'result') {
        const { resolve, reject } = pending.get(data.id);
        pending.delete(data.id);
        if (data.error) reject(revive(data.error)); else resolve(data.value);
      }
    };
    worker.onerror = (event) => {
      const error = new Error(`BryTorch worker failed: ${event.message || 'error'}`);
      for (const { reject } of pending.values()) reject(error);
      pending.clear();
    };
    return call('load', { baseURL: base, config, interruptBuffer, outputEveryMs });
  }

  function call(op, ...args) {
    return new Promise((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, op, args });
    });
  }

  await start();
  return api(call, {
    worker: true,
    // 'shared': KeyboardInterrupt at the next pause point (a checkpoint reads the flag);
    // 'message': at the next pause that gives the worker's event loop a turn (every ~10 ms).
    // Either way code that does not pause (library code, a comprehension, one long C call;
    // docs/memory.md) cannot be interrupted: restart() is the way out.
    interruptible: shared ? 'shared' : 'message',
    // Resolves to true once Python raised KeyboardInterrupt, false when it did not within
    // waitMs (the caller may then restart()).
    interrupt({ waitMs = 3000 } = {}) {
      if (interruptBuffer) Atomics.store(new Int32Array(interruptBuffer), 0, 2);
      else worker.postMessage({ op: 'interrupt' });
      return new Promise((resolve) => {
        taken.push(resolve);
        setTimeout(() => { taken = taken.filter((r) => r !== resolve); resolve(false); }, waitMs);
      });
    },
    // Ends the worker (whatever runs in it) and loads a fresh one: Python's state is lost.
    async restart() {
      worker.terminate();
      const error = Object.assign(new Error('BryTorch was restarted'), { name: 'PythonError', type: 'Restart' });
      for (const { reject } of pending.values()) reject(error);
      await start();
    },
    terminate() { worker.terminate(); },
  });
}
