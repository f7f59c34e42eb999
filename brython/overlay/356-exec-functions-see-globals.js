// Fix: a function defined by exec(code, globals, locals) with two different dicts looks up
//   its global names in `globals`, as in CPython (the code runs like a class body).
// Symptom: `exec("def f():\n return g_name", {"g_name": 1}, loc); loc["f"]()` raises
//   NameError; attrs builds its __init__ methods this way (hypothesis imports attrs).
// Cause: brython.js compiles the exec'd code with one scope variable, `locals_<name>`, bound
//   to the locals dict; every frame a function of that code enters takes it as its globals
//   (frame[3], where $B.resolve_global looks).
// Fix: in that case the frames of the code's functions take the globals dict instead; the
//   module-level code keeps `locals_<name>` for its own names. (A `global x` assignment in
//   such a function still writes to the locals dict: not fixed.)
// Test: tests/brython/test_runtime.py::test_exec_functions_see_globals
(function ($B) {
  const moduleToJs = $B.ast.Module.prototype.to_js;
  $B.ast.Module.prototype.to_js = function (scopes) {
    const js = moduleToJs.call(this, scopes);
    const ns = scopes.namespaces;
    if (!ns || ns.exec_locals === ns.exec_globals) return js;
    const scopeVar = js.match(/,\n {4}(locals_[\w$]+) = locals\n/)?.[1];
    if (!scopeVar) return js;
    const inFrame = new RegExp(`(['"], )${scopeVar.replace(/\$/g, '\\$')}(?=[,\\]])`);
    return js.split('\n').map((line) => (line.includes('frame = [')
      ? line.replace(inFrame, `$1${ns.global_name}`) : line)).join('\n');
  };
})(__BRYTHON__);
