// Helpers for the overlay fixes that follow (loaded right after brython.js and
// brython_stdlib.js). A fix that edits a stdlib module's source states the exact text it
// expects; if the pinned Brython ever differs, loading fails loudly instead of silently
// running unfixed.
(function ($B) {
  const TOP_LEVEL = Symbol('the next line that is not indented');
  $B.brytorchOverlay = {
    TOP_LEVEL,
    // Replaces `before` by `after` in the VFS source of `module` (exactly once).
    patchStdlibSource(module, before, after) {
      const entry = $B.VFS && $B.VFS[module];
      if (!entry) throw new Error(`brytorch overlay: stdlib module ${module} not found`);
      const at = entry[1].indexOf(before);
      if (at < 0 || entry[1].indexOf(before, at + 1) >= 0) {
        throw new Error(`brytorch overlay: expected text not found once in ${module}: ${before}`);
      }
      entry[1] = entry[1].slice(0, at) + after + entry[1].slice(at + before.length);
    },
    // Replaces every `before` by `after` in the VFS source of `module`; the number of
    // occurrences must be `count` (so a changed Brython fails loudly).
    patchStdlibSourceAll(module, before, after, count) {
      const entry = $B.VFS && $B.VFS[module];
      if (!entry) throw new Error(`brytorch overlay: stdlib module ${module} not found`);
      const found = entry[1].split(before).length - 1;
      if (found !== count) {
        throw new Error(`brytorch overlay: expected ${count} times ${before} in ${module}, found ${found}`);
      }
      entry[1] = entry[1].split(before).join(after);
    },
    // Marks the JS function `fn` as the builtin function `module.name` of Python (called
    // directly by Brython, named in reprs and errors); returns it.
    builtin(module, name, fn) {
      fn.ob_type = $B.builtin_function_or_method;
      fn.$function_infos = [module, name, name];
      return fn;
    },
    // Replaces the function owner[name] by make(original), keeping the marks Brython put on
    // the original (its $-properties, such as $is_slot: how type.__call__ passes arguments).
    replaceKeepingMarks(owner, name, make) {
      const orig = owner[name], fn = make(orig);
      for (const k of Object.getOwnPropertyNames(orig)) {
        if (!(k in fn) || k.startsWith('$')) Object.defineProperty(fn, k, Object.getOwnPropertyDescriptor(orig, k));
      }
      owner[name] = fn;
      return fn;
    },
    // Replaces the text of a stdlib module from `start` (found exactly once) up to, not
    // including, the next `end` (a string; or TOP_LEVEL: the next line that is not
    // indented) by `text` (a class made again, with JS methods, by 560 and 615).
    replaceStdlibSpan(module, start, end, text) {
      const entry = $B.VFS && $B.VFS[module];
      if (!entry) throw new Error(`brytorch overlay: stdlib module ${module} not found`);
      const i = entry[1].indexOf(start);
      let j = -1;
      if (i >= 0 && end === TOP_LEVEL) {
        const next = /\n(?=\S)/g;
        next.lastIndex = i + start.length;
        const found = next.exec(entry[1]);
        j = found ? found.index + 1 : entry[1].length;
      } else if (i >= 0) {
        j = entry[1].indexOf(end, i);
      }
      if (i < 0 || j < 0 || entry[1].indexOf(start, i + 1) >= 0) {
        throw new Error(`brytorch overlay: ${JSON.stringify(start)} .. ${JSON.stringify(end)} not found once in ${module}`);
      }
      entry[1] = entry[1].slice(0, i) + text + entry[1].slice(j);
    },
    // Makes the JS function `fn` the Python function `qualname` of `module` (type
    // `function`, as a method written in Python is) with the parameters of `params`, a
    // Python parameter list such as 'self, item, /' or 'self, n=1, /' or
    // 'cls, func, /, *args, **keywords' (defaults: ints and None only), which
    // inspect.signature reads through __code__ (a JS function without them made it raise
    // a JavascriptError). Brython passes the arguments to `fn` as they came; `fn` checks
    // them itself.
    asPythonFunction(fn, module, qualname, params, doc = $B.builtins.None) {
      const _b_ = $B.builtins;
      const names = [], defaults = [];
      let posonly = 0, vararg = null, kwarg = null;
      for (const part of params.split(',').map((p) => p.trim()).filter((p) => p !== '')) {
        if (part === '/') posonly = names.length;
        else if (part.startsWith('**')) kwarg = part.slice(2);
        else if (part.startsWith('*')) vararg = part.slice(1);
        else {
          const [name, value] = part.split('=');
          names.push(name);
          if (value !== undefined) defaults.push(value === 'None' ? _b_.None : Number(value));
          else if (defaults.length) throw new Error(`brytorch overlay: ${qualname}: default missing for ${name}`);
        }
      }
      fn.ob_type = $B.function;
      $B.set_function_infos(fn, { __name__: qualname.split('.').pop(), __qualname__: qualname,
        __module__: module, __doc__: doc, __file__: `<${module}>`, lineno: 1, free_vars: [],
        __defaults__: defaults.length ? $B.fast_tuple(defaults) : _b_.None, __kwdefaults__: _b_.None,
        arg_names: names, args_vararg: vararg, args_kwarg: kwarg, positional_length: names.length,
        kwonlyargs_length: 0, posonlyargs_length: posonly,
        // CO_OPTIMIZED | CO_NEWLOCALS, CO_VARARGS, CO_VARKEYWORDS
        flags: 0x3 | (vararg ? 0x4 : 0) | (kwarg ? 0x8 : 0),
        varnames: [...names, ...(vararg ? [vararg] : []), ...(kwarg ? [kwarg] : [])] });
      return fn;
    },
    // The class of Brython's VFS loader (the loader of every bundled and precompiled module:
    // its exec_module runs them), found through the spec it gives a stdlib module.
    vfsLoaderClass() {
      const spec = $B.$call($B.$getattr($B.finders.VFS, 'find_spec'), 'os');
      return $B.get_class($B.$getattr(spec, 'loader'));
    },
    // Replaces the getter and setter of `type`'s own attribute `name` (e.g. __qualname__),
    // in brython.js's function table and in the getset descriptor of `type`'s dict.
    replaceTypeGetset(name, getter, setter) {
      const type = $B.builtins.type;
      type.tp_funcs[`${name}_get`] = getter;
      type.tp_funcs[`${name}_set`] = setter;
      const descr = $B.get_from_dict(type, name);
      descr.getter = getter;
      descr.setter = setter;
    },
    // The positional arguments of a call of the JS method `name` (a JS array of Brython's
    // arguments, `self` first): a trailing keyword object is dropped when it is empty, and
    // refused with CPython's "NAME() takes no keyword arguments" otherwise.
    noKeywords(name, args) {
      const last = args[args.length - 1];
      if (last && last.$kw) {
        if (!$B.keyword_is_empty(last.$kw)) $B.RAISE($B.builtins.TypeError, `${name}() takes no keyword arguments`);
        args.pop();
      }
      return args;
    },
    // Replaces the method `name` of the builtin type `type` (e.g. _b_.str) by `fixed`, in
    // the type's function table and in the method descriptor its dict holds; returns the
    // original, which `fixed` may call.
    replaceBuiltinMethod(type, name, fixed) {
      const descriptor = $B.get_from_dict(type, name);
      const original = type.tp_funcs[name];
      if (!descriptor || descriptor.method !== original) {
        throw new Error(`brytorch overlay: ${type.__name__ || 'type'}.${name} descriptor not found`);
      }
      fixed.$function_infos = original.$function_infos;
      fixed.ob_type = original.ob_type;
      fixed.self = original.self;
      type.tp_funcs[name] = fixed;
      descriptor.method = fixed;
      return original;
    },
    // Recompiles the brython.js function owner[name] with each [before, after] text
    // replacement made exactly once. The function may only use $B and _b_ from its scope,
    // and the names of `scope` (an object: name -> value), given where brython.js keeps a
    // helper private (checked: a leftover free name fails when it runs).
    patchCoreFunction(owner, name, replacements, scope = {}) {
      let src = owner[name].toString();
      for (const [before, after] of replacements) {
        const at = src.indexOf(before);
        if (at < 0 || src.indexOf(before, at + 1) >= 0) {
          throw new Error(`brytorch overlay: expected text not found once in ${name}: ${before}`);
        }
        src = src.slice(0, at) + after + src.slice(at + before.length);
      }
      const names = Object.keys(scope);
      // (The sourceURL names the recompiled function in profiles and stack traces.)
      const fn = new Function('$B', '_b_', ...names, `return (${src})\n//# sourceURL=brytorch-patched/${name}.js`)(
        $B, $B.builtins, ...names.map((n) => scope[n]));
      for (const key of Object.keys(owner[name])) fn[key] = owner[name][key];
      owner[name] = fn;
    },
    // CPython's split (fromRight false) or rsplit over a sequence of `length` items (str's
    // code units, bytes' bytes), for overlays 384 (str) and 405 (bytes, bytearray).
    // `slice(a, b)` makes a part. With a separator of `sepLength` items, `find(from)` is the
    // index of its first occurrence at or after `from` and `findLast(end)` of its last one
    // ending at or before `end` (-1: none). Without one (sepLength undefined), runs of items
    // that `isSpace(i)` separate, none count at the ends, and the part that reaches maxsplit
    // keeps the rest as it is. maxsplit < 0: no limit. Returns the parts in order.
    splitParts({ length, slice, sepLength, find, findLast, isSpace }, maxsplit, fromRight) {
      const parts = [];
      const more = () => maxsplit < 0 || parts.length < maxsplit;
      if (sepLength !== undefined) {
        if (!fromRight) {
          let start = 0;
          for (let at; more() && (at = find(start)) >= 0; start = at + sepLength) parts.push(slice(start, at));
          parts.push(slice(start, length));
        } else {
          let end = length;
          for (let at; more() && (at = findLast(end)) >= 0; end = at) parts.push(slice(at + sepLength, end));
          parts.push(slice(0, end));
          parts.reverse();
        }
        return parts;
      }
      if (!fromRight) {
        for (let i = 0; ;) {
          while (i < length && isSpace(i)) i++;
          if (i === length) break;
          if (!more()) { parts.push(slice(i, length)); break; }
          let j = i;
          while (j < length && !isSpace(j)) j++;
          parts.push(slice(i, j));
          i = j;
        }
        return parts;
      }
      for (let i = length; ;) {
        while (i > 0 && isSpace(i - 1)) i--;
        if (i === 0) break;
        if (!more()) { parts.push(slice(0, i)); break; }
        let j = i;
        while (j > 0 && !isSpace(j - 1)) j--;
        parts.push(slice(j, i));
        i = j;
      }
      return parts.reverse();
    },
  };

  // Builtin exceptions made without a Python-level call (overlays 017 and 526). A class is
  // "stock" when its metaclass is `type` and its __new__ and __init__ are brython.js's own
  // BaseException ones (IndexError's __new__ calls BaseException's; AttributeError's
  // __init__ only adds the keyword-only name and obj): the instance is then exactly
  // BaseException.__new__'s object with `args` set, which makeException returns.
  const _b_ = $B.builtins;
  const baseNew = _b_.BaseException.tp_new, baseInit = _b_.BaseException.tp_init;
  const attrInit = _b_.AttributeError.tp_init, indexNew = _b_.IndexError.tp_new;
  $B.brytorchOverlay.stockException = (cls) => cls != null && cls.ob_type === _b_.type &&
    (cls.tp_new === baseNew || cls.tp_new === indexNew) &&
    (cls.tp_init === baseInit || cls.tp_init === attrInit);
  // brython.js's private symbols of a dict's storage (TABLE, KEYS, VALUES, HASHES, VERSION:
  // the hash table, the entries' arrays and the mutation counter), found on a dict by their
  // descriptions (overlays 517 and 524 recompile functions that use them).
  $B.brytorchOverlay.dictSymbols = (names) => {
    const probe = $B.empty_dict();
    $B.$setitem(probe, 1, 1);   // (an int key: a dict keyed by strings only has no key table)
    const found = {};
    for (const s of Object.getOwnPropertySymbols(probe)) found[s.description] = s;
    const symbols = {};
    for (const name of names) {
      if (!found[name]) throw new Error(`brytorch overlay: a dict has no ${name} symbol`);
      symbols[name] = found[name];
    }
    return symbols;
  };
  $B.brytorchOverlay.makeException = (cls, args) => {
    const exc = baseNew(cls, args.slice());
    exc.args = $B.fast_tuple(args);   // (what BaseException.__init__ then sets)
    return exc;
  };
})(__BRYTHON__);
