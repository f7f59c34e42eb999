// BryTorch's slice scheduler (issue 15, docs/memory.md): runs a suspendable program (see
// brython/overlay/500-suspendable-program-loops.js) in slices of ~SLICE_MS and gives the
// event loop a turn between them, because the bridge frees the C object (a tensor) behind a
// dead wrapper only from a FinalizationRegistry callback, and those run between tasks, after
// a garbage collection found the wrapper dead.
//
// Between two slices:
//   - a macrotask turn (ends the job: the WeakRefs made during it stop pinning their wrappers,
//     and finalizer callbacks that are due run);
//   - where the host exposes gc() (node --expose-gc, as ./brytorch run starts it), a full
//     collection when wrappers were made since the last one, at once if the wasm heap grew
//     since the last one, else at most as often as keeps collections under ~GC_SHARE of the
//     time; then a second turn for the callbacks it queued. Only full collections help:
//     V8's young-generation collector (Node's scavenger) keeps the targets of finalization
//     cells alive (measured: docs/memory.md).
//     (Neither the number of wrappers nor the wasm heap's size says how much a collection
//     would free: one wrapper may own a 1 KB tensor or a 1 GB one, and the heap only grows
//     once malloc's free memory is used up. So the budget, not a guess, sets the pace.)
//     A page without flags has no gc(): V8's own young-generation collections find the
//     short-lived wrappers there.
// Nothing is freed on a guess: only the garbage collector decides a wrapper is dead.
'use strict';
(function (global) {
  const SLICE_MS = 10;            // longest run between two event-loop turns
  const GC_SHARE = 0.05;          // fraction of the time full collections may take
  const BALLAST_BYTES = 256 << 20, BALLAST_MAX_MS = 2000, BALLAST_EVERY_MS = 1000;

  const now = () => global.performance.now();

  // A macrotask turn. setImmediate (Node) and MessageChannel (pages, workers) are not
  // throttled the way a nested setTimeout(0) is (4 ms minimum after five levels).
  const turn = typeof global.setImmediate === 'function'
    ? () => new Promise((resolve) => global.setImmediate(resolve))
    : (() => {
      const channel = new MessageChannel(), waiting = [];
      channel.port1.onmessage = () => waiting.shift()();
      return () => new Promise((resolve) => { waiting.push(resolve); channel.port2.postMessage(0); });
    })();

  const state = { deadline: Infinity, lastGcEnd: 0, lastGcMs: 0, wrappersAtGc: 0, heapAtGc: 0,
    slices: 0, collections: 0, gcMs: 0, ballast: null, ballastSince: 0, freedAtBallast: 0 };

  function bridge() { return global.__BRYTHON__ && global.__BRYTHON__.bridge; }

  async function between() {
    await turn();
    const bt = bridge(), gc = global.gc;
    if (!bt) return;
    if (typeof gc !== 'function') { pressure(bt); return; }
    const made = bt.wrappersMade - state.wrappersAtGc;
    const t = now();
    // The wasm heap grew: malloc found no free memory, so dead tensors are likely; else the budget.
    const grew = bt.heapBytes() > state.heapAtGc;
    if (made === 0 || (!grew && t - state.lastGcEnd < state.lastGcMs / GC_SHARE)) return;
    gc();
    const end = now();
    Object.assign(state, { lastGcEnd: end, lastGcMs: end - t, wrappersAtGc: bt.wrappersMade, heapAtGc: bt.heapBytes() });
    state.collections += 1;
    state.gcMs += end - t;
    await turn();   // the callbacks of the wrappers that collection found dead
  }

  // Without gc(): V8 starts a full collection on its own when external memory grows, so an
  // ArrayBuffer that is never touched (no physical pages) is held until finalizers arrive.
  function pressure(bt) {
    const t = now();
    if (state.ballast) {
      if (bt.wrappersFreed === state.freedAtBallast && t - state.ballastSince < BALLAST_MAX_MS) return;
      state.ballast = null;   // finalizers ran (or it is time to give up): let it go
      Object.assign(state, { lastGcEnd: t, heapAtGc: bt.heapBytes() });
      state.collections += 1;
      return;
    }
    const grew = bt.heapBytes() > state.heapAtGc;
    if (bt.wrappersMade === state.wrappersAtGc || (!grew && t - state.lastGcEnd < BALLAST_EVERY_MS)) return;
    state.ballast = new ArrayBuffer(BALLAST_BYTES);
    Object.assign(state, { ballastSince: t, freedAtBallast: bt.wrappersFreed, wrappersAtGc: bt.wrappersMade });
  }

  global.BryTorchScheduler = {
    SLICE_MS,
    // Installs the checkpoint test the compiled loops call.
    install($B) {
      // Reading the clock costs about as much as a tight loop's iteration, so checkpoints ask
      // every `stride` iterations (doubling while an iteration takes under 50 us, so a pause
      // is late by ~13 ms at most; a training step asks at every iteration).
      const clock = $B.bt_clock;
      let stride = 1, lastCheck = 0;
      clock.countdown = 1;
      $B.bt_suspend_due = () => {
        const t = now();
        stride = (t - lastCheck) / stride < 0.05 ? Math.min(stride * 2, 256) : 1;
        lastCheck = t;
        clock.countdown = stride;
        return t >= state.deadline;
      };
    },
    // Runs `slices` (a generator from $B.bt_suspendable_exec) to its end; rethrows what it throws.
    async drive(slices) {
      for (;;) {
        state.deadline = now() + SLICE_MS;
        let step;
        try {
          step = slices.next();
        } finally {
          state.deadline = Infinity;   // code run outside a slice never pauses
        }
        if (step.done) return step.value;
        state.slices += 1;
        await between();
      }
    },
    // Counters for benchmarks and tests.
    stats() {
      return { slices: state.slices, collections: state.collections, gc_ms: Math.round(state.gcMs),
        last_gc_ms: Math.round(state.lastGcMs) };
    },
  };
})(globalThis);
