// Fix: warnings.warn ignores the warning filters in Brython 3.14.3.
// Symptom: simplefilter("error") makes warn("bad", UserWarning) raise SyntaxError('bad');
//   "ignore" still shows (or records) the warning, "once"/"default"/"module" show it every
//   time, and warn_explicit only logs its arguments to the JavaScript console.
// Cause: warnings.py (as in CPython) replaces its pure-Python functions by those of the
//   `_warnings` accelerator when that imports; Brython's `_warnings` (brython.js,
//   `modules._warnings`) is a stub: its warn never consults filters, registries or
//   onceregistry (it only raises SyntaxError when filters[0] is "error", a shortcut meant
//   for compile-time SyntaxWarnings), warn_explicit is a console.log, and
//   _filters_mutated_lock_held does not invalidate the per-module registries.
// Fix: the accelerator's warn, warn_explicit and _filters_mutated(_lock_held) run the
//   pure-Python algorithm of _py_warnings (bound by warnings.py to the warnings module,
//   so they read warnings.filters/defaultaction/onceregistry and the catch_warnings
//   state); _py_warnings' filter matching also accepts plain-string message/module
//   fields, which the accelerator's default filters use ('__main__', exact match, as
//   CPython's C filters do). $B.warn, which Brython's compiler and runtime call, goes
//   through the same functions; a compile-time SyntaxWarning turned into an error by a
//   filter becomes a SyntaxError at the offending source location, as in CPython.
// Test: tests/brython/test_stdlib.py::test_warnings_filter_error
(function ($B) {
  const _b_ = $B.builtins;
  const accelerator = $B.imported._warnings;
  if (!accelerator || $B.module_getattr(accelerator, 'warn') === $B.NULL) {
    throw new Error('brytorch overlay: the _warnings module is not where expected');
  }

  // The pure-Python implementation, bound to the warnings module (importing warnings
  // binds it; CPython's accelerator imports warnings lazily too).
  function implementation() {
    if (!$B.imported.warnings) {
      $B.$call(_b_.__import__, 'warnings');
    }
    return $B.imported._py_warnings;
  }

  function install(name, fn) {
    Object.defineProperty(fn, 'name', { value: name });  // JavascriptFunction.__name__
    fn.$infos = { __module__: '_warnings', __name__: name, __qualname__: name };
    $B.set_function_infos(fn,
      { __module__: '_warnings', __name__: name, __qualname__: name });
    $B.module_setattr(accelerator, name, fn);
  }
  for (const name of ['warn', 'warn_explicit', '_filters_mutated',
                      '_filters_mutated_lock_held']) {
    install(name, function () {
      return $B.$call($B.$getattr(implementation(), name), ...arguments);
    });
  }

  // Filters whose message or module field is a str match that text exactly.
  $B.brytorchOverlay.patchStdlibSource('_py_warnings',
    "   if((msg is None or msg.match(text))and\n   issubclass(category,cat)and\n" +
    "   (mod is None or mod.match(module))and\n",
    "   if(_brytorch_field_matches(msg,text)and\n   issubclass(category,cat)and\n" +
    "   _brytorch_field_matches(mod,module)and\n");
  $B.brytorchOverlay.patchStdlibSource('_py_warnings',
    "\ndef warn_explicit(",
    "\ndef _brytorch_field_matches(pattern,value):\n" +
    " if pattern is None:\n  return True\n" +
    " if type(pattern)is str:\n  return pattern ==value\n" +
    " return bool(pattern.match(value))\n\n" +
    "def warn_explicit(");

  function accelerated(name) {
    return $B.module_getattr(accelerator, name);
  }

  // A compile-time SyntaxWarning, as CPython's compiler reports one: warn_explicit at the
  // source location; if a filter turns it into an error, a SyntaxError there instead.
  function emitSyntaxWarning(message, filename, token, source) {
    try {
      $B.$call(accelerated('warn_explicit'), message, _b_.SyntaxWarning, filename,
        token.lineno);
    } catch (err) {
      if (!$B.is_exc(err, [_b_.SyntaxWarning])) {
        throw err;
      }
      let text = token.line;  // tokens have their line; AST nodes do not
      if (typeof text !== 'string' && typeof source === 'string') {
        text = source.split('\n')[token.lineno - 1];
      }
      const error = $B.EXC(_b_.SyntaxError, message);
      error.filename = filename;
      error.lineno = token.lineno;
      error.offset = token.col_offset + 1;
      error.end_lineno = token.end_lineno ?? token.lineno;
      error.end_offset = (token.end_col_offset ?? token.col_offset) + 1;
      error.text = typeof text === 'string' ? text : _b_.None;
      error.args[1] = $B.fast_tuple([error.filename, error.lineno, error.offset, error.text,
        error.end_lineno, error.end_offset]);
      throw error;
    }
  }

  // Brython's code generator ($B.js_from_root) keeps module-level state (the current
  // filename, the indentation prefix) and is not reentrant, while running the warnings
  // machinery may import modules (warnings itself, linecache), i.e. compile them. So the
  // SyntaxWarnings it reports are emitted once the outermost code generation is over.
  const sources = [];  // the source of each code generation in progress
  const pending = [];
  const jsFromRoot = $B.js_from_root;
  $B.js_from_root = function () {
    let result, failure = null;
    sources.push(arguments[0] && arguments[0].src);
    try {
      result = jsFromRoot.apply(this, arguments);
    } catch (err) {
      failure = err;
    } finally {
      sources.pop();
    }
    if (sources.length === 0) {
      for (const [message, filename, token, source] of pending.splice(0)) {
        try {
          emitSyntaxWarning(message, filename, token, source);
        } catch (err) {
          if (failure === null) failure = err;  // the first error is the one raised
          break;
        }
      }
    }
    if (failure !== null) throw failure;
    return result;
  };

  $B.warn = function (category, message, filename, token) {
    if (category !== _b_.SyntaxWarning || token === undefined) {
      // A runtime warning: attributed to the Python code running now (stacklevel 1).
      $B.$call(accelerated('warn'), message, category);
    } else if (sources.length > 0) {
      pending.push([message, filename, token, sources[sources.length - 1]]);
    } else {
      emitSyntaxWarning(message, filename, token);
    }
    return _b_.None;
  };
})(__BRYTHON__);
