// BryTorch's slice scheduler (issue 15, docs/memory.md): runs a suspendable program (see
// brython/overlay/500-suspendable-programs.js) in slices of ~SLICE_MS and gives the
// event loop a turn between them, because the bridge frees the C object (a tensor) behind a
// dead wrapper only from a FinalizationRegistry callback, and those run between tasks, after
// a garbage collection found the wrapper dead.
//
// Between two slices:
//   - a macrotask turn (ends the job: the WeakRefs made during it stop pinning their wrappers,
//     and finalizer callbacks that are due run);
//   - a collection when one is due (collectionDue: the memory C holds grew enough since the last
//     one, measured by bridge/src/alloc_meter.c), then a second turn for the callbacks it
//     queued. Where the host exposes gc() (node --expose-gc, as ./brytorch run starts it), a
//     young-generation collection first (Node 26's V8 14.6 and Chromium's finalize dead young
//     wrappers in it; Node 20's scavenger kept them alive: docs/memory.md), and a full one if
//     still due; a page without flags gets V8 to collect by itself (pressure, below).
// Nothing is freed on a guess: only the garbage collector decides a wrapper is dead.
'use strict';
(function (global) {
  const SLICE_MS = 10;            // longest run between two event-loop turns
  const GC_SHARE = 0.05;          // fraction of the time full collections may take
  const ALLOC_SOFT = 8 << 20;     // growth of what C holds since the last collection: collect on the budget
  const ALLOC_HARD = 32 << 20;    // ... collect now (the heap stays within ~this of what is live)
  // Without gc(): V8 collects 0.1-0.8 s after the ballast appears, while the loop goes on
  // allocating, so it is asked for earlier (measured: 48 MB left the heap at 111-133 MB).
  const BALLAST_BYTES = 256 << 20, BALLAST_MAX_MS = 2000, BALLAST_EVERY_MS = 1000;
  const BALLAST_ALLOC_HARD = 16 << 20;

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
    slices: 0, collections: 0, minorCollections: 0, gcMs: 0, ballast: null, ballastSince: 0, ballastRound: 0, canary: {},
    fullGcSeen: false };

  // Whether V8 ran a full collection since the ballast appeared. Chromium's V8 finalizes dead
  // young objects in its minor collections too, so "some finalizer ran" is no sign of one:
  // the ballast used to be dropped at the first minor collection, before V8 got to the full
  // one, and wrappers that had reached the old generation (each optimizer step's profiler
  // record handles, 2 a step) were never found dead: +2 live wrappers a step in the 10,000-
  // step loop. The sign is the canary: an object held since the previous ballast (long
  // enough to be in the old generation), let go when the next ballast appears; only a full
  // collection finds it dead.
  const canaries = new FinalizationRegistry((round) => { if (round === state.ballastRound) state.fullGcSeen = true; });

  function bridge() { return global.__BRYTHON__ && global.__BRYTHON__.bridge; }

  // Is a full collection due? Only if wrappers were made since the last one (else it frees
  // nothing of ours); then when what C holds grew by ALLOC_HARD bytes since (bounds the heap: what a
  // collection can free was allocated since the last one), when the wasm heap grew, or when
  // it grew by ALLOC_SOFT bytes and the time budget allows.
  function collectionDue(bt, t, hard = ALLOC_HARD) {
    if (bt.wrappersMade === state.wrappersAtGc) return false;
    const grown = bt.bytesGrown();   // since the last collection, this scheduler's or the bridge's
    return grown >= hard || bt.heapBytes() > state.heapAtGc ||
      (grown >= ALLOC_SOFT && t - state.lastGcEnd >= state.lastGcMs / GC_SHARE);
  }

  function collected(bt, t, ms) {
    bt.noteCollection();   // C's growth counts from here (bridge/js/collect.js)
    Object.assign(state, { lastGcEnd: t, lastGcMs: ms, wrappersAtGc: bt.wrappersMade, heapAtGc: bt.heapBytes() });
    state.collections += 1;
    state.gcMs += ms;
  }

  async function between() {
    await turn();
    const bt = bridge(), gc = global.gc;
    if (!bt) return;
    if (typeof gc !== 'function') { pressure(bt); return; }
    const t = now();
    if (!collectionDue(bt, t)) return;
    // A young-generation collection first (a few ms, against 100-200 ms for a full one with
    // torch imported): Node 26's and Chromium's V8 finalize the dead wrappers it finds, which
    // can be enough where temporaries die young (measured: docs/memory.md). The full
    // collection runs only if C's memory is still due after it.
    gc({ type: 'minor' });
    state.minorCollections += 1;
    await turn();   // the callbacks of the wrappers it found dead
    const after = now();
    state.gcMs += after - t;
    // The wasm heap's growth alone does not call for the full one when the young collection
    // brought C's growth back under its bounds: the heap has room again, and a full
    // collection then freed ~1 MB for 150 ms (nn.Linear fwd + bwd: 2.0 -> 1.5 ms a step).
    state.heapAtGc = Math.max(state.heapAtGc, bt.heapBytes());
    if (!collectionDue(bt, after)) return;
    gc();
    const end = now();
    collected(bt, end, end - after);
    await turn();   // the callbacks of the wrappers that collection found dead
  }

  // Without gc(): V8 starts a full collection on its own when external memory grows, so an
  // ArrayBuffer that is never touched (no physical pages) is held until one ran (the canary).
  function pressure(bt) {
    const t = now();
    if (state.ballast) {
      if (!state.fullGcSeen && t - state.ballastSince < BALLAST_MAX_MS) return;
      state.ballast = null;   // a full collection ran (or it is time to give up): let it go
      collected(bt, t, 0);    // (its duration is V8's business: a page collects concurrently)
      state.lastGcMs = BALLAST_EVERY_MS * GC_SHARE;
      return;
    }
    if (!collectionDue(bt, t, BALLAST_ALLOC_HARD)) return;
    state.ballast = new ArrayBuffer(BALLAST_BYTES);
    state.fullGcSeen = false;
    state.ballastRound += 1;   // (a canary of an earlier round, finalized late, does not count)
    canaries.register(state.canary, state.ballastRound);
    Object.assign(state, { ballastSince: t, canary: {} });
  }

  // Ctrl-C (web/api): the host sets interrupt[0] (an Int32Array, on a SharedArrayBuffer when
  // the page is cross-origin isolated, so it can change while Python runs); the next
  // checkpoint of a top-level loop (or a time.sleep() in progress) clears it and raises
  // KeyboardInterrupt there, in that Python frame, so `except KeyboardInterrupt` and
  // tracebacks see it.
  let interrupt = null, onInterrupt = () => {};
  function raiseInterrupt($B) {
    Atomics.store(interrupt, 0, 0);
    onInterrupt();
    $B.RAISE($B.builtins.KeyboardInterrupt, '');
  }

  global.BryTorchScheduler = {
    SLICE_MS,
    // Shares the interrupt flag (an Int32Array of length >= 1); taken() is called when a
    // checkpoint raises KeyboardInterrupt. clearInterrupt() drops a request that arrived
    // while nothing could take it (a cell without a pausing loop).
    setInterruptFlag(flag, taken = () => {}) { interrupt = flag; onInterrupt = taken; },
    clearInterrupt() { if (interrupt) Atomics.store(interrupt, 0, 0); },
    // Installs the checkpoint test the compiled loops call.
    install($B) {
      // Reading the clock costs about as much as a tight loop's iteration, so checkpoints ask
      // every `stride` iterations (doubling while an iteration takes under 50 us, so a pause
      // is late by ~13 ms at most; a training step asks at every iteration).
      const clock = $B.bt_clock;
      let stride = 1, lastCheck = 0;
      clock.countdown = 1;
      $B.bt_suspend_due = () => {
        if (interrupt && interrupt[0] !== 0) raiseInterrupt($B);
        const t = now();
        stride = (t - lastCheck) / stride < 0.05 ? Math.min(stride * 2, 256) : 1;
        lastCheck = t;
        clock.countdown = stride;
        return t >= state.deadline;
      };
      // time.sleep() looks between its slices (overlay 543): Ctrl-C stops a sleep too.
      $B.bt_sleep_slice = () => {
        if (interrupt && interrupt[0] !== 0) raiseInterrupt($B);
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
      const bt = bridge();
      return { slices: state.slices, collections: state.collections, minor_collections: state.minorCollections,
        gc_ms: Math.round(state.gcMs),
        last_gc_ms: Math.round(state.lastGcMs),
        // the bridge's collections inside running code (bridge/js/collect.js), and what they freed
        sync_collections: bt ? bt.syncCollections || 0 : 0, sync_freed: bt ? bt.syncFreed || 0 : 0 };
    },
  };
})(globalThis);
