// Fix: eval() of a code object compiled in 'exec' (or 'single') mode runs it, as CPython does
//   (the result is None).
// Symptom: `eval(compile("class A: pass", "f", "exec"), g)` leaves g without A; attrs (which
//   hypothesis imports, and numpy's conftest imports hypothesis) builds its classes this way:
//   KeyError: '_AttributesAttributes'.
// Cause: brython.js's eval returns None for such a code object before running anything
//   (and after entering a frame it never leaves).
// Fix: such a call goes through exec(), which takes the same (code, globals, locals).
// Test: tests/brython/test_runtime.py::test_eval_runs_an_exec_code_object
(function ($B) {
  const _b_ = $B.builtins;
  const builtinEval = _b_.eval;
  _b_.eval = function (src) {
    if ($B.exact_type(src, $B.code) && src.mode !== 'eval') {
      $B.args('eval', 3, { src: null, globals: null, locals: null }, arguments,
        { globals: _b_.None, locals: _b_.None }, null, null, 1);   // eval's own argument checks
      return _b_.exec.apply(null, arguments);
    }
    return builtinEval.apply(null, arguments);
  };
  Object.assign(_b_.eval, builtinEval);   // keeps Brython's marks on the builtin
})(__BRYTHON__);
