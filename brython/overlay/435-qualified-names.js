// Fix: functions and classes get CPython's __qualname__ (PEP 3155): the enclosing classes'
//   names and each enclosing function's name followed by '.<locals>'; a class body may set
//   its own __qualname__; placing a function in a class does not rename it.
// Symptom: `def outer(): def f()` gave f.__qualname__ 'f' (CPython: 'outer.<locals>.f'), a
//   class nested in a class nested in a function 'C.outer.D' ('outer.<locals>.C.D'), a
//   method of a nested class 'D.n'; `class C: h = f` renamed f to 'C.f'; `__qualname__ =
//   "Custom"` in a class body was ignored; repr() of a nested class left out its path
//   ("<class '__main__.C'>").
// Cause: brython.js's FunctionDef.to_js names a function by its name, prefixed by the
//   enclosing class's only; $B.$class_constructor builds a class's qualname from the names
//   of the frames that run (innermost last, no '<locals>') over what the body set; type's
//   tp_new renames every function in the class dict to '<class name>.<function name>';
//   type's repr uses the class's name.
// Fix: the qualname is computed from the compiler's scopes (FunctionDef and ClassDef) and
//   written where brython.js writes its own: in the function's $function_infos, and as the
//   class namespace's first '__qualname__' (as CPython's class body prologue does). The class
//   constructor keeps the body's value (a str, else CPython's TypeError) and the functions'
//   own names. repr(class) uses the qualname. Comprehensions add nothing (CPython 3.12's rule; 3.11 adds '<listcomp>').
// Test: tests/brython/test_language.py::test_qualified_names
(function ($B) {
  const _b_ = $B.builtins;
  const A = $B.func_attrs;

  // The qualname prefix of a definition made in the innermost of `scopes` ('' at module level).
  function prefixOf(scopes) {
    const parts = [];
    for (let i = scopes.length - 1; i >= 0; i--) {
      const scope = scopes[i];
      if (scope.parent) continue;   // a comprehension, run inline
      const node = scope.ast;
      if (node instanceof $B.ast.ClassDef) {
        parts.unshift(node.name);
      } else if (node instanceof $B.ast.FunctionDef || node instanceof $B.ast.AsyncFunctionDef) {
        parts.unshift((node.$is_lambda ? '<lambda>' : node.name) + '.<locals>');
      } else {
        break;   // the module (or exec/eval code)
      }
    }
    return parts.length ? parts.join('.') + '.' : '';
  }

  // Functions: the third item of the last $function_infos written (this function's: the
  // nested functions' come before it, in its body).
  for (const kind of ['FunctionDef', 'AsyncFunctionDef']) {
    const toJs = $B.ast[kind].prototype.to_js;
    $B.ast[kind].prototype.to_js = function (scopes) {
      const qualname = prefixOf(scopes) + (this.$is_lambda ? '<lambda>' : this.name);
      const js = toJs.apply(this, arguments);
      // (searched from the end: a scan of the whole text at every level of nesting would be
      // quadratic in the depth of nested definitions)
      // (the module: a constant, or overlay 586's read of the globals' __name__)
      const infos = /\.\$function_infos = \[(?:'[^'\n]*'|\$B\.\$brytorchFunctionModule\([\w$]+\)), '[^'\n]*', '([^'\n]*)', /y;
      const from = js.lastIndexOf('.$function_infos = [');
      infos.lastIndex = from;
      const last = from < 0 ? null : infos.exec(js);
      if (last === null) throw new Error(`brytorch overlay 435: no $function_infos for ${this.name}`);
      const at = last.index + last[0].length - last[1].length - 3;
      return js.slice(0, at) + qualname + js.slice(at + last[1].length);
    };
  }

  // Classes: the compile-time qualname goes to make_class_namespace (which brython.js ignores).
  const classToJs = $B.ast.ClassDef.prototype.to_js;
  $B.ast.ClassDef.prototype.to_js = function (scopes) {
    const qualname = prefixOf(scopes) + this.name;
    const js = classToJs.apply(this, arguments);
    const call = /\$B\.make_class_namespace\(metaclass, name, "[^"\n]*"/.exec(js);
    if (call === null) throw new Error(`brytorch overlay 435: no class namespace for ${this.name}`);
    const fixed = `$B.make_class_namespace(metaclass, name, ${JSON.stringify(qualname)}`;
    return js.slice(0, call.index) + fixed + js.slice(call.index + call[0].length);
  };
  const makeNamespace = $B.make_class_namespace;
  $B.make_class_namespace = function (metaclass, className, qualname) {
    const namespace = makeNamespace.apply(this, arguments);
    $B.$setitem(namespace, '__qualname__', qualname);
    return namespace;
  };

  const construct = $B.$class_constructor;
  $B.$class_constructor = function (className, dict) {
    const qualname = $B.str_dict_get(dict, '__qualname__', $B.NULL);
    if (qualname !== $B.NULL && !$B.$isinstance(qualname, _b_.str)) {
      $B.RAISE(_b_.TypeError, `type __qualname__ must be a str, not ${$B.class_name(qualname)}`);
    }
    const kept = [];
    for (const item of _b_.dict.$iter_items(dict)) {
      const f = item.value;
      // (a function whose attributes were read also has them in $infos: check_infos)
      if (typeof f === 'function' && f.$function_infos) {
        kept.push([f, f.$function_infos[A.__qualname__], f.$infos && f.$infos.__qualname__]);
      }
    }
    const cls = construct.apply(this, arguments);
    for (const [f, name, infosName] of kept) {
      f.$function_infos[A.__qualname__] = name;
      if (f.$infos) f.$infos.__qualname__ = infosName ?? name;
    }
    if (qualname !== $B.NULL && $B.$isinstance(cls, _b_.type)) {
      cls.ht_qualname = qualname;   // where overlay 102 keeps a class's qualname
    }
    return cls;
  };

  // repr(class): '<class module.qualname>' for classes made by Python code, as CPython's
  // type_repr (brython.js's used the bare name).
  const typeRepr = _b_.type.tp_repr;
  _b_.type.tp_repr = function (kls) {
    if (!(Object.hasOwn(kls, 'tp_flags') && (kls.tp_flags & $B.TPFLAGS.HEAPTYPE))) return typeRepr(kls);
    const module = $B.$getattr(kls, '__module__', $B.NULL);
    const qualname = $B.$getattr(kls, '__qualname__');
    const named = module !== $B.NULL && $B.$isinstance(module, _b_.str) && module !== 'builtins';
    return `<class '${named ? module + '.' : ''}${qualname}'>`;
  };
  $B.wrapper_methods.tp_repr(_b_.type, 'tp_repr');
})(__BRYTHON__);
