// Fix: `from module import name` binds `name` where the function declared it to live: in the
//   module's globals after `global name`, in the enclosing function after `nonlocal name`.
// Symptom: `def f(): global sqrt; from math import sqrt` left the module without `sqrt`
//   (NameError after f() returned). unittest's lazy `IsolatedAsyncioTestCase` (its module
//   __getattr__ does exactly that) was a JavaScript undefined, and brython.js printed
//   "getting attribute __call__" when asked whether it was callable.
// Cause: brython.js's ImportFrom.to_js finds the binding scope (which honours global and
//   nonlocal) only for a name imported `as` another; every other name goes to the current
//   frame's locals.
// Fix: a name without `as` that the function declares global or nonlocal is compiled as if
//   imported `as` itself, which takes the binding-scope path; the tree is left as it was.
// Test: tests/brython/test_language.py::test_from_import_into_a_global_or_nonlocal
(function ($B) {
  const importFromToJs = $B.ast.ImportFrom.prototype.to_js;
  $B.ast.ImportFrom.prototype.to_js = function (scopes) {
    let ix = scopes.length - 1;
    while (scopes[ix].parent) ix--;   // (a block's copy of the function scope: overlay 577)
    const scope = scopes[ix];
    const declared = (name) => (scope.globals && scope.globals.has(name)) ||
      (scope.nonlocals && scope.nonlocals.has(name));
    const redirected = this.names.filter((alias) => !alias.asname && alias.name !== '*' && declared(alias.name));
    const before = redirected.map((alias) => alias.asname);
    for (const alias of redirected) alias.asname = alias.name;
    try {
      return importFromToJs.call(this, scopes);
    } finally {
      redirected.forEach((alias, i) => { alias.asname = before[i]; });
    }
  };
})(__BRYTHON__);
