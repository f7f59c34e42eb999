// Fix: types.FunctionType(code, globals, name=None, argdefs=None, closure=None) makes a
//   Python function of the code with those globals, defaults and closure, as CPython does.
// Symptom: called from a module whose name has a dot, it raised SyntaxError "Arg string
//   terminates parameters early" (torch.fx's AST rewriter re-makes each rewritten function
//   with the original globals: test_fx's test_ast_rewriter_* tests); from __main__ it gave a
//   JavascriptFunction, without __kwdefaults__, __defaults__ or __globals__, reading the
//   caller's globals.
// Cause: brython.js $B.function.$factory re-evaluates the code's JavaScript (co_code) with the
//   globals under the name 'locals_' + <the caller's module name>: not an identifier for a
//   dotted name, and not the name the code reads (its own module's); it sets only __name__
//   and __qualname__, no ob_type, and its enclosing functions' namespaces are unbound.
// Fix: the code's JavaScript is evaluated with the globals under the name its own frame
//   line reads them from, and every enclosing namespace it reads bound to the closure's
//   cells (the namespace they view, overlay 433, or an object that reads and writes the
//   cells); the function's attributes come
//   from the code object as in CPython (name or co_name, co_qualname, argdefs, no
//   annotations, __module__ = globals['__name__'], __globals__ the dict given), with
//   CPython's TypeError/ValueError for a bad argument.
// Test: tests/brython/test_language.py::test_function_type_from_code
(function ($B) {
  const _b_ = $B.builtins;
  const None = _b_.None;
  const VARARGS = 4, VARKEYWORDS = 8;

  function typeName(obj) { return $B.class_name(obj); }

  // The names of the JS variables the function's code reads but does not declare: its
  // module's globals (named in its frame line) and its enclosing functions' namespaces.
  function outerNamespaces(js) {
    const frameLine = /var frame = \[[^\n]*?, locals, (["'])[^"'\n]*\1, (locals_[\w$]+)[,\]]/.exec(js);
    if (frameLine === null) {
      $B.RAISE(_b_.SystemError, "FunctionType: the code's JavaScript has no frame line");
    }
    const globalsName = frameLine[2];
    const names = new Set(js.match(/\blocals_[\w$]+/g));
    names.delete(globalsName);
    return { globalsName, enclosing: [...names] };
  }

  // What the code's enclosing-namespace variable `v` is bound to: the namespace itself when
  // the cells of the free variables read through it are all views of that one namespace
  // (overlay 433: cells of __closure__), otherwise an object whose properties read and write
  // the cells.
  function namespaceFor(js, v, cellOf) {
    const read = new Set();
    for (const m of js.matchAll(new RegExp(v.replace(/\$/g, '\\$') + '\\.([\\w$]+)', 'g'))) {
      if (Object.hasOwn(cellOf, m[1])) { read.add(m[1]); }
    }
    const shared = [...read].map((name) => cellOf[name].$namespace);
    if (shared.length && shared.every((ns) => ns !== undefined && ns === shared[0])) {
      return shared[0];
    }
    const scope = {};
    for (const [name, cell] of Object.entries(cellOf)) {
      Object.defineProperty(scope, name, {
        get() { const c = cell.$cell_contents; return c === null ? undefined : c; },
        set(value) { cell.$cell_contents = value; },
        enumerable: true,
      });
    }
    return scope;
  }

  function makeFunction(code, globals, name, argdefs, closure, kwdefaults) {
    if (!$B.$isinstance(code, $B.code)) {
      $B.RAISE(_b_.TypeError, `function() argument 'code' must be code, not ${typeName(code)}`);
    }
    if (!$B.$isinstance(globals, _b_.dict)) {
      $B.RAISE(_b_.TypeError, `function() argument 'globals' must be dict, not ${typeName(globals)}`);
    }
    if (name !== None && !$B.$isinstance(name, _b_.str)) {
      $B.RAISE(_b_.TypeError, 'arg 3 (name) must be None or string');
    }
    if (argdefs !== None && !$B.$isinstance(argdefs, _b_.tuple)) {
      $B.RAISE(_b_.TypeError, 'arg 4 (defaults) must be None or tuple');
    }
    const freevars = $B.$getattr(code, 'co_freevars');
    if (closure !== None && !$B.$isinstance(closure, _b_.tuple)) {
      $B.RAISE(_b_.TypeError, 'arg 5 (closure) must be None or tuple');
    }
    if (closure === None && freevars.length > 0) {
      $B.RAISE(_b_.TypeError, 'arg 5 (closure) must be tuple');
    }
    const cells = closure === None ? [] : closure;
    const coName = $B.$getattr(code, 'co_name');
    if (cells.length !== freevars.length) {
      $B.RAISE(_b_.ValueError,
        `${coName} requires closure of length ${freevars.length}, not ${cells.length}`);
    }
    const cellOf = {};
    cells.forEach((cell, i) => {
      if (!$B.$isinstance(cell, $B.cell)) {
        $B.RAISE(_b_.TypeError, `arg 5 (closure) expected cell, found ${typeName(cell)}`);
      }
      cellOf[freevars[i]] = cell;
    });
    if (kwdefaults !== None && !$B.$isinstance(kwdefaults, _b_.dict)) {
      $B.RAISE(_b_.TypeError, 'arg 6 (kwdefaults) must be None or dict');
    }

    const js = $B.$getattr(code, 'co_code');
    const { globalsName, enclosing } = outerNamespaces(js);
    const build = new Function('_b_', '__file__', globalsName, ...enclosing, 'return ' + js);
    const file = $B.$getattr(code, 'co_filename');
    const f = build(_b_, file, globals, ...enclosing.map((v) => namespaceFor(js, v, cellOf)));

    const varnames = $B.$getattr(code, 'co_varnames');
    const argcount = $B.$getattr(code, 'co_argcount');
    const kwonly = $B.$getattr(code, 'co_kwonlyargcount');
    const flags = $B.$getattr(code, 'co_flags');
    let next = argcount + kwonly;
    const vararg = flags & VARARGS ? varnames[next++] : null;
    const kwarg = flags & VARKEYWORDS ? varnames[next++] : null;
    const moduleName = $B.$call($B.$getattr(globals, 'get'), '__name__');
    const consts = $B.$getattr(code, 'co_consts');
    const doc = consts.length && $B.$isinstance(consts[0], _b_.str) ? consts[0] : None;
    const fname = name === None ? coName : name;
    $B.set_function_infos(f, {
      __module__: moduleName,
      __name__: fname,
      __qualname__: $B.$getattr(code, 'co_qualname'),
      __file__: file,
      __defaults__: argdefs === None ? None : argdefs,
      __kwdefaults__: kwdefaults === None ? None : _b_.dict.$to_obj(kwdefaults),
      __doc__: doc,
      arg_names: varnames.slice(0, argcount + kwonly),
      args_vararg: vararg,
      args_kwarg: kwarg,
      positional_length: argcount,
      lineno: $B.$getattr(code, 'co_firstlineno'),
      flags,
      free_vars: [...freevars],
      kwonlyargs_length: kwonly,
      posonlyargs_length: $B.$getattr(code, 'co_posonlyargcount'),
      varnames: [...varnames],
      __annotations__: false,
      __type_params__: [],
      // (read as a frame: its globals are item 3)
      __globals__: [fname, globals, moduleName === None ? '' : moduleName, globals],
    });
    f.ob_type = $B.function;
    Object.defineProperty(f, '$closure_cells', { value: closure, writable: true });   // overlay 433
    f.__annotate__ = None;
    return f;
  }

  // Overlay 300 handles the code of compiler-generated __annotate__ functions; the rest is here.
  const previousFactory = $B.function.$factory;
  const factory = function (code) {
    if (code && code.$brytorchAnnotate) return previousFactory.apply(this, arguments);
    const $ = $B.args('function', 6,
      { code: null, globals: null, name: null, argdefs: null, closure: null, kwdefaults: null },
      arguments, { name: None, argdefs: None, closure: None, kwdefaults: None }, null, null);
    return makeFunction($.code, $.globals, $.name, $.argdefs, $.closure, $.kwdefaults);
  };
  Object.assign(factory, previousFactory);
  $B.function.$factory = factory;
  // Calling the class: brython.js's tp_new passes only the positional arguments on.
  const previousNew = $B.function.tp_new;
  $B.function.tp_new = function (cls, args, kw) {
    if (args[0] && args[0].$brytorchAnnotate) return previousNew.call(this, cls, args, kw);
    return factory(...args, ...(kw && kw !== $B.NULL ? [$B.dict2kwarg(kw)] : []));
  };
  Object.assign($B.function.tp_new, previousNew);
})(__BRYTHON__);
