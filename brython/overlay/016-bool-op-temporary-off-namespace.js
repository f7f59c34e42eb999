// Fix: `and` / `or` keep the operand they test in the running frame, not in the namespace:
//   a module's globals, an exec/eval dict or mapping never see an extra name.
// Symptom: after `c = not a and b` at the top level of a program, `"$test" in globals()`
//   and `dir()` showed '$test' (CPython: no such name); `exec("c = a or b", d)` added the
//   key '$test' to d, and with a mapping as eval's locals (PyPI's pytest's `-k` match
//   expressions) `not x and y` called its __setitem__ ("'MatcherAdapter' object does not
//   support item assignment").
// Cause: brython.js compiles `A and B` as `!$B.$bool(locals.$test = A) ? locals.$test : B`,
//   and `locals` is the namespace object itself at module level (a dict there).
// Fix: the same code with `frame.$test`: every function, module and exec body brython.js
//   generates has its own `frame` array, and `$B.$bool` calling a `__bool__` runs in another
//   frame, as before with another `locals`.
// Test: tests/brython/test_language.py::test_bool_ops_leave_no_name_in_the_namespace
(function ($B) {
  $B.brytorchOverlay.patchCoreFunction($B.ast.BoolOp.prototype, 'to_js', [
    ['$B.$bool(locals.$test = ', '$B.$bool(frame.$test = '],
    [') ? locals.$test : ', ') ? frame.$test : '],
  ]);
})(__BRYTHON__);
