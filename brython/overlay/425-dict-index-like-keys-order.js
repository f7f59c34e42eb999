// Fix: a dict keeps insertion order for string keys that look like array indices
//   ('0', '1', '10'...), as CPython does for every key.
// Symptom: `d = {}; d['2'] = 1; d['1'] = 2; list(d)` gave ['1', '2']: nn.Sequential(...)[::-1]
//   kept the original order (it rebuilds its `_modules` dict from keys '2', '1', '0'), so
//   test_nn's test_Sequential_getitem failed; any dict keyed by digit strings reordered.
// Cause: brython.js keeps a dict whose keys are all strings as properties of a JavaScript
//   object, and JavaScript enumerates integer-like property names first, in numeric order.
// Fix: before such a key enters a dict still in that string-only form, the dict switches to
//   its general form (key table in insertion order), as it already did for other keys.
// Test: tests/brython/test_builtins.py::test_dict_keeps_order_of_digit_string_keys
(function ($B) {
  const _b_ = $B.builtins, dict = _b_.dict, original = dict.$setitem;
  // The general form's fields are private symbols of brython.js: read them off a dict
  // that has one (a non-string key puts a dict in the general form).
  const probe = $B.empty_dict();
  original(probe, 1, 1);
  const field = {};
  for (const symbol of Object.getOwnPropertySymbols(probe)) field[symbol.description] = symbol;
  for (const name of ['TABLE', 'KEYS', 'VALUES', 'HASHES']) {
    if (field[name] === undefined) throw new Error(`brytorch overlay 425: dict field ${name} not found`);
  }
  // (The first character is tested before the pattern: this runs on every store into a
  // dict, and most keys do not start with a digit.)
  const isArrayIndex = (key) => {
    const first = key.charCodeAt(0);
    return first >= 48 && first <= 57 && /^(0|[1-9][0-9]{0,9})$/.test(key) && Number(key) < 4294967295;
  };
  dict.$setitem = function (self, key, value, $hash, from_setdefault) {
    if (typeof key === 'string' && self[field.TABLE] === undefined && isArrayIndex(key) &&
        !Object.hasOwn(self, key) && self[$B.JSOBJ] === undefined) {
      // What brython.js's convert_all_str does; the existing keys are not index-like, so
      // the object enumerates them in insertion order.
      self[field.TABLE] = Object.create(null);
      self[field.KEYS] = [];
      self[field.VALUES] = [];
      self[field.HASHES] = [];
      for (const k in self) original(self, k, self[k]);
    }
    return original(self, key, value, $hash, from_setdefault);
  };
})(__BRYTHON__);
