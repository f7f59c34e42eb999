// Fix: exec(code, namespace) adds no internal key to the namespace.
// Symptom: `g = dict(module.__dict__); exec(compile(tree, "", "exec"), g)` added
//   '$annotations' to g next to the names the code defines (torch.fx's AST rewriter checks
//   `len(new_keys) == 1`; it still fails here on '__builtins__', which Brython's module
//   globals lack: docs/brython-bugs.md).
// Cause: the code brython.js generates for a module body starts with
//   `locals.$annotations = {}` (where it records module-level annotations); with exec into
//   a dict, `locals` is that dict, so the record is one of its keys.
// Fix: the record is a non-enumerable property of the namespace: still there for the
//   annotations machinery, not among the dict's keys.
// Test: tests/brython/test_language.py::test_exec_adds_only_the_defined_names
(function ($B) {
  const original = $B.ast.Module.prototype.to_js;
  const written = 'locals.$annotations = {}\n';
  const hidden = "Object.defineProperty(locals, '$annotations', " +
    '{value: {}, writable: true, configurable: true, enumerable: false})\n';
  $B.ast.Module.prototype.to_js = function (scopes) {
    const js = original.apply(this, arguments);
    const at = js.indexOf(written);
    return at < 0 ? js : js.slice(0, at) + hidden + js.slice(at + written.length);
  };
})(__BRYTHON__);
