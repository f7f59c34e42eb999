// Fix: compiler-generated __annotate__ functions cannot be rebuilt with other globals or
//   closure cells in Brython 3.14.3, and some of them look names up in the wrong place.
// Symptom: a typing.NamedTuple (or TypedDict, dataclass, or annotationlib.get_annotations
//   with format=FORWARDREF/STRING) whose annotations name a module-level object fails with
//   "JavascriptError: locals_<module> is not defined" (torch.utils._pytree cannot be
//   imported). Also: `def g(a: L)` nested in a function whose local is L, a method
//   annotation naming a class attribute, or a module-level function's annotations naming a
//   global give `undefined` or NameError; a class named in its own methods' annotations
//   (or in its annotations, when defined in a function) raises NameError;
//   call_annotate_function(f.__annotate__, Format.VALUE) raises NotImplementedError.
// Cause: annotationlib.call_annotate_function runs FORWARDREF and STRING by calling
//   types.FunctionType(annotate.__code__, fake_globals, closure=...) with format
//   VALUE_WITH_FAKE_GLOBALS. brython.js $B.function.$factory re-evaluates the function's
//   JS text (co_code) in a new Function that binds only _b_, __file__ and the caller's
//   module namespace, so every other JS variable the annotations read (the annotated
//   module's locals_<module>, enclosing class and function namespaces) is unbound; and the
//   JS never consulted a globals mapping anyway: Name.to_js compiles names to direct JS
//   reads. The annotate function FunctionDef.to_js generates declares `var locals =
//   {format}`, shadowing the `locals.X` reads of names of the enclosing scope, compares
//   its argument with `== 1` (false for the IntEnum Format.VALUE), and has no
//   $function_infos (no __globals__/__code__). Class annotate functions (annotation_code,
//   $B.make_annotate_func) have no __classdict__ free variable and no __closure__.
//   Name.to_js resolves a class's own name inside its body in the globals only
//   ($B.resolve_global / $B.own_class_name).
// Fix: at compile time every name read inside an annotation (class, module and function
//   annotations; not inside lambdas or comprehensions) becomes a call
//   $B.brytorchAnnotations.load(format, name, kind, getter[, classdict]) where getter is
//   Brython's own JS for the read (`locals.X` rewritten to the scope's namespace variable;
//   a class's own name resolved in the scope enclosing the class) and classdict returns
//   the class namespace for class and method annotations. Called normally, it looks the
//   class namespace up first, as CPython does in annotation scopes, then uses the getter
//   (NameError instead of undefined). Each annotate function gets CPython's free variables
//   (co_freevars, sorted: __classdict__ for class and method annotations, and the names
//   an enclosing function binds, per the symbol table) and a __closure__ of cells holding
//   their current values; function annotate functions get $function_infos and accept
//   int subclasses. types.FunctionType(code of an annotate function, globals,
//   closure=...) builds a function that calls the original one with a format object
//   carrying those globals and cells: names are then looked up in the __classdict__
//   cell's mapping (KeyError: go on), a free variable's cell, the given globals (with
//   __getitem__, so __missing__ applies) and the builtins. Module annotate functions
//   ($B.make_module_annotate) take the same route.
// Test: tests/brython/test_annotations.py::test_namedtuple_annotations_referring_to_globals
(function ($B) {
  const _b_ = $B.builtins;
  const GLOBAL = 0, FREE = 1;
  const EXCLUDED_BUILTINS = ['__doc__', '__loader__', '__name__', '__package__', '__spec__'];
  const A = $B.brytorchAnnotations = { GLOBAL, FREE };

  const fail = (what) => { throw new Error(`brytorch overlay 300: ${what}`); };

  // ---------------------------------------------------------------- run time

  const NOT_FOUND = {};
  function getitemOrNotFound(mapping, name) {
    try {
      return $B.$getitem(mapping, name);
    } catch (err) {
      if ($B.is_exc(err, [_b_.KeyError])) return NOT_FOUND;
      throw err;
    }
  }

  function cellValue(cell) {
    // Brython cells store their value in $cell_contents, null meaning empty.
    const value = cell.$cell_contents;
    return value === null || value === undefined ? NOT_FOUND : value;
  }

  // The `format` an annotate function receives when it runs with other globals and cells.
  // Compares equal (==) to the format integer, which is all the generated code tests.
  class FakeGlobalsFormat {
    constructor(format, globals, cells) {
      this.format = format;
      this.globals = globals;
      this.cells = cells;     // Map: free variable name -> cell
    }
    valueOf() {
      return $B.is_int(this.format) ? Number($B.int_value(this.format)) : NaN;
    }
    load(name, kind, getter) {
      const classdictCell = this.cells.get('__classdict__');
      if (classdictCell) {
        const classdict = cellValue(classdictCell);
        if (classdict !== NOT_FOUND) {
          const value = getitemOrNotFound(classdict, name);
          if (value !== NOT_FOUND) return value;
        }
      }
      if (kind === FREE) {
        const cell = this.cells.get(name);
        if (cell) {
          const value = cellValue(cell);
          if (value === NOT_FOUND) {
            const exc = $B.EXC(_b_.NameError, `cannot access free variable '${name}' where it ` +
              'is not associated with a value in enclosing scope');
            exc.name = name;
            throw exc;
          }
          return value;
        }
        return realValue(name, getter);
      }
      const value = getitemOrNotFound(this.globals, name);
      if (value !== NOT_FOUND) return value;
      if (Object.hasOwn(_b_, name) && !EXCLUDED_BUILTINS.includes(name)) return _b_[name];
      throw $B.name_error(name);
    }
  }
  A.FakeGlobalsFormat = FakeGlobalsFormat;

  function realValue(name, getter) {
    const value = getter();
    if (value === undefined) throw $B.name_error(name);
    return value;
  }

  // Called by the generated code for each name read in an annotation.
  A.load = function (format, name, kind, getter, classdict) {
    if (format instanceof FakeGlobalsFormat) return format.load(name, kind, getter);
    if (classdict) {
      const value = getitemOrNotFound(classdict(), name);
      if (value !== NOT_FOUND) return value;
    }
    return realValue(name, getter);
  };

  // Generated annotate functions check their argument with this.
  const checkFormat = $B.check_annotate_format;
  $B.check_annotate_format = function (format) {
    return checkFormat(format instanceof FakeGlobalsFormat ? format.format : format);
  };

  const FA = $B.func_attrs;
  // Marks `annotate` as a compiler-generated annotate function; `free` lists its free
  // variables in order as [name, getter of the current value].
  function tag(annotate, free, infos) {
    annotate.ob_type = $B.function;
    annotate.$brytorchAnnotateFree = free;
    const fi = annotate.$function_infos = [];
    fi[FA.__module__] = infos.module;
    fi[FA.__name__] = '__annotate__';
    fi[FA.__qualname__] = infos.qualname;
    fi[FA.__file__] = infos.file;
    fi[FA.__defaults__] = _b_.None;
    fi[FA.__kwdefaults__] = _b_.None;
    fi[FA.__doc__] = _b_.None;
    fi[FA.arg_names] = ['format'];
    fi[FA.args_vararg] = null;
    fi[FA.args_kwarg] = null;
    fi[FA.positional_length] = 1;
    fi[FA.lineno] = infos.lineno ?? 1;
    fi[FA.flags] = $B.COMPILER_FLAGS.OPTIMIZED | $B.COMPILER_FLAGS.NEWLOCALS;
    fi[FA.free_vars] = free.map((item) => item[0]);
    fi[FA.kwonlyargs_length] = 0;
    fi[FA.posonlyargs_length] = 0;
    fi[FA.varnames] = ['format'];
    fi[FA.__annotations__] = false;
    fi[FA.__type_params__] = [];
    fi[FA.__globals__] = infos.globalsFrame;
    delete annotate.$infos;
    $B.init_dict(annotate);
    return annotate;
  }

  // Class annotate functions (the 4th argument is added by the ClassDef compiler below).
  $B.make_annotate_func = function (dict, annotate, classFrame, free) {
    if (annotate === undefined) {
      $B.str_dict_set(dict, '__annotate_func__', _b_.None);
      return;
    }
    tag(annotate, free ?? [], {
      module: classFrame[2], qualname: classFrame[0] + '.__annotate__',
      file: classFrame.__file__, globalsFrame: $B.frame_obj.frame,
    });
    $B.str_dict_set(dict, '__annotate_func__', annotate);
  };

  // Function annotate functions: the compiler below emits `expectAnnotate(func, free)`
  // right before `func.__annotate__ = function(format) {...}`; the assignment is caught
  // once to tag the new function.
  A.expectAnnotate = function (func, free) {
    const frame = $B.frame_obj.frame;
    Object.defineProperty(func, '__annotate__', {
      configurable: true, enumerable: true,
      set(generated) {
        // The generated code compares `format` with == 1 / == 2: give it a JS number.
        const annotate = function (format) {
          if (!(format instanceof FakeGlobalsFormat) && typeof format !== 'number' &&
              $B.is_int(format)) {
            format = Number($B.int_value(format));
          }
          return generated(format);
        };
        Object.defineProperty(func, '__annotate__', {
          value: annotate, writable: true, configurable: true, enumerable: true,
        });
        const fi = func.$function_infos;
        tag(annotate, free, {
          module: fi[FA.__module__], qualname: fi[FA.__qualname__] + '.__annotate__',
          file: fi[FA.__file__], lineno: fi[FA.lineno], globalsFrame: frame,
        });
      },
    });
  };

  // Module annotate functions: the thunks in locals.$annotations take the format.
  const makeModuleAnnotate = $B.make_module_annotate;
  $B.make_module_annotate = function (locals) {
    makeModuleAnnotate(locals);
    const annotate = function (format) {
      $B.check_annotate_format(format);
      const res = $B.empty_dict();
      for (const key in locals.$annotations) {
        $B.$setitem(res, key, locals.$annotations[key][1](format));
      }
      return res;
    };
    const frame = $B.frame_obj.frame;
    tag(annotate, [], {
      module: frame[2], qualname: '__annotate__', file: frame.__file__, globalsFrame: frame,
    });
    locals.__annotate_func__ = annotate;
  };

  // function.__code__ / __closure__ of annotate functions, and FunctionType() from them.
  const funcs = $B.function.tp_funcs;
  const setGetter = (attr, getter) => {
    funcs[`${attr}_get`] = getter;
    const descr = $B.get_from_dict($B.function, attr);
    descr.getter = getter;
  };
  const codeGet = funcs.__code___get;
  setGetter('__code__', function (self) {
    const code = codeGet(self);
    const target = self.$brytorchAnnotateTarget ?? (self.$brytorchAnnotateFree ? self : null);
    if (target) code.$brytorchAnnotate = target;
    return code;
  });
  const closureGet = funcs.__closure___get;
  setGetter('__closure__', function (self) {
    if (self.$brytorchAnnotateClosure !== undefined) return self.$brytorchAnnotateClosure;
    const free = self.$brytorchAnnotateFree;
    if (!free) return closureGet(self);
    if (free.length === 0) return _b_.None;
    return $B.fast_tuple(free.map(([, getter]) => {
      let value;
      try {
        value = getter();
      } catch (err) {
        if (!$B.is_exc(err, [_b_.NameError])) throw err;
      }
      return $B.cell.$factory(value === undefined ? null : value);
    }));
  });

  // Builds FunctionType(code, globals, name, argdefs, closure, kwdefaults) for the code of
  // an annotate function: the original runs with a FakeGlobalsFormat.
  function annotateFromCode(code, globals, name, closure) {
    const target = code.$brytorchAnnotate;
    const freevars = target.$function_infos[FA.free_vars];
    const cells = new Map();
    if (closure !== _b_.None) {
      const items = $B.make_js_iterator(closure);
      let i = 0;
      for (const cell of items) {
        if (!$B.exact_type(cell, $B.cell)) {
          $B.RAISE(_b_.TypeError, `arg 5 (closure) expected cell, found ${$B.class_name(cell)}`);
        }
        if (i < freevars.length) cells.set(freevars[i], cell);
        i++;
      }
      if (i !== freevars.length) {
        $B.RAISE(_b_.ValueError, `__annotate__ requires closure of length ${freevars.length}, ` +
          `not ${i}`);
      }
    }
    const func = function (format) {
      return target(new FakeGlobalsFormat(format, globals, cells));
    };
    func.ob_type = $B.function;
    func.$brytorchAnnotateTarget = target;
    func.$brytorchAnnotateClosure = closure;
    func.$function_infos = target.$function_infos.slice();
    if (name !== _b_.None) func.$function_infos[FA.__name__] = name;
    const module = target.$function_infos[FA.__module__];
    func.$function_infos[FA.__globals__] = ['__annotate__', {}, module, globals];
    $B.init_dict(func);
    return func;
  }

  const PARAMS = {
    code: null, globals: null, name: null, argdefs: null, closure: null, kwdefaults: null,
  };
  const DEFAULTS = { name: _b_.None, argdefs: _b_.None, closure: _b_.None, kwdefaults: _b_.None };
  const factory = $B.function.$factory;
  const newFactory = function () {
    const code = arguments[0];
    if (!(code && code.$brytorchAnnotate)) return factory.apply(this, arguments);
    const $ = $B.args('function', 6, PARAMS, arguments, DEFAULTS, null, null);
    return annotateFromCode($.code, $.globals, $.name, $.closure);
  };
  Object.assign(newFactory, factory);
  $B.function.$factory = newFactory;
  const tpNew = $B.function.tp_new;
  const newTpNew = function (cls, args, kw) {
    const code = args[0];
    if (!(code && code.$brytorchAnnotate)) return tpNew.call(this, cls, args, kw);
    const values = Object.assign({}, DEFAULTS);
    const names = Object.keys(PARAMS);
    args.forEach((value, i) => { values[names[i]] = value; });
    if (kw && kw !== $B.NULL) {
      for (const item of _b_.dict.$iter_items(kw)) {
        if (!names.includes(item.key)) {
          $B.RAISE(_b_.TypeError, `function() got an unexpected keyword argument '${item.key}'`);
        }
        values[item.key] = item.value;
      }
    }
    return annotateFromCode(values.code, values.globals, values.name, values.closure);
  };
  Object.assign(newTpNew, tpNew);
  $B.function.tp_new = newTpNew;

  // ---------------------------------------------------------------- compile time

  function lastScope(scopes) {
    let i = scopes.length - 1;
    while (scopes[i].parent) i--;
    return scopes[i];
  }

  // JS namespace variable of each scope on the stack (as brython.js make_scope_name).
  function scopeByNamespace(scopes) {
    const map = new Map();
    const names = [];
    for (const scope of scopes) {
      if (scope.parent) continue;
      names.push(scope.name);
      map.set('locals_' + names.join('_').replace(/\./g, '_'), scope);
    }
    return map;
  }

  function namespaceOf(scopes, target) {
    for (const [ns, scope] of scopeByNamespace(scopes)) if (scope === target) return ns;
    return null;
  }

  // Marks the Name loads of an annotation expression, except inside nested scopes.
  const NESTED = ['Lambda', 'ListComp', 'SetComp', 'DictComp', 'GeneratorExp'];
  function mark(node, info) {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const item of node) mark(item, info);
      return;
    }
    const cls = node.constructor;
    if (!cls || !cls.$name || $B.ast[cls.$name] !== cls || NESTED.includes(cls.$name)) return;
    if (cls === $B.ast.Name) {
      node.$brytorchAnnotation = info;
      return;
    }
    for (const field of cls._fields ?? []) {
      const key = field.replace(/[*?]$/, '');
      if (key !== 'ctx') mark(node[key], info);
    }
  }

  const SF = $B.SYMBOL_FLAGS;
  // Whether `name` is a local (or cell) variable of the function-like `scope`.
  function boundIn(scopes, scope, name) {
    const id = scope.ast && scope.ast[$B.ID];
    const block = id === undefined ? undefined : scopes.symtable.table.blocks.get(id);
    if (!block) return false;
    const flags = $B.str_dict_get(block.symbols, name);
    if (flags === $B.NULL || flags === undefined) return false;
    const where = (flags >> SF.SCOPE_OFF) & SF.SCOPE_MASK;
    return where === SF.LOCAL || where === SF.CELL;
  }

  // The scope stack without its last class scope (keeping the stack's own properties).
  function outsideClass(scopes, classScope) {
    const outer = scopes.slice(0, scopes.indexOf(classScope));
    for (const key of Object.keys(scopes)) if (!/^\d+$/.test(key)) outer[key] = scopes[key];
    return outer;
  }

  const nameToJs = $B.ast.Name.prototype.to_js;
  $B.ast.Name.prototype.to_js = function (scopes) {
    const info = this.$brytorchAnnotation;
    let js = nameToJs.call(this, scopes);
    if (!info || !(this.ctx instanceof $B.ast.Load) || js === 'debugger') return js;
    let m;
    // A class's own name in its annotations: Brython only looks in the globals; CPython
    // resolves it like any name of the scope enclosing the class.
    const classScope = lastScope(scopes);
    const ownName =
      /^\$B\.(?:resolve_global\('([^']*)', _frame_obj|own_class_name\('([^']*)'), \d+\)$/;
    if (classScope.type === 'class' && (m = ownName.exec(js)) &&
        (m[1] ?? m[2]) === classScope.name) {
      scopes = outsideClass(scopes, classScope);
      js = nameToJs.call(this, scopes);
    }
    let name = this.id, kind = GLOBAL, scope = null;
    if ((m = /^locals\.([\w$]+)$/.exec(js))) {
      name = m[1];
      scope = lastScope(scopes);
      const ns = scope.name ? namespaceOf(scopes, scope) : null;
      if (ns) js = `${ns}.${name}`;
    } else if ((m = /^(locals_[\w$]+)\.([\w$]+)$/.exec(js))) {
      name = m[2];
      scope = scopeByNamespace(scopes).get(m[1]) ?? null;
    } else if ((m = /^\$B\.resolve_in_scopes\('[^']*', \[([^\]]*)\]/.exec(js))) {
      // Searched at run time: free if an enclosing function binds the name somewhere.
      const byNs = scopeByNamespace(scopes);
      for (const ns of m[1].split(',')) {
        const s = byNs.get(ns.trim());
        if (s && s.type !== 'module' && s.type !== 'class' && boundIn(scopes, s, name)) kind = FREE;
      }
    }
    if (scope && scope.type !== 'module' && scope.type !== 'class') kind = FREE;
    const getter = `() => ${js}`;
    if (kind === FREE && !info.free.has(name)) info.free.set(name, getter);
    return `$B.brytorchAnnotations.load(${info.format}, '${name}', ${kind}, ${getter}` +
      (info.classdict ? ', () => class_dict)' : ')');
  };

  // In CPython's order: sorted by name.
  function freeList(free, classdict) {
    const items = classdict ? [['__classdict__', '() => class_dict']] : [];
    for (const [name, getter] of free) items.push([name, getter]);
    items.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    return `[${items.map(([name, getter]) => `["${name}", ${getter}]`).join(', ')}]`;
  }

  const postponed = (scopes) => scopes.postpone_annotations ||
    (scopes.symtable.table.future.features & $B.CO_FUTURE_ANNOTATIONS);

  const annAssignToJs = $B.ast.AnnAssign.prototype.to_js;
  $B.ast.AnnAssign.prototype.to_js = function (scopes) {
    const scope = lastScope(scopes);
    let info = null;
    if (!postponed(scopes) && this.simple && this.target instanceof $B.ast.Name) {
      if (scope.type === 'class' && scope.ast && scope.ast.$brytorchAnnotations) {
        info = { format: 'format', classdict: true, free: scope.ast.$brytorchAnnotations };
      } else if (scope.type === 'module') {
        info = { format: '$brytorch_format', classdict: false, free: new Map() };
      }
    }
    if (info) mark(this.annotation, info);
    let js = annAssignToJs.call(this, scopes);
    if (info && scope.type === 'module') {
      const thunk = /(locals\.\$annotations\.[\w$]+ = \[\d+, )\(\) => /;
      if (!thunk.test(js)) fail('module annotation thunk not found');
      js = js.replace(thunk, '$1($brytorch_format) => ');
    }
    return js;
  };

  const classDefToJs = $B.ast.ClassDef.prototype.to_js;
  $B.ast.ClassDef.prototype.to_js = function (scopes) {
    const free = this.$brytorchAnnotations = new Map();
    let js = classDefToJs.call(this, scopes);
    const call = '$B.make_annotate_func(class_dict, annotate, frame)';
    const at = js.lastIndexOf(call);
    if (at < 0) fail('class annotate function not found');
    const withFree = `$B.make_annotate_func(class_dict, annotate, frame, ${freeList(free, true)})`;
    js = js.slice(0, at) + withFree + js.slice(at + call.length);
    return js;
  };

  const functionDefToJs = $B.ast.FunctionDef.prototype.to_js;
  $B.ast.FunctionDef.prototype.to_js = function (scopes) {
    const args = this.args;
    const annotations = [];
    if (args && !this.$is_lambda) {
      for (const list of [args.posonlyargs, args.args, args.kwonlyargs]) {
        for (const arg of list ?? []) if (arg.annotation) annotations.push(arg.annotation);
      }
      for (const arg of [args.vararg, args.kwarg]) {
        if (arg && arg.annotation) annotations.push(arg.annotation);
      }
    }
    if (this.returns) annotations.push(this.returns);
    if (annotations.length === 0 || postponed(scopes)) return functionDefToJs.call(this, scopes);
    const inClass = lastScope(scopes).type === 'class';
    const info = { format: 'format', classdict: inClass, free: new Map() };
    mark(annotations, info);
    let js = functionDefToJs.call(this, scopes);
    const header = /\n([ \t]*)([\w$]+)\.__annotate__ = function\(format\) \{\n/g;
    let match = null, m;
    while ((m = header.exec(js))) match = m;
    if (!match) fail('function annotate function not found');
    const [, indent, func] = match;
    const at = match.index + 1;
    js = js.slice(0, at) + `${indent}$B.brytorchAnnotations.expectAnnotate(${func}, ` +
      `${freeList(info.free, info.classdict)})\n` + js.slice(at);
    return js;
  };
})(__BRYTHON__);
