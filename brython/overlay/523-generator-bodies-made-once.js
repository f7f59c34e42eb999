// Fix: the JS generator function behind a Python generator function is made once, where the
//   `def` runs, and each call starts it with the call's locals and frame as arguments.
// Symptom: calling a generator function cost ~3 us before its first step (CPython 0.2), so
//   `for p in module.parameters()` (four nested generators) cost 110 us; torch's Python code
//   makes generators everywhere (module traversal, pytree, the autograd functions).
// Cause: none in the semantics: brython.js compiles the body of a generator function to a
//   `function*` expression inside the Python function, so every call makes a new JS closure
//   and wraps it in a new factory closure. V8 then gives each call's generator object a new
//   hidden class, and the properties Brython stores on it ($name, $has_run, gi_running...)
//   take its slow path each time (measured in plain JS on Node 26: 1.9 us per generator from
//   a fresh `function*` with those stores, 0.05 us from one made once).
// Speed: a speed change, no behaviour change (its test checks CPython's values; the brython
//   tier's check that a fix is needed skips it).
// Fix: FunctionDef.to_js's text for a (non-async) generator function is rewritten: the
//   `function*(){...}` becomes `var gen_body_ID = function*(LOCALS, locals, frame[,
//   stack_length][, _frame_obj]){...}`, placed right before the Python function's own
//   `function NAME(...)` (same lexical scope, so the body sees every name it saw), and the
//   call makes its generator with `$B.bt_new_generator(gen_body_ID, name, ...)`, which does
//   what $B.generator.$factory's closure did. The parameters are exactly the variables the
//   Python function declares before the body (its locals object under both names, its
//   frame, and the two bookkeeping variables where it declares them). A text of another
//   shape is left as brython.js wrote it.
// Test: tests/brython/test_language.py::test_generator_functions_made_once
(function ($B) {
  const _b_ = $B.builtins;
  const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

  // What $B.generator.$factory(func, name)() returns, for a body made once.
  $B.bt_new_generator = function (body, name, ...context) {
    const gen = body.apply(null, context);
    gen.$name = name || 'generator';
    gen.$func = body;
    gen.$has_run = false;
    return { ob_type: $B.generator, js_gen: gen };
  };

  function rewrite(js, name) {
    if (!js.includes('$B.generator.$factory(')) return js;   // (most functions: no scan)
    const factory = new RegExp(`\\n([ \\t]*)gen_(\\d+) = \\$B\\.generator\\.\\$factory\\(gen_\\2, '${escape(name)}'\\)\\n` +
      `\\1var _gen_\\2 = gen_\\2\\(\\)\\n`, 'g');
    let call = null;
    for (let m; (m = factory.exec(js));) call = m;   // the last one is this def's (nested defs come before)
    if (call === null) return js;
    const id = call[2];
    const head = new RegExp(`function (${escape(name)}\\d+)\\(([^)]*)\\) \\{\\n`).exec(js);
    const open = `var gen_${id} = function*(){\n`;
    const start = js.indexOf(open);
    if (!head || start < head.index || start !== js.lastIndexOf(open) || start > call.index) return js;
    const prologue = js.slice(head.index, start);   // the Python function's own declarations
    const locals = /\n[ \t]*var ([\w$]+) = locals = /.exec(prologue);
    if (!locals || !/\n[ \t]*var frame = \[/.test(prologue)) return js;
    const params = [locals[1], 'locals', 'frame'];
    if (/\n[ \t]*var stack_length = /.test(prologue)) params.push('stack_length');
    if (/\n[ \t]*var _frame_obj = /.test(prologue)) params.push('_frame_obj');
    const body = js.slice(start + open.length, call.index);   // up to the function*'s closing brace
    if (!/\}[ \t]*$/.test(body)) return js;
    const lineStart = js.lastIndexOf('\n', head.index) + 1;
    const indent = js.slice(lineStart, head.index);
    if (!/^[ \t]*$/.test(indent)) return js;   // (`async function`: not a generator of ours)
    const made = `var gen_body_${id} = function*(${params.join(', ')}){\n${body}\n`;
    const starts = `var _gen_${id} = $B.bt_new_generator(gen_body_${id}, '${name}', ${params.join(', ')})\n`;
    return js.slice(0, lineStart) + indent + made + js.slice(lineStart, start) + starts +
      js.slice(call.index + call[0].length);
  }

  const defToJs = $B.ast.FunctionDef.prototype.to_js;
  $B.ast.FunctionDef.prototype.to_js = function (scopes) {
    const js = defToJs.call(this, scopes);
    return this.$is_lambda ? js : rewrite(js, this.name);
  };
})(__BRYTHON__);
