// The bridge's object tables: how a Brython object becomes a PyObject* for C (toC) and back
// (toJS). Kinds of C objects (bridge/README.md):
//   materialized  int, float, str, bytes, tuple: real structs, converted by value;
//   proxy         any other Brython object: a PyObject header mapped to the JS object;
//   native        an instance of a C type, seen by Brython through a wrapper object that
//                 owns one reference and gives it back when the wrapper is collected.
// Every C object known to the JS side is in `objs` (address -> JS value) until its C
// deallocator calls bt_js_forget. `ptrOf` gives identity: the same live JS object always
// maps to the same address.
addToLibrary({
  $BT__postset: 'Module.bridge = BT;',
  $BT__deps: ['PyCFunction_NewEx', 'bt_type_set_bases', 'bt_type_set_dict', 'bt_type_set_mro', 'bt_type_has_native_layout', 'bt_cfunction_def', 'bt_cfunction_self', 'bt_type_field', 'bt_unicode_utf8', 'bt_init', 'bt_bytes_grown', 'bt_bytes_held', 'bt_malloc_info', 'bt_mark_known', 'bt_slice_new', 'bt_layout', 'bt_long_from_i32', 'bt_long_from_f64', 'bt_long_new_big',
    'bt_float_new', 'bt_unicode_alloc', 'bt_unicode_finish', 'PyTuple_New', 'bt_tuple_alloc', 'bt_bytes_new',
    '_Bt_ProxyNew', 'bt_proxy_free', 'bt_named_proxy_types', 'Py_IncRef', 'Py_DecRef', 'bt_type_mirror_new', 'bt_type_flags',
    'bt_object_type', 'bt_buffer_snapshot', 'bt_buffer_free', 'bt_cmemory_alloc', 'bt_cmemory_readonly', 'PyType_Ready', 'malloc', 'free', '$stringToUTF8', '$lengthBytesUTF8',
    '$UTF8ToString', 'bt_recursion_depth_address', '$stackSave', '$stackRestore', '$BTCodes', '$BTErrors', '$BTCalls', '$BTTypes', '$BTModules', '$BTOps', '$BTBuffers', '$BTFiles', '$BTEnviron', '$BTCollect', '$BTClasses', '$BTAddressMaps'],
  $BT: {
    $B: null,             // __BRYTHON__
    b: null,              // its builtins
    L: null,              // struct offsets ($BTCodes.OFFSETS) and C addresses (bt_layout), set by init
    // Tables, made by init() (Emscripten copies library objects as literals, so Maps
    // cannot be written here):
    //   objs       address -> JS value (proxies, mirrors, materialized-from-JS)
    //   parked     proxy address -> WeakRef(JS object), for proxies C holds no reference to
    //              (see park)
    //   ptrOf      JS object -> address (identity of non-primitive values)
    //   wrappers   native address -> BT.WrapperRef (a WeakRef of the wrapper that knows the address)
    //   instDicts  native address -> instance __dict__ kept while the C object lives
    //   instSlots  native address -> its __slots__ values (a Map; overlay 485), kept while
    //              the C object lives, as instDicts
    //   fastSnapshots list address -> {items, tuple address}: PySequence_Fast_ITEMS reuse
    //   keep       container address -> Map(JS value -> address) for borrowed results
    //   bufferCopies exporter address -> copies of its bytes made for buffer exports (misc.c)
    //   extensions dotted module name -> PyInit function pointer
    objs: null, ptrOf: null, wrappers: null, instDicts: null, instSlots: null, keep: null, extensions: null,
    finalizer: null, parkFinalizer: null,
    wrappersMade: 0,      // wrappers made since start (a count, never decremented)
    wrappersFreed: 0,     // wrappers whose finalizer ran since start
    letGo: 0,             // Brython values C let go of since start (a proxy parked, a freed C
                          // object's __dict__ or __slots__ dropped): what collect.js watches

    // Called by the host once the wasm module is ready: binds to Brython, registers the
    // extension modules linked in, and installs itself as __BRYTHON__.bridge.
    start() {
      if (globalThis.__BRYTHON__ && globalThis.__BRYTHON__.bridge) {
        throw new Error('bridge: a bridge module is already loaded on this page');
      }
      BT.init();
      BT.initOps();
      BT.initBuffers();
      BT.initFiles();
      BT.initEnviron();
      BT.initCollect();
      const table = _bt_init();
      const ptrSize = BT.L.pointer_size;   // _bt_extensions: {name, PyInit} pairs, then zeros
      for (let p = table; HEAPU32[p >>> 2]; p += 2 * ptrSize) {
        BT.registerExtension(UTF8ToString(HEAPU32[p >>> 2]), HEAPU32[(p + ptrSize) >>> 2]);
      }
      BT.$B.bridge = BT;
      BT.installIntrospection();
      BT.installWeakReferences();
      BT.installClassAssignment();
      return BT;
    },

    // `import _brytorch_bridge`: live_counts() -> dict of the JS tables' sizes, for tests
    // that prove lifetimes are flat; memory() -> dict of the wasm heap's size and the JS
    // heap's use (where the host tells), for benchmarks.
    installIntrospection() {
      const $B = BT.$B, m = $B.module.$factory('_brytorch_bridge');
      const add = (name, doc, fn, asDict = true) => {
        const f = function (...args) { return asDict ? $B.dict_from_jsobj(fn(...args)) : fn(...args); };
        Object.assign(f, { ob_type: $B.builtin_function_or_method, ml: { ml_name: name },
          $function_infos: BT.functionInfos('_brytorch_bridge', name, name, doc) });
        $B.module_setattr(m, name, f);
      };
      add('live_counts', 'Sizes of the bridge tables.', () => BT.liveCounts());
      add('wasm_heap_bytes', 'Bytes of the wasm heap now (no collection first).', () => HEAPU8.length, false);
      add('can_collect_now', 'Whether the host lets the bridge free dead wrappers inside running code (bridge/js/collect.js).',
        () => BT.canCollectNow(), false);
      add('collections_now', "The bridge's collections inside running code: how many, and the wrappers they released.",
        () => ({ collections: BT.syncCollections, freed: BT.syncFreed }));
      add('memory', 'memory(collect=True): bytes of the wasm heap and of the JS heap in use (None where unknown), '
        + 'what C holds and how much that grew since the last collection (bridge/src/alloc_meter.c).', (collect) => {
        // Live objects only where the host lets us collect first (node --expose-gc, Chromium
        // with --js-flags=--expose-gc, as our runners start them); else garbage counts too.
        if (collect !== false && typeof globalThis.gc === 'function') globalThis.gc();
        const js = globalThis.process && process.memoryUsage ? process.memoryUsage().heapUsed
          : (globalThis.performance && performance.memory ? performance.memory.usedJSHeapSize : $B.builtins.None);
        return { wasm_heap_bytes: HEAPU8.length, js_heap_bytes: js, c_bytes_held: BT.bytesHeld(), c_bytes_grown: BT.bytesGrown() };
      });
      add('malloc_info', "malloc_info(): dlmalloc's totals in bytes (system: taken from the wasm heap; in_use; free; "
        + 'free_chunks: pieces the free bytes are in; top: free at the end). Walks every chunk: slow with many objects alive.', () => {
        const at = _bt_malloc_info() >>> 3;
        const [system, inUse, free, freeChunks, top] = Array.from(HEAPF64.subarray(at, at + 5));
        return { system, in_use: inUse, free, free_chunks: freeChunks, top };
      });
      add('c_buffer', 'c_buffer(n): n zeroed bytes of linear memory, exported through the buffer protocol '
        + '(memoryview, C code); the mmap module keeps a mapped file in one (bridge/src/memoryview.c).',
        (n) => BT.takeResult(_bt_cmemory_alloc(Number($B.PyNumber_Index(n)))), false);
      add('c_buffer_readonly', 'c_buffer_readonly(buf): the bytes of c_buffer buf, exported read-only.', (buf) => {
        const p = BT.toC(buf);
        try { return BT.takeResult(_bt_cmemory_readonly(p)); } finally { _Py_DecRef(p); }
      }, false);
      $B.imported._brytorch_bridge = m;
    },

    init() {
      const $B = BT.$B = globalThis.__BRYTHON__;
      if (!$B) throw new Error('bridge: Brython must be loaded before the bridge module');
      BT.b = $B.builtins;
      // The other bridge/js files contribute their methods to BT.
      Object.assign(BT, BTCodes, BTErrors, BTCalls, BTTypes, BTModules, BTOps, BTBuffers, BTFiles, BTEnviron, BTCollect, BTClasses);
      BT.recursionDepthAt = _bt_recursion_depth_address();   // read by BT.enterC
      // Wrappers are made by a class constructor, not as object literals: V8 pretenures
      // literals of a site where many survived (as during `import torch`) into the old
      // generation, where only a full collection finds them dead; a page has no gc() to ask
      // for one (docs/memory.md).
      // The instance __dict__ slot is declared in the constructor too (undefined where the
      // object has none): added later, every wrapper grew an out-of-object property store.
      const DICT = $B.DICT;
      BT.NativeWrapper = class NativeWrapper {
        constructor(cls, ptr) { this.ob_type = cls; this.$ptr = ptr; this[DICT] = undefined; this.$bt_known = false; }
      };
      // The wrappers table's weak reference, which is also what the finalizer is handed: the
      // callback knows its registration by identity (the table may hold a newer wrapper of a
      // reused address by then) without an unregister token, which cost ~0.25 us per wrapper
      // in V8 (a weak key table entry); `released` is set when bridge/js/collect.js gave the
      // reference back first.
      BT.WrapperRef = class WrapperRef extends WeakRef {
        constructor(w, ptr) { super(w); this.ptr = ptr; this.released = false; }
      };
      const { AddressMap, AddressOf } = BTAddressMaps;   // bridge/js/address_map.js
      Object.assign(BT, { objs: new AddressMap(), ptrOf: new AddressOf(), wrappers: new AddressMap(),
        instDicts: new AddressMap(), instSlots: new AddressMap(), keep: new AddressMap(), extensions: new Map(), dictSnapshots: new AddressMap(),
        fastSnapshots: new AddressMap(), bufferCopies: new AddressMap(),
        parked: new AddressMap(), parkWatched: new Set(),
        moduleDefs: new WeakMap(), missing: { missing: true },
        utf8Decoder: new TextDecoder('utf-8') });
      // Offsets and sizes are build-time constants ($BTCodes); addresses are read from C.
      const addresses = _bt_layout() >>> 2;
      BT.L = { ...BT.OFFSETS };
      BT.ADDRESS_NAMES.forEach((n, i) => { BT.L[n] = HEAPU32[addresses + i]; });
      // type.__dictoffset__ describes the C layout of type objects, which is ours: C code
      // reads a type's dict through it (Cython's limited-API modules); Brython never does.
      BT.b.type.tp_dictoffset = BT.L.type_dict;
      // A C type is a static type, but Brython builds its class as a heap class (its class
      // machinery depends on that): T.__flags__ answers with the C type's own flags
      // (numpy's add_newdoc tells C types from Python classes by Py_TPFLAGS_HEAPTYPE).
      const flagsOf = (cls) => (cls.$bt_c_flags !== undefined ? cls.$bt_c_flags : cls.tp_flags);
      BT.b.type.tp_funcs.__flags___get = flagsOf;   // what $getattr calls for `type` itself
      $B.set_to_dict(BT.b.type, '__flags__', $B.getset_descriptor.$factory(BT.b.type, '__flags__', [flagsOf, undefined]));
      const b = BT.b, L = BT.L;
      // Static builtin types and singletons: fixed two-way pairs, never forgotten.
      const pairs = [[b.None, L.none], [b.NotImplemented, L.notimpl], [b.Ellipsis, L.ellipsis],
        [b.int, L.long_type], [b.bool, L.bool_type], [b.float, L.float_type], [b.str, L.unicode_type],
        [b.bytes, L.bytes_type], [b.tuple, L.tuple_type], [b.type, L.type_type],
        [b.object, L.object_type], [b.list, L.list_type], [b.dict, L.dict_type], [b.set, L.set_type],
        [b.frozenset, L.frozenset_type], [$B.module, L.module_type], [b.slice, L.slice_type],
        [b.complex, L.complex_type], [b.bytearray, L.bytearray_type], [b.property, L.property_type],
        [$B.get_class(b.None), L.nonetype], [$B.get_class(b.NotImplemented), L.notimpltype],
        [$B.get_class(b.Ellipsis), L.ellipsistype]];
      for (let p = _bt_named_proxy_types(); HEAPU32[p >>> 2]; p += 2 * L.pointer_size) {   // (type, name) pairs
        const name = UTF8ToString(HEAPU32[(p + L.pointer_size) >>> 2]);
        const cls = $B[name] || b[name];   // Brython's own classes, then builtins
        if (cls && cls.tp_name) pairs.push([cls, HEAPU32[p >>> 2]]);
      }
      for (const [obj, ptr] of pairs) { BT.objs.set(ptr, obj); BT.ptrOf.set(obj, ptr); }
      BT.objs.set(L.true_, true);
      BT.objs.set(L.false_, false);
      BT.finalizer = new FinalizationRegistry((ref) => {
        // The wrapper is gone: give back its reference (the C object may live on in C),
        // unless the bridge's own collection did already (collect.js).
        if (ref.released) return;
        const ptr = ref.ptr;
        if (BT.wrappers.get(ptr) === ref) BT.wrappers.delete(ptr);
        BT.wrappersFreed += 1;
        _Py_DecRef(ptr);
      });
      BT.parkFinalizer = new FinalizationRegistry((ptr) => {
        // A parked proxy's Brython object is gone: free its header, unless C took a
        // reference to it again without crossing (then it stays, dead, and toJS says so).
        BT.parkWatched.delete(ptr);
        const ref = BT.parked.get(ptr);
        if (ref === undefined || ref.deref() !== undefined || HEAP32[(ptr + BT.L.ob_refcnt) >>> 2] !== 0) return;
        BT.parked.delete(ptr);
        _bt_proxy_free(ptr);
      });
    },

    // The address of an object C just allocated for us; NULL means C set MemoryError (never
    // write through it: address 0 is the start of the C data).
    allocated(ptr) {
      if (!ptr) BT.throwPending();
      return ptr >>> 0;
    },
    mallocOrRaise(n) {
      const p = _malloc(n);
      if (!p) BT.$B.RAISE(BT.b.MemoryError, `out of memory allocating ${n} bytes`);
      return p >>> 0;
    },

    typeOf(ptr) { return HEAPU32[(ptr + BT.L.ob_type) >>> 2]; },
    incref(ptr) { _Py_IncRef(ptr); return ptr; },

    // A Brython value as a NEW reference to a C object. Fails only when the heap is
    // exhausted: MemoryError (see allocated()).
    toC(v) {
      const b = BT.b, L = BT.L;
      switch (typeof v) {
        case 'boolean': return v ? L.true_ : L.false_;
        case 'number':
          if (Number.isInteger(v)) return BT.allocated((v | 0) === v ? _bt_long_from_i32(v) : _bt_long_from_f64(v));
          return BT.allocated(_bt_float_new(v));   // JS non-integer numbers only appear from JS code
        case 'bigint': return BT.bigToC(v);
        case 'string': return BT.strToC(v);
        case 'undefined': throw new Error('bridge: undefined crossing into C');
      }
      if (v === null || v === BT.$B.NULL) throw new Error('bridge: null crossing into C');
      if (v.$ptr !== undefined) return BT.incref(v.$ptr);          // wrapper of a native object
      const known = BT.ptrOf.get(v);
      if (known !== undefined) {
        if (HEAP32[(known + L.ob_refcnt) >>> 2] === 0) BT.unpark(known, v);   // C takes a parked proxy again
        return BT.incref(known);
      }
      const cls = BT.$B.get_class(v);
      if (cls === b.float) return BT.allocated(_bt_float_new(v.value));
      if (cls === b.str) return BT.strToC(v.valueOf());   // str with surrogate pairs (String object)
      if (cls === b.int) return BT.bigToC(BT.$B.int_value(v));
      if (cls === b.tuple || (cls.tp_flags & BT.$B.TPFLAGS.TUPLE_SUBCLASS)) return BT.tupleToC(v, cls);
      if (cls === b.bytes || (cls.tp_flags & BT.$B.TPFLAGS.BYTES_SUBCLASS) || BT.$B.get_mro(cls).includes(b.bytes)) return BT.bytesToC(v, cls);
      if (cls === b.slice) {
        const p = BT.allocated(_bt_slice_new(BT.toC(v.start), BT.toC(v.stop), BT.toC(v.step)));
        BT.objs.set(p, v); BT.ptrOf.set(v, p);
        return p;
      }
      if (BT.$B.is_type(v)) return BT.mirrorOf(v);
      if (v.$bt_cside) {   // a descriptor of a C type: its C side, immortal (descr.c)
        const p = v.$bt_cside();
        BT.objs.set(p, v); BT.ptrOf.set(v, p);
        return p;
      }
      return BT.newProxy(v, cls);
    },

    bigToC(v) {
      if (v >= -0x20000000000000n && v <= 0x20000000000000n) return BT.allocated(_bt_long_from_f64(Number(v)));
      const ptr = BT.allocated(_bt_long_new_big());
      BT.objs.set(ptr, v);                           // the value lives on the JS side
      return ptr;
    },

    // Whether a Python class or one of its bases declares __slots__ (cached on the class).
    hasSlots(cls) {
      let v = cls.$bt_has_slots;
      if (v === undefined) {
        const $B = BT.$B;
        v = [cls, ...$B.get_mro(cls)].some((k) => (k.tp_flags & $B.TPFLAGS.HEAPTYPE) &&
          $B.get_dict(k) && $B.get_from_dict(k, '__slots__', $B.NULL) !== $B.NULL);
        cls.$bt_has_slots = v;
      }
      return v;
    },

    // Whether instances of Brython class `cls` export a C buffer: a C type says so itself
    // (its slots after PyType_Ready: numpy.bytes_ has none, though numpy.generic has one); a
    // Python class, as its solid base along tp_base (objects.c copies a C base's bf_getbuffer
    // into the mirror; `class B(bytes, np.generic)` is laid out as bytes).
    isCBufferClass(cls) {
      if (!cls) return false;
      let v = cls.$bt_exports_buffer;   // cached on the class: read for every wrapper made
      if (v === undefined) {
        const $B = BT.$B;
        let solid = cls;
        while (solid && solid.$bt_c_flags === undefined && (solid.tp_flags & $B.TPFLAGS.HEAPTYPE) &&
               solid.tp_base && solid.tp_base !== $B.NULL) {
          solid = solid.tp_base;
        }
        v = cls.$bt_exports_buffer = !!(solid && solid.$bt_c_buffer);
      }
      return v;
    },

    // A Python hash as C's Py_hash_t, 32-bit here: folded the way a 32-bit CPython would see
    // it, -1 (C's error value) becoming -2.
    cHash(h) {
      const v = typeof h === 'bigint' ? Number(BigInt.asIntN(32, h))
        : (Number.isSafeInteger(h) ? Number(BigInt.asIntN(32, BigInt(h))) : h | 0);
      return v === -1 ? -2 : v;
    },

    strToC(s) {
      const n = lengthBytesUTF8(s);
      const ptr = BT.allocated(_bt_unicode_alloc(n));
      stringToUTF8(s, HEAPU32[(ptr + BT.L.unicode_utf8) >>> 2], n + 1);
      _bt_unicode_finish(ptr);
      BT.objs.set(ptr, s);                           // toJS gives back the same JS string
      return ptr;
    },

    tupleToC(v, cls) {
      // An instance of a subclass gets its own struct (retyped below), even when empty.
      const n = v.length, ptr = BT.allocated(cls === BT.b.tuple ? _PyTuple_New(n) : _bt_tuple_alloc(n));
      const items = (ptr + BT.L.tuple_items) >>> 2;
      for (let i = 0; i < n; i++) { const p = BT.toC(v[i]); HEAPU32[items + i] = p; }   // value first (bridge/README.md, "Heap views")
      if (cls !== BT.b.tuple) { const t = BT.mirrorOf(cls); HEAPU32[(ptr + BT.L.ob_type) >>> 2] = t; }
      BT.objs.set(ptr, v); BT.ptrOf.set(v, ptr);
      return ptr;
    },

    bytesToC(v, cls) {
      const src = v.source, n = src.length, ptr = BT.allocated(_bt_bytes_new(n));
      HEAPU8.set(src, ptr + BT.L.bytes_sval);
      if (cls !== BT.b.bytes) { const t = BT.mirrorOf(cls); HEAPU32[(ptr + BT.L.ob_type) >>> 2] = t; }
      BT.objs.set(ptr, v); BT.ptrOf.set(v, ptr);
      return ptr;
    },

    newProxy(v, cls) {
      const ptr = BT.allocated(__Bt_ProxyNew(BT.mirrorOf(cls)));
      BT.objs.set(ptr, v); BT.ptrOf.set(v, ptr);
      return ptr;
    },

    // The C type object standing for a Brython class (borrowed: mirrors and static types
    // are immortal). A class made from a C type maps back to that C type.
    mirrorOf(cls) {
      let ptr = BT.ptrOf.get(cls);
      if (ptr !== undefined) return ptr;
      const $B = BT.$B, F = $B.TPFLAGS;
      let base = cls.tp_base && cls.tp_base !== $B.NULL ? BT.mirrorOf(cls.tp_base) : BT.L.object_type;
      const meta = $B.get_class(cls);
      const metaPtr = meta === BT.b.type ? BT.L.type_type : BT.mirrorOf(meta);
      const mro = $B.get_mro(cls) || [];
      // tp_base is the first base in the MRO with a C layout, as CPython's "solid" base
      // (`class P(PyMixin, CType)` makes CType's structs).
      if (!_bt_type_has_native_layout(base)) {
        for (const k of mro.slice(1)) {
          const p = BT.mirrorOf(k);
          if (_bt_type_has_native_layout(p)) { base = p; break; }
        }
      }
      // Subclass flags come from the MRO: C code tests them inline (PyLong_Check...).
      let flags = 0;
      const sub = [[BT.b.int, F.LONG_SUBCLASS], [BT.b.list, F.LIST_SUBCLASS], [BT.b.tuple, F.TUPLE_SUBCLASS],
        [BT.b.bytes, F.BYTES_SUBCLASS], [BT.b.str, F.UNICODE_SUBCLASS], [BT.b.dict, F.DICT_SUBCLASS],
        [BT.b.BaseException, F.BASE_EXC_SUBCLASS], [BT.b.type, F.TYPE_SUBCLASS]];
      for (const [k, f] of sub) if (mro.includes(k)) flags |= f;
      if (cls.tp_flags & F.BASETYPE || cls.tp_flags & F.HEAPTYPE) flags |= F.BASETYPE;
      if (cls.tp_flags & F.HEAPTYPE) flags |= F.HEAPTYPE;
      const name = $B.get_name ? $B.get_name(cls) : cls.tp_name;
      const nameBuf = BT.cstring(String(name));      // owned by the mirror, never freed
      // Which optional protocols the class has (bit i: MIRROR_DUNDERS[i]; BT_MIRROR_PROTOCOLS in C).
      let dunders = 0;
      BT.MIRROR_DUNDERS.forEach((names, i) => {
        if (names.some((n) => $B.search_in_mro(cls, n, $B.NULL) !== $B.NULL)) dunders |= 1 << i;
      });
      ptr = _bt_type_mirror_new(nameBuf, flags >>> 0, base, metaPtr, dunders);
      BT.objs.set(ptr, cls); BT.ptrOf.set(cls, ptr);
      _bt_type_set_dict(ptr, BT.toC($B.get_dict(cls)));   // live, as for C types (types.js)
      const bases = cls.tp_bases;
      if (Array.isArray(bases) && bases.length) _bt_type_set_bases(ptr, BT.toC($B.fast_tuple(bases.slice())));
      // tp_mro too: C metaclasses walk it (torch's _TensorMeta checks a subclass derives
      // from torch.Tensor).
      _bt_type_set_mro(ptr, BT.toC($B.fast_tuple(mro.length ? mro.slice() : [cls])));
      return ptr;
    },

    // UTF-8 bytes at p (n of them, NULs included: Python strings may hold '\0') as a JS string.
    decodeUTF8(p, n) {
      p >>>= 0;
      if (n < 32) {
        let out = '';
        for (let i = 0; i < n; i++) {
          const c = HEAPU8[p + i];
          if (c >= 0x80) return BT.utf8Decoder.decode(HEAPU8.subarray(p, p + n));
          out += String.fromCharCode(c);
        }
        return out;
      }
      return BT.utf8Decoder.decode(HEAPU8.subarray(p, p + n));
    },

    cstring(s) {
      const n = lengthBytesUTF8(s) + 1, p = BT.mallocOrRaise(n);
      stringToUTF8(s, p, n);
      return p;
    },

    // The Brython value for a C object. Does not consume the reference.
    toJS(ptr) {
      ptr >>>= 0;   // unsigned from here on (see AddressMap)
      const v = BT.objs.get(ptr);
      if (v !== undefined) return v;
      const L = BT.L;
      const parked = BT.parked.get(ptr);
      if (parked !== undefined) {   // a proxy C holds no reference to (see park)
        const pv = parked.deref();
        if (pv === undefined) BT.$B.RAISE(BT.b.SystemError, 'bridge: C code used an object after Python freed it');
        if (HEAP32[(ptr + L.ob_refcnt) >>> 2] > 0) BT.unpark(ptr, pv);
        return pv;
      }
      const t = BT.typeOf(ptr);
      if (t === L.long_type) {
        const at = (ptr + L.long_value) >>> 2, lo = HEAPU32[at], hi = HEAP32[at + 1];   // a little-endian int64
        const n = hi * 4294967296 + lo;
        return Number.isSafeInteger(n) ? n : (BigInt(hi) << 32n) + BigInt(lo);
      }
      if (t === L.float_type) return BT.$B.fast_float(HEAPF64[(ptr + L.float_value) >>> 3]);
      if (t === L.unicode_type) {
        const text = _bt_unicode_utf8(ptr);     // made on demand for PyUnicode_New strings
        if (!text) BT.throwPending();
        const s = BT.decodeUTF8(text, HEAPU32[(ptr + L.unicode_utf8_length) >>> 2]);
        BT.objs.set(ptr, s);
        return s;
      }
      if (t === L.tuple_type) return BT.tupleToJS(ptr, null);
      if (t === L.slice_type) {
        const f = (offset) => BT.toJS(HEAPU32[(ptr + offset) >>> 2]);
        const res = BT.$B.$call(BT.b.slice, f(L.slice_start), f(L.slice_stop), f(L.slice_step));
        BT.objs.set(ptr, res); BT.ptrOf.set(res, ptr);
        return res;
      }
      if (t === L.bytes_type) {
        const n = HEAP32[(ptr + L.ob_size) >>> 2], src = Array.from(HEAPU8.subarray(ptr + L.bytes_sval, ptr + L.bytes_sval + n));
        const res = BT.$B.fast_bytes(src);
        BT.objs.set(ptr, res); BT.ptrOf.set(res, ptr);
        return res;
      }
      const cls = BT.classFor(t), facts = BT.nativeFacts(cls, t);
      if (facts.tupleLayout) return BT.tupleToJS(ptr, cls);
      return BT.wrapperOf(ptr, t, cls, facts);
    },

    // A tuple (cls null) or an instance of a C subclass laid out as one (torch.return_types),
    // converted by value.
    tupleToJS(ptr, cls) {
      const L = BT.L, n = HEAP32[(ptr + L.ob_size) >>> 2], items = (ptr + L.tuple_items) >>> 2, arr = new Array(n);
      for (let i = 0; i < n; i++) arr[i] = BT.toJS(HEAPU32[items + i]);
      const res = cls === null ? BT.$B.fast_tuple(arr) : BT.makeTupleSubclass(cls, arr);
      BT.objs.set(ptr, res); BT.ptrOf.set(res, ptr);
      return res;
    },

    // What toJS and wrapperOf read about a C type for every object they convert, found once
    // per class (a C type's flags and dict offset are fixed once it is ready; a type freed
    // and its address reused comes back as another class).
    nativeFacts(cls, t) {
      let f = cls.$bt_native_facts;
      if (f === undefined) {
        const flags = _bt_type_flags(t);
        f = cls.$bt_native_facts = {
          tupleLayout: !!(flags & BT.$B.TPFLAGS.TUPLE_SUBCLASS) && _bt_object_type(t) === BT.L.tuple_type,
          dictOffset: _bt_type_field(t, BT.FIELD.DICTOFFSET),
          mirror: !!(flags & BT.TPFLAGS.MIRROR),   // a Brython subclass of a C type
          cfunction: t === BT.L.cfunction_type,
        };
      }
      return f;
    },

    makeTupleSubclass(cls, arr) {
      const res = BT.$B.fast_tuple(arr);
      res.ob_type = cls;
      return res;
    },

    // The Brython class of C type `t`, making the type ready on first use.
    classFor(t) {
      let cls = BT.objs.get(t);
      if (cls === undefined) {
        if (_PyType_Ready(t) < 0) BT.throwPending();
        cls = BT.objs.get(t);
      }
      return cls;
    },

    // The wrapper of a native object: one per live object, holding one reference.
    wrapperOf(ptr, t, cls, facts) {
      const ref = BT.wrappers.get(ptr);
      const live = ref && ref.deref();
      if (live) return live;
      let w;
      if (facts.cfunction) {
        // A C function: a JS function Brython calls directly (no __call__ lookup), whose
        // class (bridge/src/cfunction.c) answers __name__, __doc__, __self__...
        const def = _bt_cfunction_def(ptr), self = _bt_cfunction_self(ptr);
        const name = UTF8ToString(HEAPU32[def >>> 2]);
        w = function (...args) { return BT.callDef(def, self, args, name); };
        w.ob_type = cls;
        w.$ptr = ptr;
        w.$infos = { __name__: name };
      } else {
        w = new BT.NativeWrapper(cls, ptr);
        BT.addBuiltinValueFields(w, cls, t, ptr);
      }
      // The JS side keeps per-object state (the wrapper map, a Python subclass instance's
      // __dict__): PyObject_Free tells us when the object dies (bt_mark_known).
      const known = _bt_mark_known(ptr);
      if (known) w.$bt_known = true;   // weak references to it follow the C object (installWeakReferences)
      // A C type with tp_dictoffset keeps the instance __dict__ in its struct (C can read it
      // with _PyObject_GetDictPtr); the object owns that reference (its dealloc clears it).
      const dictOffset = facts.dictOffset;
      if (dictOffset > 0) {
        const slot = (ptr + dictOffset) >>> 2;
        if (!HEAPU32[slot]) { const d = BT.toC(BT.$B.empty_dict()); HEAPU32[slot] = d; }
        w[BT.$B.DICT] = BT.toJS(HEAPU32[slot]);
      } else if (known && facts.mirror) {
        // A Brython subclass of a C type: its attributes must survive the wrapper.
        let d = BT.instDicts.get(ptr);
        if (!d) {
          d = BT.$B.empty_dict();
          BT.instDicts.set(ptr, d);
        }
        w[BT.$B.DICT] = d;
        // Its __slots__ values too (overlay 485: they live in a store, not on the wrapper).
        if (BT.hasSlots(cls)) {
          let slots = BT.instSlots.get(ptr);
          if (!slots) { slots = new Map(); BT.instSlots.set(ptr, slots); }
          BT.$B.slot_store_attach(w, slots);
        }
      }
      // Brython's memoryview reads `obj.source` (a bytes-like object's JS array of bytes);
      // a C subclass of bytes (numpy.bytes_) already has its bytes there.
      if (BT.isCBufferClass(cls) && !Object.hasOwn(w, 'source')) {
        Object.defineProperty(w, 'source', { get: () => BT.takeResult(_bt_buffer_snapshot(ptr)).source });
      }
      const weak = new BT.WrapperRef(w, ptr);
      BT.wrappers.set(ptr, weak);
      BT.finalizer.register(w, weak);
      BT.wrappersMade += 1;   // the host's scheduler collects after many (web/runtime/scheduler.js)
      _Py_IncRef(ptr);
      return w;
    },

    // A C subclass of float or complex (numpy.float64, numpy.complex128) keeps its value in
    // its struct, laid out as CPython's float / complex; Brython's float and complex methods
    // read JS fields (`value`; `real` and `imag`). The wrapper gets those fields, read live
    // from the struct. Which builtin a class derives from is found once per class.
    addBuiltinValueFields(w, cls, t, ptr) {
      if (cls.$bt_value_layout === undefined) {
        const mro = BT.$B.get_mro(cls) || [];
        cls.$bt_value_layout = t === BT.L.float_type || t === BT.L.complex_type ? null
          : mro.includes(BT.b.float) ? 'float' : mro.includes(BT.b.complex) ? 'complex'
          : mro.includes(BT.b.str) ? 'str' : t !== BT.L.bytes_type && mro.includes(BT.b.bytes) ? 'bytes' : null;
      }
      if (cls.$bt_value_layout === 'bytes') {
        // Brython's bytes methods read `source` (a JS array of the bytes); a C subclass
        // instance (numpy.bytes_) has bytes' layout: ob_size, then the bytes at ob_sval.
        let bytes;
        Object.defineProperty(w, 'source', { get: () => (bytes ??= Array.from(HEAPU8.subarray(
          ptr + BT.L.bytes_sval, ptr + BT.L.bytes_sval + HEAP32[(ptr + BT.L.ob_size) >>> 2]))) });
      } else if (cls.$bt_value_layout === 'str') {
        // Brython's str methods read a subclass instance's text from $brython_value; a C
        // subclass instance (numpy.str_) holds it as UTF-8 in its str struct (immutable), read
        // to its stored length: the text may hold NUL characters ('345 \0 ').
        // $B.String marks characters past U+FFFF (len() counts code points).
        let text;
        Object.defineProperty(w, '$brython_value', {
          get: () => {
            if (text === undefined) {
              const utf8 = _bt_unicode_utf8(ptr);
              if (!utf8) BT.throwPending();
              text = BT.$B.String(BT.decodeUTF8(utf8, HEAPU32[(ptr + BT.L.unicode_utf8_length) >>> 2]));
            }
            return text;
          } });
      } else if (cls.$bt_value_layout === 'float') {
        const at = ptr + BT.L.float_value;
        // No valueOf, as Brython's own float subclass instances ({ob_type, value}): with one,
        // $B.rich_comp compared np.float64(1) == 1.0 as two JS numbers (a Python bool, not
        // numpy's np.bool_ from its own tp_richcompare).
        Object.defineProperty(w, 'value', { get: () => HEAPF64[at >>> 3] });
      } else if (cls.$bt_value_layout === 'complex') {
        const re = ptr + BT.L.complex_real, im = ptr + BT.L.complex_imag;
        Object.defineProperty(w, 'real', { get: () => BT.$B.fast_float(HEAPF64[re >>> 3]) });
        Object.defineProperty(w, 'imag', { get: () => BT.$B.fast_float(HEAPF64[im >>> 3]) });
      }
    },

    // A result handed to Brython: converts and releases the C reference (a new reference
    // returned by C code). NULL means the C code failed: raise its exception.
    takeResult(ptr) {
      if (!ptr) BT.throwPending();
      const v = BT.toJS(ptr);
      _Py_DecRef(ptr);
      return v;
    },

    // A proxy's count reached 0 (bt_js_park; 1 = parked, 0 = free it now). CPython lets C
    // keep using a pointer it holds no reference to while something else keeps the object
    // alive (c10's PyHandleCache holds `torch.ops.aten.add.Tensor` so), and gives the same
    // object the same address: so the header stays, mapped weakly, until the Brython object
    // is collected (parkFinalizer). Its borrowed results (keep) are released.
    park(ptr) {
      ptr >>>= 0;
      if (ptr === BT.temporary) return 0;
      const v = BT.objs.get(ptr);
      if (v === undefined || v === null || (typeof v !== 'object' && typeof v !== 'function')) return 0;
      BT.objs.delete(ptr);
      BT.parked.set(ptr, new WeakRef(v));
      BT.letGo += 1;
      if (!BT.parkWatched.has(ptr)) {   // once per header: it maps to one object for life
        BT.parkWatched.add(ptr);
        BT.parkFinalizer.register(v, ptr);
      }
      BT.dropContentCopies(ptr);
      BT.releaseBorrowed(ptr);
      return 1;
    },
    // Releases a proxy of an object the bridge made for one C call (a kwargs dict): no one
    // else can hold it, so at 0 it is freed at once rather than parked.
    temporary: 0,
    dropTemporary(ptr) {
      BT.temporary = ptr >>> 0;
      try { _Py_DecRef(ptr); } finally { BT.temporary = 0; }
    },
    unpark(ptr, v) {
      if (BT.parked.delete(ptr)) BT.objs.set(ptr, v);
    },

    // Copies of an object's contents made for C (PySequence_Fast items, buffer exports):
    // stale once no C code holds the object.
    dropContentCopies(ptr) {
      BT.fastSnapshots.delete(ptr);
      const copies = BT.bufferCopies.get(ptr);
      if (copies) {
        BT.bufferCopies.delete(ptr);
        for (const eb of copies) _bt_buffer_free(eb);
      }
    },

    // Called by C deallocators (bt_js_forget).
    forget(ptr) {
      ptr >>>= 0;
      const v = BT.objs.get(ptr);
      if (v !== undefined) {
        BT.objs.delete(ptr);
        if (typeof v === 'object' || typeof v === 'function') {
          if (BT.ptrOf.get(v) === ptr) BT.ptrOf.delete(v);
        }
      }
      BT.wrappers.delete(ptr);
      if (BT.instDicts.delete(ptr)) BT.letGo += 1;
      // Tables most programs never fill: their lookups skipped (one per freed tensor).
      if (BT.instSlots.size !== 0 && BT.instSlots.delete(ptr)) BT.letGo += 1;
      if (BT.fastSnapshots.size !== 0 || BT.bufferCopies.size !== 0) BT.dropContentCopies(ptr);
      if (BT.keep.size !== 0) BT.releaseBorrowed(ptr);
      // Python weak references to it die now (overlay 424), their callbacks run as CPython
      // runs them from the deallocator, with the error indicator C may have set kept aside.
      const weakDied = BT.$B.brytorchWeakAddressDied;
      const weakCalls = weakDied === undefined ? undefined : weakDied(ptr);
      if (weakCalls !== undefined) BT.withErrorIndicatorSaved(() => BT.$B.brytorchWeakRunCallbacks(weakCalls));
    },

    // Runs fn (Python code called from inside C, such as weak reference callbacks from a
    // deallocator) with C's error indicator set aside: the indicator's exception (a reference
    // it owned) is taken out before and put back after, owned by the indicator again; an
    // exception fn's code left in the indicator is dropped (its reference released), as
    // CPython does around the callbacks a deallocator runs.
    withErrorIndicatorSaved(fn) {
      const saved = __Bt_Err_Take();
      try {
        return fn();
      } finally {
        const stale = __Bt_Err_Take();
        if (stale) _Py_DecRef(stale);
        if (saved) __Bt_Err_SetRaised(saved);
      }
    },

    // Python weak references to objects of C extensions (overlay 424) follow the C object,
    // not its wrapper: a wrapper may die while C keeps the object (a tensor autograd saved),
    // and the object comes back through a new wrapper. They die when C frees it (forget).
    installWeakReferences() {
      BT.$B.brytorchWeakNative = {
        // The address of a native object the bridge is told about when it is freed.
        addressOf: (obj) => (obj.$ptr !== undefined && (obj.$bt_known || _bt_mark_known(obj.$ptr)) ? obj.$ptr >>> 0 : undefined),
        // The object at a live address (a new wrapper if its last one died); None while it
        // is being deallocated.
        objectAt: (ptr) => (HEAP32[(ptr + BT.L.ob_refcnt) >>> 2] > 0 ? BT.toJS(ptr) : BT.b.None),
      };
      // sys.getrefcount of a native object (overlay 503): the references C holds, the
      // wrapper's one standing for all of Python's.
      BT.$B.brytorchNativeRefcount = (obj) => HEAP32[(obj.$ptr + BT.L.ob_refcnt) >>> 2];
    },

    // Borrowed results of container `ptr` (borrow) are released when no C code holds the
    // container any more: C may not use an item borrowed from a container it dropped.
    releaseBorrowed(ptr) {
      const kept = BT.keep.get(ptr);
      if (kept) {
        BT.keep.delete(ptr);
        for (const p of kept.values()) _Py_DecRef(p);
      }
    },

    // A borrowed reference to `value`, valid while `container` (a C object) lives. One C
    // object per value and container: the same value borrowed again (one float object under
    // three keys of a kwargs dict) is the same address, which the keep reference holds alive;
    // dropping the first for a second made C read a freed object (torch.nan_to_num(x,
    // nan=v, posinf=v) with one `v`).
    borrow(containerPtr, value) {
      let kept = BT.keep.get(containerPtr);
      if (!kept) { kept = new Map(); BT.keep.set(containerPtr, kept); }
      const old = kept.get(value);
      if (old !== undefined) return old;
      const p = BT.toC(value);
      kept.set(value, p);
      return p;
    },

    // Counts tests read to prove lifetimes are flat.
    heapBytes() { return HEAPU8.length; },   // the wasm heap's size (it only grows)
    // Growth of the memory C holds since the last collection, and what it holds (bridge/src/alloc_meter.c).
    bytesGrown() { return _bt_bytes_grown(); },
    bytesHeld() { return _bt_bytes_held(); },

    liveCounts() {
      return { objs: BT.objs.size, wrappers: BT.wrappers.size, keep: BT.keep.size,
        instDicts: BT.instDicts.size, parked: BT.parked.size };
    },
  },

  bt_js_forget__deps: ['$BT'],
  bt_js_forget: (ptr) => BT.forget(ptr),
  bt_js_park__deps: ['$BT'],
  bt_js_park: (ptr) => BT.park(ptr),
  bt_js_dict_slot_changed__deps: ['$BT'],
  bt_js_dict_slot_changed: (ptr) => {
    const w = BT.wrappers.get(ptr)?.deref();
    if (w) w[BT.$B.DICT] = BT.toJS(HEAPU32[(ptr + _bt_type_field(BT.typeOf(ptr), BT.FIELD.DICTOFFSET)) >>> 2]);
  },
});
