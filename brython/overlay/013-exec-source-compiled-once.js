// Fix: exec() and eval() of a source string compile it to JavaScript once per distinct
//   compilation input, and reuse that JavaScript when the same input comes again.
// Symptom: `import torch` makes 230 dataclasses; each runs `exec` on the source of its
//   generated methods, and Brython's tokenizer, parser and code generator took ~0.4 s of
//   the import under the profiler (the 113 custom ops of torch._prims each make the same
//   `Metadata` dataclass, so 126 of the 230 sources had been compiled before).
//   collections.namedtuple's eval of `__new__` pays the same per class.
// Cause: none in the semantics: CPython compiles each exec too, but its compiler costs
//   ~0.1 ms where Brython's costs ~2 ms.
// Speed: a speed change, no behaviour change (its test checks CPython's values, for sources
//   whose meaning depends on the namespaces they run in; the brython tier's check that a
//   fix is needed skips it).
// Fix: what brython.js's code generator reads is the source, the file name, the mode, the
//   module name (__name__ of the globals) and which names the namespaces hold (a name the
//   globals or locals hold compiles to a direct lookup). The cache key is all of these,
//   the names restricted to the identifiers the source contains and the dunder names; a
//   source with non-ASCII text, code objects, exec without explicit globals and locals that
//   are not a dict are compiled every time, as before. At most 16 M characters of keys and
//   JavaScript are kept (oldest dropped).
//   Compiled at build time too: the keys `import torch` meets (tools/vfs/exec-profile.jsonl,
//   recorded by tools/vfs/exec_profile.sh) are compiled by tools/vfs/precompile.cjs with
//   compileForKey below into the precompiled chunks of torch, each as the function eval would
//   make with new Function (V8 keeps its compiled code like a module's); a set of chunks
//   answers for them through `execOf(key, hash)`, which eval asks before its own cache.
//   `record`, when a host sets it to a Set, collects every key asked for (the profile).
//   Numbered right after 012, whose fixed eval it recompiles (overlays 104 and 355 wrap the
//   result; exec calls it through 012's evalCore).
// Test: tests/brython/test_language.py::test_exec_of_one_source_in_different_namespaces
(function ($B) {
  const _b_ = $B.builtins;
  const MAX_CHARS = 16e6;   // keys and JavaScript held, at most (oldest entries dropped)
  const cache = new Map();   // key -> the JavaScript body given to new Function
  let held = 0;
  const identifier = /[A-Za-z_][A-Za-z0-9_]*/g;
  const nonAscii = /[^\x00-\x7f]/;
  // The names of `namespace` (a JS object of a dict) that code generation may look up.
  const relevantNames = (namespace, names) => Object.keys(namespace)
    .filter((k) => names.has(k) || (k.startsWith('__') && k.endsWith('__'))).sort();
  // The cache key of one compilation, or null when it is not cached.
  const keyOf = (src, globals, locals, filename, mode, name, localName, globalName, execLocals, execGlobals) => {
    if (typeof src !== 'string' || globals === _b_.None || nonAscii.test(src)) return null;
    if (execLocals !== execGlobals && !$B.exact_type(locals, _b_.dict)) return null;
    const names = new Set(src.match(identifier));
    return JSON.stringify([src, filename, mode, name, localName, globalName, execLocals === execGlobals,
      relevantNames(execGlobals, names), execLocals === execGlobals ? 0 : relevantNames(execLocals, names)]);
  };
  const remember = (key, js) => {
    if (key === null || key.length + js.length > MAX_CHARS / 4 || cache.has(key)) return;
    held += key.length + js.length;
    for (const [oldKey, oldJs] of cache) {
      if (held <= MAX_CHARS) break;
      cache.delete(oldKey);
      held -= oldKey.length + oldJs.length;
    }
    cache.set(key, js);
  };
  // A key's hash, naming its compiled function in a set of chunks (53 bits, from two 32-bit
  // FNV-1a-like lanes; the entry keeps its whole key, compared before use).
  const hashKey = (key) => {
    let h1 = 0x811c9dc5, h2 = 0x01000193;
    for (let i = 0; i < key.length; i++) {
      const c = key.charCodeAt(i);
      h1 = Math.imul(h1 ^ c, 0x01000193);
      h2 = Math.imul(h2 ^ c, 0x5bd1e995);
    }
    return ((h2 >>> 0) & 0x1fffff).toString(36) + '.' + (h1 >>> 0).toString(36);
  };
  // The function a set of precompiled chunks holds for `key`, or undefined.
  const precompiled = (key) => {
    const sets = $B.brytorchPrecompiledSets;
    if (key === null || !sets) return undefined;
    const hash = hashKey(key);
    for (const set of sets.values()) {
      const fn = set.execOf && set.execOf(key, hash);
      if (fn !== undefined) return fn;
    }
    return undefined;
  };
  const lookup = (key) => {
    const record = $B.brytorchOverlay.execSourceCache.record;
    if (key !== null && record) record.add(key);
    return precompiled(key);
  };
  // What eval would give new Function for `key` (for tools/vfs/precompile.cjs, which has
  // brython.js's compiler but runs no Python): the steps of brython.js's eval, over namespaces
  // that hold the key's names (the code generator reads names, not values).
  const compileForKey = (key) => {
    const [src, filename, mode, name, localName, globalName, same, globalNames, localNames] = JSON.parse(key);
    const names = (list) => Object.fromEntries(list.map((n) => [n, _b_.None]));
    const execGlobals = names(globalNames), execLocals = same ? execGlobals : names(localNames);
    $B.url2name[filename] = name;
    const ast = $B._PyPegen.run_parser(new $B.Parser(src, filename, mode === 'eval' ? 'eval' : 'file'));
    const symtable = $B._PySymtable_Build(ast, filename, $B.future_features(ast, filename));
    let js = $B.js_from_root({ ast, symtable, filename, src, namespaces: {
      local_name: localName, exec_locals: execLocals, global_name: globalName, exec_globals: execGlobals } }).js;
    if (mode === 'eval') js = `var __file__ = '${filename}'\nvar locals = ${localName};\nreturn ` + js;
    return { params: ['$B', '_b_', 'locals', localName, globalName, 'frame', '_frame_obj'], js };
  };
  // (overlays 014 and 015 recompile this eval with these names in scope)
  $B.brytorchOverlay.execSourceCache = { keyOf, cache, remember, lookup, hashKey, compileForKey, record: null };
  $B.brytorchOverlay.patchCoreFunction(_b_, 'eval', [
    ['try{\nif(! _ast){var _mode=',
      'var bt_key=keyOf(src,_globals,_locals,filename,mode,__name__,local_name,global_name,exec_locals,exec_globals),' +
      'bt_fn=lookup(bt_key),bt_js=bt_key===null||bt_fn!==undefined?undefined:cache.get(bt_key)\n' +
      'if(bt_fn!==undefined||bt_js!==undefined){js=bt_js}else{\n' +
      'try{\nif(! _ast){var _mode='],
    ['try{\nvar exec_func=new Function(', 'remember(bt_key,js)}\ntry{\nvar exec_func=bt_fn!==undefined?bt_fn:new Function('],
  ], { ...$B.brytorchOverlay.execSourceCache, localNames: $B.brytorchOverlay.evalLocalNames });
  $B.brytorchOverlay.evalCore = _b_.eval;   // (what exec calls: overlay 012)
})(__BRYTHON__);
