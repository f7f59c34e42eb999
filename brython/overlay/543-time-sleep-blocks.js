// Fix: time.sleep(secs) sleeps, as in CPython: it blocks the program for `secs` seconds,
//   checks its argument as CPython does, and Ctrl-C interrupts it.
// Symptom: every time.sleep() raised "NotImplementedError: Blocking functions like
//   time.sleep() are not supported in the browser" (a training script that paces its output,
//   any library that retries after a pause); time.sleep(-1) and time.sleep("x") gave the same
//   NotImplementedError instead of CPython's ValueError / TypeError.
// Cause: Brython's time.py targets a page's main thread, where a blocking wait is refused
//   (Atomics.wait throws there) and would freeze the page.
// Fix: time.sleep validates like CPython 3.13 (NaN, negative, non-numbers, overflow) and
//   calls $B.bt_sleep(ms): Atomics.wait on a private SharedArrayBuffer where the host allows
//   it (Node, workers), else a clock-watching loop (a page's main thread, or a page without
//   SharedArrayBuffer), in slices of at most 50 ms; between slices it calls
//   $B.bt_sleep_slice(), which the host's scheduler replaces to raise KeyboardInterrupt when
//   Ctrl-C was pressed (web/runtime/scheduler.js).
// Test: tests/brython/test_stdlib.py::test_time_sleep_blocks_and_checks_its_argument
(function ($B) {
  const SLICE_MS = 50;
  let waitCell = null;   // an Int32Array on a SharedArrayBuffer, when Atomics.wait is allowed
  try {
    const cell = new Int32Array(new SharedArrayBuffer(4));
    Atomics.wait(cell, 0, 0, 0);   // throws on a browser's main thread
    waitCell = cell;
  } catch (err) { /* no SharedArrayBuffer, or waiting refused: watch the clock instead */ }
  const now = () => performance.now();
  $B.bt_sleep_slice = () => {};
  $B.bt_sleep = function (ms) {
    const end = now() + ms;
    for (let left = ms; left > 0; left = end - now()) {
      const slice = Math.min(left, SLICE_MS);
      if (waitCell) {
        Atomics.wait(waitCell, 0, 0, slice);
      } else {
        const sliceEnd = now() + slice;
        while (now() < sliceEnd) { /* the page's main thread cannot block otherwise */ }
      }
      $B.bt_sleep_slice();
    }
  };
  $B.brytorchOverlay.patchStdlibSource('time',
    ' float(secs)\n raise NotImplementedError("Blocking functions like time.sleep() are not "\n' +
    ' "supported in the browser. Use functions in module browser.timer "\n "instead.")\n',
    // (PyTime_t counts int64 nanoseconds: ~9.2e9 s is the largest sleep CPython accepts)
    ' if isinstance(secs,float):\n' +
    '  if secs !=secs:\n   raise ValueError("Invalid value NaN (not a number)")\n' +
    '  if abs(secs)>=9223372036.0:\n   raise OverflowError("timestamp out of range for platform time_t")\n' +
    ' else:\n' +
    '  import operator\n  secs=operator.index(secs)\n' +
    '  if abs(secs)>9223372036:\n   raise OverflowError("timestamp too large to convert to C PyTime_t")\n' +
    ' if secs <0:\n  raise ValueError("sleep length must be non-negative")\n' +
    ' window.__BRYTHON__.bt_sleep(float(secs)*1000)\n');
})(__BRYTHON__);
