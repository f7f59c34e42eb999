// Collecting now, inside running code: what the slice scheduler (web/runtime/scheduler.js)
// cannot do for code that never pauses (library code, one test of a suite) and for an
// allocation that fails.
//
// A wrapper's FinalizationRegistry callback runs only between tasks, and a WeakRef made or
// dereferenced in the current job keeps its target alive until the job ends (the spec's
// KeepDuringJob), so inside one long call nothing the bridge wrapped can be freed, however
// dead. Where the host can end that keep-alive set mid-job and collect (Node: a microtask
// checkpoint of a vm context with `microtaskMode: 'afterEvaluate'` clears the isolate's kept
// objects, web/host/node-shim.cjs; gc() of --expose-gc), the bridge finds the dead wrappers
// itself: after a full collection a WeakRef whose target is gone derefs to undefined. Each
// such wrapper's reference is given back here, as its finalizer would have, and its weak
// reference is marked released so that the finalizer, when it runs, does nothing.
//
// Nothing is freed on a guess: only wrappers the collector proved unreachable. Where the host
// cannot (a page: no way to end the job's keep-alive set; no gc() without flags),
// canCollectNow() is false and nothing here runs.
//
// When (bridge/src/alloc_meter.c): an allocation that fails is retried once after a
// collection (MemoryError only if it still fails), and C asks for a collection once the
// memory it holds has grown by SYNC_EVERY bytes since the last one (the scheduler collects at
// 32 MB at its pauses, so this fires only in code that does not pause).
addToLibrary({
  $BTCollect__deps: ['bt_set_collect_threshold', 'bt_note_collection'],
  $BTCollect: {
    SYNC_EVERY: 96 << 20,
    MAX_ROUNDS: 8,          // of a thorough collection (each a full collection, ~0.2 s with torch)
    collecting: false,
    syncCollections: 0,     // collections made here since start (bench memory, tests)
    syncFreed: 0,           // wrappers released by them

    initCollect() {
      if (BT.canCollectNow()) _bt_set_collect_threshold(BT.SYNC_EVERY);
    },
    canCollectNow() {
      const host = globalThis.BryTorchHost;
      return typeof globalThis.gc === 'function' && !!host && typeof host.clearKeptObjects === 'function';
    },
    // A collection ran, here or the scheduler's gc() at a pause: C's growth counts from now.
    noteCollection() {
      _bt_note_collection();
      if (BT.canCollectNow()) _bt_set_collect_threshold(BT.SYNC_EVERY);
    },
    // A full collection now, then the references of the wrappers it found dead given back.
    // `thorough` (gc.collect()): also the callbacks of Python weak references whose referent
    // the collection freed (overlay 424), and more rounds while a round let go of Brython
    // values C held (a proxy parked, a freed C object's __dict__: what only they kept alive
    // is garbage now, e.g. a hook's closure holding a tensor) or ran weak callbacks, as
    // CPython's collection frees a whole chain at once. A collection C asks for (an allocation failed) makes one round:
    // no Python callback runs inside malloc.
    // Returns how many wrappers were released (0 where the host cannot collect, or while
    // collecting).
    collectNow(thorough = false) {
      if (BT.collecting || !BT.wrappers || !BT.canCollectNow()) return 0;   // (not started yet: nothing wrapped)
      BT.collecting = true;
      let released = 0;
      try {
        const clearKept = globalThis.BryTorchHost.clearKeptObjects;
        const sweepWeak = thorough ? BT.$B.brytorchWeakSweep : undefined;
        for (let round = 0; round < BT.MAX_ROUNDS; round++) {
          const letGoBefore = BT.letGo;
          const dead = [];
          clearKept();
          globalThis.gc();
          for (const [ptr, ref] of BT.wrappers) if (ref.deref() === undefined) dead.push([ptr, ref]);
          const called = sweepWeak ? sweepWeak() : 0;
          clearKept();   // the derefs above kept every live wrapper (and weak referent) again
          for (const [ptr, ref] of dead) {
            if (BT.wrappers.get(ptr) === ref) BT.wrappers.delete(ptr);
            ref.released = true;   // its finalizer must not give the reference back twice
            BT.wrappersFreed += 1;
            _Py_DecRef(ptr);   // may free the C object (its dealloc runs here, as in CPython's GC)
          }
          released += dead.length;
          if (!thorough || (BT.letGo === letGoBefore && called === 0)) break;
        }
      } finally {
        BT.collecting = false;
        BT.syncCollections += 1;
        BT.syncFreed += released;
        BT.noteCollection();
      }
      return released;
    },
  },

  bt_js_collect_now__deps: ['$BT'],
  bt_js_collect_now: () => BT.collectNow(),
});
