// Fix: dict.get finds a missing key without raising (a speed fix: results are unchanged).
// Symptom: Brython's dict.get calls the item lookup, which raises KeyError for a missing key,
//   and catches it: every miss builds an exception object with its frame stack. numpy reads
//   its context variables through dict.get twice in every ufunc call (overlay 347), and torch
//   and the stdlib use get() for caches and options everywhere.
// Cause: dict_funcs.get is written as try { $getitem } catch (KeyError).
// Fix: look the key up as $getitem does, and give the default when it is not there: a dict
//   whose keys are all str answers from its own properties; a dict with a hash table answers
//   from dict.$lookup_by_key. Other cases (a JS object's dict, a non-str key in a str-keyed
//   dict, which converts the dict) keep Brython's code.
// Test: none can fail without it (the result and the exception state are the same); the
//   speed is measured by `./brytorch bench numpy` (a 3-element `a + b`).
(function ($B) {
  const _b_ = $B.builtins, dict = _b_.dict;
  // The private symbols of a dict's hash table, found by their descriptions on a dict that has one.
  const probe = $B.empty_dict();
  dict.$setitem(probe, 1, 1);
  const symbols = {};
  for (const s of Object.getOwnPropertySymbols(probe)) symbols[s.description] = s;
  const { TABLE } = symbols;
  if (!TABLE || !probe[TABLE] || typeof dict.$lookup_by_key !== 'function') {
    throw new Error('brytorch overlay: Brython\'s dict layout is not the expected one');
  }
  const brythonGet = dict.tp_funcs.get;
  $B.brytorchOverlay.replaceBuiltinMethod(dict, 'get', function (self) {
    const $ = $B.args('get', 3, { self: null, key: null, _default: null }, arguments, { _default: _b_.None });
    const d = $.self, key = $.key;
    if (Object.hasOwn(d, $B.JSOBJ)) return brythonGet.apply(this, arguments);
    if (!d[TABLE]) {
      if (typeof key !== 'string') return brythonGet.apply(this, arguments);
      return d.hasOwnProperty(key) ? d[key] : $._default;
    }
    const found = dict.$lookup_by_key(d, key);
    return found.found ? found.value : $._default;
  });
})(__BRYTHON__);
