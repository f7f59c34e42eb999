// Fix: `key in d` with an unhashable key (`__hash__ = None`) raises "'NoneType' object is not
// callable" instead of "unhashable type".
// Symptom: `U() in {}` where `class U: __hash__ = None` gives the wrong TypeError message
//   (pybind11's dict_contains test checks for "unhashable type:").
// Cause: brython.js dict.$contains, for a dict without non-str keys yet, calls the key's
//   class __hash__ directly, without the None check $B.$hash makes.
// Fix: a key whose class sets __hash__ to None goes through $B.$hash first, which raises
//   CPython's "unhashable type" TypeError.
// Test: tests/brython/test_builtins.py::test_unhashable_key_in_dict
(function ($B) {
  const _b_ = $B.builtins, dict = _b_.dict, original = dict.$contains;
  dict.$contains = function (self, key, hash) {
    if (hash === undefined && typeof key === 'object' && key !== null &&
        $B.$getattr($B.get_class(key), '__hash__', null) === _b_.None) {
      $B.$hash(key);   // raises
    }
    return original.call(this, self, key, hash);
  };
})(__BRYTHON__);
