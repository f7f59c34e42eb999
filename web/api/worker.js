// The Web Worker Python runs in (web/api/brytorch.mjs starts it): the page's main thread only
// draws. Requests arrive as messages { id, op, args } and are answered { id, value } or
// { id, error } in the order they came; output, load progress, import counts and the values
// Python post()s are sent as they happen, also while Python holds this thread (postMessage
// needs no event-loop turn).
// Without a SharedArrayBuffer (a page that is not cross-origin isolated), an { op: 'interrupt' }
// message sets the interrupt flag when it gets a turn: at a pause of a top-level loop.
'use strict';
importScripts('../runtime/loader.js', '../runtime/import-meter.js', '../runtime/convert.js', '../runtime/session.js');

let session = null;
let queue = Promise.resolve();
let interrupt = new Int32Array(1);

// Output goes out at most every writeEveryMs, gathered: a loop that prints sends
// thousands of writes a second, and one message each kept the page's thread from drawing. A
// write after a quiet spell goes at once; what is held back goes at the next write after
// the interval, when the worker's event loop turns (a top-level loop pauses every ~10 ms),
// and before any other message (results, progress), so order is kept.
let writeEveryMs = 10;   // the load request may change it (0: every write at once)
let held = [], lastWrite = -Infinity, flushTimer = null;

function flushWrites() {
  if (flushTimer !== null) { clearTimeout(flushTimer); flushTimer = null; }
  if (!held.length) return;
  self.postMessage({ type: 'write', pieces: held });
  held = [];
  lastWrite = performance.now();
}

function write(stream, text) {
  const last = held[held.length - 1];
  if (last && last[0] === stream) last[1] += text; else held.push([stream, text]);
  if (performance.now() - lastWrite >= writeEveryMs) flushWrites();
  else if (flushTimer === null) flushTimer = setTimeout(flushWrites, writeEveryMs);
}

const post = (message) => { flushWrites(); self.postMessage(message); };

// Errors cross as plain data (a structured clone drops an Error's own fields). A Python
// exception thrown outside runPython (a bug of ours: loading, the driver) keeps its text.
function errorData(e) {
  const $B = self.__BRYTHON__;
  if (e && e.ob_type && $B) {
    let text = '';
    try { text = $B.builtins.str.$factory(e); } catch (_) { /* the class name is enough */ }
    const type = $B.class_name(e);
    return { name: 'PythonError', type, message: text ? `${type}: ${text}` : type, stack: String(e.$stack || '') };
  }
  return { name: e && e.name, message: e && e.message ? e.message : String(e), type: e && e.type,
    traceback: e && e.traceback, stack: e && e.stack };
}

async function perform(op, args) {
  if (op === 'load') {
    const [{ baseURL, config, interruptBuffer, outputEveryMs }] = args;
    if (interruptBuffer) interrupt = new Int32Array(interruptBuffer);
    if (outputEveryMs !== undefined) writeEveryMs = outputEveryMs;
    session = await self.BryTorchSession.open({ baseURL, config, interrupt,
      onProgress: (p) => post({ type: 'progress', progress: p }),
      onImports: (count) => post({ type: 'imports', count }),
      onInterrupt: () => post({ type: 'interrupted' }),
      onMessage: (value) => post({ type: 'message', value }),
      write });
    return { crossOriginIsolated: self.crossOriginIsolated === true };
  }
  if (!session) throw new Error('BryTorch is not loaded');
  return session[op](...args);
}

self.onmessage = ({ data }) => {
  if (data.op === 'interrupt') { Atomics.store(interrupt, 0, 2); return; }   // SIGINT's number
  const { id, op, args } = data;
  queue = queue.then(() => perform(op, args)).then(
    (value) => post({ type: 'result', id, value }),
    (error) => post({ type: 'result', id, error: errorData(error) }));
};
