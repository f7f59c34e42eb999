// Fix: weak references are weak: weakref.ref / proxy no longer keep their referent alive;
//   once it dies, ref() returns None, a proxy raises ReferenceError, the callbacks run and
//   WeakKeyDictionary / WeakValueDictionary / WeakSet drop the entry.
// Symptom: `weakref.ref(obj)` kept `obj` alive for ever and its callback never ran, so weak
//   dictionaries only grew; getweakrefs(obj) returned obj (torch's swap_tensors refused every
//   tensor), getweakrefcount 1; any object was accepted; a proxy never raised.
// Cause: brython_stdlib.js's _weakref is a stub that stores the referent in an attribute.
// Fix: each reference (ref, subclass or proxy object) has a record in a JS WeakMap holding
//   its referent through a JS WeakRef, or, for an object of a C extension, its address (the
//   object lives as long as C keeps it, whatever its wrapper's fate: bridge/js/objects.js).
//   A referent dies when JavaScript's collector finds it unreachable, not at `del` (no
//   reference counts); its callbacks then run from a FinalizationRegistry callback (between
//   tasks), from gc.collect() where the host can collect inside running code (overlay 468),
//   or, for a C object, when C frees it (the bridge's forget). An exception in a callback is
//   printed ("Exception ignored in:"), as CPython does. CPython's rules otherwise:
//   getweakrefs / getweakrefcount list the live references; ref(obj) without a callback is
//   made once per object; int, str, tuple, list, dict, object()... raise TypeError; hash() is
//   the referent's, kept after death (TypeError if it died unhashed); equality compares
//   referents while both live, identity after; a proxy to a callable is a
//   CallableProxyType; _remove_dead_weakref removes a dead entry. The module reads its JS
//   helpers once and checks weak-referenceability in JS (`weakref.ref(cls)` 16 -> ~5 us).
// Test: tests/brython/test_stdlib.py::test_weakref_counts_lists_and_refusals,
//   test_weak_references_die_with_their_referent,
//   test_a_weak_reference_callback_error_is_printed_not_raised; bridge tier test_lifetime.py.
(function ($B) {
  const _b_ = $B.builtins;
  const None = _b_.None;
  const isObject = (obj) => obj !== null && (typeof obj === 'object' || typeof obj === 'function');

  // A reference or proxy object -> its record:
  //   target    WeakRef of the referent (a Brython object), or null once dead / for a C object
  //   address   the referent's C address when it is an object of a C extension (it lives as
  //             long as C keeps it, whatever its wrapper's fate; $B.brytorchWeakNative)
  //   callback  the Python callback or None (None again once called)
  //   self      WeakRef of the reference object: a dropped reference never calls back
  //   hash      the referent's hash once asked (undefined before)
  const records = new WeakMap();
  // Referent -> { refs: [WeakRef(reference)], basic: WeakRef(ref without callback) }: a
  // WeakMap for Brython referents, a Map by address for C objects (emptied when C frees one).
  const byTarget = new WeakMap(), byAddress = new Map();
  // Records with a callback and a Brython referent, for gc.collect() to check (sweep).
  const watched = new Set();
  let watchedPruneAt = 1024;
  const registry = new FinalizationRegistry((rec) => {
    watched.delete(rec);
    const call = died(rec);
    if (call) runCallbacks([call]);
  });

  // The C address of `obj` if it is an object of a C extension the bridge can watch.
  const addressOf = (obj) => {
    const native = $B.brytorchWeakNative;
    return native === undefined ? undefined : native.addressOf(obj);
  };
  const entryOf = (obj, address, make) => {
    let entry = address !== undefined ? byAddress.get(address) : byTarget.get(obj);
    if (entry === undefined && make) {
      entry = { refs: [], basic: undefined, pruneAt: 16 };
      if (address !== undefined) byAddress.set(address, entry); else byTarget.set(obj, entry);
    }
    return entry;
  };
  const liveRefs = (entry) => {
    entry.refs = entry.refs.filter((w) => {
      const r = w.deref();
      return r !== undefined && !records.get(r).dead;
    });
    entry.pruneAt = Math.max(16, 2 * entry.refs.length);
    return entry.refs.map((w) => w.deref());
  };

  // The referent died: the record is dead; returns [callback, reference] to call, if any.
  function died(rec) {
    if (rec.dead) return undefined;
    rec.dead = true;
    rec.target = null;
    const callback = rec.callback, self = rec.self.deref();
    rec.callback = None;
    return callback !== None && self !== undefined ? [callback, self] : undefined;
  }
  // Runs weak reference callbacks as CPython does: an exception is printed ("Exception
  // ignored in: <callback>" and its traceback on stderr), never raised into the code that
  // happened to be running.
  function runCallbacks(calls) {
    for (const [callback, self] of calls) {
      try {
        $B.$call(callback, self);
      } catch (err) {
        try {
          const stderr = $B.get_stderr();
          $B.$call($B.$getattr(stderr, "write"), `Exception ignored in: ${_b_.repr(callback)}\n`);
          $B.show_error(err);
        } catch (printing) {
          console.error('weakref callback failed:', err, printing);
        }
      }
    }
    return _b_.None;
  }

  const builtin = (name, fn) => $B.brytorchOverlay.builtin('_weakref', name, fn);
  // brytorchWeakBasic(referent): its reference without callback, if one lives.
  $B.brytorchWeakBasic = builtin('brytorchWeakBasic', function (obj) {
    const entry = entryOf(obj, addressOf(obj), false);
    const basic = entry && entry.basic && entry.basic.deref();
    return basic !== undefined && !records.get(basic).dead ? basic : None;
  });
  // brytorchWeakTrack(reference, referent, callback, basic): `reference` (a new ref, subclass
  // or proxy object) now refers to `referent`; `basic`: it is the exact ref type without a
  // callback, which ref(referent) gives back while it lives.
  $B.brytorchWeakTrack = builtin('brytorchWeakTrack', function (self, obj, callback, basic) {
    const address = addressOf(obj);
    const rec = { target: address === undefined ? new WeakRef(obj) : null, address, callback,
      self: new WeakRef(self), hash: undefined, dead: false };
    records.set(self, rec);
    const entry = entryOf(obj, address, true);
    entry.refs.push(rec.self);
    if (entry.refs.length >= entry.pruneAt) liveRefs(entry);
    if (basic === true) entry.basic = rec.self;
    if (callback !== None && address === undefined) {
      registry.register(obj, rec, rec);
      watched.add(rec);
      if (watched.size >= watchedPruneAt) {   // references dropped before their referents
        for (const r of watched) if (r.self.deref() === undefined) { watched.delete(r); registry.unregister(r); }
        watchedPruneAt = Math.max(1024, 2 * watched.size);
      }
    }
    return None;
  });
  // brytorchWeakGet(reference): the referent, or None once it died.
  $B.brytorchWeakGet = builtin('brytorchWeakGet', function (self) {
    const rec = records.get(self);
    if (rec === undefined || rec.dead) return None;
    if (rec.address !== undefined) return $B.brytorchWeakNative.objectAt(rec.address);
    const obj = rec.target.deref();
    return obj === undefined ? None : obj;
  });
  $B.brytorchWeakCallback = builtin('brytorchWeakCallback', function (self) {
    const rec = records.get(self);
    return rec === undefined ? None : rec.callback;
  });
  $B.brytorchWeakHashOf = builtin('brytorchWeakHashOf', function (self) {
    const rec = records.get(self);
    return rec === undefined || rec.hash === undefined ? None : rec.hash;
  });
  $B.brytorchWeakSetHash = builtin('brytorchWeakSetHash', function (self, h) {
    const rec = records.get(self);
    if (rec !== undefined) rec.hash = h;
    return None;
  });
  // brytorchWeakCheck(obj): raises CPython's TypeError for an object of a type whose
  // instances cannot be weakly referenced (the exact types, as CPython's tp_weaklistoffset).
  const NOT_WEAKREFABLE = new Set([_b_.int, _b_.float, _b_.complex, _b_.str, _b_.bytes, _b_.tuple,
    _b_.list, _b_.dict, _b_.bool, $B.get_class(None), _b_.object]);
  $B.brytorchWeakCheck = builtin('brytorchWeakCheck', function (obj) {
    const cls = $B.get_class(obj);
    if (NOT_WEAKREFABLE.has(cls)) {
      $B.RAISE(_b_.TypeError, `cannot create weak reference to '${$B.class_name(obj)}' object`);
    }
    return None;
  });
  // brytorchWeakRefsOf(referent): a new list of the live weak references to it.
  $B.brytorchWeakRefsOf = builtin('brytorchWeakRefsOf', function (obj) {
    if (!isObject(obj)) return $B.$list([]);
    const entry = entryOf(obj, addressOf(obj), false);
    return $B.$list(entry === undefined ? [] : liveRefs(entry));
  });

  // For the bridge: the C object at `address` was freed. Its references die; returns the
  // callbacks to run ([callback, reference] pairs; the bridge runs them through
  // $B.brytorchWeakRunCallbacks with C's error indicator saved), or undefined.
  $B.brytorchWeakAddressDied = function (address) {
    if (byAddress.size === 0) return undefined;
    const entry = byAddress.get(address);
    if (entry === undefined) return undefined;
    byAddress.delete(address);
    const calls = [];
    for (const w of entry.refs) {
      const self = w.deref();
      const call = self === undefined ? undefined : died(records.get(self));
      if (call) calls.push(call);
    }
    return calls.length ? calls : undefined;
  };
  $B.brytorchWeakRunCallbacks = runCallbacks;
  // For gc.collect(), after a full collection in running code: the callbacks of references
  // whose Brython referent the collection freed run now instead of at the next task.
  // Returns how many ran.
  $B.brytorchWeakSweep = function () {
    const calls = [];
    for (const rec of watched) {
      if (rec.self.deref() === undefined) { watched.delete(rec); registry.unregister(rec); continue; }
      if (rec.target !== null && rec.target.deref() !== undefined) continue;
      watched.delete(rec);
      registry.unregister(rec);
      const call = died(rec);
      if (call) calls.push(call);
    }
    runCallbacks(calls);
    return calls.length;
  };

  const patch = $B.brytorchOverlay.patchStdlibSource;
  // The proxy reaches its referent through the registry; a dead one raises ReferenceError.
  $B.brytorchOverlay.patchStdlibSourceAll('_weakref', 'object.__getattribute__(self,"obj")', '_proxy_target(self)', 21);
  patch('_weakref',
    'class ProxyType:\n\n def __init__(self,obj):\n  object.__setattr__(self,"obj",obj)\n',
    'def _proxy_target(p):\n o=_bt_weak_get(p)\n if o is None:\n' +
    '  raise ReferenceError("weakly-referenced object no longer exists")\n return o\n\n' +
    'class ProxyType:\n __module__="weakref"\n\n def __init__(self,obj,callback=None):\n' +
    '  _bt_weak_track(self,obj,callback,False)\n');
  // A proxy to a callable object is callable (CPython's CallableProxyType).
  patch('_weakref', 'CallableProxyType=ProxyType\n',
    'class CallableProxyType(ProxyType):\n __module__="weakref"\n\n' +
    ' def __call__(self,*args,**kw):\n  return _proxy_target(self)(*args,**kw)\n\n');
  patch('_weakref',
    'class ReferenceType:\n\n def __init__(self,obj,callback):\n  self.obj=obj\n  self.callback=callback\n  \n' +
    'class ref:\n\n def __new__(cls,*args,**kw):\n  return object.__new__(cls)\n  \n' +
    ' def __init__(self,obj,callback=None):\n  self.obj=ReferenceType(obj,callback)\n  self.callback=callback\n  \n' +
    ' def __call__(self):\n  return self.obj.obj\n  \n' +
    ' def __hash__(self):\n  return hash(self.obj.obj)\n  \n' +
    ' def __eq__(self,other):\n  return self.obj.obj ==other.obj.obj\n  \n' +
    'def getweakrefcount(obj):\n return 1\n \ndef getweakrefs(obj):\n return obj\n \n' +
    'def _remove_dead_weakref(*args):\n pass\n \n' +
    'def proxy(obj,callback=None):\n return ProxyType(obj)\n',
    // The helpers, read once from __BRYTHON__ (an attribute of it costs a JS-object lookup).
    '_bt_weak_basic=__BRYTHON__.brytorchWeakBasic\n_bt_weak_track=__BRYTHON__.brytorchWeakTrack\n' +
    '_bt_weak_get=__BRYTHON__.brytorchWeakGet\n_bt_weak_callback=__BRYTHON__.brytorchWeakCallback\n' +
    '_bt_weak_hash_of=__BRYTHON__.brytorchWeakHashOf\n_bt_weak_set_hash=__BRYTHON__.brytorchWeakSetHash\n' +
    '_bt_weak_refs_of=__BRYTHON__.brytorchWeakRefsOf\n_check_weakrefable=__BRYTHON__.brytorchWeakCheck\n\n' +
    'class ReferenceType:\n' +
    ' __module__="weakref"\n\n' +
    ' def __new__(cls,ob,callback=None,/,*args,**kw):\n' +
    '  _check_weakrefable(ob)\n' +
    '  if callback is None and cls is ReferenceType:\n' +
    '   known=_bt_weak_basic(ob)\n' +
    '   if known is not None:\n' +
    '    return known\n' +
    '  self=object.__new__(cls)\n' +
    '  _bt_weak_track(self,ob,callback,callback is None and cls is ReferenceType)\n' +
    '  return self\n\n' +
    ' def __init__(self,ob,callback=None,/,*args,**kw):\n  pass\n\n' +
    ' def __call__(self):\n  return _bt_weak_get(self)\n\n' +
    ' @property\n def __callback__(self):\n  return _bt_weak_callback(self)\n\n' +
    ' def __hash__(self):\n' +
    '  h=_bt_weak_hash_of(self)\n' +
    '  if h is None:\n' +
    '   o=_bt_weak_get(self)\n' +
    '   if o is None:\n' +
    '    raise TypeError("weak object has gone away")\n' +
    '   h=hash(o)\n' +
    '   _bt_weak_set_hash(self,h)\n' +
    '  return h\n\n' +
    ' def __eq__(self,other):\n' +
    '  if not isinstance(other,ReferenceType):\n   return NotImplemented\n' +
    '  a=_bt_weak_get(self)\n  b=_bt_weak_get(other)\n' +
    '  if a is None or b is None:\n   return self is other\n' +
    '  return a==b\n\n' +
    ' def __ne__(self,other):\n' +
    '  if not isinstance(other,ReferenceType):\n   return NotImplemented\n' +
    '  a=_bt_weak_get(self)\n  b=_bt_weak_get(other)\n' +
    '  if a is None or b is None:\n   return self is not other\n' +
    '  return a!=b\n\n' +
    ' def __repr__(self):\n' +
    '  o=_bt_weak_get(self)\n' +
    '  if o is None:\n   return f"<weakref at {id(self):#x}; dead>"\n' +
    '  return f"<weakref at {id(self):#x}; to \'{type(o).__name__}\' at {id(o):#x}>"\n\n' +
    ' def __class_getitem__(cls,item):\n' +
    '  import types\n  return types.GenericAlias(cls,item)\n\n' +
    'ref=ReferenceType\n\n' +
    'def getweakrefcount(obj):\n return len(_bt_weak_refs_of(obj))\n\n' +
    'def getweakrefs(obj):\n return _bt_weak_refs_of(obj)\n\n' +
    'def _remove_dead_weakref(d,key):\n' +
    ' try:\n  wr=d[key]\n except KeyError:\n  return\n' +
    ' if wr()is None:\n  del d[key]\n\n' +
    'def proxy(obj,callback=None):\n _check_weakrefable(obj)\n' +
    ' return(CallableProxyType if callable(obj)else ProxyType)(obj,callback)\n');
})(__BRYTHON__);
