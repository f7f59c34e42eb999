// Fix: abc.ABCMeta is CPython's (abc.py over a C-like `_abc`), its caches and checks
//   JavaScript, instead of _py_abc's ABCMeta with WeakSet caches.
// Symptom: `isinstance({}, collections.abc.Mapping)` cost ~6 us and `isinstance((), Mapping)`
//   ~13 us on Node (CPython 3.13: 0.2 us); `OrderedDict(pairs)`, `MutableMapping.update`,
//   typing and `import torch` (3,742 checks) pay it. And `isinstance(obj, P)` for a
//   @runtime_checkable Protocol with data members raised "Protocols with non-method members
//   don't support issubclass()": typing lets ABCMeta's inner issubclass through only when
//   its caller is the 'abc' module, and _py_abc's is '_py_abc' (overlay 103 worked around
//   that by naming '_py_abc' in typing; it is gone).
// Cause: Brython has no `_abc`, so abc.py falls back to _py_abc, whose caches are
//   `_weakrefset.WeakSet`s: each membership test makes a `weakref.ref` (a Python object with
//   its own records, overlay 424) and runs WeakSet's Python methods.
// Fix: web/runtime/python/_abc.py is CPython's _abc for Brython (abc.py then defines
//   ABCMeta itself, in module 'abc'): its _abc_init computes `__abstractmethods__` as
//   _py_abc does; the checks below (CPython's _abc.c algorithm) keep per class, on the class
//   object, a registry of weak references, a positive and a negative cache (JS WeakSets, with
//   lists of weak references for `_get_dump`) and the negative cache's version against a
//   global invalidation token that register() bumps. isinstance through an ABC: 6-13 us ->
//   4-5 us (the rest is the Python-level ABCMeta.__instancecheck__ and Brython's call).
// Test: tests/brython/test_stdlib.py::test_abc_matches_cpython,
//   tests/brython/test_typing.py::test_runtime_checkable_data_members
(function ($B) {
  const _b_ = $B.builtins;
  const DATA = Symbol('brytorch abc data');
  let token = 0;   // CPython's abc_invalidation_counter
  class WeakClassSet {   // membership by WeakSet; the members listed for _get_dump
    constructor() { this.set = new WeakSet(); this.refs = []; }
    has(cls) { return ((typeof cls === 'object' && cls !== null) || typeof cls === 'function') && this.set.has(cls); }
    add(cls) {
      if (this.has(cls)) return;
      this.set.add(cls);
      this.refs.push(new WeakRef(cls));
    }
    members() { return this.refs.map((r) => r.deref()).filter((c) => c !== undefined); }
  }
  const dataOf = (cls) => {
    if (!Object.hasOwn(cls, DATA)) {
      cls[DATA] = { registry: new WeakClassSet(), cache: new WeakClassSet(), negative: new WeakClassSet(),
        negativeVersion: token };
    }
    return cls[DATA];
  };
  const call = (obj, method, arg) => $B.$call($B.$getattr(obj, method), arg);

  function subclasscheck(cls, subclass) {
    if (!$B.$isinstance(subclass, _b_.type)) $B.RAISE(_b_.TypeError, 'issubclass() arg 1 must be a class');
    const d = dataOf(cls);
    if (d.cache.has(subclass)) return true;
    if (d.negativeVersion < token) {
      d.negative = new WeakClassSet();
      d.negativeVersion = token;
    } else if (d.negative.has(subclass)) {
      return false;
    }
    const ok = call(cls, '__subclasshook__', subclass);
    if (ok !== _b_.NotImplemented) {
      if (ok !== true && ok !== false) {
        $B.RAISE(_b_.AssertionError, '__subclasshook__ must return either False, True, or NotImplemented');
      }
      (ok ? d.cache : d.negative).add(subclass);
      return ok;
    }
    const mro = $B.$getattr(subclass, '__mro__', $B.NULL);
    if (mro !== $B.NULL) {
      for (const base of $B.make_js_iterator(mro)) {
        if (base === cls) { d.cache.add(subclass); return true; }
      }
    }
    if (d.registry.has(subclass)) return true;   // registered itself: not cached (as _abc.c)
    for (const registered of d.registry.members()) {
      if (_b_.issubclass(subclass, registered)) { d.cache.add(subclass); return true; }
    }
    for (const sub of $B.make_js_iterator(call(cls, '__subclasses__'))) {
      if (_b_.issubclass(subclass, sub)) { d.cache.add(subclass); return true; }
    }
    d.negative.add(subclass);
    return false;
  }

  function instancecheck(cls, instance) {
    const d = dataOf(cls);
    const subclass = $B.$getattr(instance, '__class__');
    if (d.cache.has(subclass)) return true;
    const subtype = $B.get_class(instance);
    if (subtype === subclass) {
      if (d.negativeVersion === token && d.negative.has(subclass)) return false;
      return call(cls, '__subclasscheck__', subclass);
    }
    const result = call(cls, '__subclasscheck__', subclass);
    if ($B.$bool(result)) return result;
    return call(cls, '__subclasscheck__', subtype);
  }

  function register(cls, subclass) {
    if (!$B.$isinstance(subclass, _b_.type)) $B.RAISE(_b_.TypeError, 'Can only register classes');
    if (_b_.issubclass(subclass, cls)) return subclass;   // already a subclass
    if (_b_.issubclass(cls, subclass)) $B.RAISE(_b_.RuntimeError, 'Refusing to create an inheritance cycle');
    dataOf(cls).registry.add(subclass);
    token++;   // every negative cache is stale
    return subclass;
  }

  const functions = {
    get_cache_token: () => token,
    _abc_instancecheck: instancecheck,
    _abc_subclasscheck: subclasscheck,
    _abc_register: register,
    _abc_init_data: (cls) => { delete cls[DATA]; dataOf(cls); return _b_.None; },
    _reset_registry: (cls) => { dataOf(cls).registry = new WeakClassSet(); return _b_.None; },
    _reset_caches: (cls) => {
      const d = dataOf(cls);
      d.cache = new WeakClassSet();
      d.negative = new WeakClassSet();
      return _b_.None;
    },
    _get_dump_members: (cls) => {
      const d = dataOf(cls);
      return $B.fast_tuple([$B.$list(d.registry.members()), $B.$list(d.cache.members()),
        $B.$list(d.negative.members()), d.negativeVersion]);
    },
  };
  for (const [name, fn] of Object.entries(functions)) {
    fn.ob_type = $B.builtin_function_or_method;
    fn.$function_infos = ['_abc', name, name];
  }
  $B.brytorchAbc = (name) => functions[name];
})(__BRYTHON__);
