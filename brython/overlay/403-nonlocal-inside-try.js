// Fix: a function defined inside a try block may rebind a `nonlocal` name.
// Symptom: compiling `def f():\n x = 0\n try:\n  def g():\n   nonlocal x\n   x += 1` raised
//   "JavascriptError: Cannot read properties of undefined (reading 'Symbol(ID)')" (CPython
//   compiles it). torch._dynamo.bytecode_transformation has such a function, so importing
//   torch._dynamo.source, torch._functorch.aot_autograd, functorch.experimental.control_flow
//   and 14 of PyTorch's test files (test_linalg, test_fx, test_quantization...) failed.
// Cause: brython.js compiles a try block in a copy of the enclosing scope made without its
//   AST node (Try.to_js: copy_scope(scope) with no `ast`); name_scope's search for a
//   nonlocal's binding looks every scope's node up in the symbol table and reads the ID of
//   `undefined`. Its search for other names checks the node first.
// Fix: a scope without a node answers `ast` with one shared empty node that no symbol table
//   block has, so the lookup finds no block there and goes on outwards, as for other names.
//   Scope is private to brython.js: its prototype is taken from the scope the compiler
//   passes to a `pass` statement while compiling "pass" once.
// Test: tests/brython/test_language.py::test_nonlocal_in_function_defined_in_try
(function ($B) {
  const Pass = $B.ast.Pass.prototype, original = Pass.to_js;
  let seen;
  Pass.to_js = function (scopes) { seen = $B.last(scopes); return original.call(this, scopes); };
  try {
    $B.py2js({ src: 'pass', filename: '<brytorch overlay 403>' }, '_bt_overlay_403', '_bt_overlay_403',
      $B.builtins_scope).to_js();
  } finally {
    Pass.to_js = original;
  }
  const Scope = seen && Object.getPrototypeOf(seen);
  if (!Scope || !('nonlocals' in seen) || Object.getOwnPropertyDescriptor(Scope, 'ast')) {
    throw new Error("brytorch overlay: brython.js's compiler Scope not found");
  }
  const noNode = {};   // no symbol table block is keyed by its ID
  const own = new WeakMap();
  Object.defineProperty(Scope, 'ast', {
    get() { const a = own.get(this); return a === undefined ? noNode : a; },
    set(a) { own.set(this, a); },
  });
})(__BRYTHON__);
