// Fix: exec(code, namespace) adds no internal key to the namespace and keeps its __file__
//   and __doc__.
// Symptom: `g = dict(module.__dict__); exec(compile(tree, "", "exec"), g)` added
//   '$annotations' and '__builtins__' to g next to the names the code defines (torch.fx's
//   AST rewriter checks `len(new_keys) == 1`: 8 test_fx tests).
// Cause: the code brython.js generates for a module body starts with
//   `locals.$annotations = {}` (where it records module-level annotations); with exec into
//   a dict, `locals` is that dict, so the record is one of its keys.
// Fix: the record is a non-enumerable property of the namespace: still there for the
//   annotations machinery, not among the dict's keys. The same prologue set the
//   namespace's __file__ to '<string>', __name__ to 'exec' and __doc__ to None over the ones
//   it had (exec(code, module.__dict__) reset the module's): in exec it sets none of them
//   (since overlay 587: it filled in missing ones before, so classes made by code exec'd in
//   `{}` said `__module__` 'exec'), the file name stays in its JS variable. A module's own
//   globals get __builtins__, which brython.js never put there.
// Test: tests/brython/test_language.py::test_exec_adds_only_the_defined_names
(function ($B) {
  const original = $B.ast.Module.prototype.to_js;
  const written = 'locals.$annotations = {}\n';
  const hidden = "Object.defineProperty(locals, '$annotations', " +
    '{value: {}, writable: true, configurable: true, enumerable: false})\n';
  // exec(code, globals): the prologue that sets a module's __file__, __name__ and __doc__
  // leaves the ones the namespace has (CPython's exec sets none of them; a docstring in the
  // code still sets __doc__).
  const prologue = /\nvar __file__ = locals\.__file__ = ('(?:[^'\\\n]|\\.)*')\nlocals\.__name__ = ('(?:[^'\\\n]|\\.)*')\n/;
  const noDoc = 'locals.__doc__ = _b_.None\n';
  $B.ast.Module.prototype.to_js = function (scopes) {
    let js = original.apply(this, arguments);
    const at = js.indexOf(written);
    if (scopes.namespaces && at >= 0) {   // (a module's own namespace: overlay 369)
      js = js.slice(0, at) + hidden + js.slice(at + written.length);
    }
    const found = prologue.exec(js);
    if (found === null) return js;
    if (!scopes.namespaces) {
      // A module's globals hold __builtins__, as CPython's do (function.__builtins__ reads
      // it; exec into a copy of them then adds only the names the code binds).
      return js.slice(0, found.index) + '\nlocals.__builtins__ = _b_.__builtins__' + js.slice(found.index);
    }
    const [all, file] = found;
    let rest = js.slice(found.index + all.length);
    if (rest.startsWith(noDoc)) rest = rest.slice(noDoc.length);   // no docstring: no __doc__
    return js.slice(0, found.index) + `\nvar __file__ = ${file}\n` + rest;
  };
})(__BRYTHON__);
