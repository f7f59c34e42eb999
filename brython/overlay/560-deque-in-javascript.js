// Fix: collections.deque runs at JavaScript speed and behaves as CPython's: `deque()` 59 us
//   -> ~2-10 us, `append` 12 us -> ~1 us, `popleft` 11 us -> ~0.7 us on Node (CPython 3.13:
//   0.1, 0.06, 0.04 us); `import torch` makes 783 deques (torch.utils._pytree.tree_map_
//   drains a map with `deque(..., maxlen=0)`).
// Symptom: a breadth-first walk, a queue or a sliding window in Python ran at ~1/200 of
//   CPython's speed; and what CPython's deque does that Brython's did not: `remove` and
//   `index` messages, `insert` into a full bounded deque (IndexError), slices (TypeError),
//   `copy()`, `+` and `*` of a subclass keeping the subclass, `__reduce__` as CPython's,
//   `deque[int]`, no instance __dict__.
// Cause: brython_stdlib.js's _collections defines deque in Python as a linked list of
//   32-slot blocks (PyPy's old pure-Python deque): every operation is several Python
//   attribute reads and writes.
// Fix: `_collections.deque` is a Python class whose methods are the JavaScript functions
//   below (so subclasses, isinstance, pickling and weak references work as for any class);
//   an instance's items live in a ring buffer on a JS property `$bt_deque` (made on first
//   use, so `deque.__new__(deque)` is an empty deque). Iterators check for mutation as
//   CPython's do ("deque mutated during iteration"). Each method has CPython's parameters
//   as a `__code__` (inspect.signature(collections.deque) had raised a JavascriptError).
//   (Overlay 210, which let the old deque's __new__ take maxlen, went with it.)
// Test: tests/brython/test_stdlib.py::test_deque_matches_cpython, test_deque_maxlen
(function ($B) {
  const _b_ = $B.builtins;

  // ring buffer: items[(head + i) & mask] for i < size; capacity a power of two
  class Ring {
    constructor() { this.items = new Array(8); this.head = 0; this.size = 0; this.maxlen = null; this.state = 0; }
    at(i) { return this.items[(this.head + i) & (this.items.length - 1)]; }
    put(i, v) { this.items[(this.head + i) & (this.items.length - 1)] = v; }
    grow() {
      const old = this.items, n = old.length, items = new Array(n * 2);
      for (let i = 0; i < this.size; i++) items[i] = old[(this.head + i) & (n - 1)];
      this.items = items; this.head = 0;
    }
    pushRight(v) {
      if (this.size === this.items.length) this.grow();
      this.put(this.size++, v);
    }
    pushLeft(v) {
      if (this.size === this.items.length) this.grow();
      this.head = (this.head - 1) & (this.items.length - 1);
      this.items[this.head] = v;
      this.size++;
    }
    popRight() {
      const i = (this.head + --this.size) & (this.items.length - 1), v = this.items[i];
      this.items[i] = undefined;
      return v;
    }
    popLeft() {
      const v = this.items[this.head];
      this.items[this.head] = undefined;
      this.head = (this.head + 1) & (this.items.length - 1);
      this.size--;
      return v;
    }
    toArray() { const a = new Array(this.size); for (let i = 0; i < this.size; i++) a[i] = this.at(i); return a; }
    setAll(arr) { this.items = new Array(8); this.head = 0; this.size = 0; for (const v of arr) this.pushRight(v); }
  }

  const ringOf = (self) => self.$bt_deque ?? (self.$bt_deque = new Ring());
  const noKeywords = $B.brytorchOverlay.noKeywords;
  const arity = (name, args, min, max) => {
    noKeywords(name, args);
    const n = args.length - 1;   // self excluded
    if (n < min || n > max) {
      if (min === max) {
        $B.RAISE(_b_.TypeError, min === 0 ? `deque.${name}() takes no arguments (${n} given)`
          : `deque.${name}() takes exactly one argument (${n} given)`);
      }
      $B.RAISE(_b_.TypeError, n < min ? `${name} expected at least ${min} argument${min > 1 ? 's' : ''}, got ${n}`
        : `${name} expected at most ${max} argument${max > 1 ? 's' : ''}, got ${n}`);
    }
    return args;
  };
  const same = (a, b) => a === b || $B.$bool($B.rich_comp('__eq__', a, b));
  const jsIndex = (n) => {   // a Python index as a JS number (beyond 2**53: +-Infinity)
    const v = $B.PyNumber_Index(n);
    if (typeof v === 'number') return v;
    if (typeof v === 'boolean') return v ? 1 : 0;
    const big = typeof v === 'bigint' ? v : BigInt(_b_.str.$factory(v));
    return big > 0n ? Infinity : -Infinity;
  };
  const item = (self, i, name) => {
    const r = ringOf(self);
    if (typeof i !== 'number' && !(typeof i === 'boolean') && $B.search_in_mro($B.get_class(i), '__index__', $B.NULL) === $B.NULL) {
      $B.RAISE(_b_.TypeError, `sequence index must be integer, not '${$B.class_name(i)}'`);
    }
    let k = jsIndex(i);
    if (k < 0) k += r.size;
    if (!(k >= 0 && k < r.size)) $B.RAISE(_b_.IndexError, 'deque index out of range');
    return k;
  };
  const trim = (r, fromLeft) => {   // drop what a bounded deque cannot hold
    while (r.maxlen !== null && r.size > r.maxlen) fromLeft ? r.popLeft() : r.popRight();
  };
  const valuesOf = (iterable) => Array.from($B.make_js_iterator(iterable));
  const isDeque = (obj) => $B.$isinstance(obj, $B.brytorchDequeClass);

  const methods = {
    __init__(self, ...args) {
      const $ = $B.args('deque', 2, { iterable: null, maxlen: null }, args,
        { iterable: $B.NULL, maxlen: _b_.None }, null, null);
      let maxlen = null;
      if ($.maxlen !== _b_.None) {
        maxlen = jsIndex($.maxlen);
        if (maxlen < 0) $B.RAISE(_b_.ValueError, 'maxlen must be non-negative');
      }
      const r = ringOf(self);
      const values = $.iterable === $B.NULL ? [] : valuesOf($.iterable);
      r.setAll([]);
      r.maxlen = maxlen;
      r.state++;
      for (const v of values) { r.pushRight(v); trim(r, true); }
      return _b_.None;
    },
    append(...args) {
      const [self, x] = arity('append', args, 1, 1), r = ringOf(self);
      r.state++;
      if (r.maxlen === 0) return _b_.None;
      r.pushRight(x);
      trim(r, true);
      return _b_.None;
    },
    appendleft(...args) {
      const [self, x] = arity('appendleft', args, 1, 1), r = ringOf(self);
      r.state++;
      if (r.maxlen === 0) return _b_.None;
      r.pushLeft(x);
      trim(r, false);
      return _b_.None;
    },
    pop(...args) {
      const [self] = arity('pop', args, 0, 0), r = ringOf(self);
      if (r.size === 0) $B.RAISE(_b_.IndexError, 'pop from an empty deque');
      r.state++;
      return r.popRight();
    },
    popleft(...args) {
      const [self] = arity('popleft', args, 0, 0), r = ringOf(self);
      if (r.size === 0) $B.RAISE(_b_.IndexError, 'pop from an empty deque');
      r.state++;
      return r.popLeft();
    },
    extend(...args) {
      const [self, iterable] = arity('extend', args, 1, 1), r = ringOf(self);
      const values = iterable === self ? r.toArray() : valuesOf(iterable);
      r.state++;
      for (const v of values) { if (r.maxlen === 0) break; r.pushRight(v); trim(r, true); }
      return _b_.None;
    },
    extendleft(...args) {
      const [self, iterable] = arity('extendleft', args, 1, 1), r = ringOf(self);
      const values = iterable === self ? r.toArray() : valuesOf(iterable);
      r.state++;
      for (const v of values) { if (r.maxlen === 0) break; r.pushLeft(v); trim(r, false); }
      return _b_.None;
    },
    clear(...args) {
      const [self] = arity('clear', args, 0, 0), r = ringOf(self);
      r.setAll([]);
      r.state++;
      return _b_.None;
    },
    copy(...args) {
      const [self] = arity('copy', args, 0, 0), r = ringOf(self), cls = $B.get_class(self);
      if (cls === $B.brytorchDequeClass) {
        const res = $B.$call(cls);
        const c = ringOf(res);
        c.maxlen = r.maxlen;
        c.setAll(r.toArray());
        return res;
      }
      return r.maxlen === null ? $B.$call(cls, self) : $B.$call(cls, self, r.maxlen);
    },
    count(...args) {
      const [self, x] = arity('count', args, 1, 1), r = ringOf(self), state = r.state;
      let n = 0;
      for (let i = 0; i < r.size; i++) {
        if (same(r.at(i), x)) n++;
        if (r.state !== state) $B.RAISE(_b_.RuntimeError, 'deque mutated during iteration');
      }
      return n;
    },
    index(...args) {
      const [self, x, start, stop] = arity('index', args, 1, 3), r = ringOf(self), state = r.state;
      const bound = (v, d) => {
        if (v === undefined) return d;
        let k = jsIndex(v);
        if (k < 0) k = Math.max(0, k + r.size);
        return Math.min(k, r.size);
      };
      const lo = bound(start, 0), hi = bound(stop, r.size);
      for (let i = lo; i < hi; i++) {
        const found = same(r.at(i), x);
        if (r.state !== state) $B.RAISE(_b_.RuntimeError, 'deque mutated during iteration');
        if (found) return i;
      }
      $B.RAISE(_b_.ValueError, `${_b_.repr(x)} is not in deque`);
    },
    insert(...args) {
      const [self, i, x] = arity('insert', args, 2, 2), r = ringOf(self);
      if (r.maxlen !== null && r.size >= r.maxlen) $B.RAISE(_b_.IndexError, 'deque already at its maximum size');
      let k = jsIndex(i);
      if (k < 0) k = Math.max(0, k + r.size);
      k = Math.min(k, r.size);
      const a = r.toArray();
      a.splice(k, 0, x);
      r.setAll(a);
      r.state++;
      return _b_.None;
    },
    remove(...args) {
      const [self, x] = arity('remove', args, 1, 1), r = ringOf(self), state = r.state;
      for (let i = 0; i < r.size; i++) {
        const found = same(r.at(i), x);
        if (r.state !== state) $B.RAISE(_b_.IndexError, 'deque mutated during remove().');
        if (found) {
          const a = r.toArray();
          a.splice(i, 1);
          r.setAll(a);
          r.state++;
          return _b_.None;
        }
      }
      $B.RAISE(_b_.ValueError, `${_b_.repr(x)} is not in deque`);
    },
    reverse(...args) {
      const [self] = arity('reverse', args, 0, 0), r = ringOf(self);
      r.setAll(r.toArray().reverse());
      r.state++;
      return _b_.None;
    },
    rotate(...args) {
      const [self, n] = arity('rotate', args, 0, 1), r = ringOf(self);
      if (r.size < 2) return _b_.None;
      let k = n === undefined ? 1 : jsIndex(n);
      k = ((k % r.size) + r.size) % r.size;   // to the right by k
      if (k === 0) return _b_.None;
      const a = r.toArray();
      r.setAll(a.slice(r.size - k).concat(a.slice(0, r.size - k)));
      r.state++;
      return _b_.None;
    },
    __len__(self) { return ringOf(self).size; },
    __bool__(self) { return ringOf(self).size > 0; },
    __getitem__(self, i) { const r = ringOf(self); return r.at(item(self, i)); },
    __setitem__(self, i, v) { const r = ringOf(self); r.put(item(self, i), v); return _b_.None; },
    __delitem__(self, i) {
      const r = ringOf(self), k = item(self, i), a = r.toArray();
      a.splice(k, 1);
      r.setAll(a);
      r.state++;
      return _b_.None;
    },
    __contains__(self, x) {
      const r = ringOf(self), state = r.state;
      for (let i = 0; i < r.size; i++) {
        const found = same(r.at(i), x);
        if (r.state !== state) $B.RAISE(_b_.RuntimeError, 'deque mutated during iteration');
        if (found) return true;
      }
      return false;
    },
    __iter__(self) { return iterator(self, false); },
    __reversed__(self) { return iterator(self, true); },
    __repr__(self) {
      const r = ringOf(self), name = $B.class_name(self);
      if ($B.repr.enter(self)) return '[...]';
      let body;
      try {
        body = r.toArray().map((v) => _b_.repr(v)).join(', ');
      } finally {
        $B.repr.leave(self);
      }
      return r.maxlen === null ? `${name}([${body}])` : `${name}([${body}], maxlen=${r.maxlen})`;
    },
    __add__(self, other) {
      if (!isDeque(other)) {
        $B.RAISE(_b_.TypeError, `can only concatenate deque (not "${$B.class_name(other)}") to deque`);
      }
      const res = methods.copy(self);
      methods.extend(res, other);
      return res;
    },
    __iadd__(self, other) { methods.extend(self, other); return self; },
    __mul__(self, n) {
      const res = methods.copy(self);
      return methods.__imul__(res, n);
    },
    __imul__(self, n) {
      const r = ringOf(self), k = jsIndex(n), a = r.toArray();
      r.state++;
      if (k <= 0 || a.length === 0) { r.setAll([]); return self; }
      const out = [];
      // a bounded deque keeps only the last maxlen items of the repetition
      const total = a.length * k, keep = r.maxlen === null ? total : Math.min(total, r.maxlen);
      if (keep > 2 ** 27) $B.RAISE(_b_.MemoryError, '');
      for (let i = total - keep; i < total; i++) out.push(a[i % a.length]);
      r.setAll(out);
      return self;
    },
    __copy__(self) { return methods.copy(self); },
    __reduce__(self) {
      const r = ringOf(self), cls = $B.get_class(self);
      const dict = self[$B.DICT];
      const state = dict && $B.$bool(dict) ? dict : _b_.None;
      const args = r.maxlen === null ? $B.fast_tuple([]) : $B.fast_tuple([$B.fast_tuple([]), r.maxlen]);
      return $B.fast_tuple([cls, args, state, iterator(self, false)]);
    },
    maxlen(self) { const m = ringOf(self).maxlen; return m === null ? _b_.None : m; },
  };
  const compare = (op) => function (self, other) {
    if (!isDeque(other)) return _b_.NotImplemented;
    const a = ringOf(self).toArray(), b = ringOf(other).toArray();
    let i = 0;
    while (i < a.length && i < b.length && same(a[i], b[i])) i++;
    if (i < a.length && i < b.length) {
      if (op === '__eq__') return false;
      if (op === '__ne__') return true;
      return $B.rich_comp(op, a[i], b[i]);
    }
    const [x, y] = [a.length, b.length];
    return { __eq__: x === y, __ne__: x !== y, __lt__: x < y, __le__: x <= y, __gt__: x > y, __ge__: x >= y }[op];
  };
  for (const op of ['__eq__', '__ne__', '__lt__', '__le__', '__gt__', '__ge__']) methods[op] = compare(op);
  methods.__rmul__ = (self, n) => methods.__mul__(self, n);

  function iterator(self, backwards) {
    const r = ringOf(self), state = r.state;
    const gen = function* () {
      for (let i = 0; i < r.size; i++) {
        if (r.state !== state) $B.RAISE(_b_.RuntimeError, 'deque mutated during iteration');
        yield r.at(backwards ? r.size - 1 - i : i);
        if (r.state !== state) $B.RAISE(_b_.RuntimeError, 'deque mutated during iteration');
      }
    };
    return $B.generator.$factory(gen)();
  }

  const DOCS = {
    append: 'Add an element to the right side of the deque.',
    appendleft: 'Add an element to the left side of the deque.',
    pop: 'Remove and return the rightmost element.',
    popleft: 'Remove and return the leftmost element.',
    extend: 'Extend the right side of the deque with elements from the iterable.',
    extendleft: 'Extend the left side of the deque with elements from the iterable.',
    clear: 'Remove all elements from the deque.',
    copy: 'Return a shallow copy of a deque.',
    count: 'Return number of occurrences of value.',
    index: 'Return first index of value.\n\nRaises ValueError if the value is not present.',
    insert: 'Insert value before index.',
    remove: 'Remove first occurrence of value.',
    reverse: 'Reverse *IN PLACE*.',
    rotate: 'Rotate the deque n steps to the right.  If n is negative, rotates left.',
    maxlen: 'maximum size of a deque or None if unbounded',
  };
  // Each method's parameters, CPython's text signatures (inspect.signature reads them).
  const PARAMETERS = {
    __init__: 'self, /, *args, **kwargs', append: 'self, item, /', appendleft: 'self, item, /',
    extend: 'self, iterable, /', extendleft: 'self, iterable, /', count: 'self, value, /',
    index: 'self, value, /, *args', insert: 'self, index, value, /', remove: 'self, value, /',
    rotate: 'self, n=1, /', __getitem__: 'self, key, /', __setitem__: 'self, key, value, /',
    __delitem__: 'self, key, /', __contains__: 'self, key, /',
  };
  for (const [name, fn] of Object.entries(methods)) {
    const binary = /^__(add|iadd|mul|imul|rmul|eq|ne|lt|le|gt|ge)__$/.test(name);
    $B.brytorchOverlay.asPythonFunction(fn, 'collections', `deque.${name}`,
      PARAMETERS[name] ?? (binary ? 'self, value, /' : 'self, /'), DOCS[name] ?? _b_.None);
  }
  // _collections' class body takes each method by name (an attribute of a JS object named
  // like a dunder would be the JSObject wrapper's own method)
  $B.brytorchDequeMethod = (name) => methods[name];
  // _collections calls this with the class its class statement made
  $B.brytorchDequeRegister = (cls) => { $B.brytorchDequeClass = cls; return _b_.None; };

  const body = [
    'class deque:',
    " 'A list-like sequence optimized for data accesses near its endpoints.'",
    " __module__ = 'collections'",
    " __slots__ = ('__weakref__',)",
    ' __hash__ = None',
    ...Object.keys(methods).filter((n) => n !== 'maxlen')
      .map((n) => ` ${n} = __BRYTHON__.brytorchDequeMethod('${n}')`),
    " maxlen = property(__BRYTHON__.brytorchDequeMethod('maxlen'), doc=" + JSON.stringify(DOCS.maxlen) + ')',
    ' __class_getitem__ = classmethod(type(list[int]))',
    '__BRYTHON__.brytorchDequeRegister(deque)',
    '',
  ].join('\n') + '\n';
  $B.brytorchOverlay.replaceStdlibSpan('_collections', 'class deque:\n', 'class defaultdict(dict):', body);
})(__BRYTHON__);
