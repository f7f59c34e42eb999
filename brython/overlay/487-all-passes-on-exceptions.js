// Fix: all() passes on an exception raised by the iteration or by an item's truth test, and
//   stops only at the end of the iterable, as in CPython.
// Symptom: `all(check(o) for o in outputs)` returned True when check raised: torch's
//   gradcheck (its undefined-gradient check, `_test_undefined_backward_mode`) passed a
//   backward function it must refuse (test_autograd's test_gradcheck_undefined_grad: "Expected
//   backward function to handle undefined output grads" was never raised). Any error in the
//   items of an all() was a silent True.
// Cause: brython.js's all() returns true from a catch around next() that takes every
//   exception for the end of the iteration (any() is right).
// Fix: all() iterates as any() does (Brython's own iterator ends only at StopIteration).
// Test: tests/brython/test_builtins.py::test_all_passes_on_exceptions
(function ($B) {
  const _b_ = $B.builtins;
  const original = _b_.all;
  _b_.all = function (obj) {
    if (arguments.length !== 1) return original.apply(this, arguments);   // (its argument errors)
    for (const item of $B.make_js_iterator(obj)) {
      if (!$B.$bool(item)) return false;
    }
    return true;
  };
  for (const key of Object.keys(original)) _b_.all[key] = original[key];
})(__BRYTHON__);
