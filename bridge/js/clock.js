// C's CLOCK_REALTIME (clock_gettime, gettimeofday, time, std::chrono::system_clock) with the
// resolution of Python's time.time(). Emscripten's libc reads it from emscripten_date_now(),
// Date.now(): whole milliseconds. PyTorch's profiler stamps events with CLOCK_REALTIME
// (c10::getTime), so operators run within one millisecond got the same start time and were
// sorted out of order (test_autograd's test_record_function). The wall clock is Brython's, as
// overlay 578 defines it (performance.now() anchored to the epoch); before Brython has one,
// Date.now(). CLOCK_MONOTONIC is Emscripten's own (performance.now() already).
addToLibrary({
  emscripten_date_now: () => {
    const clock = globalThis.__BRYTHON__?.brytorchClock;
    return clock ? clock.realtimeMs() : Date.now();
  },
});
