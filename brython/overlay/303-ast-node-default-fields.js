// Fix: ast node constructors require every non-optional field in Brython 3.14.3.
// Symptom: `ast.Name(id="x")` raises "TypeError: withitem() missing 1 required
//   positional argument: 'ctx'" (the message names the wrong class); so do
//   ast.Subscript/Attribute/Starred/List/Tuple without ctx. annotationlib builds such
//   nodes to render annotations, so get_annotations(..., format=STRING) and ForwardRef
//   reprs of compound annotations (Optional[Undefined]) fail.
// Cause: brython.js $B.create_python_ast_classes makes each node class's $factory parse
//   its arguments with $B.args(klass, ...) where `klass` is the loop variable (always the
//   last class, withitem) and with defaults only for `?` fields, all list (`*`) fields
//   sharing one default list.
// Fix: as CPython 3.13+: an omitted `?` field is None, an omitted list field a new empty
//   list, an omitted `ctx` a new ast.Load(); any other omitted field is left unset with a
//   DeprecationWarning ("... This will become an error in Python 3.15."); error messages
//   name the right class.
// Test: tests/brython/test_annotations.py::test_ast_nodes_default_fields
(function ($B) {
  const _b_ = $B.builtins;
  const MISSING = {};

  const fix = function () {
    const classes = $B.python_ast_classes;
    for (const [name, spec] of Object.entries($B.ast_classes)) {
      const cls = classes[name];
      if (typeof spec !== 'string' || !cls) continue;
      const raw = spec === '' ? [] : spec.split(',');
      const fields = raw.map((f) => f.replace(/[*?]$/, ''));
      const slots = {};
      for (const f of fields) slots[f] = null;
      const defaults = () => {
        const d = {};
        raw.forEach((rf, i) => {
          const f = fields[i];
          if (rf.endsWith('*')) d[f] = $B.$list([]);
          else if (rf.endsWith('?')) d[f] = _b_.None;
          else if (f === 'ctx') d[f] = $B.$call(classes.Load);
          else d[f] = MISSING;
        });
        return d;
      };
      const original = cls.$factory;
      cls.$factory = function () {
        const $ = $B.args(name, fields.length, Object.assign({}, slots), arguments, defaults(),
          null, 'kw');
        const res = { ob_type: cls };
        $B.init_dict(res);
        const missing = fields.filter((f) => $[f] === MISSING);
        for (const f of fields) {
          if ($[f] === MISSING) continue;
          $B.set_to_dict(res, f, $[f]);
        }
        for (const item of _b_.dict.$iter_items($.kw)) $B.set_to_dict(res, item.key, item.value);
        if (missing.length > 0) {
          const list = missing.map((f) => `'${f}'`).join(missing.length === 2 ? ' and ' : ', ');
          $B.warn(_b_.DeprecationWarning, `${name}.__init__ missing ${missing.length} required ` +
            `positional argument${missing.length > 1 ? 's' : ''}: ${list}. This will become an ` +
            'error in Python 3.15.');
        }
        return res;
      };
      Object.assign(cls.$factory, original);
    }
  };
  if ($B.python_ast_classes) {
    fix();
  } else {
    const create = $B.create_python_ast_classes;
    $B.create_python_ast_classes = function () {
      if ($B.python_ast_classes) return;
      create.apply(this, arguments);
      fix();
    };
  }
})(__BRYTHON__);
