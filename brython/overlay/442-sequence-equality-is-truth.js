// Fix: `in`, count(), index() and remove() of lists and tuples (and `in` of dict keys) compare
//   as CPython's PyObject_RichCompareBool: the same object matches, else the truth of
//   `item == value`.
// Symptom: `2 in [torch.tensor(3), torch.tensor(0)]` was True for every int: `==` of tensors
//   returns a tensor, whose JavaScript object is always truthy here. PyTorch's nn reference
//   losses (common_nn._multilabelmarginloss_reference: `if i not in targets`) computed wrong
//   values (test_nn's MultiLabelMarginLoss no-reduce tests). list.remove and index also
//   skipped the identity check (a NaN was never found). `x in c` returned whatever
//   c.__contains__ returned (a list, a tensor), not a bool.
// Cause: brython.js's $B.is_or_equals returns rich_comp's result as it is (not its truth),
//   and list.index / list.remove call rich_comp and test the object.
// Fix: $B.is_or_equals returns a boolean through bool(); list/tuple index and list.remove
//   use it, with CPython's argument handling and messages; `in` takes bool() of
//   __contains__'s result. (This replaces overlay 418, which fixed index and remove alone:
//   `[t].index(t)` for a tensor of several elements raised "Boolean value of Tensor with
//   more than one value is ambiguous", CPython answers 0 by identity; test_torch's
//   test_swap_basic.)
// Test: tests/brython/test_builtins.py::test_sequence_membership_uses_truth_of_eq and
//   ::test_sequence_search_by_identity_first
(function ($B) {
  const _b_ = $B.builtins;
  $B.is_or_equals = (x, y) => $B.$is(x, y) || $B.$bool($B.rich_comp('__eq__', x, y));

  // `x in c` is a bool whatever c.__contains__ returns (CPython's PySequence_Contains)
  const isMember = $B.$is_member;
  $B.$is_member = (item, container) => $B.$bool(isMember(item, container));

  // (CPython's slice-index conversion for index()'s start and stop)
  const sliceIndex = (v) => {
    try {
      return Number($B.PyNumber_Index(v));
    } catch (err) {
      if ($B.is_exc(err, [_b_.TypeError])) $B.RAISE(_b_.TypeError, 'slice indices must be integers or have an __index__ method');
      throw err;
    }
  };
  const notFound = (seq, x) => $B.is_list(seq) ? `${_b_.repr(x)} is not in list` : 'tuple.index(x): x not in tuple';
  function index() {
    const missing = {};
    const $ = $B.args('index', 4, { self: null, x: null, start: null, stop: null }, arguments, { start: 0, stop: missing });
    const seq = $.self, n = seq.length;
    let start = sliceIndex($.start);
    let stop = $.stop === missing ? n : sliceIndex($.stop);
    if (start < 0) start = Math.max(0, start + n);
    if (stop < 0) stop = Math.max(0, stop + n);
    for (let i = start; i < Math.min(stop, seq.length); i++) {
      if ($B.is_or_equals(seq[i], $.x)) return i;
    }
    $B.RAISE(_b_.ValueError, notFound(seq, $.x));
  }
  const { replaceBuiltinMethod } = $B.brytorchOverlay;
  replaceBuiltinMethod(_b_.list, 'index', index);
  replaceBuiltinMethod(_b_.tuple, 'index', index);
  replaceBuiltinMethod(_b_.list, 'remove', function () {
    const $ = $B.args('remove', 2, { self: null, x: null }, arguments);
    for (let i = 0; i < $.self.length; i++) {
      if ($B.is_or_equals($.self[i], $.x)) {
        $.self.splice(i, 1);
        return _b_.None;
      }
    }
    $B.RAISE(_b_.ValueError, 'list.remove(x): x not in list');
  });
})(__BRYTHON__);
