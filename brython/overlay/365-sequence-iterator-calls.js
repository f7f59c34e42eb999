// Fix: iterating an object that has __getitem__ but no __iter__ calls __getitem__ with 0, 1,
//   2, ... until IndexError or StopIteration, as CPython's sequence iterator does, whatever
//   kind of callable __getitem__ is.
// Symptom: `list(np.record)`-like iteration of a C type whose __getitem__ and __len__ are slot
//   wrappers raises "JavascriptError: $B.search_in_mro(...) is not a function" (numpy's
//   test_records); an object with __getitem__ and no __len__ cannot be iterated at all.
// Cause: brython.js's $B.iterator calls the __len__ and __getitem__ found in the MRO as JS
//   functions, and stops at len() instead of at IndexError; $B.$iter (iter()) wants __len__.
// Fix: when $B.$iter refuses an object that has __getitem__ (and no __iter__), the
//   sequence iterator is made for __getitem__ alone; tp_iter takes
//   __getitem__ only; tp_iternext calls it through $B.$call and ends the iteration at
//   IndexError or StopIteration.
// Test: tests/brython/test_builtins.py::test_sequence_iteration_protocol
(function ($B) {
  const _b_ = $B.builtins;
  // brython.js's $B.$iter refuses __getitem__ without __len__: only then (its TypeError) is
  // the sequence iterator made here, so iter() of everything else costs nothing more.
  // (brython.js's $iter is kept on $B for later overlays to patch, with its closure-local
  // name callable_iterator: overlay 561)
  $B.brytorchBuiltinIter = $B.$iter;
  $B.$iter = function (obj, sentinel) {
    try {
      return $B.brytorchBuiltinIter.apply(this, arguments);
    } catch (err) {
      if (sentinel !== undefined || !$B.is_exc(err, [_b_.TypeError])) throw err;
      const klass = $B.get_class(obj);
      if ($B.search_in_mro(klass, '__iter__', $B.NULL) !== $B.NULL ||
          $B.search_in_mro(klass, '__getitem__', $B.NULL) === $B.NULL) throw err;
      return $B.iterator.tp_iter({ ob_type: $B.iterator, it_seq: obj });
    }
  };
  $B.iterator.tp_iter = function (self) {
    if (self.getitem === undefined) {
      self.getitem = $B.search_in_mro($B.get_class(self.it_seq), '__getitem__');
      self.it_index = 0;
    }
    return self;
  };
  $B.iterator.tp_iternext = function* (self) {
    if (self.it_seq === null) return;
    if (self.getitem === undefined) $B.iterator.tp_iter(self);
    let res;
    try {
      res = $B.$call(self.getitem, self.it_seq, self.it_index);
    } catch (err) {
      if ($B.is_exc(err, [_b_.IndexError, _b_.StopIteration])) {
        self.it_seq = null;
        return;
      }
      throw err;
    }
    self.it_index++;
    yield res;
  };
})(__BRYTHON__);
