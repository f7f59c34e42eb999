// Fix: itertools.chain, chain.from_iterable and itertools.islice run in JavaScript and
//   behave as CPython's C versions.
// Symptom: `list(chain([1], [2]))` cost ~69 us on Node (CPython 3.13: 0.4), `chain(a, b)`
//   ~12 us to make, `list(chain.from_iterable(...))` ~52 us: every step was a Python-level
//   `__next__` and every exhausted part an exception; traceback.extract_stack (torch.library
//   calls it per Library object) walks frames through islice. And what CPython's do that
//   Brython's did not: `chain.from_iterable(x)` is a chain (Brython's was a generator),
//   `chain[int]`, "chain() takes no keyword arguments"; islice's argument errors and
//   messages, an islice that stops never takes another item from its iterator, and a
//   stop argument given as None with a start.
// Cause: brython_stdlib.js's itertools is pure Python (PyPy's old itertools).
// Fix: `chain` and `islice` are Python classes again, defined at the end of itertools
//   (subclasses, isinstance and weak references work as for any class), whose methods are
//   the JavaScript functions below (chain.from_iterable a builtin class method), with their
//   state on a JS property of the instance; CPython's algorithms (itertoolsmodule.c): chain
//   takes `iter()` of each iterable only when it reaches it, and one that is not iterable
//   raises its TypeError and ends the chain; islice counts what it took and skips to
//   the next index, and drops its iterator once done. A `for` loop over an exact chain or
//   islice steps it without a StopIteration per part (brython.js's FAST_ITER protocol); a
//   subclass that overrides __iter__ or __next__ is stepped through them.
// Test: tests/brython/test_stdlib.py::test_itertools_chain_and_islice_match_cpython
(function ($B) {
  const _b_ = $B.builtins;
  const None = _b_.None;
  const noKeywords = $B.brytorchOverlay.noKeywords;
  // A JS iterator over iter(obj), not touching the frame's line number.
  const iterate = (obj) => $B.make_js_iterator(obj, $B.NULL);
  const stop = () => $B.RAISE(_b_.StopIteration);

  // chain: { source: JS iterator over the iterables (null once exhausted), active: JS
  // iterator of the current one (null between them) }.
  const chainOf = (self) => self.$bt_chain ?? (self.$bt_chain = { source: null, active: null });
  const DONE = { done: true, value: undefined };
  function chainStep(st) {   // {done, value}
    for (;;) {
      if (st.active === null) {
        if (st.source === null) return DONE;
        const next = st.source.next();
        if (next.done) { st.source = null; return DONE; }
        try {
          st.active = iterate(next.value);
        } catch (err) {
          st.source = null;   // a part that is not iterable ends the chain (its TypeError raised)
          throw err;
        }
      }
      const item = st.active.next();
      if (!item.done) return item;
      st.active = null;
    }
  }

  // islice: CPython's fields: it (null once done), next (index of the next item to give),
  // stop (-1: none), step, cnt (items taken so far).
  const isliceOf = (self) => self.$bt_islice ?? (self.$bt_islice = { it: null, next: 0, stop: -1, step: 1, cnt: 0 });
  function isliceStep(st) {
    if (st.it === null) return DONE;
    while (st.cnt < st.next) {
      if (st.it.next().done) { st.it = null; return DONE; }
      st.cnt++;
    }
    if (st.stop !== -1 && st.cnt >= st.stop) { st.it = null; return DONE; }
    const item = st.it.next();
    if (item.done) { st.it = null; return DONE; }
    st.cnt++;
    st.next += st.step;
    if (st.stop !== -1 && st.next > st.stop) st.next = st.stop;
    return item;
  }
  // PyNumber_AsSsize_t with its error cleared: the int, or -1 for anything else (not an
  // integer, an __index__ that raised, beyond sys.maxsize either way).
  function asSsize(x) {
    let v;
    try {
      v = $B.PyNumber_Index(x);
    } catch (err) {
      if ($B.is_exc(err, [_b_.Exception])) return -1;
      throw err;
    }
    if (typeof v === 'bigint') v = Number(v);
    return typeof v === 'number' && Number.isInteger(v) && Math.abs(v) <= $B.max_int ? v : -1;
  }
  const STOP_MESSAGE = 'Stop argument for islice() must be None or an integer: 0 <= x <= sys.maxsize.';

  const chainMethods = {
    __init__(...args) {
      const [self, ...iterables] = noKeywords('chain', args);
      const st = chainOf(self);
      st.source = iterate($B.fast_tuple(iterables));
      st.active = null;
      return None;
    },
    __iter__(self) { return self; },
    __next__(self) {
      const item = chainStep(chainOf(self));
      return item.done ? stop() : item.value;
    },
  };
  // chain.from_iterable(iterable): a chain over the iterables `iterable` yields (its iter()
  // taken now; a subclass's __init__ is not run, as in CPython).
  function fromIterable(cls, iterable) {
    const self = $B.$call($B.$getattr(_b_.object, '__new__'), cls);
    const st = chainOf(self);
    st.source = iterate(iterable);
    st.active = null;
    return self;
  }
  const isliceMethods = {
    __init__(...args) {
      args = noKeywords('islice', args);
      const n = args.length - 1;
      if (n < 2) $B.RAISE(_b_.TypeError, `islice expected at least 2 arguments, got ${n}`);
      if (n > 4) $B.RAISE(_b_.TypeError, `islice expected at most 4 arguments, got ${n}`);
      const [self, seq, a1, a2, a3] = args;
      let start = 0, stopAt = -1, step = 1;
      if (n === 2) {
        if (a1 !== None) {
          stopAt = asSsize(a1);
          if (stopAt === -1) $B.RAISE(_b_.ValueError, STOP_MESSAGE);
        }
      } else {
        if (a1 !== None) start = asSsize(a1);
        if (a2 !== None) {
          stopAt = asSsize(a2);
          if (stopAt === -1) $B.RAISE(_b_.ValueError, STOP_MESSAGE);
        }
      }
      if (start < 0 || stopAt < -1) {
        $B.RAISE(_b_.ValueError, 'Indices for islice() must be None or an integer: 0 <= x <= sys.maxsize.');
      }
      if (a3 !== undefined && a3 !== None) step = asSsize(a3);
      if (step < 1) $B.RAISE(_b_.ValueError, 'Step for islice() must be a positive integer or None.');
      Object.assign(isliceOf(self), { it: iterate(seq), next: start, stop: stopAt, step, cnt: 0 });
      return None;
    },
    __iter__(self) { return self; },
    __next__(self) {
      const item = isliceStep(isliceOf(self));
      return item.done ? stop() : item.value;
    },
  };

  const DOCS = {
    chain: 'Return a chain object whose .__next__() method returns elements from the\nfirst iterable until it is exhausted, then elements from the next\niterable, until all of the iterables are exhausted.',
    islice: 'islice(iterable, stop) --> islice object\nislice(iterable, start, stop[, step]) --> islice object\n\nReturn an iterator whose next() method returns selected values from an\niterable.  If start is specified, will skip all preceding elements;\notherwise, start defaults to zero.  Step defaults to one.  If\nspecified as another value, step defines how many values are\nskipped between successive calls.  Works like a slice() on a list\nbut returns an iterator.',
  };
  // Each method's parameters, as Brython's Python versions had them: inspect.signature(chain)
  // reads them through __code__ (torch._dynamo's substitute_in_graph compares its polyfill's
  // signature with it).
  const PARAMETERS = {
    __init__: { chain: 'self, *iterables', islice: 'self, iterable, *args' },
    __iter__: 'self',
    __next__: 'self',
  };
  for (const [cls, methods] of [['chain', chainMethods], ['islice', isliceMethods]]) {
    for (const [name, fn] of Object.entries(methods)) {
      $B.brytorchOverlay.asPythonFunction(fn, 'itertools', `${cls}.${name}`, PARAMETERS[name][cls] ?? PARAMETERS[name]);
    }
  }
  fromIterable.ob_type = $B.function;
  $B.set_function_infos(fromIterable, { __name__: 'from_iterable', __qualname__: 'chain.from_iterable',
    __module__: 'itertools', __doc__: 'Alternative chain() constructor taking a single iterable argument that evaluates lazily.',
    __defaults__: None, __kwdefaults__: None });

  // `for` over an exact chain or islice (or a subclass keeping both methods) steps it here.
  function fastIter(methods, stateOf, step) {
    return function (self, setLineno, frame, lineno) {
      const cls = $B.get_class(self);
      if ($B.search_in_mro(cls, '__iter__') !== methods.__iter__ || $B.search_in_mro(cls, '__next__') !== methods.__next__) {
        const it = $B.$iter(self), next = $B.$getattr($B.get_class(it), '__next__');
        return {
          [Symbol.iterator]() { return this; },
          next() {
            setLineno(frame, lineno);
            try {
              return { done: false, value: $B.$call(next, it) };
            } catch (err) {
              if ($B.is_exc(err, [_b_.StopIteration])) return { done: true, value: null };
              throw err;
            }
          },
        };
      }
      const st = stateOf(self);
      return { [Symbol.iterator]() { return this; }, next() { setLineno(frame, lineno); return step(st); } };
    };
  }

  // What the itertools source calls, as builtins: their arguments and results cross as they
  // are (an attribute of __BRYTHON__ that is a plain JS function would convert them).
  const builtin = (name, fn) => $B.brytorchOverlay.builtin('itertools', name, fn);
  $B.brytorchItertoolsMethod = builtin('brytorchItertoolsMethod',
    (cls, name) => (cls === 'chain' ? chainMethods : isliceMethods)[name]);
  $B.brytorchItertoolsFromIterable = fromIterable;
  $B.brytorchItertoolsRegister = builtin('brytorchItertoolsRegister', (chain, islice) => {
    chain[$B.FAST_ITER] = fastIter(chainMethods, chainOf, chainStep);
    islice[$B.FAST_ITER] = fastIter(isliceMethods, isliceOf, isliceStep);
    return None;
  });
  const classSource = (cls) => [
    `class ${cls}:`,
    ` ${JSON.stringify(DOCS[cls])}`,
    " __module__ = 'itertools'",
    ...['__init__', '__iter__', '__next__'].map((n) => ` ${n} = __BRYTHON__.brytorchItertoolsMethod('${cls}', '${n}')`),
    ' __class_getitem__ = classmethod(type(list[int]))',
    '',
  ].join('\n') + '\n';
  // The classes are defined again at the end of itertools (the module's other code finds
  // them by name when it runs); from_iterable is a builtin class method, as overlay 421
  // made it for the Python chain (torch._dynamo's substitute_in_graph requires one).
  const entry = $B.VFS && $B.VFS.itertools;
  if (!entry) throw new Error('brytorch overlay 614: itertools not found');
  entry[1] += '\n' + classSource('chain') +
    'chain.from_iterable=__BRYTHON__.brytorchClassmethodDescriptor(chain,"from_iterable",__BRYTHON__.brytorchItertoolsFromIterable)\n\n' +
    classSource('islice') + '__BRYTHON__.brytorchItertoolsRegister(chain,islice)\n';
})(__BRYTHON__);
