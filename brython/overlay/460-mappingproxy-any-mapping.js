// Fix: types.MappingProxyType over any mapping reads that mapping through its Python
//   protocol (len, [], in, iteration, get/keys/values/items/copy, ==, |, repr
//   "mappingproxy({...})"), as CPython's
//   mappingproxy does.
// Symptom: `m = types.MappingProxyType({1: 1})`: dict(m) == {} and len(m) == 0, 1 in m was
//   False, and m == {1: 1} raised "descriptor '__str__' of 'object' object needs an
//   argument"; numpy's dtype.metadata is such a proxy (PyDictProxy_New), so 937 of numpy's
//   test_numeric tests (promote_types metadata) failed. Class __dict__ proxies compared so too.
// Cause: brython.js's mappingproxy reads the JS own properties of the dict it wraps, which is
//   where a Brython dict keeps string keys only (a class namespace), and its rich comparison
//   and `|` are empty functions.
// Fix: every slot and method goes through the mapping's own Python protocol.
// Test: tests/brython/test_builtins.py::test_mappingproxy_over_any_mapping
(function ($B) {
  const _b_ = $B.builtins, proxy = $B.mappingproxy, overlay = $B.brytorchOverlay;
  const call = (self, name, ...args) => $B.$call($B.$getattr(self.mapping, name), ...args);
  // A slot and the wrapper descriptor Brython made from it when it started.
  const slot = (name, fn) => {
    proxy[name] = fn;
    $B.wrapper_methods[name](proxy, name);
  };
  slot('mp_length', (self) => _b_.len(self.mapping));
  slot('mp_subscript', (self, key) => $B.$getitem(self.mapping, key));
  slot('sq_contains', (self, key) => $B.$is_member(key, self.mapping));
  slot('tp_iter', (self) => $B.$iter(self.mapping));
  slot('tp_richcompare', (self, other, op) => $B.rich_comp(op, self.mapping, other));
  const unwrap = (x) => ($B.get_class(x) === proxy ? x.mapping : x);
  slot('nb_or', (self, other) => $B.rich_op('__or__', unwrap(self), unwrap(other)));
  slot('tp_repr', (self) => `mappingproxy(${_b_.repr(self.mapping)})`);
  overlay.replaceBuiltinMethod(proxy, 'get', (self, key, dflt) => call(self, 'get', key, dflt ?? _b_.None));
  for (const name of ['keys', 'values', 'items', 'copy']) {
    overlay.replaceBuiltinMethod(proxy, name, (self) => call(self, name));
  }
})(__BRYTHON__);
