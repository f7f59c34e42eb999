// Fix: time.perf_counter_ns, monotonic_ns and process_time_ns are missing (CPython 3.7+).
// Symptom: `from time import perf_counter_ns` raises ImportError (torch imports it at
//   `import torch`, torch/_logging or torch/_utils_internal).
// Cause: Brython's pure-Python time module defines only the float clocks and time_ns.
// Fix: the *_ns variants return the float clocks in integer nanoseconds.
// Test: tests/brython/test_stdlib.py::test_time_ns_clocks
(function ($B) {
  $B.brytorchOverlay.patchStdlibSource('time',
    'def process_time():\n return now()/1000.\n',
    'def process_time():\n return now()/1000.\n \n' +
    'def perf_counter_ns():\n return int(perf_counter()*1_000_000_000)\n \n' +
    'def monotonic_ns():\n return int(monotonic()*1_000_000_000)\n \n' +
    'def process_time_ns():\n return int(process_time()*1_000_000_000)\n');
})(__BRYTHON__);
