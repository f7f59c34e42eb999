// Fix: a dict changed while a loop walks it raises RuntimeError("dictionary changed size
//   during iteration"), CPython's message.
// Symptom: the message ended in " 1" or " 2" (which of brython.js's two walks noticed).
// Cause: brython.js's dict.$iter_items numbers its two raises (a debugging aid left in).
// Fix: dict.$iter_items recompiled with the numbers taken out; the dict's private symbols it
//   uses are found on a dict by their descriptions (000-helpers.js's dictSymbols).
// Test: tests/brython/test_language.py::test_dict_changed_size_message
(function ($B) {
  const _b_ = $B.builtins;
  const symbols = $B.brytorchOverlay.dictSymbols(['VERSION', 'KEYS', 'VALUES', 'HASHES']);   // (000-helpers.js)
  $B.brytorchOverlay.patchCoreFunction(_b_.dict, '$iter_items', [
    ["'dictionary changed size during iteration 1'", "'dictionary changed size during iteration'"],
    ["'dictionary changed size during iteration 2'", "'dictionary changed size during iteration'"],
  ], { VERSION: symbols.VERSION, KEYS: symbols.KEYS, VALUES: symbols.VALUES, HASHES: symbols.HASHES });
})(__BRYTHON__);
