// Fix: a `nonlocal` statement inside a block (an if, for, while, with or try body) declares
//   the name for the whole function, as at the function's top level.
// Symptom: `if isinstance(obj, torch.Tensor): nonlocal found; found = True` bound a new local
//   `found` and left the enclosing function's unchanged, so torch.fx's ShapeProp (whose
//   extract_tensor_meta does exactly that) never stored `tensor_meta` in a node's meta:
//   test_fx's TestConstFold::test_const_fold_tensor_meta failed with KeyError 'tensor_meta',
//   and every pass reading shape metadata saw none.
// Cause: brython.js records the names on the innermost scope of the code generator's stack,
//   which inside a block is the block's copy of the function scope; names are bound and read
//   against the function's own scope (`last_scope`), as `global` already records them.
// Fix: Nonlocal.to_js records the names on the function's own scope: the last scope on the
//   stack that is not a block's (brython.js marks a block's copy with a `parent`).
// Test: tests/brython/test_language.py::test_nonlocal_in_a_nested_block
(function ($B) {
  const functionScope = (scopes) => {
    let ix = scopes.length - 1;
    while (scopes[ix].parent) ix--;
    return scopes[ix];
  };
  $B.ast.Nonlocal.prototype.to_js = function (scopes) {
    const scope = functionScope(scopes);
    for (const name of this.names) scope.nonlocals.add(name);
    return '';
  };
})(__BRYTHON__);
