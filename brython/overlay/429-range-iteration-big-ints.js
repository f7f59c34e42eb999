// Fix: iterating a range whose bounds are past 2**53 works, as in CPython.
// Symptom: `list(range(2**64 - 1, 2**64))` or `for i in range(2**60, 2**60 + 2)` raised
//   "JavascriptError: Cannot mix BigInt and other types"; torch's CapturedTraceback
//   formats frames whose line is 2**64 - 1 (unknown here) with traceback.FrameSummary,
//   which loops over range(lineno, end_lineno + 1): 23 test_fx tests.
// Cause: brython.js's fast iteration of a range adds the step to the current value with
//   JavaScript's `+`, while such a range keeps its bounds as BigInts and its step as a
//   Number when it is small.
// Fix: a range whose bounds are not all safe Numbers iterates in BigInts and yields ints
//   (Numbers when they fit), as its ordinary iterator does; the fast path stays for others.
// Test: tests/brython/test_builtins.py::test_range_iteration_with_big_ints
(function ($B) {
  const _b_ = $B.builtins, fast = _b_.range[$B.FAST_ITER];
  _b_.range[$B.FAST_ITER] = function (self, set_lineno, frame, lineno) {
    if (self.$safe) return fast.apply(this, arguments);
    const step = $B.to_bigint(self.step), stop = $B.to_bigint(self.stop);
    let current = $B.to_bigint(self.start);
    return {
      [Symbol.iterator]() { return this; },
      next() {
        set_lineno(frame, lineno);
        if (step > 0n ? current >= stop : current <= stop) return { done: true, value: null };
        const value = _b_.int.$int_or_long(current);
        current += step;
        return { done: false, value };
      },
    };
  };
})(__BRYTHON__);
