// Fix: a slice holds any objects as its start, stop and step, as CPython's does; only using
//   it on a sequence asks them for integers.
// Symptom: `slice("a", "b")`, `slice(p, q)` of arbitrary objects and `obj[p:q]` raised
//   "TypeError: slice indices must be integers or None or have an __index__ method" before
//   `__getitem__` was called: torch.fx's symbolic tracing of `x[a:b]` with traced bounds (its
//   Proxy objects), label slicing in a mapping type, and `slice(None, ..., 2)` all failed.
// Cause: brython.js's slice constructor (the one `x[a:b]` compiles to as well) converts the
//   three values with int() to validate them, and throws the result away.
// Fix: the constructor stores the values unchecked; sequences and slice.indices() check them
//   when they use them, with CPython's TypeError (a str bound said ValueError "invalid
//   literal for int()" there, a float was taken as its int). `==` compares the three values as
//   a tuple (it converted them with int() too), and repr() shows their reprs.
// Test: tests/brython/test_builtins.py::test_slice_holds_any_objects
(function ($B) {
  const _b_ = $B.builtins;
  const slice = _b_.slice;
  slice.$fast_slice = function (start, stop, step) {
    if (stop === $B.NULL && step === $B.NULL) {
      stop = start;
      start = _b_.None;
      step = _b_.None;
    } else if (step === $B.NULL) {
      step = _b_.None;
    }
    return { ob_type: slice, start, stop, step };
  };

  // Where a slice is used, its values must be integers (or have __index__), with CPython's
  // TypeError: sequences (brython.js's $conv_for_seq) and slice.indices().
  // (also overlay 605's, which converts a sequence's slice bounds)
  const MESSAGE = 'slice indices must be integers or None or have an __index__ method';
  $B.brytorchSliceIndex = (value) => {
    try {
      return $B.PyNumber_Index(value);
    } catch (err) {
      if ($B.is_exc(err, [_b_.TypeError])) $B.RAISE(_b_.TypeError, MESSAGE);
      throw err;
    }
  };
  const checkIndices = (self) => {
    for (const value of [self.start, self.stop, self.step]) {
      if (value === _b_.None || typeof value === 'number') continue;   // (the common case: no call)
      $B.brytorchSliceIndex(value);
    }
  };
  const convForSeq = slice.$conv_for_seq;
  slice.$conv_for_seq = function (self) {
    checkIndices(self);
    return convForSeq.apply(this, arguments);
  };
  const indices = slice.tp_funcs.indices;
  $B.brytorchOverlay.replaceBuiltinMethod(slice, 'indices', function (self) {
    checkIndices(self);
    return indices.apply(this, arguments);
  });
  // ==, != compare (start, stop, step) as tuples; repr shows the values' reprs.
  const triple = (self) => $B.fast_tuple([self.start, self.stop, self.step]);
  slice.tp_richcompare = function (self, other, op) {
    if (!$B.$isinstance(other, slice) || (op !== '__eq__' && op !== '__ne__')) return _b_.NotImplemented;
    return $B.rich_comp(op, triple(self), triple(other));
  };
  slice.tp_repr = function (self) {
    return `slice(${_b_.repr(self.start)}, ${_b_.repr(self.stop)}, ${_b_.repr(self.step)})`;
  };
  $B.wrapper_methods.tp_repr(slice, 'tp_repr');
  $B.wrapper_methods.tp_richcompare(slice, 'tp_richcompare');
})(__BRYTHON__);
