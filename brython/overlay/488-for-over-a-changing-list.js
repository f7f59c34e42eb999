// Fix: a `for` loop over a list sees the items appended while it runs and stops at the
//   list's current end, as CPython's list iterator does (it reads the length at each step).
// Symptom: sympy's `(a + 2) - 2` was -2 and `(a + 2) - a` was -a: Add.flatten extends the
//   list it is iterating with a nested sum's terms, which were never visited; torch's
//   symbolic shapes computed with it (test_fx's TypeCheckerTest: a conv's output size came
//   out as -2 instead of floor(s)). A list shortened during the loop yielded JavaScript
//   undefined past its new end.
// Cause: brython.js's fast iteration of lists (list[$B.FAST_ITER], shared with tuple) takes
//   the length once, when the loop starts.
// Fix: lists (and subclasses that inherit it) get a fast iteration that reads the length at
//   each step; tuples, which cannot change, keep theirs. brython.js's list.extend appends
//   while it iterates its argument, so with this `l.extend(l)` never ended (V8 aborted the
//   process: PyTorch's test_optim, `param_groups.extend(param_groups)`): a list extended with
//   itself takes its items as they are at the call, as CPython's list_extend does.
// Test: tests/brython/test_language.py::test_for_over_a_list_that_changes (and, with the
//   fix in place, tests/brython/test_builtins.py::test_list_extend_with_itself)
(function ($B) {
  const _b_ = $B.builtins;
  _b_.list[$B.FAST_ITER] = function (t, setLineno, frame, lineno) {
    let ix = -1;
    return {
      [Symbol.iterator]() { return this; },
      next() {
        setLineno(frame, lineno);
        ix++;
        if (ix >= t.length) return { done: true, value: null };
        return { done: false, value: t[ix] };
      },
    };
  };
  const extend = $B.brytorchOverlay.replaceBuiltinMethod(_b_.list, 'extend', function (self, t) {
    const $ = $B.args('extend', 2, { self: null, t: null }, arguments);
    return extend($.self, $.t === $.self ? $B.$list($.self.slice()) : $.t);
  });
})(__BRYTHON__);
