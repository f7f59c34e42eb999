// Fix: eval() and exec() take as locals any mapping, as CPython does: one without
//   __setitem__ (storing a name into it raises TypeError "'X' object does not support item
//   assignment"), one that cannot be iterated, one that answers every key.
// Symptom: pytest's -k/-m expressions, evaluated as eval(code, {"__builtins__": {}},
//   MatcherAdapter(...)) (a Mapping whose __iter__ and __len__ raise NotImplementedError),
//   stopped with "type object 'MatcherAdapter' has no attribute '__setitem__'"; with that
//   looked up lazily, with NotImplementedError from the compiler, and a mapping that answers
//   every key failed with "TypeError: ns.hasOwnProperty is not a function".
// Cause: brython.js eval looks the locals' class's __setitem__ up before running anything
//   (CPython needs it only when the code stores a name); its compiler iterates the mapping
//   (the `$target` of eval's JS Proxy over it) to learn the local names, which CPython never
//   does (it looks names up when they run); and the Proxy asks the mapping for JS property
//   names (`hasOwnProperty`, which the name lookup probes).
// Fix: __setitem__ is looked up lazily, and a store without one raises CPython's TypeError;
//   the compiler gets the mapping's keys when its class iterates them without error (else
//   none: names are then looked up as they run, which the Proxy serves); the Proxy answers
//   JS names (`$...`, symbols, `hasOwnProperty`) itself, and its class (`ob_type`) is the
//   one Brython gave it when the mapping had no such key (JSObj). (`$target` is read by the
//   compiler, for those names, and by locals(), which takes it only when it is a dict: never
//   for this Proxy, made only for mappings that are not.) exec() called brython.js's private
//   eval, so it is rebound to the fixed one. Numbered before 104 and 355, which wrap eval:
//   this patches the function they wrap.
// Test: tests/brython/test_language.py::test_eval_with_a_read_only_mapping_as_locals
(function ($B) {
  const _b_ = $B.builtins;
  // The keys the compiler may take as local names: none unless iterating them works.
  const localNames = (mapping) => {
    if ($B.$getattr($B.get_class(mapping), '__iter__', null) === null) return $B.fast_tuple([]);
    try {
      return $B.fast_tuple(Array.from($B.make_js_iterator(mapping)));
    } catch (err) {
      if (!$B.is_exc(err, [_b_.Exception])) throw err;
      return $B.fast_tuple([]);
    }
  };
  $B.brytorchOverlay.patchCoreFunction(_b_, 'eval', [
    ["setitem=$B.$getattr(klass,'__setitem__')", "setitem=$B.$getattr(klass,'__setitem__',null),names=localNames(_locals)"],
    ["if(prop=='$target'){return target}", "if(prop=='$target'){return names}" +
      "else if(typeof prop!=='string'||prop[0]==='$'||prop==='hasOwnProperty'){return undefined}else if(prop==='ob_type'){return $B.JSObj}"],
    ['set(target,prop,value){return $B.$call(setitem,target,prop,value)}',
      'set(target,prop,value){if(setitem===null){$B.RAISE(_b_.TypeError,' +
      "`'${$B.class_name(target)}' object does not support item assignment`)}" +
      'return $B.$call(setitem,target,prop,value)}'],
  ], { localNames });
  // exec calls eval's implementation: the one in evalCore, which the overlays that recompile
  // it again (013-015, given localNames) replace
  $B.brytorchOverlay.evalLocalNames = localNames;
  $B.brytorchOverlay.evalCore = _b_.eval;
  $B.brytorchOverlay.patchCoreFunction(_b_, 'exec', [
    ['$$eval(src,globals,locals,"exec")', '$B.brytorchOverlay.evalCore(src,globals,locals,"exec")'],
  ]);
})(__BRYTHON__);
