// Extension modules: creating module objects for C (PyModule_Create / multi-phase init),
// their PyModuleDef and state, and importing an extension by name from Brython.
// An extension is importable when the loaded wasm module exports PyInit_<last part of its
// name>; BT.registerExtensions adds a ".js" VFS entry per dotted name whose code calls
// BT.importExtension (Brython runs it when the module is first imported).
addToLibrary({
  $BTModules__deps: ['bt_module_init', 'calloc', '$UTF8ToString'],
  $BTModules: {
    // BT.moduleDefs (made by BT.init): module object -> { def, state }
    importModule(name) {
      const $B = BT.$B;
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
  // what: 0 = the state block (allocated zeroed on first request, m_size bytes), 1 = the def.
  bt_js_module_state__deps: ['$BT'],
  bt_js_module_state: (m, what) => {
    const mod = BT.toJS(m), rec = BT.moduleDefs.get(mod);
    if (!rec) return 0;
    if (what === 1) return rec.def;
    if (!rec.state && rec.def) {
      const size = HEAP32[(rec.def + BT.moduleDefSizeOffset) >> 2];
      if (size > 0) rec.state = _calloc(1, size);
    }
    return rec.state;
  },
  bt_js_exception_new: () => 0,
  bt_js_exception_field: () => 0,
  bt_js_getbuffer__deps: ['$BT'],
  bt_js_getbuffer: (o, view, flags) => BT.guard(() => {
    BT.$B.RAISE(BT.b.TypeError, `a bytes-like object is required, not '${BT.$B.class_name(BT.toJS(o))}'`);
  }, -1),
});
