// Fix: ast node classes lack CPython's class-level `_attributes`, and their `_fields` is
//   a JavaScript array, in Brython 3.14.3.
// Symptom: ast.fix_missing_locations() (and anything reading `node._attributes`, e.g. on
//   nodes built with ast.Constant(...) by a NodeTransformer) raises "AttributeError:
//   'Constant' object has no attribute '_attributes'"; `ast.Module._fields` is a
//   JavascriptArray, not the tuple ('body', 'type_ignores'), and ast.AST has no _fields.
// Cause: brython.js $B.create_python_ast_classes stores `_fields` as a plain JS array and
//   never defines `_attributes` on the classes ($B.ast_js_to_py only puts it in the dict
//   of each node converted from the parser's tree).
// Fix: once the classes exist, `_fields` becomes a tuple on every node class, ast.AST
//   gets `_fields = ()` and `_attributes = ()`, and the classes whose nodes carry source
//   positions in CPython's grammar (stmt, expr, excepthandler, arg, keyword, alias,
//   pattern, type_param) get `_attributes = ('lineno', 'col_offset', 'end_lineno',
//   'end_col_offset')`, inherited by their subclasses.
// Test: tests/brython/test_stdlib.py::test_ast_node_locations_and_fields
(function ($B) {
  const LOCATED = ['stmt', 'expr', 'excepthandler', 'arg', 'keyword', 'alias', 'pattern',
    'type_param'];

  const complete = function () {
    const classes = $B.python_ast_classes;
    for (const cls of Object.values(classes)) {
      const fields = $B.get_from_dict(cls, '_fields', $B.NULL);
      if (Array.isArray(fields)) $B.set_to_dict(cls, '_fields', $B.fast_tuple([...fields]));
    }
    if ($B.get_from_dict($B.AST, '_fields', $B.NULL) === $B.NULL) {
      $B.set_to_dict($B.AST, '_fields', $B.fast_tuple([]));
    }
    if ($B.get_from_dict($B.AST, '_attributes', $B.NULL) === $B.NULL) {
      $B.set_to_dict($B.AST, '_attributes', $B.fast_tuple([]));
    }
    for (const name of LOCATED) {
      if (classes[name]) {
        $B.set_to_dict(classes[name], '_attributes',
          $B.fast_tuple(['lineno', 'col_offset', 'end_lineno', 'end_col_offset']));
      }
    }
  };

  if ($B.python_ast_classes) {
    complete();
  } else {
    const create = $B.create_python_ast_classes;
    $B.create_python_ast_classes = function () {
      if ($B.python_ast_classes) return;
      create.apply(this, arguments);
      complete();
    };
  }
})(__BRYTHON__);
