// Fix: functools.lru_cache's wrapper (`_functools._lru_cache_wrapper`) is JavaScript, as
//   CPython's is C.
// Symptom: a cache hit cost 20-40 us on Node (CPython 3.13: 0.1-0.2 us); `import torch` makes
//   1,735 calls of lru_cache-wrapped functions (typing's _tp_cache among them), and
//   torch._dynamo, torch.fx and sympy wrap hot functions in it.
// Cause: not a bug: brython_stdlib.js's _functools has no _lru_cache_wrapper, so functools
//   uses its pure-Python fallback: per call a key built by _make_key (a _HashedSeq list
//   subclass), a lock, closures' nonlocal counters, a linked list of Python lists.
// Speed: a speed change, no behaviour change (its test checks CPython's values; the brython
//   tier's check that a fix is needed skips it). A hit: 20-40 us -> 1.2-1.5 us (one int or
//   str argument), ~8 us with keywords.
// Fix: CPython's algorithm (_functoolsmodule.c) in JavaScript: the key is the single int or
//   str argument itself or a tuple of the arguments (a marker and the keyword items after
//   them; their types too when `typed`), looked up with Python's hash and equality; a
//   bounded cache keeps its entries in a doubly linked list, most recent last, and drops
//   the oldest when full; a result computed while the call ran (recursion) is not stored
//   twice; an exception stores nothing. The wrapper is a function (it binds as a method,
//   and update_wrapper sets its name and __wrapped__; its repr is a function's, as with the
//   fallback) with cache_info() and cache_clear(), which resets the counts as CPython's does.
// Test: tests/brython/test_stdlib.py::test_lru_cache_matches_cpython
(function ($B) {
  const _b_ = $B.builtins;
  const dict = _b_.dict;
  const KWD_MARK = _b_.object.$factory();   // separates positional arguments from keyword items

  function makeKey(args, typed) {
    let positional = args, keywords = null;
    const last = args[args.length - 1];
    if (last && last.$kw) {
      positional = args.slice(0, -1);
      // parse a copy: $B.parse_kwargs merges ** mappings into its first object
      const kw = $B.parse_kwargs([Object.assign({}, last.$kw[0]), ...last.$kw.slice(1)], 'lru_cache');
      if (Object.keys(kw).length > 0) keywords = kw;
    }
    if (!typed && keywords === null && positional.length === 1) {
      const only = positional[0], cls = $B.get_class(only);
      if (cls === _b_.int || cls === _b_.str) return only;
    }
    const items = positional.slice();
    if (keywords !== null) {
      items.push(KWD_MARK);
      for (const name in keywords) items.push(name, keywords[name]);
    }
    if (typed) {
      for (const v of positional) items.push($B.get_class(v));
      if (keywords !== null) for (const name in keywords) items.push($B.get_class(keywords[name]));
    }
    return $B.fast_tuple(items);
  }

  // The cache: JS strings and numbers (exact str and int arguments) in a Map, whose equality
  // is theirs; tuple keys in a Python dict (Python's hash and equality). brython.js's dict
  // has no hash table until a key that is not a str is stored: it is not searched before.
  class Store {
    constructor() { this.primitives = new Map(); this.table = $B.empty_dict(); this.tableSize = 0; }
    get size() { return this.primitives.size + this.tableSize; }
    find(key, hash) {
      if (typeof key === 'string' || typeof key === 'number') {
        return this.primitives.has(key) ? { found: true, value: this.primitives.get(key) } : { found: false };
      }
      return this.tableSize === 0 ? { found: false } : dict.$lookup_by_key(this.table, key, hash);
    }
    set(key, hash, value) {
      if (typeof key === 'string' || typeof key === 'number') { this.primitives.set(key, value); return; }
      dict.$setitem(this.table, key, value, hash);
      this.tableSize++;
    }
    delete(key) {
      if (typeof key === 'string' || typeof key === 'number') { this.primitives.delete(key); return; }
      dict.$delitem(this.table, key);
      this.tableSize--;
    }
  }

  function lruCacheWrapper(userFunction, maxsize, typed, cacheInfoType) {
    const bound = maxsize === _b_.None ? null : Number($B.PyNumber_Index(maxsize));
    const isTyped = $B.$bool(typed);
    let cache = new Store(), hits = 0, misses = 0;
    // bounded: the store maps a key to its link; root.next is the oldest entry
    const root = {};
    root.prev = root.next = root;
    const unlink = (link) => { link.prev.next = link.next; link.next.prev = link.prev; };
    const append = (link) => { link.prev = root.prev; link.next = root; root.prev.next = link; root.prev = link; };

    const wrapper = function (...args) {
      if (bound === 0) {
        misses++;
        return $B.$call(userFunction, ...args);
      }
      const key = makeKey(args, isTyped);
      const hash = typeof key === 'string' || typeof key === 'number' ? 0 : _b_.hash(key);
      const found = cache.find(key, hash);
      if (found.found) {
        hits++;
        if (bound === null) return found.value;
        const link = found.value;
        unlink(link);
        append(link);
        return link.result;
      }
      misses++;
      const result = $B.$call(userFunction, ...args);
      if (bound === null) {
        if (!cache.find(key, hash).found) cache.set(key, hash, result);
        return result;
      }
      if (cache.find(key, hash).found) return result;   // stored while it ran
      if (cache.size >= bound) {
        const oldest = root.next;
        unlink(oldest);
        cache.delete(oldest.key);
      }
      const link = { key, result };
      append(link);
      cache.set(key, hash, link);
      return result;
    };
    const cacheInfo = function () {
      const currsize = cache.size;
      return $B.$call(cacheInfoType, hits, misses, bound === null ? _b_.None : bound, currsize);
    };
    const cacheClear = function () {
      cache = new Store();
      root.prev = root.next = root;
      hits = misses = 0;
      return _b_.None;
    };
    wrapper.ob_type = $B.function;
    $B.set_function_infos(wrapper, { __name__: 'wrapper', __qualname__: '_lru_cache_wrapper.<locals>.wrapper',
      __module__: 'functools', __doc__: _b_.None, __defaults__: _b_.None, __kwdefaults__: _b_.None });
    for (const [name, fn] of [['cache_info', cacheInfo], ['cache_clear', cacheClear]]) {
      fn.ob_type = $B.builtin_function_or_method;
      fn.$function_infos = ['functools', name, `_lru_cache_wrapper.${name}`];
      $B.$setattr(wrapper, name, fn);
    }
    return wrapper;
  }
  lruCacheWrapper.ob_type = $B.builtin_function_or_method;
  lruCacheWrapper.$function_infos = ['_functools', '_lru_cache_wrapper', '_lru_cache_wrapper'];
  $B.brytorchLruCacheWrapper = lruCacheWrapper;
  const entry = $B.VFS && $B.VFS._functools;
  if (!entry) throw new Error('brytorch overlay 564: _functools not found');
  entry[1] += '\n_lru_cache_wrapper=__BRYTHON__.brytorchLruCacheWrapper\n';
})(__BRYTHON__);
