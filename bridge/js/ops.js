// Brython operations for C: the bt_js_* imports of bridge/src/bt_internal.h. Each one
// converts its C arguments (borrowed), performs the Python operation with Brython's own
// machinery, and returns a new reference (or an int), catching any exception into the C
// error indicator (BT.catchToC) so nothing unwinds through wasm frames.
const BT_OPS = {
  $BTOps: {
    opFns: null,   // op code -> function(a, b), from Python's operator module
    initOps() {
      const $B = BT.$B;
      $B.runPythonSource('import operator, builtins', { id: '__bt_bridge_ops__' });
      const op = $B.imported.operator, get = (n) => $B.$getattr(op, n), b = BT.b, OP = BT.OP;
      // By op code: operator's function of the dunder's stem ('and' is operator.and_).
      BT.opFns = BT.BINARY_DUNDERS.map((stem) => (stem === 'divmod' ? b.divmod
        : get(stem === 'and' || stem === 'or' ? `${stem}_` : stem)));
      // PyNumber_Index: Brython's own, not its operator.index, whose TypeError names the type
      // as "'<class 'str'>' object" where CPython says "'str' object".
      BT.unFns = { [OP.NEG]: get('neg'), [OP.POS]: get('pos'), [OP.INVERT]: get('invert'), [OP.ABS]: b.abs,
        [OP.INDEX]: (x) => $B.PyNumber_Index(x), [OP.INT]: b.int, [OP.FLOAT]: b.float, [OP.STR]: b.str,
        [OP.REPR]: b.repr, [OP.TYPE]: b.type, [OP.DIR]: b.dir, [OP.ASCII]: b.ascii, [OP.BYTES]: b.bytes };
    },
    // Runs fn(); returns its C result, or `fail` after storing a thrown exception.
    guard(fn, fail) {
      try { return fn(); } catch (err) { return BT.catchToC(err, fail); }
    },
    // Stores `value` (a Brython value that C handed in as `ptr`) in the proxy container
    // `containerPtr`: as in CPython, the container then holds a reference to that same C
    // object, so C code that drops its own reference and keeps the pointer (numpy's module
    // init keeps dicts it stored in its module dict) still holds a live object. Kept until
    // the container's C object dies (BT.keep). Primitive values are converted by value.
    keepStored(containerPtr, value) {
      if (value !== null && (typeof value === 'object' || typeof value === 'function')) BT.borrow(containerPtr, value);
      return value;
    },
    // Whether a Brython object holds references to its items as CPython's list and dict do
    // (exact classes: a subclass's __getitem__ may compute its result).
    holdsItems(v) {
      const cls = BT.$B.get_class(v);
      return cls === BT.b.list || cls === BT.b.dict;
    },
    // A str object's text (materialized, so read from C memory or the cache).
    str(ptr) { return BT.toJS(ptr); },
  },

  bt_js_getattr__deps: ['$BT'],
  bt_js_getattr: (o, name) => BT.guard(() => BT.toC(BT.$B.$getattr(BT.toJS(o), BT.str(name))), 0),
  bt_js_setattr__deps: ['$BT'],
  bt_js_setattr: (o, name, v) => BT.guard(() => {
    const obj = BT.toJS(o), attr = BT.str(name);
    if (v) BT.$B.$setattr(obj, attr, BT.toJS(v));
    else BT.$B.$delattr(obj, attr);
    return 0;
  }, -1),
  bt_js_call__deps: ['$BT'],
  bt_js_call: (c, args, kw) => BT.guard(() => {
    const f = BT.toJS(c), argv = BT.tupleItems(args);
    if (kw && BT.b.len(BT.toJS(kw)) > 0) argv.push({ $kw: [{}, BT.toJS(kw)] });
    return BT.toC(BT.$B.$call(f, ...argv));
  }, 0),
  bt_js_binop__deps: ['$BT'],
  bt_js_binop: (op, a, b) => BT.guard(() => BT.toC(BT.$B.$call(BT.opFns[op], BT.toJS(a), BT.toJS(b))), 0),
  bt_js_unop__deps: ['$BT'],
  bt_js_unop: (op, a) => BT.guard(() => BT.toC(BT.$B.$call(BT.unFns[op], BT.toJS(a))), 0),
  bt_js_richcompare__deps: ['$BT'],
  bt_js_richcompare: (a, b, op) => BT.guard(() => BT.toC(BT.$B.rich_comp(BT.RICHCMP_DUNDERS[op], BT.toJS(a), BT.toJS(b))), 0),
  bt_js_truth__deps: ['$BT'],
  bt_js_truth: (o) => BT.guard(() => (BT.$B.$bool(BT.toJS(o)) ? 1 : 0), -1),
  bt_js_hash__deps: ['$BT'],
  bt_js_hash: (o) => BT.guard(() => BT.cHash(BT.b.hash(BT.toJS(o))), -1),
  // object.__hash__(o), whatever o's class defines: PyBaseObject_Type.tp_hash (numpy hashes a
  // NaT datetime scalar by identity through it).
  bt_js_object_hash__deps: ['$BT'],
  bt_js_object_hash: (o) => BT.guard(() =>
    BT.cHash(BT.$B.$call(BT.$B.$getattr(BT.b.object, '__hash__'), BT.toJS(o))), -1),
  bt_js_len__deps: ['$BT'],
  bt_js_len: (o) => BT.guard(() => BT.b.len(BT.toJS(o)), -1),
  // An item of a list or dict is referenced by its container, as in CPython: C code may drop
  // the new reference it got and go on using the pointer while the container holds the item
  // (numpy's _vec_string broadcasts the items of its list of arguments so). A str, bytes,
  // number or tuple crosses by copy, and that copy would die at the drop: it is kept with
  // the container's proxy instead (BT.borrow), as PyList_GetItem's borrowed items are.
  bt_js_getitem__deps: ['$BT'],
  bt_js_getitem: (o, k) => BT.guard(() => {
    const container = BT.toJS(o), item = BT.$B.$getitem(container, BT.toJS(k));
    return BT.holdsItems(container) ? BT.incref(BT.borrow(o, item)) : BT.toC(item);
  }, 0),
  bt_js_setitem__deps: ['$BT'],
  bt_js_setitem: (o, k, v) => BT.guard(() => {
    if (v) BT.$B.$setitem(BT.toJS(o), BT.toJS(k), BT.keepStored(o, BT.toJS(v)));
    else BT.$B.$delitem(BT.toJS(o), BT.toJS(k));
    return 0;
  }, -1),
  bt_js_contains__deps: ['$BT'],
  bt_js_contains: (o, k) => BT.guard(() => (BT.$B.$is_member(BT.toJS(k), BT.toJS(o)) ? 1 : 0), -1),
  bt_js_iter__deps: ['$BT'],
  bt_js_iter: (o) => BT.guard(() => BT.toC(BT.b.iter(BT.toJS(o))), 0),
  bt_js_next__deps: ['$BT'],
  bt_js_next: (o) => {
    try {
      return BT.toC(BT.b.next(BT.toJS(o)));
    } catch (err) {
      // Exhaustion is NULL without an exception, as tp_iternext reports it.
      if (err && err.ob_type && BT.$B.is_exc(err, [BT.b.StopIteration])) return 0;
      return BT.catchToC(err, 0);
    }
  },
  bt_js_isinstance__deps: ['$BT'],
  bt_js_isinstance: (i, c) => BT.guard(() => (BT.b.isinstance(BT.toJS(i), BT.toJS(c)) ? 1 : 0), -1),
  bt_js_issubclass__deps: ['$BT'],
  bt_js_issubclass: (s, c) => BT.guard(() => (BT.b.issubclass(BT.toJS(s), BT.toJS(c)) ? 1 : 0), -1),
  bt_js_import__deps: ['$BT'],
  bt_js_import: (name) => BT.guard(() => BT.toC(BT.importModule(BT.str(name))), 0),
  // Whether CPython would allow a weak reference to `p`: not to builtin values, nor to
  // instances of classes whose __slots__ (all along the MRO) leave out __weakref__.
  bt_js_weakrefable__deps: ['$BT'],
  bt_js_weakrefable: (p) => BT.guard(() => {
    const $B = BT.$B, b = BT.b, cls = $B.get_class(BT.toJS(p));
    if ([b.int, b.bool, b.float, b.complex, b.str, b.bytes, b.tuple, b.list, b.dict,
      $B.get_class(b.None)].includes(cls)) return 0;
    if (!(cls.tp_flags & $B.TPFLAGS.HEAPTYPE)) return 1;
    for (const k of $B.get_mro(cls)) {
      if (!(k.tp_flags & $B.TPFLAGS.HEAPTYPE)) continue;
      const slots = $B.get_from_dict(k, '__slots__', $B.NULL);
      if (slots === $B.NULL) return 1;            // instances have __dict__ and __weakref__
      const names = typeof slots === 'string' ? [slots] : Array.from($B.make_js_iterator(slots));
      if (names.some((n) => String(n) === '__weakref__')) return 1;
    }
    return 0;
  }, -1),
  // The fields of a code object seen from C (bridge/src/frames.c), with CPython's values for
  // an argument-less code object where Brython's has none (module frames).
  bt_js_code_info__deps: ['$BT'],
  bt_js_code_info: (p) => BT.guard(() => {
    const $B = BT.$B, code = BT.toJS(p);
    const int = (n, d) => { const v = $B.$getattr(code, n, null); return typeof v === 'number' ? v : d; };
    const str = (n, d) => { const v = $B.$getattr(code, n, null); return typeof v === 'string' ? v : d; };
    const count = (n) => { const v = $B.$getattr(code, n, null); return v && v.length !== undefined ? v.length : 0; };
    const name = str('co_name', '');
    return BT.toC($B.fast_tuple([int('co_argcount', 0), int('co_posonlyargcount', 0),
      int('co_kwonlyargcount', 0), int('co_flags', 0), int('co_firstlineno', 1),
      int('co_nlocals', count('co_varnames')), count('co_cellvars'), count('co_freevars'),
      str('co_filename', ''), name, str('co_qualname', name)]));
  }, 0),
  // The frame of the running Python function (C functions push none, as in CPython).
  bt_js_current_frame__deps: ['$BT'],
  bt_js_current_frame: () => {
    const top = BT.$B.frame_obj;
    return top && top.frame ? BT.toC(top.frame) : 0;
  },
  bt_js_builtin__deps: ['$BT', '$UTF8ToString'],
  bt_js_builtin: (name) => BT.guard(() => {
    const n = UTF8ToString(name), v = BT.b[n];
    if (v === undefined) BT.$B.RAISE(BT.b.AttributeError, `module 'builtins' has no attribute '${n}'`);
    return BT.toC(v);
  }, 0),
  bt_js_write__deps: ['$BT', '$UTF8ToString'],
  bt_js_write: (fd, text) => {
    const s = UTF8ToString(text);
    try {
      const stream = BT.$B.$getattr(BT.$B.imported.sys, fd === 1 ? 'stdout' : 'stderr');
      BT.$B.$call(BT.$B.$getattr(stream, 'write'), s);
    } catch (e) { (fd === 1 ? console.log : console.error)(s); }
  },
  // Py_FatalError and the bridge's own fatal checks: C cannot go on (CPython aborts). The
  // runtime is marked dead (BT.enterC refuses every later call into C with the same words)
  // and the error unwinds to the nearest BT.enterC, which restores the C stack.
  bt_js_fatal__deps: ['$BT', '$UTF8ToString'],
  bt_js_fatal: (msg) => {
    BT.dead = `Fatal Python error: ${UTF8ToString(msg)}. The C runtime has stopped: restart the program (on a page: reload it)`;
    throw BT.$B.$call(BT.b.SystemError, BT.dead);
  },

  // int <-> text / bytes for values that do not fit 64 bits.
  bt_js_long_from_text__deps: ['$BT', '$UTF8ToString'],
  bt_js_long_from_text: (digits, base) => BT.guard(() => BT.toC(BT.$B.$call(BT.b.int, UTF8ToString(digits), base)), 0),
  bt_js_long_to_bytes__deps: ['$BT'],
  bt_js_long_to_bytes: (o, out, n, little, signed) => BT.guard(() => {
    out >>>= 0;
    let v = BigInt(BT.$B.int_value(BT.$B.PyNumber_Index(BT.toJS(o))));
    const bits = BigInt(8 * n);
    if (signed === BT.LONG_BYTES.TRUNCATE) v = BigInt.asUintN(Number(bits), v);
    else if (signed === BT.LONG_BYTES.SIGNED) {
      if (v >= (1n << (bits - 1n)) || v < -(1n << (bits - 1n))) BT.$B.RAISE(BT.b.OverflowError, 'int too big to convert');
      v = BigInt.asUintN(Number(bits), v);
    } else if (v < 0n || v >= (1n << bits)) {
      BT.$B.RAISE(BT.b.OverflowError, v < 0n ? "can't convert negative int to unsigned" : 'int too big to convert');
    }
    for (let i = 0; i < n; i++) {
      const byte = Number(v & 0xffn);
      HEAPU8[out + (little ? i : n - 1 - i)] = byte;
      v >>= 8n;
    }
    return 0;
  }, -1),
  bt_js_long_from_bytes__deps: ['$BT'],
  bt_js_long_from_bytes: (src, n, little, signed) => BT.guard(() => {
    src >>>= 0;
    let v = 0n;
    for (let i = 0; i < n; i++) v = (v << 8n) | BigInt(HEAPU8[src + (little ? n - 1 - i : i)]);
    if (signed && n > 0) v = BigInt.asIntN(8 * n, v);
    return BT.toC(BT.$B.fast_long_int ? BT.$B.fast_long_int(v) : (Number.isSafeInteger(Number(v)) ? Number(v) : v));
  }, 0),
  // complex (bridge/src/misc.c): one crossing each way, where going through the builtin
  // complex() and the real/imag attributes took six (apply_ on a complex tensor: 23 us a call).
  bt_js_complex_new__deps: ['$BT'],
  bt_js_complex_new: (real, imag) => BT.guard(() => BT.toC(BT.$B.make_complex(real, imag)), 0),
  // The parts of a complex (or complex subclass) instance, or, if dunder, of what
  // o.__complex__() returns, into out[0..1]: 1. Otherwise 0 (the caller reads o as a real).
  bt_js_complex_parts__deps: ['$BT'],
  bt_js_complex_parts: (o, out, dunder) => BT.guard(() => {
    const $B = BT.$B, b = BT.b;
    const isComplex = (x) => $B.get_mro($B.get_class(x)).includes(b.complex) || $B.get_class(x) === b.complex;
    let v = BT.toJS(o);
    if (!isComplex(v)) {
      const method = dunder ? $B.$getattr($B.get_class(v), '__complex__', null) : null;
      if (method === null) return 0;
      v = $B.$call(method, v);
      if (!isComplex(v)) $B.RAISE(b.TypeError, `__complex__ returned non-complex (type ${$B.class_name(v)})`);
    }
    const part = (x) => (typeof x === 'number' ? x : Number(x.value));
    const real = part(v.real), imag = part(v.imag);
    HEAPF64[out >>> 3] = real;
    HEAPF64[(out >>> 3) + 1] = imag;
    return 1;
  }, -1),
  bt_js_number_value__deps: ['$BT'],
  bt_js_number_value: (o, kind, overflow) => BT.guard(() => {
    const v = BT.toJS(o);
    const x = Number(BT.$B.int_value(v));
    if (!Number.isFinite(x)) HEAP32[overflow >>> 2] = 1;
    return x;
  }, -1),

  // Containers (bridge/src/containers.c; codes BT.CONTAINER, BT.LIST_OP, BT.DICT_OP).
  bt_js_new_container__deps: ['$BT'],
  bt_js_new_container: (kind, n) => BT.guard(() => {
    const b = BT.b, K = BT.CONTAINER;
    if (kind === K.LIST) return BT.toC(BT.$B.$list(new Array(n).fill(b.None)));
    if (kind === K.DICT) return BT.toC(BT.$B.empty_dict());
    return BT.toC(BT.$B.$call(kind === K.SET ? b.set : b.frozenset));
  }, 0),
  bt_js_list_op__deps: ['$BT'],
  bt_js_list_op: (op, l, i, j, v) => BT.guard(() => {
    const list = BT.toJS(l), $B = BT.$B, b = BT.b, call = (name, ...a) => $B.$call($B.$getattr(list, name), ...a);
    const O = BT.LIST_OP;
    const checkIndex = () => {
      if (i < 0 || i >= list.length) $B.RAISE(b.IndexError, op === O.GET ? 'list index out of range' : 'list assignment index out of range');
    };
    switch (op) {
      case O.GET: checkIndex(); return BT.borrow(l, list[i]);
      case O.SET: checkIndex(); list[i] = BT.keepStored(l, BT.toJS(v)); return BT.L.true_;
      case O.INSERT: call('insert', i, BT.keepStored(l, BT.toJS(v))); return BT.L.true_;
      case O.APPEND: list.push(BT.keepStored(l, BT.toJS(v))); return BT.L.true_;
      case O.GETSLICE: return BT.toC($B.$getitem(list, $B.$call(b.slice, i, j)));
      case O.SETSLICE: {
        const s = $B.$call(b.slice, i, j);
        if (v) $B.$setitem(list, s, BT.toJS(v)); else $B.$delitem(list, s);
        return BT.L.true_;
      }
      case O.SORT: call('sort'); return BT.L.true_;
      case O.REVERSE: call('reverse'); return BT.L.true_;
      case O.ASTUPLE: return BT.toC($B.fast_tuple(list.slice()));
      case O.EXTEND: call('extend', BT.toJS(v)); return BT.L.true_;
    }
    return 0;
  }, 0),
  bt_js_dict_op__deps: ['$BT'],
  bt_js_dict_op: (op, d, k, v) => {
    const $B = BT.$B, b = BT.b;
    try {
      const dict = BT.toJS(d), call = (name, ...a) => $B.$call($B.$getattr(dict, name), ...a);
      const O = BT.DICT_OP;
      switch (op) {
        case O.GET: {   // borrowed get; NULL without error when missing
          const r = call('get', BT.toJS(k), $B.NULL === undefined ? b.None : BT.missing);
          return r === BT.missing ? 0 : BT.borrow(d, r);
        }
        case O.SET: $B.$setitem(dict, BT.toJS(k), BT.keepStored(d, BT.toJS(v))); return BT.L.true_;
        case O.DEL: $B.$delitem(dict, BT.toJS(k)); return BT.L.true_;
        case O.CONTAINS: return $B.$is_member(BT.toJS(k), dict) ? BT.L.true_ : BT.L.false_;
        case O.KEYS: case O.VALUES: case O.ITEMS: {
          const view = call(op === O.KEYS ? 'keys' : op === O.VALUES ? 'values' : 'items');
          return BT.toC($B.$list(Array.from($B.make_js_iterator(view))));
        }
        case O.COPY: return BT.toC(call('copy'));
        case O.CLEAR: call('clear'); return BT.L.true_;
        case O.UPDATE: call('update', BT.toJS(v)); return BT.L.true_;
        case O.SETDEFAULT: return BT.borrow(d, call('setdefault', BT.toJS(k), BT.toJS(v)));
        case O.MERGE_KEEP: {  // merge without overriding existing keys
          const other = BT.toJS(v);
          for (const key of $B.make_js_iterator($B.$call($B.$getattr(other, 'keys')))) {
            if (!$B.$is_member(key, dict)) $B.$setitem(dict, key, $B.$getitem(other, key));
          }
          return BT.L.true_;
        }
        case O.GETREF: {  // new-reference get
          const r = call('get', BT.toJS(k), BT.missing);
          return r === BT.missing ? 0 : BT.toC(r);
        }
        case O.SET_ADD: call('add', BT.toJS(k)); return BT.L.true_;
        case O.SET_DISCARD: {
          const had = $B.$is_member(BT.toJS(k), dict);
          call('discard', BT.toJS(k));
          return had ? BT.L.true_ : BT.L.false_;
        }
        case O.SET_POP: return BT.toC(call('pop'));
        case O.SET_CLEAR: call('clear'); return BT.L.true_;
      }
      return 0;
    } catch (err) { return BT.catchToC(err, 0); }
  },
  // PyDict_Next: position `*pos` indexes a snapshot of the items taken at position 0 and
  // kept with the dict, so the borrowed keys and values stay valid.
  bt_js_dict_next__deps: ['$BT'],
  bt_js_dict_next: (d, posPtr, keyPtr, valuePtr) => BT.guard(() => {
    const pos = HEAP32[posPtr >>> 2], $B = BT.$B;
    let snap = BT.dictSnapshots.get(d);
    if (pos === 0 || !snap) {
      snap = Array.from($B.make_js_iterator($B.$call($B.$getattr(BT.toJS(d), 'items'))));
      BT.dictSnapshots.set(d, snap);
    }
    if (pos >= snap.length) { BT.dictSnapshots.delete(d); return 0; }
    const [k, v] = snap[pos];
    const kp = BT.borrow(d, k), vp = BT.borrow(d, v);   // value first (bridge/README.md, "Heap views")
    HEAPU32[keyPtr >>> 2] = kp;
    HEAPU32[valuePtr >>> 2] = vp;
    HEAP32[posPtr >>> 2] = pos + 1;
    return 1;
  }, -1),

  // Borrowed results kept alive with their container (see BT.borrow).
  bt_js_borrow_item__deps: ['$BT'],
  bt_js_borrow_item: (c, key, kind) => BT.guard(() => {
    const $B = BT.$B, b = BT.b, K = BT.BORROW;
    switch (kind) {
      case K.GETITEM: return BT.borrow(c, $B.$getitem(BT.toJS(c), BT.toJS(key)));
      case K.GETATTR: return BT.borrow(c, $B.$getattr(BT.toJS(c), BT.str(key)));
      case K.STR: {   // the exact str inside a str subclass instance (not its __str__)
        const v = BT.toJS(c);
        return BT.borrow(c, v.$brython_value !== undefined ? v.$brython_value : $B.$call(b.str, v));
      }
      case K.MODULE_DICT: return BT.borrow(c, $B.$getattr(BT.toJS(c), '__dict__'));
      case K.SYS_MODULES: return BT.borrow(0, $B.$getattr($B.imported.sys, 'modules'));
      case K.BUILTINS: return BT.borrow(0, $B.$getattr($B.imported.builtins, '__dict__'));
      case K.SYS_ATTR: return BT.borrow(0, $B.$getattr($B.imported.sys, BT.str(key)));
      case K.METHOD_FUNC: return BT.borrow(c, $B.$getattr(BT.toJS(c), '__func__'));
      case K.METHOD_SELF: return BT.borrow(c, $B.$getattr(BT.toJS(c), '__self__'));
      case K.WEAKREF_TARGET: return BT.borrow(c, $B.$call(BT.toJS(c)));
      case K.FAST_TUPLE: {
        // PySequence_Fast_ITEMS of a list: a tuple snapshot kept with the list, the same one
        // while the items are unchanged (C compares item pointers from separate calls:
        // pybind11's begin() and end()).
        const items = Array.from($B.make_js_iterator(BT.toJS(c)));
        const prev = BT.fastSnapshots.get(c);
        if (prev && prev.items.length === items.length && prev.items.every((x, i) => x === items[i])) return prev.ptr;
        const p = BT.borrow(c, $B.fast_tuple(items));
        BT.fastSnapshots.set(c, { items, ptr: p });
        return p;
      }
      case K.BYTES_SNAPSHOT: return BT.borrow(c, $B.$call(b.bytes, BT.toJS(c)));   // of a bytes-like
      case K.TYPE_LOOKUP: {  // _PyType_Lookup: the MRO's dicts only (no descriptors, no metaclass hooks)
        const name = BT.str(key);
        for (const klass of $B.get_mro(BT.toJS(c))) {
          const v = $B.get_from_dict(klass, name, $B.NULL);
          if (v !== $B.NULL) return BT.borrow(c, v);
        }
        return 0;
      }
    }
    $B.RAISE(b.SystemError, `bridge: bad borrow kind ${kind}`);
  }, 0),

  // Base-class behaviour, bypassing subclass overrides (bridge/src/objects.c: the slots of
  // `type`, `object` and `property` that metaclasses and binding libraries call directly).
  bt_js_base_getattr__deps: ['$BT'],
  bt_js_base_getattr: (o, name, isType) => BT.guard(() => {
    const $B = BT.$B, obj = BT.toJS(o), attr = BT.str(name);
    const r = (isType ? BT.b.type : BT.b.object).tp_getattro(obj, attr);
    if (r === $B.NULL || r === undefined) {
      $B.RAISE_ATTRIBUTE_ERROR(isType ? `type object '${$B.get_name(obj)}' has no attribute '${attr}'`
        : `'${$B.class_name(obj)}' object has no attribute '${attr}'`, obj, attr);
    }
    return BT.toC(r);
  }, 0),
  bt_js_base_setattr__deps: ['$BT'],
  bt_js_base_setattr: (o, name, v, isType) => BT.guard(() => {
    const $B = BT.$B, obj = BT.toJS(o), attr = BT.str(name);
    (isType ? BT.b.type : BT.b.object).tp_setattro(obj, attr, v ? BT.toJS(v) : $B.NULL);
    return 0;
  }, -1),
  bt_js_base_descr__deps: ['$BT'],
  bt_js_base_descr: (self, obj, arg, kind) => BT.guard(() => {
    const $B = BT.$B, p = BT.b.property, d = BT.toJS(self), K = BT.BASE_DESCR;
    if (kind === K.GET) {
      const o = obj && obj !== BT.L.none ? BT.toJS(obj) : $B.NULL;
      return BT.toC(p.tp_descr_get(d, o, arg ? BT.toJS(arg) : BT.b.None));
    }
    p.tp_descr_set(d, BT.toJS(obj), kind === K.SET ? BT.toJS(arg) : $B.NULL);
    return BT.L.none;
  }, 0),
  bt_js_type_call__deps: ['$BT'],
  bt_js_type_call: (c, args, kw) => BT.guard(() => {
    const cls = BT.toJS(c), argv = BT.tupleItems(args);
    if (kw && BT.b.len(BT.toJS(kw)) > 0) argv.push({ $kw: [{}, BT.toJS(kw)] });
    return BT.toC(BT.b.type.tp_call(cls, ...argv));
  }, 0),
};
addToLibrary(BT_OPS);
