// Fix: os.cpu_count() and os.process_cpu_count() exist and return 1.
// Symptom: AttributeError "'module' object has no attribute 'cpu_count'" (torch._inductor's
//   config at import, which PyTorch's test harness reaches through torch._dynamo.trace_rules;
//   concurrent.futures.ThreadPoolExecutor() with no max_workers).
// Cause: Brython's os.py defines neither.
// Fix: both return 1: a Brython program runs Python on one thread of one process, and 1 is
//   what CPython built for Emscripten reports (its sysconf(_SC_NPROCESSORS_ONLN) is 1).
// Test: tests/brython/test_stdlib.py::test_os_cpu_count
(function ($B) {
  $B.brytorchOverlay.patchStdlibSource('os',
    "sys.modules['os.path']=path\n",
    "sys.modules['os.path']=path\n\n" +
    'def cpu_count():\n return 1\n\n' +
    'def process_cpu_count():\n return cpu_count()\n');
})(__BRYTHON__);
