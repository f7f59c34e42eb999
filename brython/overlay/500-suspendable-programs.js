// Fix: a program's (or REPL cell's) loops can pause, at the top level and inside the
//   program's own functions, so that JavaScript gets the event-loop turns it needs to collect
//   the wrappers of dead tensors (issue 15).
// Symptom: a training loop is one JavaScript task; FinalizationRegistry callbacks (the only
//   way the bridge learns that a tensor's wrapper died) run between tasks, so every
//   temporary of every iteration stayed in the wasm heap until the program ended (200
//   iterations of `y = x @ x` on 512x512: 64 -> 275 MB).
// Cause: not a Brython bug: brython.js compiles a module body and a function to plain JS
//   functions, which cannot give the event loop a turn without returning.
// Fix: $B.bt_suspendable_exec(source, filename, globals) compiles `source` as exec() would,
//   but into a JS generator function. A walk of the tree first marks what may pause: the
//   `for`/`while` loops and the calls of the module body, and of each *pausable function*
//   (a plain `def` at the top level of the program, or an undecorated method of a class
//   there: not a generator, async or lambda). Each such function also gets a generator
//   twin compiled from the same tree,
//   whose marked loops and calls may pause too. A marked loop starts each iteration with a
//   checkpoint (`yield` when the host says a pause is due); a marked call whose callee is a
//   pausable function (`f(x)`, or `obj.m(x)` where m is found in obj's class itself, as
//   Brython's own fast path finds it) runs its twin through `yield*` instead. Functions
//   called by anything else (library code, comprehensions, lambdas, class bodies) run as
//   compiled by Brython and never pause. Returns a generator that runs the program one
//   slice at a time: each `next()` runs until a checkpoint that is due, restoring the frame
//   stack on the way out and back in. The host decides when a checkpoint is due and what to
//   do between slices (web/runtime/scheduler.js). Plain exec() is unchanged.
// Test: tests/brython/programs/pause_semantics.py and pause_in_functions.py (Python
//   semantics across pauses, compared with CPython), tests/torch/programs/heap_flat.py
//   (the heap stays flat).
(function ($B) {
  const _b_ = $B.builtins;
  const GeneratorFunction = Object.getPrototypeOf(function* () {}).constructor;
  let compiling = null;   // while a suspendable program compiles: its Module node

  // The host replaces bt_suspend_due; until then no checkpoint is ever due. A checkpoint
  // asks it only when the countdown (which it resets) reaches 0: a field decrement is all a
  // fast loop pays per iteration.
  $B.bt_clock = { countdown: Infinity };
  $B.bt_suspend_due = () => false;

  // --- What may pause: marked on the tree before it compiles -------------------------------
  // A node compiled into a nested JS function (while still in its Python scope) must not
  // yield: comprehensions, lambdas and annotations are never walked into.
  const NEVER_PAUSE = new Set(['ListComp', 'SetComp', 'DictComp', 'GeneratorExp', 'Lambda',
    'ClassDef', 'AsyncFunctionDef', 'FunctionDef']);
  // Annotations and a def's signature and decorators are left out too (a pausable
  // function's walk starts at its body).
  const SKIPPED_FIELDS = new Set(['annotation', 'returns', 'type_params', 'decorator_list']);
  const kindOf = (node) => node?.constructor?.$name;
  const fieldsOf = (node) => (node?.constructor?._fields || []).map((f) => f.replace(/[?*]$/, ''));
  function* children(node) {
    const isDef = kindOf(node) === 'FunctionDef';
    for (const field of fieldsOf(node)) {
      if (SKIPPED_FIELDS.has(field) || (isDef && field === 'args')) continue;
      const value = node[field];
      for (const child of Array.isArray(value) ? value : [value]) {
        if (child && typeof child === 'object' && child.constructor?._fields) yield child;
      }
    }
  }
  // True if the function's own body yields or awaits (it is a generator or coroutine).
  function yieldsItself(node) {
    for (const child of children(node)) {
      const kind = kindOf(child);
      if (kind === 'Yield' || kind === 'YieldFrom' || kind === 'Await') return true;
      if (!NEVER_PAUSE.has(kind) && yieldsItself(child)) return true;
    }
    return false;
  }
  // owner: the Module node, or the FunctionDef whose twin the node belongs to.
  const canTwin = (def) => kindOf(def) === 'FunctionDef' && !def.type_params?.length && !yieldsItself(def);
  function markTwin(def) {
    def.$bt_pausable = true;
    markPausable(def, def);
  }
  function markPausable(node, owner) {
    for (const child of children(node)) {
      const kind = kindOf(child);
      if (kind === 'For' || kind === 'While' || kind === 'Call') child.$bt_owner = owner;
      if (owner === compiling && canTwin(child)) {
        markTwin(child);
      } else if (owner === compiling && kind === 'ClassDef' && !child.type_params?.length) {
        // Its methods (a decorator may wrap or replace one: those stay plain). The class
        // body itself runs in a nested JS function and never pauses.
        for (const def of child.body) if (canTwin(def) && !def.decorator_list.length) markTwin(def);
      } else if (!NEVER_PAUSE.has(kind)) {
        markPausable(child, owner);
      }
    }
  }
  const pausesHere = (node) => compiling !== null && node.$bt_owner !== undefined &&
    (node.$bt_owner === compiling || node.$bt_owner.$bt_twin_pass === true);

  for (const kind of ['For', 'While']) {
    const toJs = $B.ast[kind].prototype.to_js;
    $B.ast[kind].prototype.to_js = function (scopes) {
      if (!pausesHere(this)) return toJs.call(this, scopes);
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

  // A marked call `f(args)` becomes `$B.bt_pausable(f)(args)`, settled: a pausable function
  // gives its twin, whose call returns a generator (its runs are marked $bt_run) that the
  // caller delegates to; any other callee is called as before. $bt_r is a temporary of the
  // enclosing generator function (nested calls each read it right after writing it).
  const callToJs = $B.ast.Call.prototype.to_js;
  $B.ast.Call.prototype.to_js = function (scopes) {
    if (!pausesHere(this)) return callToJs.call(this, scopes);
    let js;
    if (this.func instanceof $B.ast.Attribute) {
      // Brython compiles obj.m(...) to $B.call_attr(obj, 'm', ...): same arguments.
      js = callToJs.call(this, scopes);
      if (!js.startsWith('$B.call_attr(')) return js;
      js = '$B.bt_call_attr(' + js.slice('$B.call_attr('.length);
    } else {
      const func = this.func;
      this.func = { lineno: func.lineno, col_offset: func.col_offset,
        to_js: (s) => `$B.bt_pausable(${$B.js_from_ast(func, s)})` };
      try {
        js = callToJs.call(this, scopes);
      } finally {
        this.func = func;
      }
    }
    return `(($bt_r = ${js})?.$bt_run === true ? (yield* $bt_r) : $bt_r)`;
  };
  // A copied attribute (functools.wraps) is not a twin: a twin points back to its function.
  $B.bt_pausable = (f) => twinOf(f) ?? f;
  const twinOf = (f) => {
    const twin = f?.$bt_twin;
    return twin !== undefined && twin.$bt_of === f ? twin : undefined;
  };
  // obj.m(...args): the twin when m is a pausable function that obj.m binds as a plain
  // method: found first in obj's class's own dict (the case $B.call_attr binds directly), or
  // inherited, found first in a base class's dict along the MRO while no class of it
  // defines __getattribute__ (then $B.$getattr binds it the same way); and obj's own dict
  // does not hide it. Anything else goes to $B.call_attr.
  let methodTwins = 0;   // none yet: call_attr directly, without looking twice
  let objectGetattribute = null;
  const functionTwin = (f) => (f?.ob_type === $B.function ? twinOf(f) : undefined);
  const methodTwin = (klass, attr) => {
    const f = $B.get_dict(klass)?.[attr];
    if (f !== undefined) return functionTwin(f);
    // Inherited: the first class of the MRO whose dict has it decides. Library classes have
    // no twins, so the __getattribute__ check runs only for a program's own methods.
    const mro = $B.get_mro(klass) || [];
    for (let i = 1; i < mro.length; i++) {
      const dict = $B.get_dict(mro[i]);
      if (!dict || !Object.hasOwn(dict, attr)) continue;
      const twin = functionTwin(dict[attr]);
      if (twin === undefined) return undefined;
      objectGetattribute ??= $B.search_in_mro(_b_.object, '__getattribute__', $B.NULL);
      return $B.search_in_mro(klass, '__getattribute__', $B.NULL) === objectGetattribute ? twin : undefined;
    }
    return undefined;
  };
  $B.bt_call_attr = function (obj, attr, inum, ...args) {
    if (methodTwins > 0 && obj !== null && obj !== undefined && obj.tp_name === undefined) {
      const klass = $B.get_class(obj);
      if ($B.get_class(klass) === _b_.type) {
        const twin = methodTwin(klass, attr), own = twin && $B.get_dict(obj);
        if (twin && !(own && Object.hasOwn(own, attr))) return twin(obj, ...args);
      }
    }
    return $B.call_attr(obj, attr, inum, ...args);
  };
  $B.bt_set_twin = (f, twin) => {
    if (f.$is_method) methodTwins += 1;
    twin.$bt_of = f;
    twin.prototype.$bt_run = true;
    f.$bt_twin = twin;
  };

  // A pausable function compiles twice: as Brython compiles it, then as its twin, whose text
  // is the same function made a generator (renamed to the first one, so that argument
  // parsing and the frame use the real function object).
  const escape = (s) => s.replace(/[$]/g, '\\$');
  const defToJs = $B.ast.FunctionDef.prototype.to_js;
  $B.ast.FunctionDef.prototype.to_js = function (scopes) {
    if (compiling === null || this.$bt_pausable !== true) return defToJs.call(this, scopes);
    const body = this.body.slice();   // compiling takes the docstring out of the body
    const plain = defToJs.call(this, scopes);
    const compiledBody = this.body;
    this.body = body;
    this.$bt_twin_pass = true;
    let twin;
    try {
      twin = defToJs.call(this, scopes);
    } finally {
      this.$bt_twin_pass = false;
      this.body = compiledBody;
    }
    const header = new RegExp(`function (${escape(this.name)}\\d+)\\(([^)]*)\\) \\{\\n`);
    const p = plain.match(header), t = twin.match(header);
    // The function's text ends where the statements about it begin (NAME.$is_method, ...)
    const length = t ? twin.slice(t.index).search(new RegExp(`\\n[ \\t]*${escape(t[1])}\\.\\$`)) : -1;
    if (!p || length < 0) return plain;   // a shape this code does not know: no twin
    const twinFn = twin.slice(t.index, t.index + length).trimEnd()
      .replace(t[0], `function* (${t[2]}) {\nvar $bt_r\n`)
      .replace(new RegExp(`(?<![\\w$])${escape(t[1])}(?![\\w$])`, 'g'), p[1]);
    return `${plain}\n$B.bt_set_twin(${p[1]}, ${twinFn})\n`;
  };

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
      compiling = tree;
      let js;
      try {
        markPausable(tree, tree);
        js = $B.js_from_root({ ast: tree, symtable, filename, src,
          namespaces: { local_name, exec_locals: exec_globals, global_name, exec_globals } }).js;
      } finally {
        compiling = null;
      }
      body = new GeneratorFunction('$B', '_b_', 'locals', local_name, global_name, 'frame', '_frame_obj',
        'var $bt_clock = $B.bt_clock, $bt_r\n' + js);
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
