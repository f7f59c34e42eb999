// Brython -> C calls: the Brython objects that stand for C functions and methods
// (builtin_function_or_method, method_descriptor, classmethod_descriptor) call into C
// through BT.callDef, which passes a materialized args tuple and a kwargs dict to the
// PyMethodDef's calling convention (bridge/src/call.c).
addToLibrary({
  $BTCalls__deps: ['PyTuple_New', 'bt_call_method_def', 'Py_DecRef', '$UTF8ToString'],
  $BTCalls: {
    // A PyMethodDef's fields (offsets: BT.L, generated from bridge/include).
    readDef(def) {
      const L = BT.L, doc = HEAPU32[(def + L.methoddef_doc) >>> 2];
      return { name: UTF8ToString(HEAPU32[(def + L.methoddef_name) >>> 2]),
        flags: HEAP32[(def + L.methoddef_flags) >>> 2], doc: doc ? UTF8ToString(doc) : null };
    },

    // A new args tuple from Brython positional args (new reference).
    argsTuple(args, n) {
      const t = BT.allocated(_PyTuple_New(n)), items = (t + BT.L.tuple_items) >>> 2;
      for (let i = 0; i < n; i++) { const p = BT.toC(args[i]); HEAPU32[items + i] = p; }   // value first (bridge/README.md, "Heap views")
      return t;
    },

    // Items of a C tuple as Brython values.
    tupleItems(t) {
      const n = HEAP32[(t + BT.L.ob_size) >>> 2], items = (t + BT.L.tuple_items) >>> 2, out = new Array(n);
      for (let i = 0; i < n; i++) out[i] = BT.toJS(HEAPU32[items + i]);
      return out;
    },

    // Splits Brython call arguments into positional args and a kwargs dict (C new ref or 0).
    splitKw(args, fname) {
      const last = args.length ? args[args.length - 1] : null;
      if (!last || !last.$kw) return [args.length, 0];
      const kw = BT.$B.parse_kwargs(last.$kw, fname);
      const keys = Object.keys(kw);
      return [args.length - 1, keys.length ? BT.toC(BT.$B.dict_from_jsobj(kw)) : 0];
    },

    // Calls PyMethodDef `def` with C self `self` (borrowed) and Brython arguments.
    callDef(def, self, args, fname) {
      const [n, kw] = BT.splitKw(args, fname);
      const tuple = BT.argsTuple(args, n);
      let r;
      try {
        r = BT.enterC(() => _bt_call_method_def(def, self, tuple, kw));
      } finally {
        _Py_DecRef(tuple);
        if (kw) BT.dropTemporary(kw);
      }
      return BT.takeResult(r);
    },

    // Function-attribute record Brython reads for __name__/__qualname__/__doc__, and for
    // __code__/__defaults__ (inspect, pydoc): the signature of `f(*args, **kwargs)`.
    functionInfos(module, name, qualname, doc) {
      const fa = BT.$B.func_attrs, infos = [], None = BT.b.None;
      infos[fa.__module__] = module;
      infos[fa.__name__] = name;
      infos[fa.__qualname__] = qualname;
      infos[fa.__file__] = '<C>';
      infos[fa.__defaults__] = None;
      infos[fa.__kwdefaults__] = None;
      infos[fa.__doc__] = doc === null ? None : doc;
      infos[fa.arg_names] = [];
      infos[fa.args_vararg] = 'args';
      infos[fa.args_kwarg] = 'kwargs';
      infos[fa.positional_length] = 0;
      infos[fa.lineno] = 1;
      infos[fa.flags] = 4 | 8;              // CO_VARARGS | CO_VARKEYWORDS
      infos[fa.free_vars] = [];
      infos[fa.kwonlyargs_length] = 0;
      infos[fa.posonlyargs_length] = 0;
      infos[fa.varnames] = ['args', 'kwargs'];
      return infos;
    },

    // A builtin_function_or_method calling `def` with `self` (a C pointer, borrowed by
    // the function for its lifetime: the caller keeps it alive).
    makeBuiltin(def, selfPtr, selfObj, moduleName) {
      const d = BT.readDef(def);
      const f = function (...args) { return BT.callDef(def, selfPtr, args, d.name); };
      Object.assign(f, { ob_type: BT.$B.builtin_function_or_method, ml: { ml_name: d.name, ml_doc: d.doc },
        $function_infos: BT.functionInfos(moduleName, d.name, d.name, d.doc) });
      if (selfObj !== undefined && !(selfObj && selfObj.ob_type === BT.$B.module)) f.m_self = selfObj;
      f.m_module = moduleName;
      return f;
    },
  },

  // See bt_internal.h: C function pointers called through JS tolerate missing parameters.
  bt_js_call_loose2__deps: ['$getWasmTableEntry'],
  bt_js_call_loose2: (fn, a, b) => getWasmTableEntry(fn)(a, b),
  bt_js_call_loose3__deps: ['$getWasmTableEntry'],
  bt_js_call_loose3: (fn, a, b, c) => getWasmTableEntry(fn)(a, b, c),
  bt_js_wasm_arity__deps: ['$getWasmTableEntry'],
  bt_js_wasm_arity: (fn) => getWasmTableEntry(fn).length,

  // Method descriptors for PyDescr_NewMethod / PyDescr_NewClassMethod (bridge/src/misc.c).
  bt_js_cfunction_new__deps: ['$BT'],
  bt_js_cfunction_new: (def, t, module, kind) => BT.guard(() => BT.toC(BT.makeMethodDescriptor(def, t, BT.classFor(t), kind)), 0),
});
