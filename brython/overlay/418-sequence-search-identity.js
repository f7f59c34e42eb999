// Fix: list.index, list.remove and tuple.index find an item by identity first, and take
//   the truth of `==` as CPython does, with CPython's messages.
// Symptom: `[t].index(t)` and `[t].remove(t)` for a tensor t of more than one element
//   raised "RuntimeError: Boolean value of Tensor with more than one value is ambiguous"
//   (CPython: 0 and None), as for any object whose __eq__ cannot answer for itself;
//   PyTorch's test_torch test_swap_basic / test_swap_fail_slots failed on it. An __eq__
//   answering a false object that is not a JS false value (an empty list, 0-d tensor
//   False) counted as a match.
// Cause: brython.js list/tuple `index` and list.remove call $B.rich_comp('__eq__') for every
//   item, without CPython's identity check (PyObject_RichCompareBool), and test its result
//   with JavaScript truthiness.
// Fix: an item that is the searched object matches at once; otherwise bool(item == x)
//   decides. The ValueError messages are CPython 3.12's.
// Test: tests/brython/test_builtins.py::test_sequence_search_by_identity_first
(function ($B) {
  const _b_ = $B.builtins, overlay = $B.brytorchOverlay;
  const matches = (item, x) => item === x || $B.$bool($B.rich_comp('__eq__', item, x));
  const bound = (value, length, fallback) => {
    if (value === undefined) return fallback;
    let n = Number($B.int_value($B.PyNumber_Index(value)));
    if (n < 0) n = Math.max(0, n + length);
    return Math.min(n, length);
  };
  const index = (name, message) => function (self, x, start, stop) {
    const missing = {};
    const $ = $B.args('index', 4, { self: null, x: null, start: null, stop: null }, arguments,
      { start: missing, stop: missing }, null, null);
    const seq = $.self, length = seq.length;
    const from = bound($.start === missing ? undefined : $.start, length, 0);
    const to = bound($.stop === missing ? undefined : $.stop, length, length);
    for (let i = from; i < to; i++) {
      if (matches(seq[i], $.x)) return i;
    }
    $B.RAISE(_b_.ValueError, message($.x));
  };
  overlay.replaceBuiltinMethod(_b_.list, 'index', index('list', (x) => `${_b_.repr(x)} is not in list`));
  overlay.replaceBuiltinMethod(_b_.tuple, 'index', index('tuple', () => 'tuple.index(x): x not in tuple'));
  overlay.replaceBuiltinMethod(_b_.list, 'remove', function (self, x) {
    const $ = $B.args('remove', 2, { self: null, x: null }, arguments, {}, null, null);
    const seq = $.self;
    for (let i = 0; i < seq.length; i++) {
      if (matches(seq[i], $.x)) {
        seq.splice(i, 1);
        return _b_.None;
      }
    }
    $B.RAISE(_b_.ValueError, 'list.remove(x): x not in list');
  });
})(__BRYTHON__);
