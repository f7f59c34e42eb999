// Fix: list.sort() and sorted() order items by the truth of `a < b` only, as CPython's sort
//   (which never calls __eq__).
// Symptom: sorted(list(torch.tensor([3, 1, 2]))) gave [2, 1, 3] (with reverse=True too, and
//   with a key returning tensors): `<` of tensors returns a tensor, whose JavaScript object
//   is always truthy here, so every comparison said "less".
// Cause: brython.js's sort comparator (basic_cmp, private to list.sort) tests rich_comp's
//   result object, and falls back to `==` for "not less".
// Fix: list.sort recompiled with a comparator that takes bool() of `a < b`, then of
//   `b < a`; its two private helpers are given as brython.js defines them.
// Test: tests/brython/test_builtins.py::test_sort_uses_truth_of_lt
(function ($B) {
  const _b_ = $B.builtins;
  const helpers = {   // brython.js's own, which its list.sort calls
    check_not_tuple(self, attr) {
      if ($B.exact_type(self, _b_.tuple)) throw $B.attr_error(attr, self);
    },
    $elts_class(self) {
      if (self.length == 0) return null;
      const cl = $B.get_class(self[0]);
      for (let i = self.length - 1; i >= 0; i--) if ($B.get_class(self[i]) !== cl) return false;
      return cl;
    },
  };
  const holder = { sort: _b_.list.tp_funcs.sort };
  $B.brytorchOverlay.patchCoreFunction(holder, 'sort', [[
    'function basic_cmp(a,b){return $B.rich_comp("__lt__",a,b)?-1:\n' +
    "$B.rich_comp('__eq__',a,b)? 0 :1}",
    'function basic_cmp(a,b){return $B.$bool($B.rich_comp("__lt__",a,b))?-1:\n' +
    '$B.$bool($B.rich_comp("__lt__",b,a))? 1 :0}',
  ]], helpers);
  $B.brytorchOverlay.replaceBuiltinMethod(_b_.list, 'sort', holder.sort);
})(__BRYTHON__);
