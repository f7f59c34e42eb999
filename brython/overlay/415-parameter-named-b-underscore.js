// Fix: a function may have a parameter named `b_`, as in CPython.
// Symptom: `def f(a_, b_): return list(a_)` raised "JavascriptError: Cannot read
//   properties of undefined (reading '$factory')" when called; any builtin used in such a
//   function (list, len, getattr...) resolved to the argument instead. PyTorch's
//   test_binary_ufuncs `_test_logical(self, device, dtypes, op, a_, b_, expected_res_)`:
//   216 of its tests (logical_and/or/xor over every dtype pair) failed on it.
// Cause: brython.js FunctionDef.to_js names the JS parameter of a Python parameter `x`
//   `_x`, and every compiled function reaches the builtins through the JS name `_b_`; the
//   parameter `_b_` shadows it inside the function.
// Fix: in the compiled text of a function with a positional parameter `b_`, that
//   parameter's JS name becomes `$bt_param_b_` (`$` cannot appear in a Python name) in the
//   three places the compiler writes it: the `function NAME(...)` header, the locals
//   literal of the fast path (`b_: _b_`) and its keyword check (`! _b_?.$kw`).
// Test: tests/brython/test_language.py::test_parameter_named_b_underscore
(function ($B) {
  const SAFE = '$bt_param_b_';
  const original = $B.ast.FunctionDef.prototype.to_js;
  $B.ast.FunctionDef.prototype.to_js = function (scopes) {
    let js = original.call(this, scopes);
    const positional = [...(this.args.posonlyargs ?? []), ...(this.args.args ?? [])];
    if (!positional.some((a) => a.arg === 'b_')) return js;
    js = js.replace(/(function\*? [\w$]+\()([^()]*)(\) \{\n)/g, (all, head, params, tail) =>
      head + params.split(', ').map((p) => (p === '_b_' ? SAFE : p)).join(', ') + tail);
    js = js.split('b_: _b_').join(`b_: ${SAFE}`).split('! _b_?.$kw)').join(`! ${SAFE}?.$kw)`);
    return js;
  };
})(__BRYTHON__);
