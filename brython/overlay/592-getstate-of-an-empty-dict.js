// Fix: `object.__getstate__()` is None for an instance whose `__dict__` is empty (and that has
//   no set slots), as in CPython; otherwise the dict, or (dict or None, slots).
// Symptom: `pickle.dumps(Point(1, 2), 2)` of a namedtuple ended with an empty-dict BUILD
//   (`}b`) that CPython does not write, `copy.copy` of any such object set an empty state,
//   and a class's `__reduce__` built on `__getstate__()` passed `{}` where CPython passes
//   None.
// Cause: brython.js's object.__getstate__ returns the instance dict whenever there is one,
//   also empty.
// Fix: an empty dict gives None.
// Test: tests/brython/test_stdlib.py::test_pickles_of_stdlib_values_match_cpython
(function ($B) {
  const _b_ = $B.builtins;
  const getstate = _b_.object.tp_funcs.__getstate__;
  $B.brytorchOverlay.replaceBuiltinMethod(_b_.object, '__getstate__', function (self) {
    const state = getstate(self);
    return $B.exact_type(state, _b_.dict) && _b_.dict.mp_length(state) === 0 ? _b_.None : state;
  });
})(__BRYTHON__);
