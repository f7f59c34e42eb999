// Fix: functools.partial is made and called in JavaScript and behaves as CPython's C
//   partial: `partial.__module__` is 'functools' (repr `functools.partial(...)`), only a
//   real partial is flattened into a new one, `func`/`args`/`keywords` are read-only,
//   `partial[int]` is a generic alias, __setstate__ and __reduce__ as CPython's.
// Symptom: `partial(g, 1, c=3)` cost ~20 us on Node and a call of it ~12 us (CPython 3.13:
//   0.2 and 0.1); `import torch` makes ~4,600 (every inspect.signature makes one and calls
//   it, so does every torch._decomp registration). repr gave `partial(...)`; any object
//   with `func` and `args` attributes was taken apart as if it were a partial;
//   `p.func = f` was allowed (CPython: AttributeError "readonly attribute");
//   `partial[int]` raised TypeError.
// Cause: brython_stdlib.js's _functools defines partial in Python (PyPy's old version:
//   `hasattr(func, "func")` decides the flattening, a `*args`/`**keywords` copy and merge
//   per call, module _functools).
// Fix: `partial` is a Python class again (subclasses, weak references, __dict__ work as for
//   any class) whose __new__, __call__, __reduce__ and __setstate__ are the JavaScript
//   functions below, with CPython's rules (_functoolsmodule.c): the state (func, args
//   tuple, keywords dict) lives on a JS property of the instance and is read through
//   read-only descriptors; a partial is flattened when it is an instance of partial (or a
//   subclass) without instance attributes; a call passes the stored keywords as they
//   are when it has none of its own, else a merged copy. Not done: CPython 3.13's
//   `__get__` (a FutureWarning when a partial is read through an instance; 3.14 binds it
//   as a method): Brython's partial had none, which is the behaviour of CPython 3.12 and
//   the native oracle, and what PyTorch 2.6 was written for.
// Test: tests/brython/test_stdlib.py::test_functools_partial_matches_cpython
(function ($B) {
  const _b_ = $B.builtins;
  const None = _b_.None;
  const overlay = $B.brytorchOverlay;
  const STATE = Symbol('brytorch partial state');   // { func, args: tuple, keywords: dict }
  const NO_KEYWORDS = $B.empty_dict();               // object.tp_new's (unused) keywords
  let partialClass = null;                           // set when _functools defines it

  const isPartial = (obj) => {
    const cls = $B.get_class(obj);
    return cls === partialClass || $B.get_mro(cls).includes(partialClass);
  };
  const stateOf = (self) => self[STATE] ?? $B.RAISE(_b_.TypeError, 'partial object is not initialized');
  // The keywords of a call (`last.$kw`: a JS object of names, then the dicts of `**`
  // arguments) added to `into`, a dict.
  function addKeywords(into, kw) {
    const names = kw[0];
    for (const key in names) $B.str_dict_set(into, key, names[key]);
    for (let m = 1; m < kw.length; m++) {
      for (const item of _b_.dict.$iter_items(kw[m])) _b_.dict.$setitem(into, item.key, item.value);
    }
    return into;
  }
  const copyDict = (d) => {
    const copy = $B.empty_dict();
    for (const item of _b_.dict.$iter_items(d)) _b_.dict.$setitem(copy, item.key, item.value);
    return copy;
  };
  const splitKeywords = (args) => {
    const last = args[args.length - 1];
    if (last == null || last.$kw === undefined) return undefined;
    args.pop();
    return $B.keyword_is_empty(last.$kw) ? undefined : last.$kw;
  };

  function partialNew(cls, ...args) {
    const kw = splitKeywords(args);
    if (!isSubclass(cls)) {
      $B.RAISE(_b_.TypeError, `functools.partial.__new__(${$B.get_name(cls)}): ${$B.get_name(cls)} is not a subtype of functools.partial`);
    }
    if (args.length === 0) $B.RAISE(_b_.TypeError, "type 'partial' takes at least one argument");
    let func = args[0];
    if (!_b_.callable(func)) $B.RAISE(_b_.TypeError, 'the first argument must be callable');
    let positional = args.length > 1 ? args.slice(1) : [];
    let keywords;
    if (isPartial(func) && func[STATE] !== undefined && hasNoAttributes(func)) {
      // A partial of a partial is taken apart (CPython: unless the inner one has a __dict__).
      const inner = func[STATE];
      positional = [...inner.args, ...positional];
      keywords = kw === undefined ? copyDict(inner.keywords) : addKeywords(copyDict(inner.keywords), kw);
      func = inner.func;
    } else {
      keywords = kw === undefined ? $B.empty_dict() : addKeywords($B.empty_dict(), kw);
    }
    const self = _b_.object.tp_new(cls, [], NO_KEYWORDS);
    self[STATE] = { func, args: $B.fast_tuple(positional), keywords };
    return self;
  }
  // CPython: the instance's __dict__ was never made. Brython makes it with an instance of a
  // subclass without __slots__, so an empty one counts as none (the cases that differ: a
  // partial whose __dict__ was read, or given an attribute that was deleted again).
  const hasNoAttributes = (obj) => obj[$B.DICT] === undefined || _b_.dict.mp_length(obj[$B.DICT]) === 0;
  const isSubclass = (cls) => cls === partialClass || ($B.get_mro(cls) ?? []).includes(partialClass);

  function partialCall(self, ...args) {
    const st = stateOf(self);
    const kw = splitKeywords(args);
    const callArgs = st.args.length === 0 ? args : [...st.args, ...args];
    if (kw === undefined) {
      if (_b_.dict.mp_length(st.keywords) === 0) return $B.$call(st.func, ...callArgs);
      return $B.$call(st.func, ...callArgs, { $kw: [{}, st.keywords] });
    }
    return $B.$call(st.func, ...callArgs, { $kw: [{}, addKeywords(copyDict(st.keywords), kw)] });
  }

  // CPython's state: (func, args, keywords, __dict__ or None).
  function partialReduce(self) {
    const st = stateOf(self);
    const dict = self[$B.DICT];
    return $B.fast_tuple([$B.get_class(self), $B.fast_tuple([st.func]),
      $B.fast_tuple([st.func, st.args, st.keywords, dict === undefined ? None : dict])]);
  }
  function partialSetstate(self, state) {
    const invalid = () => $B.RAISE(_b_.TypeError, 'invalid partial state');
    if (!_b_.isinstance(state, _b_.tuple) || state.length !== 4) invalid();
    let [func, fargs, kwds, dict] = state;
    if (!_b_.callable(func) || !_b_.isinstance(fargs, _b_.tuple) || (kwds !== None && !_b_.isinstance(kwds, _b_.dict))) invalid();
    if (dict !== None && !_b_.isinstance(dict, _b_.dict)) invalid();   // (CPython stores any object)
    if ($B.get_class(fargs) !== _b_.tuple) fargs = $B.fast_tuple([...fargs]);
    if (kwds === None) kwds = $B.empty_dict();
    else if ($B.get_class(kwds) !== _b_.dict) kwds = copyDict(kwds);
    // An exact dict is kept as it is, as in CPython (copy.copy of a partial shares it).
    // (None: CPython drops the dict, to be made again when read; brython.js's vars() reads
    // the dict without making it, so an empty one stands for it.)
    self[$B.DICT] = dict === None ? $B.empty_dict() : dict;
    self[STATE] = { func, args: fargs, keywords: kwds };
    return None;
  }

  const methods = {
    __new__: overlay.asPythonFunction(partialNew, 'functools', 'partial.__new__', 'cls, func, /, *args, **keywords'),
    __call__: overlay.asPythonFunction(partialCall, 'functools', 'partial.__call__', 'self, /, *args, **keywords',
      'Call self as a function.'),
    __reduce__: overlay.asPythonFunction(partialReduce, 'functools', 'partial.__reduce__', 'self, /'),
    __setstate__: overlay.asPythonFunction(partialSetstate, 'functools', 'partial.__setstate__', 'self, state, /'),
  };
  $B.brytorchPartialMethod = overlay.builtin('_functools', 'brytorchPartialMethod', (name) => methods[name]);
  $B.brytorchPartialRegister = overlay.builtin('_functools', 'brytorchPartialRegister', (cls) => {
    partialClass = cls;
    const readonly = () => $B.RAISE(_b_.AttributeError, 'readonly attribute');
    for (const name of ['func', 'args', 'keywords']) {
      $B.set_to_dict(cls, name, $B.getset_descriptor.$factory(cls, name,
        [(self) => (self[STATE] === undefined ? None : self[STATE][name]), readonly]));
    }
    return None;
  });

  const source = [
    'class partial:',
    ` ${JSON.stringify('Create a new function with partial application of the given arguments\nand keywords.')}`,
    " __module__ = 'functools'",
    " __slots__ = ('__dict__', '__weakref__')",
    ...Object.keys(methods).map((n) => ` ${n} = __BRYTHON__.brytorchPartialMethod('${n}')`),
    ' __class_getitem__ = classmethod(type(list[int]))',
    '',
    ' @recursive_repr()',
    ' def __repr__(self):',
    '  cls = type(self)',
    '  parts = [repr(self.func)]',
    '  parts.extend(map(repr, self.args))',
    '  parts.extend(f"{k}={v!r}" for k, v in self.keywords.items())',
    `  return f"{cls.__module__}.{cls.__qualname__}({', '.join(parts)})"`,
    '',
    '__BRYTHON__.brytorchPartialRegister(partial)',
    '',
    '',
  ].join('\n');
  overlay.replaceStdlibSpan('_functools', 'class partial:\n', overlay.TOP_LEVEL, source);
})(__BRYTHON__);
