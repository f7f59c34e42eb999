// Fix: a function that defines nested functions (or lambdas, classes, generator expressions)
//   drops its locals that no nested scope uses when it returns, so a closure keeps alive only
//   the variables it refers to, as CPython's closures (which hold cells) do.
// Symptom: `def f(): t = torch.rand(3, requires_grad=True); t.register_hook(lambda g: g);
//   return` never freed `t`: the hook (held by C++) kept every local of `f`, `t` among them,
//   so tensor -> C++ hook -> lambda -> f's locals -> tensor was a cycle no collector can see
//   through. test_autograd's `*_gets_cleaned_up` tests, and any long-lived callback made in a
//   function that also held large values (a training function's batches).
// Cause: brython.js keeps a function's locals in one JS object, which nested functions reach
//   through their JS closure and through their defining frame (`$function_infos`' globals
//   slot holds the frame, and the frame holds the locals object); CPython gives a closure
//   only the cells of the names it uses, and frees the other locals at return.
// Fix: FunctionDef.to_js's text for a plain (not generator, not async) function whose symbol
//   table block has children gets a `finally` on its outermost `try`, which, when the
//   function did not raise, sets to undefined (no hidden-class change) every name the symbol
//   table calls LOCAL (not CELL, nor a name any nested scope reads: those stay; nor a name
//   an annotation
//   inside the function reads, which Python 3.14 evaluates later and brython.js's symbol
//   table does not count), and the JS parameters. It runs after the user's own `finally`
//   blocks, which may still read them. A raising function keeps its locals (its traceback's
//   frame shows them, as CPython's does). Known differences: a name that one nested
//   function uses lives as long as any of them (brython.js has no separate cells); a frame
//   object taken with `sys._getframe()` and read after its function returned no longer
//   shows the dropped names (CPython's does).
// Test: tests/brython/test_stdlib.py::test_closures_keep_only_the_names_they_use
(function ($B) {
  const { SCOPE_OFF, SCOPE_MASK, LOCAL, FREE, CELL } = $B.SYMBOL_FLAGS;   // the symbol table's (CPython's)
  const identifier = /^[A-Za-z_\u00c0-\uffff][\w\u00c0-\uffff]*$/;

  // Names read by annotations inside `body` (a nested def's parameters and return, a nested
  // class's fields, type parameters and aliases): Python 3.14 evaluates them lazily, from
  // the function's locals, but brython.js's symbol table does not count them as cells.
  const ANNOTATION_FIELDS = new Set(['annotation', 'returns', 'bound', 'default_value']);
  function annotationNames(nodes, names = new Set(), inAnnotation = false) {
    for (const node of nodes) {
      if (!node || typeof node !== 'object' || !node.constructor?._fields) continue;
      if (inAnnotation && node instanceof $B.ast.Name) names.add(node.id);
      for (const field of node.constructor._fields) {
        const name = field.replace(/[?*]$/, ''), value = node[name];
        const lazy = inAnnotation || ANNOTATION_FIELDS.has(name) ||
          (name === 'value' && node instanceof $B.ast.TypeAlias);
        annotationNames(Array.isArray(value) ? value : [value], names, lazy);
      }
    }
    return names;
  }

  // The names of the function's block that live and die with the call, or null if none
  // need dropping.
  function droppedNames(def, block) {
    if (!block || block.children.length === 0 || block.generator || block.coroutine) return null;
    let kept = null;
    const names = [];
    for (const [name, flags] of Object.entries(block.symbols)) {
      if (((flags >> SCOPE_OFF) & SCOPE_MASK) !== LOCAL || !identifier.test(name) || name === '__proto__') continue;
      kept ??= usedBelow(block, annotationNames(Array.isArray(def.body) ? def.body : [def.body]));
      if (!kept.has(name)) names.push(name);
    }
    return names.length ? names : null;
  }

  // Adds to `names` every name that a scope nested in `block`, at any depth, reads from an
  // enclosing one (FREE) or keeps for its own nested scopes (CELL). A comprehension is inlined
  // into its function (PEP 709), so a lambda in it reads the function's names although the
  // symbol table calls them LOCAL there: `[lambda: x for x in xs]`, `[lambda: y + i for i in
  // r]`.
  function usedBelow(block, names) {
    for (const child of block.children) {
      for (const [name, flags] of Object.entries(child.symbols)) {
        const scope = (flags >> SCOPE_OFF) & SCOPE_MASK;
        if (scope === FREE || scope === CELL) names.add(name);
      }
      usedBelow(child, names);
    }
    return names;
  }

  const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

  // `js` with the `finally` that drops `names`; `js` as it was if its shape is not the known one.
  function rewrite(js, name, names) {
    const head = new RegExp(`\\n([ \\t]*)function ${escape(name)}\\d+\\(([^)]*)\\) \\{\\n([ \\t]*)var locals\\n`)
      .exec('\n' + js);
    const locals = head && /\n[ \t]*var ([\w$]+) = locals = /.exec(js.slice(head.index + head[0].length - 2));
    if (!locals) return js;
    const [, outer, params, inner] = head, localsName = locals[1];
    const deeper = inner + inner.slice(outer.length);
    const open = `\n${inner}try {\n${deeper}$B.js_this = this\n`;
    const caught = `\n${inner}} catch (err) {\n`;
    const end = `\n${inner}}\n${outer}}`;
    const start = js.indexOf(open), handler = js.lastIndexOf(caught), close = js.indexOf(end, handler);
    if (start < 0 || handler < start || close < 0 || js.indexOf(caught) !== handler) return js;
    // The JS parameters too: V8 keeps them in the context the nested functions hold (the
    // function reads `arguments`). `_b_` is left alone: overlay 415 renames such a parameter
    // after this, and `_b_` would then be the module's builtins.
    const jsParams = params.split(', ').filter((p) => /^[\w$]+$/.test(p) && p !== '_b_');
    const drop = [...names.map((n) => `${localsName}[${JSON.stringify(n)}]`), ...jsParams].join(' = ') +
      ' = undefined';
    return js.slice(0, handler) + caught + `${deeper}var $bt_raised = true\n` +
      js.slice(handler + caught.length, close) +
      `\n${inner}} finally {\n${deeper}if ($bt_raised === undefined) ${drop}` + js.slice(close);
  }

  const defToJs = $B.ast.FunctionDef.prototype.to_js;
  $B.ast.FunctionDef.prototype.to_js = function (scopes) {
    const js = defToJs.call(this, scopes);
    if (this instanceof $B.ast.AsyncFunctionDef) return js;
    const names = droppedNames(this, scopes.symtable.table.blocks.get(this[$B.ID]));
    return names ? rewrite(js, this.name, names) : js;
  };
})(__BRYTHON__);
