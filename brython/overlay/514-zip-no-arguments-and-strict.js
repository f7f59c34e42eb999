// Fix: `zip()` with no iterables (e.g. `zip(*rows)` of an empty `rows`) is an empty iterator,
//   and `zip(..., strict=True)` names the short argument as CPython does.
// Symptom: `list(zip(*[]))` raised JavascriptError "Cannot read properties of undefined
//   (reading 'length')" (CPython: []; `zip(*batch)` on an empty batch is common in data
//   code); `zip("ab", "c", strict=True)` said "zip() argument 2 is longer than argument 1"
//   (CPython: "is shorter than argument 1"; for a third argument, "arguments 1-2").
// Cause: brython.js's `zip.$factory` returns an object without `iters` when called with no
//   argument, which tp_iternext reads; tp_iternext says "longer" for every argument that ends
//   first after the first one.
// Fix: no argument makes a zip over no iterators, which ends at once; the strict messages
//   are CPython's ("shorter" when a later argument ends first, "longer" when the first does,
//   "argument 1" or "arguments 1-N").
// Test: tests/brython/test_builtins.py::test_zip_without_iterables_and_strict_messages
(function ($B) {
  const _b_ = $B.builtins, zip = _b_.zip;
  $B.brytorchOverlay.replaceKeepingMarks(zip, '$factory', (factory) => function () {
    if (arguments.length === 0) return { ob_type: zip, iters: [], strict: false };
    return factory.apply(this, arguments);
  });
  const others = (i) => (i === 1 ? 'argument 1' : `arguments 1-${i}`);
  // One item per call, as brython.js's own tp_iternext (a generator that yields once, or
  // returns at the end).
  $B.brytorchOverlay.replaceKeepingMarks(zip, 'tp_iternext', () => function* (self) {
    const iters = self.iters, len = iters.length;
    if (len === 0) return;
    const res = [];
    for (let i = 0; i < len; i++) {
      const v = iters[i].next();
      if (v.done) {
        if (self.strict) {
          if (i > 0) $B.RAISE(_b_.ValueError, `zip() argument ${i + 1} is shorter than ${others(i)}`);
          for (let j = 1; j < len; j++) {
            if (!iters[j].next().done) {
              $B.RAISE(_b_.ValueError, `zip() argument ${j + 1} is longer than ${others(j)}`);
            }
          }
        }
        return;
      }
      res.push(v.value);
    }
    yield $B.fast_tuple(res);
  });
})(__BRYTHON__);
