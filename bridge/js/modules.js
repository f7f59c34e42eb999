// Extension modules: creating module objects for C (PyModule_Create / multi-phase init),
// their PyModuleDef and state, and importing an extension by name from Brython.
// An extension is importable when the loaded wasm module exports PyInit_<last part of its
// name>; BT.registerExtensions adds a ".js" VFS entry per dotted name whose code calls
// BT.importExtension (Brython runs it when the module is first imported).
addToLibrary({
  $BTModules__deps: ['bt_module_init', 'calloc', '$UTF8ToString'],
  $BTModules: {
    // BT.moduleDefs (made by BT.init): module object -> { def, state }

    // Buffer format strings live for the whole run (one C string per distinct format).
    internFormat(format) {
      BT.formats = BT.formats || new Map();
      let p = BT.formats.get(format);
      if (!p) { p = BT.cstring(String(format)); BT.formats.set(format, p); }
      return p;
    },
    importModule(name) {
      const $B = BT.$B;
      // sys.modules first, as CPython's import does (`__main__` has no file to find).
      const known = $B.imported[name];
      if (known) return known;
      $B.$import(name, [], {}, {});
      // $import binds the top package; the module itself is in $B.imported.
      const m = $B.imported[name];
      if (!m) $B.RAISE(BT.b.ModuleNotFoundError, `No module named '${name}'`);
      return m;
    },

    // Makes `dotted` importable; `init` is the wasm export PyInit_<last>.
    registerExtension(dotted, init) {
      const $B = BT.$B;
      BT.extensions.set(dotted, init);
      $B.VFS = $B.VFS || {};
      $B.VFS[dotted] = ['.js', `globalThis.__BRYTHON__.bridge.importExtension(${JSON.stringify(dotted)})`, []];
    },

    // Runs the extension's init and installs the module as $B.imported[dotted].
    importExtension(dotted) {
      const $B = BT.$B, init = BT.extensions.get(dotted);
      if (!init) $B.RAISE(BT.b.ImportError, `no extension module '${dotted}' in the loaded bridge`);
      const spec = $B.$call($B.$getattr($B.imported._frozen_importlib || BT.importModule('importlib.machinery'), 'ModuleSpec'), dotted, BT.b.None);
      const specPtr = BT.toC(spec);
      const r = _bt_module_init(init, specPtr);
      _Py_DecRef(specPtr);
      const m = BT.takeResult(r);
      $B.imported[dotted] = m;
      return m;
    },
  },

  bt_js_module_new__deps: ['$BT'],
  bt_js_module_new: (name, def) => BT.guard(() => {
    const $B = BT.$B, n = BT.str(name);
    const m = $B.$call($B.module, n);
    BT.moduleDefs.set(m, { def, state: 0 });
    return BT.toC(m);
  }, 0),
  // what: BT.MODULE_STATE.STATE, the state block (allocated zeroed on first request, m_size
  // bytes), or .DEF, the def.
  bt_js_module_state__deps: ['$BT'],
  bt_js_module_state: (m, what) => {
    const mod = BT.toJS(m), rec = BT.moduleDefs.get(mod);
    if (!rec) return 0;
    if (what === BT.MODULE_STATE.DEF) return rec.def;
    if (!rec.state && rec.def) {
      const size = HEAP32[(rec.def + BT.L.moduledef_size) >>> 2];
      if (size > 0) rec.state = _calloc(1, size);
    }
    return rec.state;
  },
  // The buffer protocol for Brython objects: bytes(obj) gives the contents of anything
  // Brython treats as bytes-like; bytearray, array.array and memoryviews over a writable
  // object are writable (copied back when the buffer is released). The copy is kept with
  // the object until its C object dies, and reused by its next export (misc.c).
  bt_js_getbuffer__deps: ['$BT', 'bt_buffer_fill', 'bt_buffer_data', 'bt_buffer_idle'],
  bt_js_getbuffer: (o, view, flags) => BT.guard(() => {
    const $B = BT.$B, b = BT.b, obj = BT.toJS(o), cls = $B.get_class(obj);
    const isArray = $B.$getattr(obj, 'buffer_info', $B.NULL) !== $B.NULL;
    if (!(cls === b.memoryview || cls === b.bytearray || cls === b.bytes || isArray)) {
      $B.RAISE(b.TypeError, `a bytes-like object is required, not '${$B.class_name(obj)}'`);
    }
    const data = $B.$call(b.bytes, obj).source;
    let writable = cls === b.bytearray || isArray;
    if (cls === b.memoryview) writable = !$B.$getattr(obj, 'readonly');
    if ((flags & 1) && !writable) $B.RAISE(b.BufferError, 'Object is not writable.');   // PyBUF_WRITABLE
    let itemsize = 1, format = 'B';
    if (isArray) { itemsize = $B.$getattr(obj, 'itemsize'); format = $B.$getattr(obj, 'typecode'); }
    else if (cls === b.memoryview) { itemsize = $B.$getattr(obj, 'itemsize'); format = $B.$getattr(obj, 'format'); }
    let copies = BT.bufferCopies.get(o);
    const idle = copies ? copies.find((eb) => _bt_buffer_idle(eb, data.length)) : undefined;
    const eb = _bt_buffer_fill(view, o, data.length, writable ? 1 : 0, itemsize, BT.internFormat(format), flags, idle || 0);
    if (!eb) BT.throwPending();
    if (!idle) {
      if (!copies) { copies = []; BT.bufferCopies.set(o, copies); }
      copies.push(eb);
    }
    HEAPU8.set(data, _bt_buffer_data(eb) >>> 0);
    return 0;
  }, -1),
  // The C buffer exporter a Brython memoryview wraps (a new reference), or 0: a memoryview
  // over a C object exports that object's own memory (misc.c).
  bt_js_memoryview_c_base__deps: ['$BT'],
  bt_js_memoryview_c_base: (o) => BT.guard(() => {
    const $B = BT.$B, mv = BT.toJS(o);
    if ($B.get_class(mv) !== BT.b.memoryview || mv.obj === undefined) return 0;
    return BT.isCBufferClass($B.get_class(mv.obj)) ? BT.toC(mv.obj) : 0;
  }, 0),
  // memoryview(o) for a Brython object whose class defines __buffer__ (PEP 688: pickle's
  // PickleBuffer; overlay 456 makes memoryview() call it), a new reference; 0 without an
  // exception for any other object (bytes-likes export through bt_js_getbuffer).
  bt_js_dunder_buffer__deps: ['$BT'],
  bt_js_dunder_buffer: (o) => BT.guard(() => {
    const $B = BT.$B, b = BT.b, obj = BT.toJS(o), cls = $B.get_class(obj);
    if ($B.$isinstance(obj, [b.bytes, b.bytearray, b.memoryview]) || BT.isCBufferClass(cls) ||
        $B.$getattr(obj, 'buffer_info', $B.NULL) !== $B.NULL ||
        $B.$getattr(cls, '__buffer__', $B.NULL) === $B.NULL) {
      return 0;
    }
    return BT.toC($B.$call(b.memoryview, obj));
  }, 0),
  // A memoryview cast from a C exporter's view (buffers.js): (format, itemsize, shape) of its
  // own layout; 0 (no exception) for any other object.
  bt_js_memoryview_cast__deps: ['$BT'],
  bt_js_memoryview_cast: (o) => BT.guard(() => {
    const $B = BT.$B, mv = BT.toJS(o);
    if (!mv || !mv.$bt_cast) return 0;
    return BT.toC($B.fast_tuple([mv.format, mv.itemsize, $B.fast_tuple(Array.from(mv.shape))]));
  }, 0),
  bt_js_buffer_writeback__deps: ['$BT'],
  bt_js_buffer_writeback: (o, data, len) => {
    try {
      const $B = BT.$B, obj = BT.toJS(o), src = Array.from(HEAPU8.subarray(data >>> 0, (data >>> 0) + len));
      const before = $B.$call(BT.b.bytes, obj).source;
      if (before.length === src.length && before.every((v, i) => v === src[i])) return;   // untouched
      const all = $B.$call(BT.b.slice, BT.b.None, BT.b.None), cls = $B.get_class(obj);
      if (cls === BT.b.bytearray) obj.source = src;
      else if (cls === BT.b.memoryview) $B.$setitem(obj, all, $B.fast_bytes(src));
      else {   // array.array: rebuilt from the bytes with the same typecode
        const fresh = $B.$call($B.$getattr(obj, '__class__'), $B.$getattr(obj, 'typecode'));
        $B.$call($B.$getattr(fresh, 'frombytes'), $B.fast_bytes(src));
        $B.$setitem(obj, all, fresh);
      }
    } catch (err) {
      // PyBuffer_Release cannot fail in CPython: report like an unraisable exception.
      console.error(`bridge: writing a buffer back into ${BT.$B.class_name(BT.toJS(o))} failed: ${err && err.ob_type ? BT.b.str.$factory(err) : err}`);
    }
  },
});
