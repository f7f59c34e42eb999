// Fix: iterators made by iter(callable, sentinel) work with next() and for loops, and stay
//   exhausted once the sentinel came, as CPython's callable_iterator does.
// Symptom: `next(iter(io.BytesIO(b"a\nb\n").readline, b""))` raises "JavascriptError:
//   itn.next is not a function"; so does tokenize.tokenize() on source of more than one
//   line (torch.utils._config_module tokenizes torch._inductor.config at its import).
// Cause: brython.js's __next__ for a slot type calls tp_iternext and expects a JS generator
//   (every other builtin iterator's tp_iternext is a generator function); callable_iterator's
//   returns the value itself.
// Fix: callable_iterator.tp_iternext is a generator function that calls the callable until it
//   returns the sentinel or a value whose `==` with it is true (by bool(): brython.js tested
//   the result object, so a falsy non-bool result ended the iteration); after that the
//   iterator yields nothing more (CPython drops the callable then).
// Test: tests/brython/test_builtins.py::test_iter_callable_sentinel
(function ($B) {
  $B.callable_iterator.tp_iternext = function* (self) {
    while (!self.$exhausted) {
      const value = $B.$call(self.func)
      // (CPython's PyObject_RichCompareBool: the sentinel itself, or a true `==`; the result of
      // `==` may be any object, e.g. a tensor, whose truth is asked)
      if ($B.$is(value, self.sentinel) || $B.$bool($B.rich_comp('__eq__', self.sentinel, value))) {
        self.$exhausted = true
        return
      }
      yield value
    }
  }
})(__BRYTHON__);
