// Fix: dict.popitem() removes the key it pops from the dict's hash table too, so later
//   lookups of keys with the same hash work.
// Symptom: after `d.popitem()` popped a key whose hash another key shares, `k in d`, `d[k]`
//   and `d[k] = v` for a key of that hash raised "JavascriptError: i is not defined"
//   (test_autograd's test_backward_out_of_context in Chromium: a WeakKeyDictionary's
//   `wr in self.data`, the dict emptied by popitem in weakref's __delitem__ path, the new
//   key's hash an id the popped one had).
// Cause: brython.js's popitem deletes the entry's key and value but leaves its index in the
//   hash table; the lookup that later meets that stale index splices it out with an
//   undeclared variable (`i` in a `for (var index of ...)` loop).
// Fix: popitem, when it pops from the key table, also takes the popped index out of the
//   table's list for its hash (dropping an emptied list) and deletes its stored hash, as
//   `del d[k]` does.
//   (Numbered before overlay 536, which wraps popitem.)
// Test: tests/brython/test_builtins.py::test_dict_popitem_then_lookups_of_the_same_hash
(function ($B) {
  const _b_ = $B.builtins;
  const symbols = $B.brytorchOverlay.dictSymbols(['TABLE', 'KEYS', 'VALUES', 'HASHES', 'VERSION']);   // (000-helpers.js)
  const { TABLE, HASHES } = symbols;
  // The index `index` of dict `self` leaves its hash's list in the table.
  function forgetIndex(self, index) {
    const hash = self[HASHES][index], list = self[TABLE][hash];
    if (list !== undefined) {
      const at = list.indexOf(index);
      if (at >= 0) list.splice(at, 1);
      if (list.length === 0) delete self[TABLE][hash];
    }
    delete self[HASHES][index];
  }
  const holder = { popitem: _b_.dict.tp_funcs.popitem };
  $B.brytorchOverlay.patchCoreFunction(holder, 'popitem', [
    ['delete self[KEYS][index]', 'bt_forget_index(self,index)\ndelete self[KEYS][index]'],
  ], { ...symbols, dict: _b_.dict, bt_forget_index: forgetIndex });
  $B.brytorchOverlay.replaceBuiltinMethod(_b_.dict, 'popitem', holder.popitem);
})(__BRYTHON__);
