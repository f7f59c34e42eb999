// Fix: time.time() and time.time_ns() read the wall clock with sub-millisecond resolution,
//   time.monotonic() is monotonic, and C's CLOCK_REALTIME (the bridge, bridge/js/clock.js)
//   reads the same clock.
// Symptom: `time.time()` advanced in whole milliseconds (CPython: sub-microsecond steps), and
//   `time.monotonic()` was the wall clock in milliseconds (it steps back when the system
//   clock is set back). In C, CLOCK_REALTIME also advanced in milliseconds: the profiler
//   stamps events with it, so operators run in the same millisecond got the same start time
//   and `torch.autograd.profiler.profile` sorted `inner` before the `aten::add` that ran
//   before it (test_autograd's test_record_function).
// Cause: Brython's time module and Emscripten's clock_time_get read `Date.now()`, which
//   counts whole milliseconds.
// Fix: the wall clock is performance.now() (microseconds in Node; 5 us or 100 us in a browser
//   page, as its isolation allows) plus the offset to the epoch taken from Date.now(), taken
//   again whenever the two disagree by more than a millisecond (a suspended machine, a clock
//   set by hand), so it follows the system clock as CPython's does; the monotonic clock is
//   performance.now() itself. process_time() stays the monotonic clock (a page has no CPU
//   clock).
// Test: tests/brython/test_stdlib.py::test_time_clocks_resolution
(function ($B) {
  const perf = globalThis.performance;
  let offset = Date.now() - perf.now();
  const realtimeMs = () => {
    const wall = Date.now();
    let now = offset + perf.now();
    if (now < wall - 1 || now > wall + 2) {
      offset = wall - perf.now();
      now = offset + perf.now();
    }
    return now;
  };
  $B.brytorchClock = { realtimeMs, monotonicMs: () => perf.now() };
  const patch = $B.brytorchOverlay.patchStdlibSource;
  patch('time', 'def monotonic():\n return now()/1000.\n',
    'def monotonic():\n return __BRYTHON__.brytorchClock.monotonicMs()/1000.\n');
  patch('time', 'def process_time():\n return now()/1000.\n',
    'def process_time():\n return __BRYTHON__.brytorchClock.monotonicMs()/1000.\n');
  patch('time', 'def time():\n return float(date().getTime()/1000)\n',
    'def time():\n return float(__BRYTHON__.brytorchClock.realtimeMs()/1000)\n');
  patch('time', 'def time_ns():\n try:\n  return window.Temporal.Now.instant().fromEpochNanoseconds()\n except:\n  return date().getTime()*1_000_000\n',
    'def time_ns():\n ms=__BRYTHON__.brytorchClock.realtimeMs()\n whole=int(ms)\n return whole*1_000_000+int((ms-whole)*1_000_000)\n');
})(__BRYTHON__);
