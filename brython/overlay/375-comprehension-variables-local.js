// Fix: the loop variables of a list, set or dict comprehension are not left bound in the
//   enclosing scope afterwards (CPython: they are local to the comprehension).
// Symptom: after `[name for name, _ in pairs]` at module level, the module has `name` and
//   `_` (holding the last pair's items); torch._dynamo.config does exactly that, then
//   torch.utils._config_module walks the module's namespace and fails with "AssertionError:
//   Unhandled config _=<method 'zero_' of 'TensorBase' objects>" (PyTorch's test harness
//   reaches it through torch._inductor.utils).
// Cause: brython.js runs a comprehension inline and assigns its targets in the enclosing
//   scope's namespace; it restores a name that was already bound there before, but leaves
//   a name that was not.
// Fix: ListComp/SetComp/DictComp.prototype.to_js note the target names the enclosing scopes
//   do not bind yet (brython.js restores the others itself), and the compiled expression
//   deletes those names from the namespace object the comprehension assigned them in, once
//   it has its value.
// Test: tests/brython/test_language.py::test_comprehension_variables_do_not_leak
(function ($B) {
  const targetNames = (target, names) => {
    if (target instanceof $B.ast.Name) names.add(target.id);
    else if (target instanceof $B.ast.Starred) targetNames(target.value, names);
    else if (target.elts) for (const elt of target.elts) targetNames(elt, names);
    return names;
  };
  const boundAbove = (scopes, name) => {
    for (let scope = $B.last(scopes); scope; scope = scope.parent) {
      if (scope.locals && scope.locals.has(name)) return true;
    }
    return false;
  };
  for (const kind of ['ListComp', 'SetComp', 'DictComp']) {
    const toJs = $B.ast[kind].prototype.to_js;
    $B.ast[kind].prototype.to_js = function (scopes) {
      const fresh = [];
      for (const generator of this.generators) {
        for (const name of targetNames(generator.target, new Set())) {
          if (!boundAbove(scopes, name) && !fresh.includes(name)) fresh.push(name);
        }
      }
      const js = toJs.call(this, scopes);
      const deletions = [];
      for (const name of fresh) {
        // the namespace object is the one the loop assigns the name in: `<ns>.<name> = `
        const assigned = js.match(new RegExp(`([A-Za-z_$][\\w$]*)\\.${name} = `));
        if (assigned) deletions.push(`delete ${assigned[1]}.${name}`);
      }
      if (deletions.length === 0) return js;
      return `((comprehension_value) => { ${deletions.join('; ')}; ` +
        `return comprehension_value })(${js.trimEnd()})`;
    };
  }
})(__BRYTHON__);
