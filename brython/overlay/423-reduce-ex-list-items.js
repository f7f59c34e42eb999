// Fix: object.__reduce_ex__(2+) hands list items to pickle only for list instances.
// Symptom: `torch.load` of a pickled nn.Sequential (and pickle/copy of any object with
//   `append` and `extend`) raised "'Sequential' object has no attribute '_modules'".
// Cause: brython.js's object.__reduce_ex__ returns an iterator over the object as the
//   list items of every class that has `append` and `extend`; pickle then appends those
//   items (Sequential.extend -> append -> len(self._modules)) before it restores the
//   object's state. CPython 3.11 does so only for lists and their subclasses (PyList_Check).
// Fix: on the default path (no __reduce__ of the class's own, protocol 2 or more), the
//   fourth item is None unless the object is a list. (The original still calls iter() on
//   the object first; its brython.js helpers are private, so it is wrapped, not rewritten.)
// Test: tests/brython/test_builtins.py::test_reduce_ex_list_items_only_for_lists
(function ($B) {
  const _b_ = $B.builtins;
  const original = $B.brytorchOverlay.replaceBuiltinMethod(_b_.object, '__reduce_ex__', function (self, protocol) {
    const result = original(self, protocol);
    const reduce = $B.$getattr($B.get_class(self), '__reduce__');
    const isDefault = reduce === _b_.object.tp_funcs.__reduce__ ||
      (reduce.ob_type === $B.method_descriptor && reduce.method === _b_.object.tp_funcs.__reduce__);
    if (isDefault && protocol >= 2 && result.length === 5 && !$B.$isinstance(self, _b_.list)) {
      return $B.fast_tuple([result[0], result[1], result[2], _b_.None, result[4]]);
    }
    return result;
  });
})(__BRYTHON__);
