// Fix: a program's (or REPL cell's) module-level loops can pause, so that JavaScript gets the
//   event-loop turns it needs to collect the wrappers of dead tensors (issue 15).
// Symptom: a training loop is one JavaScript task; FinalizationRegistry callbacks (the only
//   way the bridge learns that a tensor's wrapper died) run between tasks, so every
//   temporary of every iteration stayed in the wasm heap until the program ended (200
//   iterations of `y = x @ x` on 512x512: 64 -> 275 MB).
// Cause: not a Brython bug: brython.js compiles a module body to a plain JS function, which
//   cannot give the event loop a turn without returning.
// Fix: $B.bt_suspendable_exec(source, filename, globals) compiles `source` as exec() would,
//   but into a JS generator function, with a checkpoint (`yield` when the host says a pause is
//   due; see the countdown below) as
//   the first statement of every `for`/`while` body whose scope is the module (functions,
//   classes and comprehensions are compiled as usual). It returns a generator that runs the
//   program one slice at a time: each `next()` runs until a checkpoint that is due, restoring
//   the frame stack on the way out and back in. The host decides when a checkpoint is due and
//   what to do between slices (web/runtime/runtime.js). Plain exec() is unchanged.
// Test: tests/brython/test_suspendable.py (Python semantics across pauses), tests/torch
//   memory checks (the heap stays flat).
(function ($B) {
  const _b_ = $B.builtins;
  const GeneratorFunction = Object.getPrototypeOf(function* () {}).constructor;
  let compilingSuspendable = false;

  // The host replaces bt_suspend_due; until then no checkpoint is ever due. A checkpoint
  // asks it only when the countdown (which it resets) reaches 0: a field decrement is all a
  // fast loop pays per iteration.
  $B.bt_clock = { countdown: Infinity };
  $B.bt_suspend_due = () => false;

  for (const kind of ['For', 'While']) {
    const toJs = $B.ast[kind].prototype.to_js;
    $B.ast[kind].prototype.to_js = function (scopes) {
      // A loop copies its scope's type: 'module' means no def/class/lambda around it.
      if (!compilingSuspendable || $B.last(scopes).type !== 'module') return toJs.call(this, scopes);
      const body = this.body;
      const checkpoint = { lineno: this.lineno, col_offset: this.col_offset,
        to_js: () => 'if (--$bt_clock.countdown <= 0 && $B.bt_suspend_due()) { yield }' };
      this.body = [checkpoint, ...body];
      try {
        return toJs.call(this, scopes);
      } finally {
        this.body = body;   // the tree may be compiled again without checkpoints
      }
    };
  }

  // exec(source, globals) as a generator of slices (see the header). SyntaxError is thrown
  // here, before the first slice; an exception of the program is thrown by next().
  $B.bt_suspendable_exec = function (source, filename, globals) {
    if ($B.get_class(globals) !== _b_.dict) {
      throw new Error('bt_suspendable_exec: globals must be a dict');
    }
    const name = $B.str_dict_get(globals, '__name__', '__main__');
    const exec_globals = $B.dict_as_jsobj(globals);
    if (exec_globals.__builtins__ === undefined) exec_globals.__builtins__ = _b_.__builtins__;
    const local_name = ('locals_' + name).replace(/\./g, '_') + '_globals';
    const global_name = ('globals_' + name).replace(/\./g, '_');
    $B.url2name[filename] = name;
    const src = source.replace(/\r\n/g, '\n').replace(/\r/g, '\n');
    const frame = [name, exec_globals, name, exec_globals];
    frame.is_exec_top = true;
    const outer = $B.frame_obj;
    $B.enter_frame(frame, filename, 1);
    const frameObj = $B.frame_obj;
    let body;
    try {
      const tree = $B._PyPegen.run_parser(new $B.Parser(src, filename, 'file'));
      const future = $B.future_features(tree, filename);
      const symtable = $B._PySymtable_Build(tree, filename, future);
      compilingSuspendable = true;
      let js;
      try {
        js = $B.js_from_root({ ast: tree, symtable, filename, src,
          namespaces: { local_name, exec_locals: exec_globals, global_name, exec_globals } }).js;
      } finally {
        compilingSuspendable = false;
      }
      body = new GeneratorFunction('$B', '_b_', 'locals', local_name, global_name, 'frame', '_frame_obj',
        'var $bt_clock = $B.bt_clock\n' + js);
    } finally {
      $B.frame_obj = outer;
    }
    return (function* slices() {
      $B.frame_obj = frameObj;
      const run = body($B, _b_, exec_globals, exec_globals, exec_globals, frame, frameObj);
      try {
        for (;;) {
          const step = run.next();
          if (step.done) return step.value;
          // Paused at a checkpoint: the frame stack is the caller's while the host waits.
          const here = $B.frame_obj;
          $B.frame_obj = outer;
          yield;
          $B.frame_obj = here;
        }
      } catch (err) {
        $B.set_exc(err, frame);
        throw err;
      } finally {
        $B.frame_obj = outer;
      }
    })();
  };
})(__BRYTHON__);
