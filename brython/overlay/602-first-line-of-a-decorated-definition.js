// Fix: a decorated function's `co_firstlineno` and a decorated class's `__firstlineno__` are
//   the line of the first decorator, as in CPython (the AST node's `lineno` stays the `def` or
//   `class` line, as in CPython).
// Symptom: `inspect.getsource()` of a decorated function or class left its decorators out.
//   TorchScript reads a method's source to compile it and maps the columns of the nodes it
//   builds onto that text, so a `@torch.jit.unused` method's stand-in `Any` annotations read the
//   text of the source one line off: `def unused(self, x: int, y: Iterable[int])` was compiled
//   as `unused(Self self, int x, int y)`, and a call with a str argument failed to compile
//   (test_jit's TestClassType::test_unused_method and its kin, a bare "RuntimeError:").
// Cause: brython.js writes `this.lineno` (the `def`/`class` line) into the function's
//   `$function_infos` and the class body's `__firstlineno__`.
// Fix: the text brython.js wrote for the definition gets the first decorator's line instead,
//   in the two places only (frames and tracebacks keep the `def` line, as CPython's do).
// Test: tests/brython/test_language.py::test_first_line_of_a_decorated_definition
(function ($B) {
  const firstDecoratorLine = (node) =>
    node.decorator_list && node.decorator_list.length ? node.decorator_list[0].lineno : null;

  // `$function_infos = [module, name, qualname, file, defaults, kwdefaults, doc, args, vararg,
  // kwarg,\n  argcount, firstlineno, ...`: this function's is the last one in its text (the
  // nested functions' come before it), as overlays 435 and 586 find it.
  const functionDefToJs = $B.ast.FunctionDef.prototype.to_js;
  $B.ast.FunctionDef.prototype.to_js = function (scopes) {
    const js = functionDefToJs.call(this, scopes);
    const line = firstDecoratorLine(this);
    if (line === null) return js;
    const at = js.lastIndexOf('.$function_infos = [');
    if (at < 0) return js;
    const infos = js.slice(at).replace(
      new RegExp(`(\\n[ \\t]*\\d+, )${this.lineno}(, )`), `$1${line}$2`);
    return js.slice(0, at) + infos;
  };

  const classDefToJs = $B.ast.ClassDef.prototype.to_js;
  $B.ast.ClassDef.prototype.to_js = function (scopes) {
    const js = classDefToJs.call(this, scopes);
    const line = firstDecoratorLine(this);
    if (line === null) return js;
    return js.replace(`locals.__firstlineno__ = ${this.lineno}\n`,
      `locals.__firstlineno__ = ${line}\n`);
  };
})(__BRYTHON__);
