// Fix: exec()/eval() of a compiled code object crashes on annotations in Brython 3.14.3.
// Symptom: `exec(compile("def f(x: int): pass", "<s>", "exec"))` fails with the internal
//   "JavascriptError: scopes.src.split is not a function" (plus a JS stack on the
//   console); so does every program run by `./brytorch run` (the driver compiles, then
//   execs) as soon as it defines a function or class with annotations.
// Cause: brython.js $$eval (builtins eval/exec) passes its `src` argument to
//   $B.js_from_root unchanged; for a code object that is the code object itself, while
//   the code generator (get_source_from_position, used to record annotation strings)
//   expects the source text, which compile() kept as `code.source`.
// Fix: $B.js_from_root receives the code object's source text when it is given a code
//   object that was compiled from a string.
// Test: tests/brython/test_language.py::test_exec_compiled_annotations
(function ($B) {
  const jsFromRoot = $B.js_from_root;
  $B.js_from_root = function (arg) {
    const src = arg && arg.src;
    if (src && typeof src === 'object' && $B.exact_type(src, $B.code) &&
        typeof src.source === 'string') {
      arg = Object.assign({}, arg, { src: src.source });
    }
    return jsFromRoot.call(this, arg);
  };
})(__BRYTHON__);
