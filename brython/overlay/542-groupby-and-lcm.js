// Fix: itertools.groupby's groups end without raising StopIteration inside a generator, and
//   math.lcm works.
// Symptom: statistics.mean([1, 2, 3, 4]) (and median, stdev, variance, pstdev) raised
//   "RuntimeError: generator raised StopIteration" (since overlay 452 made a StopIteration
//   leaving a generator a RuntimeError, as PEP 479 says); math.lcm(4, 6) raised
//   "JavascriptError: $B.$getattr(...) is not a function".
// Cause: Brython's pure-Python itertools.py `groupby._grouper` is a generator that calls
//   next() on the input and lets its StopIteration end the generator (allowed before PEP
//   479); brython_stdlib.js's math.lcm calls the bound method `__floordiv__` as a JS function.
// Fix: _grouper returns when the input is exhausted, as CPython's documented pure-Python
//   groupby does; lcm floor-divides with $B.rich_op.
// Test: tests/brython/test_stdlib.py::test_groupby_statistics_and_lcm
(function ($B) {
  const { patchStdlibSource } = $B.brytorchOverlay;
  patchStdlibSource('itertools',
    '   yield self.currvalue\n   self.currvalue=next(self.it)\n',
    '   yield self.currvalue\n   try:\n    self.currvalue=next(self.it)\n   except StopIteration:\n    return\n');
  patchStdlibSource('math',
    'a = $B.$getattr(product, "__floordiv__")(gcd)',
    'a = $B.rich_op("__floordiv__", product, gcd)');
})(__BRYTHON__);
