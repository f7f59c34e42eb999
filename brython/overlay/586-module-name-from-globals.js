// Fix: a class's and a function's `__module__` is the `__name__` of the globals they are
//   defined in, read when the class or function is made, as in CPython.
// Symptom: modules that rename themselves for pickling and for their reprs were not believed:
//   `collections.abc.Iterable` printed as `<class '_collections_abc.Iterable'>`,
//   `decimal.Decimal` as `_pydecimal.Decimal`, `datetime.date` as `_pydatetime.date` (so a
//   pickle of a date written here names `_pydatetime`, a different class for CPython), and a
//   traceback said `_pydecimal.InvalidOperation`. `exec(src, {"__name__": "m"})` code that
//   sets `__name__` first, and `globals()["__name__"] = ...`, were ignored the same way.
// Cause: brython.js writes the module's compile-time name into the code as a constant:
//   `locals.__module__ = 'NAME'` in a class body and the first entry of a function's
//   `$function_infos`.
// Fix: both read the defining globals' `__name__` at run time (a property read of the
//   globals object the code already holds), falling back as CPython does when it is missing:
//   a class body's `__module__ = __name__` then finds the builtins module's name, a function
//   gets None. A text of another shape is left as brython.js wrote it. (Replaces overlay 498,
//   which taught _pydatetime's repr to accept '_pydatetime' as its module.)
// Test: tests/brython/test_language.py::test_module_name_comes_from_the_defining_globals
(function ($B) {
  const _b_ = $B.builtins;
  $B.$brytorchClassModule = function (globals) {
    const name = globals.__name__;
    return name === undefined ? 'builtins' : name;
  };
  $B.$brytorchFunctionModule = function (globals) {
    const name = globals.__name__;
    return name === undefined ? _b_.None : name;
  };

  // The variable brython.js's code holds the module's globals in (its make_scope_name).
  const globalsVariable = (scopes) =>
    scopes[0].parent ? null : 'locals_' + scopes[0].name.replace(/\./g, '_');

  const classDefToJs = $B.ast.ClassDef.prototype.to_js;
  $B.ast.ClassDef.prototype.to_js = function (scopes) {
    const js = classDefToJs.call(this, scopes);
    const globals = globalsVariable(scopes);
    const constant = `locals.__module__ = '${scopes[0].name}'\n`;
    const at = js.indexOf(constant);
    if (globals === null || at < 0) return js;
    return js.slice(0, at) + `locals.__module__ = $B.$brytorchClassModule(${globals})\n` +
      js.slice(at + constant.length);
  };

  // This function's `$function_infos` is the last one still naming the module as a constant:
  // the nested functions' lines (in its body, and in the suspendable twin overlay 500 may
  // write after it) were rewritten by their own to_js. Searched from the end, as overlay 435
  // does (whose pattern accepts the call written here).
  const functionDefToJs = $B.ast.FunctionDef.prototype.to_js;
  $B.ast.FunctionDef.prototype.to_js = function (scopes) {
    const js = functionDefToJs.call(this, scopes);
    const globals = globalsVariable(scopes);
    const constant = `.$function_infos = ['${scopes[0].name}', `;
    const at = js.lastIndexOf(constant);
    if (globals === null || at < 0) return js;
    return js.slice(0, at) + `.$function_infos = [$B.$brytorchFunctionModule(${globals}), ` +
      js.slice(at + constant.length);
  };
})(__BRYTHON__);
