// C types as Brython classes. PyType_Ready (bridge/src/typeobject.c) calls bt_js_type_ready,
// which builds the class: tp_methods become method descriptors, tp_members and tp_getset
// become getset descriptors, and every slot the type defines itself becomes the matching
// dunder calling bt_slot_call. Instances are native: see BT.wrapperOf (objects.js).
// Slot numbers, type fields and struct layouts: BT.SL, BT.FIELD, BT.L ($BTCodes, generated
// from bridge/src/bt_codes.h).
addToLibrary({
  $BTTypes__deps: ['bt_descr_twin', 'bt_type_field', 'bt_type_own_slots', 'bt_slot_call',
    'bt_member_get', 'bt_member_set', 'bt_getset_get', 'bt_getset_set', 'PyType_IsSubtype',
    'Py_DecRef', 'malloc', 'free', '$UTF8ToString', 'PyTuple_New'],
  $BTTypes: {
    keepAlive: 0,   // container address for references kept for the whole run

    // The C pointer of `obj` as `self` for a method of C type `t` (borrowed), or a TypeError.
    selfPtr(obj, t, what) {
      let p = obj === undefined || obj === null ? undefined : obj.$ptr;
      if (p === undefined && obj !== undefined && obj !== null) {
        if (BT.$B.is_type(obj)) p = BT.mirrorOf(obj);
        // An instance Brython made of a C type deriving from a Brython builtin (property,
        // exceptions...): a proxy, referenced until the current task ends.
        else if (BT.ptrOf.get(BT.$B.get_class(obj)) !== undefined) p = BT.tempRef(obj);
      }
      if (p !== undefined && (BT.typeOf(p) === t || _PyType_IsSubtype(BT.typeOf(p), t))) return p;
      const tname = UTF8ToString(_bt_type_field(t, BT.FIELD.NAME));
      BT.$B.RAISE(BT.b.TypeError, `descriptor '${what}' for '${tname}' objects doesn't apply to a '${obj === undefined ? 'nothing' : BT.$B.class_name(obj)}' object`);
    },

    // A C reference to `obj` for the rest of the current task (released in a microtask).
    tempRef(obj) {
      const p = BT.toC(obj);
      if (!BT.pendingDecrefs) BT.pendingDecrefs = [];
      if (BT.pendingDecrefs.push(p) === 1) {
        queueMicrotask(() => { const ps = BT.pendingDecrefs; BT.pendingDecrefs = []; for (const q of ps) _Py_DecRef(q); });
      }
      return p;
    },

    slot(t, slot, self, a, b) {
      return BT.takeResult(BT.enterC(() => _bt_slot_call(t, slot, self, a || 0, b || 0)));
    },

    // Runs a C entry point. Nothing unwinds through wasm frames by design (errors.js), but a
    // wasm trap or an escaping C++ exception does, and the frames it skips never restore the
    // C stack pointer or leave the recursion levels they entered: both are put back as they
    // were at this entry, so that a C caller of a nested call that faulted carries on. A trap
    // becomes SystemError (CPython would crash) and drops a half-set error indicator; a C++
    // exception becomes SystemError with its message.
    enterC(fn) {
      if (BT.dead) throw BT.$B.$call(BT.b.SystemError, BT.dead);
      const sp = stackSave(), depth = HEAP32[BT.recursionDepthAt >>> 2];
      try {
        return fn();
      } catch (err) {
        stackRestore(sp);
        HEAP32[BT.recursionDepthAt >>> 2] = depth;
        if (err instanceof WebAssembly.Exception) throw BT.cppExceptionToPython(err);
        if (err instanceof WebAssembly.RuntimeError) throw BT.trapToPython(err);
        throw err;
      }
    },

    // Calls a slot with Brython arguments converted to temporary C references.
    slotJS(t, slot, self, ...jsArgs) {
      const ptrs = jsArgs.map((v) => BT.toC(v));
      try {
        return BT.takeResult(BT.enterC(() => _bt_slot_call(t, slot, self, ptrs[0] || 0, ptrs[1] || 0)));
      } finally {
        for (const p of ptrs) _Py_DecRef(p);
      }
    },

    makeMethodDescriptor(def, t, cls, kind) {
      const d = BT.readDef(def), $B = BT.$B;
      if (kind === BT.CFUNCTION.CLASSMETHOD || (d.flags & BT.METH.CLASS)) {
        return BT.withCSide({ ob_type: $B.classmethod_descriptor, d_name: d.name, d_type: cls,
          d_method: Object.assign(function (klass, ...args) {
            const k = BT.toC(klass);
            try { return BT.callDef(def, k, args, d.name); } finally { _Py_DecRef(k); }
          }, { ml_flags: d.flags }) }, BT.DESCR.CLASSMETHOD, def, t, d.name, BT.L.methoddef_doc);
      }
      if (d.flags & BT.METH.STATIC) {
        // A real C function object (as CPython makes), so C code handed the function finds
        // its PyMethodDef (torch's _add_docstr). Owned by the class for the whole run.
        const p = _PyCFunction_NewEx(def, 0, 0);
        if (!p) throw new Error(`bridge: cannot make static method ${d.name}`);
        return $B.$call(BT.b.staticmethod, BT.toJS(p));
      }
      const method = function (self, ...args) {
        return BT.callDef(def, BT.selfPtr(self, t, d.name), args, d.name);
      };
      method.$function_infos = BT.functionInfos(BT.b.None, d.name, d.name, d.doc);
      return BT.withCSide({ ob_type: $B.method_descriptor, method, d_name: d.name, d_type: cls }, BT.DESCR.METHOD, def, t, d.name, BT.L.methoddef_doc);
    },

    // What Brython hands a descriptor's setter for `del obj.attr` ($B.NULL; undefined from
    // older call sites): C's setter then gets NULL, as CPython's tp_setattro passes it.
    isDeletion(v) { return v === undefined || v === BT.$B.NULL; },

    getsetDescriptor(cls, name, getter, setter, doc) {
      return { ob_type: BT.$B.getset_descriptor, __doc__: doc ?? BT.b.None, d_type: cls, d_name: name,
        getter, setter: setter || BT.b.None };
    },

    // Gives a descriptor its C side (bridge/src/descr.c), made when it first crosses into
    // C, and a __doc__ read live from the C definition (C code may set the docstring later,
    // as torch's _add_docstr does). docOffset: where the doc pointer sits in the definition.
    withCSide(dsc, kind, def, t, name, docOffset) {
      Object.defineProperty(dsc, '__doc__', {
        get() { const p = HEAPU32[(def + docOffset) >>> 2]; return p ? UTF8ToString(p) : BT.b.None; },
        enumerable: true, configurable: true,
      });
      dsc.$bt_cside = () => _bt_descr_twin(kind, def, t, BT.cstring(name));
      return dsc;
    },

    // Builds the Brython class of C type `t` and registers it (objs / ptrOf).
    makeClass(t) {
      const $B = BT.$B, b = BT.b, L = BT.L, F = BT.FIELD, field = (i) => _bt_type_field(t, i);
      const fullName = UTF8ToString(field(F.NAME));
      const dot = fullName.lastIndexOf('.');
      const module = dot >= 0 ? fullName.slice(0, dot) : 'builtins';
      const name = dot >= 0 ? fullName.slice(dot + 1) : fullName;
      // Bases: tp_bases if set, else tp_base.
      let bases;
      const basesTuple = field(F.BASES);
      if (basesTuple) bases = BT.tupleItems(basesTuple);
      else {
        const base = field(F.BASE);
        bases = base ? [BT.toJS(base)] : [];
      }
      // C functions are instances of CPython's builtins.builtin_function_or_method, the class
      // of len: the mirror of PyCFunction_Type (whose getters read the C struct) derives from
      // Brython's, so isinstance(f, types.BuiltinFunctionType) and inspect.isbuiltin(f) hold
      // (doctest's finders and torch's test generators select functions with them).
      if (t === BT.L.cfunction_type) bases = [$B.builtin_function_or_method];
      // Descriptors named like class attributes that type() reads from the namespace
      // (__qualname__, __doc__...) go in after the class exists.
      const late = [], CLASS_NAMES = ['__qualname__', '__doc__', '__module__', '__name__'];
      const dict = $B.empty_dict(), put = (k, v) => $B.$setitem(dict, k, v);
      const set = (k, v) => (CLASS_NAMES.includes(k) && v && v.ob_type === $B.getset_descriptor ? late.push([k, v]) : put(k, v));
      // Members and getsets do not replace a method of the same name: PyType_Ready adds
      // methods, then members, then getsets, each only where the name is still free
      // (THPVariable has both a method and a getset `is_complex`; the method is the API).
      const setDefault = (k, v) => {
        if (!CLASS_NAMES.includes(k) && $B.str_dict_get(dict, k, $B.NULL) !== $B.NULL) return false;
        set(k, v);
        return true;
      };
      set('__module__', module);
      const qualname = field(F.QUALNAME);
      set('__qualname__', qualname ? BT.toJS(qualname) : name);
      const docPtr = field(F.DOC);
      set('__doc__', docPtr ? UTF8ToString(docPtr) : b.None);
      // A placeholder class object so descriptors can name their owner; patched below.
      const owner = { tp_name: name };
      const descrs = [];

      for (let def = field(F.METHODS); def && HEAPU32[(def + L.methoddef_name) >>> 2]; def += L.methoddef_size) {
        const dsc = BT.makeMethodDescriptor(def, t, owner, BT.CFUNCTION.BY_FLAGS);
        set(UTF8ToString(HEAPU32[(def + L.methoddef_name) >>> 2]), dsc);
        descrs.push(dsc);
      }
      for (let m = field(F.MEMBERS); m && HEAPU32[(m + L.memberdef_name) >>> 2]; m += L.memberdef_size) {
        const mname = UTF8ToString(HEAPU32[(m + L.memberdef_name) >>> 2]);
        if (mname === '__dictoffset__' || mname === '__weaklistoffset__' || mname === '__vectorcalloffset__') continue;
        const readonly = HEAP32[(m + L.memberdef_flags) >>> 2] & BT.MEMBER_FLAGS.READONLY;
        const dsc = BT.withCSide(BT.getsetDescriptor(owner, mname,
          (obj) => BT.takeResult(_bt_member_get(m, BT.selfPtr(obj, t, mname))),
          readonly ? null : (obj, v) => {
            const vp = BT.isDeletion(v) ? 0 : BT.toC(v);   // del obj.attr: the setter gets NULL
            const r = _bt_member_set(m, BT.selfPtr(obj, t, mname), vp);
            if (vp) _Py_DecRef(vp);
            if (r < 0) BT.throwPending();
            return BT.b.None;   // what descriptor.__set__ / __delete__ return, as in CPython
          }, null), BT.DESCR.MEMBER, m, t, mname, L.memberdef_doc);
        if (setDefault(mname, dsc)) descrs.push(dsc);
      }
      for (let g = field(F.GETSET); g && HEAPU32[(g + L.getsetdef_name) >>> 2]; g += L.getsetdef_size) {
        const gname = UTF8ToString(HEAPU32[(g + L.getsetdef_name) >>> 2]);
        const dsc = BT.withCSide(BT.getsetDescriptor(owner, gname,
          (obj) => BT.takeResult(_bt_getset_get(g, BT.selfPtr(obj, t, gname))),
          HEAPU32[(g + L.getsetdef_set) >>> 2] ? (obj, v) => {
            const vp = BT.isDeletion(v) ? 0 : BT.toC(v);   // del obj.attr: the setter gets NULL
            const r = _bt_getset_set(g, BT.selfPtr(obj, t, gname), vp);
            if (vp) _Py_DecRef(vp);
            if (r < 0) BT.throwPending();
            return BT.b.None;   // what descriptor.__set__ / __delete__ return, as in CPython
          } : null, null), BT.DESCR.GETSET, g, t, gname, L.getsetdef_doc);
        if (setDefault(gname, dsc)) descrs.push(dsc);
      }
      BT.addSlotDunders(t, set, name, owner, descrs);

      // Py_TPFLAGS_BASETYPE only limits subclassing from Python: a C type may derive from a
      // C base without it (numpy's character scalar from numpy.flexible), as PyType_Ready
      // allows. Brython's type() checks the flag, so the C bases carry it during the call.
      // (dict becomes the class's namespace: note now whether the C type defines __dict__)
      const ownDictDescr = $B.str_dict_get(dict, '__dict__', $B.NULL) !== $B.NULL || late.some(([k]) => k === '__dict__');
      // Brython's type() wraps a __class_getitem__ that is not a classmethod in one; a C
      // METH_CLASS method is already bound to the class (numpy's np.integer[Any]).
      const classGetitem = $B.str_dict_get(dict, '__class_getitem__', $B.NULL);
      const finalBases = bases.filter((k) => k && k.tp_flags !== undefined && BT.ptrOf.get(k) !== undefined &&
        !(k.tp_flags & $B.TPFLAGS.BASETYPE));
      if (bases[0] === $B.builtin_function_or_method) finalBases.push(bases[0]);
      for (const k of finalBases) k.tp_flags |= $B.TPFLAGS.BASETYPE;
      let cls;
      try {
        // type.tp_new, not type(): PyType_Ready never runs the metaclass's __init__ (numpy's
        // DTypeMeta refuses one for its own C dtype classes).
        // With the C type's own metatype, so Brython does not hand the work to the bases'
        // metaclass's __new__ either.
        const metaPtr = field(F.METATYPE);
        const metatype = metaPtr && metaPtr !== BT.L.type_type ? BT.classFor(metaPtr) : b.type;
        cls = b.type.tp_new.call(b.type, metatype, [name, $B.fast_tuple(bases), dict], $B.empty_dict());
      } finally {
        for (const k of finalBases) k.tp_flags &= ~$B.TPFLAGS.BASETYPE;
      }
      // Brython answers 'builtins' for a class without __module__ in its dict; removing it
      // keeps instances from seeing a class-level __module__ (CPython computes it on the
      // type). A member or getset named __module__ (a C function's) goes in after.
      if (module === 'builtins') $B.$delitem($B.get_dict(cls), '__module__');
      // Brython's type() gives every class a `__dict__` descriptor; instances of a C type
      // have a __dict__ only with tp_dictoffset (else getattr(obj, '__dict__') is an
      // AttributeError, which functools.update_wrapper relies on).
      if (classGetitem !== $B.NULL) $B.set_to_dict(cls, '__class_getitem__', classGetitem);
      // type's layout members (__basicsize__, __dictoffset__) read these class fields: the C
      // type's own values (Cython checks an imported type's size against its declaration).
      cls.$bt_c_flags = field(F.FLAGS) >>> 0;   // what T.__flags__ answers (objects.js init)
      cls.tp_basicsize = field(F.BASICSIZE);
      cls.tp_itemsize = field(F.ITEMSIZE);
      cls.tp_dictoffset = field(F.DICTOFFSET);
      cls.tp_weakrefoffset = field(F.WEAKLISTOFFSET);
      if (!field(F.DICTOFFSET) && !ownDictDescr) {
        $B.$delitem($B.get_dict(cls), '__dict__');
      }
      for (const [k, v] of late) $B.set_to_dict(cls, k, v);
      // The class's type is the C type's own metatype: a C metaclass (binding libraries make
      // one on `type`), or plain `type` even when a base has another metaclass (C code sets
      // ob_type itself; Brython's type() would have picked the bases' metaclass).
      const meta = field(F.METATYPE);
      cls.ob_type = meta && meta !== BT.L.type_type ? BT.classFor(meta) : b.type;
      for (const dsc of descrs) dsc.d_type = cls;
      // A type without Py_TPFLAGS_BASETYPE (a `final` class) refuses Python subclasses.
      if (!(field(F.FLAGS) & BT.TPFLAGS.BASETYPE)) cls.tp_flags &= ~$B.TPFLAGS.BASETYPE;
      // A C buffer exporter is bytes-like for Brython (memoryview(obj), readinto(obj)); its
      // instances read their bytes through a `source` getter (objects.js).
      if (field(F.HAS_BUFFER)) cls.$buffer_protocol = cls.$bt_c_buffer = true;
      BT.objs.set(t, cls);
      BT.ptrOf.set(cls, t);
      _bt_type_set_mro(t, BT.toC($B.fast_tuple($B.get_mro(cls))));
      // tp_dict is the class's own live dict (Brython keeps class attributes in it), so C
      // code reading or writing type->tp_dict sees and changes the class. Entries C put in
      // tp_dict before PyType_Ready (torch's dtype sets __module__) go into it first.
      const live = $B.get_dict(cls), preset = field(F.DICT);
      if (preset) {
        for (const item of b.dict.$iter_items(BT.toJS(preset))) $B.$setitem(live, item.key, item.value);
      }
      _bt_type_set_dict(t, BT.toC(live));
      return cls;
    },

    // Dunders for the slots `t` defines itself (bt_type_own_slots). Those CPython exposes
    // as slot wrappers (`<slot wrapper '__lt__' of 'numpy.dtype' objects>`) are Brython
    // wrapper_descriptors here too, so code that tells C methods from Python functions
    // (numpy's add_newdoc warns on a Python function) sees what it sees on CPython; their
    // owner is the placeholder `owner`, replaced by the class with the other descriptors.
    // __init__, __new__, __call__ and the attribute hooks stay functions (they take keyword
    // arguments through BT.splitKw, or Brython's type machinery looks for functions).
    addSlotDunders(t, set, tname, owner, descrs) {
      const $B = BT.$B, b = BT.b;
      const bits = BT.mallocOrRaise(8);
      _bt_type_own_slots(t, bits);
      const lo = HEAPU32[bits >>> 2], hi = HEAPU32[(bits >>> 2) + 1];   // uint32_t[2]
      _free(bits);
      const SL = BT.SL;
      const has = (s) => (lo >>> s) & 1;
      const fn = (name, f) => {
        f.$function_infos = BT.functionInfos(BT.b.None, name, `${tname}.${name}`, null);
        f.ob_type = $B.function;
        f.__annotate__ = b.None;   // read by __annotations__ (inspect, pydoc)
        set(name, f);
      };
      // A slot wrapper takes exactly the instance and the slot's operands (f's parameters),
      // no keyword arguments, and says so as CPython's wrappers do (OpInfo's test_out_warning
      // expects `Tensor.__getitem__(t, k, out=t)` to raise).
      const wrapper = (name, slotCall) => {
        const arity = slotCall.length;
        const f = function () {
          if (arguments.length !== arity) BT.checkSlotWrapperArguments(name, arguments, arity);
          return slotCall.apply(null, arguments);
        };
        f.ml = { ml_name: name };
        const dsc = $B.wrapper_descriptor.$factory(owner, name, f);
        descrs.push(dsc);
        set(name, dsc);
      };
      const self = (obj, what) => BT.selfPtr(obj, t, what);
      const unary = (s, name) => { if (has(s)) wrapper(name, (o) => BT.slot(t, s, self(o, name))); };
      unary(SL.REPR, '__repr__');
      unary(SL.STR, '__str__');
      unary(SL.ITER, '__iter__');
      unary(SL.NEXT, '__next__');
      unary(SL.INT, '__int__');
      unary(SL.FLOAT, '__float__');
      unary(SL.INDEX, '__index__');
      unary(SL.NEG, '__neg__');
      unary(SL.POS, '__pos__');
      unary(SL.ABS, '__abs__');
      unary(SL.INVERT, '__invert__');
      unary(SL.LEN, '__len__');
      unary(SL.HASH, '__hash__');
      unary(SL.BOOL, '__bool__');
      if (has(SL.CALL)) {
        fn('__call__', (o, ...args) => {
          const [n, kw] = BT.splitKw(args, tname);
          const tuple = BT.argsTuple(args, n);
          try { return BT.slot(t, SL.CALL, self(o, '__call__'), tuple, kw); }
          finally { _Py_DecRef(tuple); if (kw) _Py_DecRef(kw); }
        });
      }
      if (has(SL.RICHCMP)) {
        ['__lt__', '__le__', '__eq__', '__ne__', '__gt__', '__ge__'].forEach((name, op) => {
          wrapper(name, (o, other) => BT.slotJS(t, SL.RICHCMP, self(o, name), other, op));
        });
      }
      if (has(SL.GETITEM)) wrapper('__getitem__', (o, k) => BT.slotJS(t, SL.GETITEM, self(o, '__getitem__'), k));
      if (has(SL.SETITEM)) {
        wrapper('__setitem__', (o, k, v) => { BT.slotJS(t, SL.SETITEM, self(o, '__setitem__'), k, v); return b.None; });
        wrapper('__delitem__', (o, k) => { BT.slotJS(t, SL.DELITEM, self(o, '__delitem__'), k); return b.None; });
      }
      if (has(SL.CONTAINS)) wrapper('__contains__', (o, k) => BT.slotJS(t, SL.CONTAINS, self(o, '__contains__'), k));
      if (has(SL.DESCR_GET)) {
        // Brython passes $B.NULL (not None) as obj for access through the class.
        const none = (v) => (v === undefined || v === $B.NULL ? b.None : v);
        fn('__get__', (o, obj, type) => BT.slotJS(t, SL.DESCR_GET, self(o, '__get__'), none(obj), none(type)));
      }
      if (has(SL.DESCR_SET)) {
        fn('__set__', (o, obj, v) => { BT.slotJS(t, SL.DESCR_SET, self(o, '__set__'), obj, v); return b.None; });
      }
      if (has(SL.GETATTRO)) fn('__getattribute__', (o, name) => BT.slotJS(t, SL.GETATTRO, self(o, '__getattribute__'), name));
      if (has(SL.SETATTRO)) {
        fn('__setattr__', (o, name, v) => { BT.slotJS(t, SL.SETATTRO, self(o, '__setattr__'), name, v); return b.None; });
        fn('__delattr__', (o, name) => { BT.slotJS(t, SL.DELATTRO, self(o, '__delattr__'), name); return b.None; });
      }
      if (has(SL.INIT)) {
        fn('__init__', (o, ...args) => {
          const [n, kw] = BT.splitKw(args, tname);
          const tuple = BT.argsTuple(args, n);
          try { BT.slot(t, SL.INIT, self(o, '__init__'), tuple, kw); }
          finally { _Py_DecRef(tuple); if (kw) _Py_DecRef(kw); }
          return b.None;
        });
      }
      // __new__ is always defined: without tp_new, instances cannot be made from Python
      // (object.__new__ would make a Brython object with no C struct behind it).
      if (!_bt_type_field(t, BT.FIELD.WANTS_NEW)) return BT.addBinaryDunders(t, hi, fn, self);
      const hasNew = has(SL.NEW) || _bt_type_field(t, BT.FIELD.NEW);
      const newFn = function (cls, ...args) {
        if (!hasNew) BT.$B.RAISE(b.TypeError, `cannot create '${UTF8ToString(_bt_type_field(t, BT.FIELD.NAME))}' instances`);
        const sub = BT.mirrorOf(cls);
        const [n, kw] = BT.splitKw(args, tname);
        const tuple = BT.argsTuple(args, n);
        try { return BT.slot(t, SL.NEW, sub, tuple, kw); }
        finally { _Py_DecRef(tuple); if (kw) _Py_DecRef(kw); }
      };
      newFn.$function_infos = BT.functionInfos(BT.b.None, '__new__', `${tname}.__new__`, null);
      newFn.ob_type = $B.builtin_function_or_method;
      newFn.ml = { ml_name: '__new__' };
      newFn.$bt_new_of = t;   // the bridge's own __new__ (bt_js_heap_type_call_info)
      set('__new__', $B.$call(b.staticmethod, newFn));
      BT.addBinaryDunders(t, hi, fn, self);
    },

    // Raises CPython's TypeError for a slot wrapper's call with keyword arguments or with
    // another number of operands than its `arity` (the instance included); an empty `**{}`
    // passes.
    checkSlotWrapperArguments(name, args, arity) {
      const $B = BT.$B;
      let n = args.length;
      const last = n ? args[n - 1] : null;
      if (last && last.$kw) {
        if (Object.keys($B.parse_kwargs(last.$kw, name)).length) {
          $B.RAISE(BT.b.TypeError, `wrapper ${name}() takes no keyword arguments`);
        }
        n -= 1;
      }
      if (n === arity || n === 0) return;   // (no instance: brython.js's descriptor check says so)
      const want = arity - 1, got = n - 1;
      $B.RAISE(BT.b.TypeError, `expected ${want} argument${want === 1 ? '' : 's'}, got ${got}`);
    },

    addBinaryDunders(t, hi, fn, self) {
      const SL = BT.SL, BINARY_DUNDERS = BT.BINARY_DUNDERS;
      for (let op = 0; op < BINARY_DUNDERS.length; op++) {
        if (!((hi >>> op) & 1)) continue;
        const d = BINARY_DUNDERS[op], inplace = op >= BT.OP.IADD;
        // pow's optional modulo goes to the slot as its third argument (None when absent).
        const extra = d === 'pow' ? (mod) => (mod === undefined ? [] : [mod]) : () => [];
        fn(`__${d}__`, (o, other, mod) => BT.slotJS(t, SL.BINARY + op, self(o, `__${d}__`), other, ...extra(mod)));
        if (!inplace) fn(`__r${d}__`, (o, other, mod) => BT.slotJS(t, SL.BINARY + op + SL.REFLECTED, self(o, `__r${d}__`), other, ...extra(mod)));
      }
    },
  },

  // Struct sequences (bridge/src/structseq.c).
  bt_js_structseq_type__deps: ['$BT', '$UTF8ToString', 'bt_type_field'],
  bt_js_structseq_type: (namePtr, docPtr, namesTuple, nInSequence) => BT.guard(() => {
    const $B = BT.$B, b = BT.b, full = UTF8ToString(namePtr);
    const dot = full.lastIndexOf('.'), name = dot >= 0 ? full.slice(dot + 1) : full;
    const fields = BT.tupleItems(namesTuple);
    const dict = $B.empty_dict(), set = (k, v) => $B.$setitem(dict, k, v);
    set('__module__', dot >= 0 ? full.slice(0, dot) : 'builtins');
    set('__qualname__', name);
    set('__doc__', docPtr ? UTF8ToString(docPtr) : b.None);
    set('n_fields', fields.length);
    set('n_sequence_fields', nInSequence);
    set('n_unnamed_fields', fields.filter((f) => f === b.None).length);
    set('__match_args__', $B.fast_tuple(fields.slice(0, nInSequence).filter((f) => f !== b.None)));
    fields.forEach((f, i) => {
      if (f !== b.None) set(f, $B.$call(b.property, function (self) { return $B.$getitem(self, i); }));
    });
    const repr = function (self) {
      // A static type C made with PyStructSequence_InitType may set its own tp_repr after
      // (torch.return_types.*: returned_structseq_repr); CPython calls that one.
      const own = cls.$bt_structseq_alias;
      if (own && _bt_type_field(own.alias, BT.FIELD.REPR) !== _bt_type_field(own.mirror, BT.FIELD.REPR) &&
          _bt_type_field(own.alias, BT.FIELD.REPR)) {
        return BT.slot(own.alias, BT.SL.REPR, BT.selfPtr(self, own.alias, '__repr__'));
      }
      const parts = fields.map((f, i) => (f === b.None ? null : `${f}=${b.repr($B.$getitem(self, i))}`)).filter((x) => x);
      return `${full}(${parts.join(', ')})`;
    };
    repr.ob_type = $B.function;
    repr.__annotate__ = b.None;
    repr.$function_infos = BT.functionInfos(b.None, '__repr__', `${name}.__repr__`, null);
    set('__repr__', repr);
    const cls = $B.$call(b.type, name, $B.fast_tuple([b.tuple]), dict);
    return BT.mirrorOf(cls);
  }, 0),
  bt_js_structseq_size__deps: ['$BT'],
  bt_js_structseq_size: (t) => BT.guard(() => BT.$B.$getattr(BT.classFor(t), 'n_fields'), -1),
  bt_js_alias_type__deps: ['$BT'],
  bt_js_alias_type: (alias, mirror) => {
    const cls = BT.objs.get(mirror);
    BT.objs.set(alias, cls);
    BT.ptrOf.set(cls, alias);
    cls.$bt_structseq_alias = { alias, mirror };   // (the repr above compares their tp_repr)
  },

  bt_js_type_ready__deps: ['$BT'],
  bt_js_type_ready: (t) => BT.guard(() => { BT.makeClass(t); return 0; }, -1),

  // bridge/src/call.c: TYPE_CALL.OWN_NEW if the __new__ Python finds for `t` is the bridge's own
  // for a type with the same tp_new; TYPE_CALL.OWN_INIT if t's own dict has __init__.
  bt_js_heap_type_call_info__deps: ['$BT'],
  bt_js_heap_type_call_info: (t) => BT.guard(() => {
    const $B = BT.$B, cls = BT.toJS(t);
    let bits = 0;
    const found = $B.search_in_mro(cls, '__new__', $B.NULL);
    const fn = found !== $B.NULL && $B.get_class(found) === BT.b.staticmethod ? found.sm_callable : found;
    if (fn && fn.$bt_new_of !== undefined && _bt_type_field(fn.$bt_new_of, BT.FIELD.NEW) === _bt_type_field(t, BT.FIELD.NEW)) bits |= BT.TYPE_CALL.OWN_NEW;
    if ($B.get_from_dict(cls, '__init__', $B.NULL) !== $B.NULL) bits |= BT.TYPE_CALL.OWN_INIT;
    return bits;
  }, -1),
});
