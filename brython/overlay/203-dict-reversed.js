// Fix: reversed(dict) raises a JavaScript ReferenceError in Brython 3.14.3.
// Symptom: `reversed({"a": 1})` (and `dict.__reversed__(d)`) fails with
//   "JavascriptError: dict_reversekeyiterator is not defined".
// Cause: brython.js dict_funcs.__reversed__ calls `dict_reversekeyiterator.$factory(self)`:
//   there is no such variable (the type is $B.dict_reversekeyiterator) and the type has no
//   $factory; the dict_keys/values/items views build their reverse iterators correctly.
// Fix: dict.__reversed__ builds the same reverse key iterator as dict_keys.__reversed__
//   does, and is installed in the method descriptor that finalize_type made from it.
// Test: tests/brython/test_builtins.py::test_reversed_dict
(function ($B) {
  const _b_ = $B.builtins;
  const descriptor = $B.get_from_dict(_b_.dict, '__reversed__');
  const broken = _b_.dict.tp_funcs.__reversed__;
  if (!descriptor || descriptor.method !== broken) {
    throw new Error('brytorch overlay: dict.__reversed__ descriptor not found');
  }
  const fixed = function (self) {
    $B.args('__reversed__', 1, { self: null }, arguments);
    return {
      ob_type: $B.dict_reversekeyiterator,
      it: _b_.dict.$iter_items_reversed(self),
      dict_obj: self,
    };
  };
  fixed.$function_infos = broken.$function_infos;
  fixed.ob_type = broken.ob_type;
  fixed.self = broken.self;
  _b_.dict.tp_funcs.__reversed__ = fixed;
  descriptor.method = fixed;
})(__BRYTHON__);
