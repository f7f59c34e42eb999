// Fix: compile() of a syntax tree compiles the tree as it is at that moment: one built node
//   by node in Python (ast.Expression(...)), or one made by ast.parse and then changed (what
//   an AST transformer does), as CPython does.
// Symptom: `compile(ast.fix_missing_locations(ast.Expression(ast.Name("a", ast.Load()))),
//   "<m>", "eval")` raised "JavascriptError: Cannot read properties of undefined (reading
//   'body')"; pytest's `-k`/`-m` expressions (which it compiles so) stopped its run with an
//   INTERNALERROR; `t = ast.parse("x = 1 + 2"); t.body[0].value = ast.Constant(40)` then
//   compile(t) ran `x = 1 + 2` (x was 3, not 40). A changed tree holding `None` (torch.fx's
//   AST rewriter: `if downsample is not None`) failed with "SyntaxError: bad value".
// Cause: brython_stdlib.js `_ast._validate` (called by compile) reads the compiler's tree
//   that ast.parse attached to the Python tree ($js_ast): a constructed tree has none, and a
//   changed one has the stale original, which exec/eval then run; brython.js
//   $B.ast_py_to_js reads fields as JavaScript properties, which constructed nodes lack.
// Fix: before validating, the compiler's tree is made afresh from the Python tree (read
//   through attributes: None and absent locations stay absent, but a constant's value is
//   kept as it is, a str escaped as the compiler keeps it since overlay 604) and attached, so
//   that compile()'s code object runs the tree as it was when compiled.
// Test: tests/brython/test_language.py::test_compile_constructed_ast
(function ($B) {
  const _b_ = $B.builtins;
  const LOCATIONS = ['lineno', 'col_offset', 'end_lineno', 'end_col_offset'];
  const read = (obj, name) => {
    const value = $B.$getattr(obj, name, _b_.None);
    return value === _b_.None ? undefined : value;
  };
  const toJS = function (obj) {
    if (obj === undefined || obj === _b_.None) return undefined;
    if (Array.isArray(obj)) return obj.map(toJS);
    if (typeof obj === 'string') return obj;
    const jsClass = $B.ast[$B.class_name(obj)];
    if (jsClass === undefined) return obj;
    if (jsClass === $B.ast.Constant) return constant($B.$getattr(obj, 'value'), obj);
    const node = new jsClass();
    for (let field of jsClass._fields) {
      if (field.endsWith('?') || field.endsWith('*')) field = field.slice(0, -1);
      // A singleton pattern's value is a Python object as it is (None), never a node.
      node[field] = field === 'value' && jsClass === $B.ast.MatchSingleton ? $B.$getattr(obj, field)
        : toJS(read(obj, field));
    }
    return locate(node, obj);
  };
  // A constant node at obj's location. A tuple constant (CPython's constant folding makes
  // them; Brython's compiler has no code for one) becomes a tuple display of constants.
  // A str constant becomes the body of the single-quoted JS literal brython.js's generator
  // writes it into (its parser keeps strings that way; overlay 604 converts them back).
  const ESCAPES = { '\\': '\\\\', "'": "\\'", '\n': '\\n', '\r': '\\r', '\u2028': '\\u2028', '\u2029': '\\u2029' };
  const literalBodyOf = (str) => String(str).replace(/[\\'\n\r\u2028\u2029]/g, (c) => ESCAPES[c]);
  const constant = (value, obj) => locate($B.$isinstance(value, _b_.tuple)
    ? Object.assign(new $B.ast.Tuple(), { elts: value.map((v) => constant(v, obj)), ctx: new $B.ast.Load() })
    : Object.assign(new $B.ast.Constant(), {
      value: $B.$isinstance(value, _b_.str) ? literalBodyOf(value) : value, kind: read(obj, 'kind') }), obj);
  const locate = (node, obj) => {
    for (const loc of LOCATIONS) {
      const value = read(obj, loc);
      if (value !== undefined) node[loc] = value;
    }
    return node;
  };
  $B.ast_py_to_js = toJS;
  $B.brytorchOverlay.patchStdlibSource('_ast',
    'mod._validate = function(ast_obj) {\n    var js_ast = ast_obj.$js_ast\n',
    'mod._validate = function(ast_obj) {\n    var js_ast = ast_obj.$js_ast = $B.ast_py_to_js(ast_obj)\n');
})(__BRYTHON__);
