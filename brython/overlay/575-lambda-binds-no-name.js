// Fix: a lambda expression binds no name in the namespace it is evaluated in.
// Symptom: every lambda left an entry named like `lambda_7jn5xo9e_773310` in its module's
//   globals, its class's __dict__ or its function's locals() (CPython: none), keeping the
//   last function it made alive there: torch.fx.Graph showed one in `dir()` (a default
//   `arg_transform=lambda x: x` in its class body), so test_fx's
//   test_class_member_back_compat saw a member PyTorch does not have, and `from m import *`
//   imported such names.
// Cause: brython.js compiles `lambda` as a FunctionDef named `lambda_<magic>_<id>`, whose JS
//   stores the function in the enclosing namespace under that name, and the expression
//   then reads it back from there.
// Fix: Lambda.to_js's text is rewritten: the store is dropped and the expression returns the
//   function itself. A text of another shape is left as brython.js wrote it.
// Test: tests/brython/test_language.py::test_lambda_binds_no_name
(function ($B) {
  const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const lambdaToJs = $B.ast.Lambda.prototype.to_js;
  $B.ast.Lambda.prototype.to_js = function (scopes) {
    const js = lambdaToJs.call(this, scopes);
    // brython.js's shape: `(function() {\n<the def>\n<indent>return <ref>\n<indent>})()`
    const ret = /\n([ \t]*)return ([^\n]+)\n[ \t]*\}\)\(\)$/.exec(js);
    if (ret === null) return js;
    const store = new RegExp(`\\n[ \\t]*${escape(ret[2])} = ([\\w$]+)\\n`, 'g');
    const stores = [...js.slice(0, ret.index + 1).matchAll(store)];
    if (stores.length !== 1) return js;
    const [line, fn] = [stores[0][0], stores[0][1]];
    const at = stores[0].index;
    return js.slice(0, at) + '\n' + js.slice(at + line.length, ret.index) +
      `\n${ret[1]}return ${fn}` + js.slice(ret.index + ret[0].indexOf('\n', 1));
  };
})(__BRYTHON__);
