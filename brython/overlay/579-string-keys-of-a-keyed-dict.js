// Fix: a dict that also holds a key other than a string (an instance's __dict__ after
//   `vars(obj)[1] = ...`, or after a lookup with a key of a type that defines __hash__) keeps
//   its string keys right: attributes set, deleted or popped show in the dict and back.
// Symptom: after `a.__dict__[1] = "one"`, `a.z = 7` left `a.__dict__` without "z", `a.x = 5`
//   left it showing the old value, `del a.x` let `a.x` and `hasattr(a, "x")` go on working
//   and a second `del a.x` raise nothing, `a.__dict__.pop("z")` raised KeyError, and
//   `vars(a).pop(k)` / `del vars(a)[k]` / `popitem()` left the attribute readable: writes and
//   deletes silently lost (CPython: one dict).
// Cause: brython.js keeps a dict of string keys as the JS object's own properties; the first
//   key of another kind adds a key table (keys, values, hashes) and copies the strings into
//   it, keeping the properties as a mirror that attribute access reads. Attribute writes and
//   deletes ($B.str_dict_set, $B.str_dict_del, $B.str_dict_pop, dict.$delete_string) then
//   changed only the mirror (or dropped the table's whole hash bucket and left the entry in
//   the arrays), and dict's own deletes (`del d[k]`, pop, popitem) only the table.
// Fix: where a dict has a key table, the string helpers go through dict.$setitem and
//   dict.$delitem, and dict.$delitem and popitem also remove a string key's mirror
//   property; a dict of string keys only takes the same paths as before.
// Test: tests/brython/test_builtins.py::test_instance_dict_with_a_non_string_key
(function ($B) {
  const _b_ = $B.builtins, dict = _b_.dict;
  const { TABLE } = $B.brytorchOverlay.dictSymbols(['TABLE']);   // (000-helpers.js)

  const delitem = dict.$delitem;
  dict.$delitem = $B.dict_delitem = function (self, key) {
    const res = delitem(self, key);
    if (self[TABLE] && typeof key === 'string') delete self[key];
    return res;
  };
  const popitem = dict.tp_funcs.popitem;
  $B.brytorchOverlay.replaceBuiltinMethod(dict, 'popitem', function (self) {
    const res = popitem.apply(this, arguments);
    const key = res[0];
    if (self[TABLE] && typeof key === 'string') delete self[key];
    return res;
  });

  const strDictDel = $B.str_dict_del;
  const strDictPop = $B.str_dict_pop, deleteString = dict.$delete_string;
  // (every attribute write of every instance: brython.js's own store, inline)
  $B.str_dict_set = function (d, attr, value) {
    if (d[TABLE]) return dict.$setitem(d, attr, value);
    d[attr] = value;
  };
  $B.str_dict_del = function (d, attr) {
    if (d[TABLE]) { if (Object.hasOwn(d, attr)) dict.$delitem(d, attr); return; }
    return strDictDel(d, attr);
  };
  $B.str_dict_pop = function (d, attr) {
    if (d[TABLE]) {
      if (!Object.hasOwn(d, attr)) return $B.NULL;
      dict.$delitem(d, attr);
      return;
    }
    return strDictPop(d, attr);
  };
  dict.$delete_string = function (self, key) {
    if (self[TABLE]) { if (Object.hasOwn(self, key)) dict.$delitem(self, key); return; }
    return deleteString(self, key);
  };
})(__BRYTHON__);
