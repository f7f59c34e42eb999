// Fix: gc.collect() collects and returns an int, where the host lets running code collect
//   (Node: a full collection through gc() of --expose-gc, after ending the job's WeakRef
//   keep-alive set, web/host/node-shim.cjs); elsewhere (a page) it returns 0. Every other gc
//   function stays Brython's.
// Symptom: gc.collect() returned None (CPython returns an int), and freed nothing: pybind11's
//   ConstructorStats checks (`del obj; gc.collect(); assert stats.alive() == 0`) failed
//   because the C++ destructor ran only at the next task, and a weak reference's callback
//   ran only at the next task.
// Cause: brython_stdlib.js's gc module is a stub (each function `pass`).
// Fix: with a bridge module loaded, the bridge's thorough collection (bridge/js/collect.js:
//   the C objects of dead wrappers, chains C -> Python -> C, weak reference callbacks);
//   without one, a full collection and the callbacks of the weak references whose referent
//   died (overlay 424). It returns how many objects it let go (CPython: the number of
//   unreachable objects found).
// Test: tests/brython/test_stdlib.py::test_gc_collect_returns_an_int,
//   test_weak_references_die_with_their_referent; bridge tier test_lifetime.py.
(function ($B) {
  $B.brytorchGcCollect = $B.brytorchOverlay.builtin('gc', 'collect', function () {
    const bridge = $B.bridge;
    if (bridge && bridge.canCollectNow) return bridge.canCollectNow() ? bridge.collectNow(true) : 0;
    const host = globalThis.BryTorchHost;
    if (typeof globalThis.gc !== 'function' || !host || typeof host.clearKeptObjects !== 'function') return 0;
    host.clearKeptObjects();
    globalThis.gc();
    const called = $B.brytorchWeakSweep ? $B.brytorchWeakSweep() : 0;
    host.clearKeptObjects();
    return called;
  });
  $B.brytorchOverlay.patchStdlibSource('gc',
    "def collect(generation=2):\n ''\n\n\n\n\n\n \n pass\n",
    "def collect(generation=2):\n return __BRYTHON__.brytorchGcCollect()\n");
})(__BRYTHON__);
