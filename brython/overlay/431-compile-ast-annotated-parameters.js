// Fix: code compiled from an AST object (compile(ast.parse(src), ...)) may have annotated
//   parameters.
// Symptom: exec(compile(tree, "", "exec")) of `def f(x: int): ...` raised "JavascriptError:
//   scopes.src.split is not a function"; torch.fx's AST rewriter compiles rewritten trees
//   (test_fx's test_ast_rewriter_* tests).
// Cause: brython.js records the source text of each parameter annotation
//   (get_source_from_position) from the source string, and compile() of an AST hands the
//   AST object where that string goes.
// Fix: without a source string (neither given nor kept by a code object compiled from
//   text, which overlay 109 passes on), the compiler gets blank lines (as many as the tree spans):
//   annotations keep their values; only their recorded source text is empty (it is what
//   `from __future__ import annotations` would store, a known gap: docs/brython-bugs.md).
// Test: tests/brython/test_language.py::test_compile_ast_with_annotated_parameters
(function ($B) {
  const original = $B.js_from_root;
  $B.js_from_root = function (arg) {
    const src = arg.src;
    const codeWithSource = src && typeof src === 'object' && $B.exact_type(src, $B.code) &&
      typeof src.source === 'string';   // overlay 109 hands the compiler that source
    if (typeof src !== 'string' && !codeWithSource) {
      const body = arg.ast && arg.ast.body;
      const last = Array.isArray(body) && body.length ? body[body.length - 1] : null;
      const lines = (last && last.end_lineno) || 1;
      arg = Object.assign({}, arg, { src: '\n'.repeat(lines) });
    }
    return original.call(this, arg);
  };
})(__BRYTHON__);
