// Fix: `{**obj}` unpacks any mapping (an object with keys() and __getitem__) and refuses
//   anything else with CPython's TypeError.
// Symptom: `{**[]}` evaluated to `[]` (a list, not a dict), `{**5}` to `{}`, `{**[(1, 2)]}` to
//   `[]`; a mapping that is not a dict (a class with keys() and __getitem__, such as
//   collections.abc.Mapping's subclasses) did not unpack by its keys.
// Cause: brython.js compiles `**obj` in a dict display to the items of `obj` read as if it
//   were a dict (`dict.tp_funcs.items(obj)`), whatever its type.
// Fix: Dict.to_js's text for a `**` entry calls $B.bt_mapping_items(obj) instead, which gives
//   a dict's items as before (a dict subclass keeping dict's iteration too, as CPython's
//   PyDict_Update reads its storage), and for other objects `(k, obj[k]) for k in
//   obj.keys()`; an object without keys() raises "'list' object is not a mapping".
// Test: tests/brython/test_language.py::test_dict_display_unpacks_mappings
(function ($B) {
  const _b_ = $B.builtins;
  const FROM = '_b_.list.$factory(_b_.dict.tp_funcs.items(', TO = '$B.bt_mapping_items((';
  $B.bt_mapping_items = function (obj) {
    if ($B.$isinstance(obj, _b_.dict) && $B.search_in_mro($B.get_class(obj), '__iter__') === $B.search_in_mro(_b_.dict, '__iter__')) {
      return _b_.list.$factory(_b_.dict.tp_funcs.items(obj));
    }
    const keys = $B.$getattr(obj, 'keys', $B.NULL);
    if (keys === $B.NULL) $B.RAISE(_b_.TypeError, `'${$B.class_name(obj)}' object is not a mapping`);
    const items = [];
    for (const key of $B.make_js_iterator($B.$call(keys))) items.push($B.fast_tuple([key, $B.$getitem(obj, key)]));
    return items;
  };
  const dictToJs = $B.ast.Dict.prototype.to_js;
  $B.ast.Dict.prototype.to_js = function (scopes) {
    const js = dictToJs.call(this, scopes);
    return js.includes(FROM) ? js.split(FROM).join(TO) : js;
  };
})(__BRYTHON__);
