// Fix: the set operators of dict views (`d.keys() | s`, `&`, `-`, `^`, the same for
//   d.items(), either operand a view) return sets, as in CPython.
// Symptom: `{"a": 1}.keys() | {"q"}` raised "JavascriptError: other is not defined",
//   `d.keys() & s` "set is not defined", and every operator of d.items() the same.
// Cause: brython.js's dict_keys and dict_items slots name variables their functions do not
//   have (`other` where the parameter is missing, `set` for the builtin).
// Fix: new nb_or, nb_and, nb_subtract and nb_xor for both view types, each a set made from
//   the left operand and updated with the right (CPython's dictviews_* do the same), and
//   their dunders (__or__, __ror__, ...) made again from them.
// Test: tests/brython/test_builtins.py::test_dict_view_set_operations
(function ($B) {
  const _b_ = $B.builtins;
  const updated = (method) => function (self, other) {
    const result = $B.$call(_b_.set, self);
    $B.$call($B.$getattr(result, method), other);
    return result;
  };
  const slots = { nb_or: updated('update'), nb_and: updated('intersection_update'),
    nb_subtract: updated('difference_update'), nb_xor: updated('symmetric_difference_update') };
  for (const view of [$B.dict_keys, $B.dict_items]) {
    for (const [slot, fn] of Object.entries(slots)) {
      view[slot] = fn;
      $B.wrapper_methods[slot](view, slot);
    }
  }
})(__BRYTHON__);
