// Fix: `from m import (a, a as b)` binds both a and b, as CPython does.
// Symptom: only b is bound; torch._numpy._binary_ufuncs_impl imports
//   `remainder, remainder as mod` from torch, so `remainder` is missing and `import
//   torch._numpy` fails with "AttributeError: 'module' object has no attribute 'remainder'"
//   (PyTorch's test harness reaches it through torch._dynamo.utils).
// Cause: brython.js compiles the statement to one $B.$import_from call whose aliases are a
//   JS object keyed by the imported name, so a second entry for the same name (or an alias
//   next to the plain name) replaces the first for every occurrence.
// Fix: a statement that names one module member more than once compiles as several
//   statements, each naming a member at most once (the module is imported once; the
//   later statements find it in sys.modules).
// Test: tests/brython/test_language.py::test_import_from_same_name_twice
(function ($B) {
  const toJs = $B.ast.ImportFrom.prototype.to_js;
  $B.ast.ImportFrom.prototype.to_js = function (scopes) {
    const groups = [];
    for (const alias of this.names) {
      let group = groups.find((g) => !g.some((other) => other.name === alias.name));
      if (!group) groups.push(group = []);
      group.push(alias);
    }
    if (groups.length < 2) return toJs.call(this, scopes);
    return groups.map((names) => {
      const part = new $B.ast.ImportFrom(this.module, names, this.level);
      for (const key of ['lineno', 'col_offset', 'end_lineno', 'end_col_offset']) part[key] = this[key];
      return toJs.call(part, scopes);
    }).join('\n');
  };
})(__BRYTHON__);
