// Fix: gc.collect() collects: where a bridge module is loaded and its host lets it collect
//   inside running code (Node: bridge/js/collect.js), it frees the C objects whose wrappers
//   the collector proves dead and returns how many (CPython: the number of unreachable
//   objects found); elsewhere it returns 0. Every other gc function stays Brython's.
// Symptom: gc.collect() returned None (CPython returns an int), and freed nothing: pybind11's
//   ConstructorStats checks (`del obj; gc.collect(); assert stats.alive() == 0`) failed
//   because the C++ destructor ran only at the next task.
// Cause: brython_stdlib.js's gc module is a stub (each function `pass`).
// Test: tests/brython/test_stdlib.py::test_gc_collect_returns_an_int
(function ($B) {
  $B.brytorchGcCollect = $B.brytorchOverlay.builtin('gc', 'collect', function () {
    const bridge = $B.bridge;
    return bridge && bridge.canCollectNow && bridge.canCollectNow() ? bridge.collectNow() : 0;
  });
  $B.brytorchOverlay.patchStdlibSource('gc',
    "def collect(generation=2):\n ''\n\n\n\n\n\n \n pass\n",
    "def collect(generation=2):\n return __BRYTHON__.brytorchGcCollect()\n");
})(__BRYTHON__);
