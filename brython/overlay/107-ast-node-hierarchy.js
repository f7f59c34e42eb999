// Fix: ast node classes do not derive from ast.AST or their category classes in
//   Brython 3.14.3.
// Symptom: `isinstance(ast.parse("x = 1"), ast.AST)` is False, as are
//   isinstance(node, ast.stmt / ast.expr / ast.operator ...); ast.Module.__mro__ is
//   (Module, object). Everything in ast.py that walks a tree with isinstance(x, AST)
//   (iter_child_nodes, walk, NodeVisitor.generic_visit, NodeTransformer, dump,
//   fix_missing_locations, copy_location) silently sees no child nodes.
// Cause: brython.js $B.create_python_ast_classes builds every node class with
//   $B.make_builtin_class(name), whose only base is object, although $B.ast_classes
//   already lists the members of each abstract category (mod, stmt, expr, operator, ...).
// Fix: once the classes exist, each category class gets ast.AST as its base, each
//   concrete class its category (or ast.AST, e.g. arguments, keyword, alias), as in
//   CPython's Python.asdl; MROs and __subclasses__() are rebuilt accordingly.
// Test: tests/brython/test_stdlib.py::test_ast_node_isinstance
(function ($B) {
  const _b_ = $B.builtins;

  const setBase = function (cls, base) {
    for (const old of cls.tp_bases || []) {
      const subs = old.tp_subclasses;
      if (Array.isArray(subs) && subs.includes(cls)) subs.splice(subs.indexOf(cls), 1);
    }
    cls.tp_bases = [base];
    cls.tp_base = base;
    cls.tp_mro = $B.make_mro(cls);
    if (!Array.isArray(base.tp_subclasses)) base.tp_subclasses = [];
    if (!base.tp_subclasses.includes(cls)) base.tp_subclasses.push(cls);
  };

  const link = function () {
    const classes = $B.python_ast_classes;
    const categoryOf = {};
    const categories = [];
    for (const [name, spec] of Object.entries($B.ast_classes)) {
      if (!Array.isArray(spec)) continue;
      categories.push(name);
      for (const member of spec) categoryOf[member] = name;
    }
    // Categories first, so that their MRO already ends in AST when members are linked.
    for (const name of categories) {
      if (classes[name]) setBase(classes[name], $B.AST);
    }
    for (const name of Object.keys(classes)) {
      if (categories.includes(name)) continue;
      const category = categoryOf[name] && classes[categoryOf[name]];
      setBase(classes[name], category || $B.AST);
    }
  };

  if ($B.python_ast_classes) {
    link();
  } else {
    const create = $B.create_python_ast_classes;
    $B.create_python_ast_classes = function () {
      if ($B.python_ast_classes) return;
      create.apply(this, arguments);
      link();
    };
  }
})(__BRYTHON__);
