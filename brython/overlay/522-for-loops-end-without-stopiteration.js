// Fix: a `for` loop over a generator, or over an iterator of a builtin type whose __next__ is
//   its iteration slot (dict, set and str iterators, enumerate, zip, map, ...), reads the next
//   item from the slot and ends when the slot says it is done, without making and catching a
//   StopIteration; a generator is resumed without a fresh JS generator around each step.
// Symptom: `for k in d` over a 2-key dict cost ~3.5 us more than an empty call (CPython:
//   ~0.1); `for p in module.parameters()` over nn.Linear's two parameters 110 us (CPython
//   1.7), `Module.zero_grad()` 150 us (3.4): every generator and dict loop of torch's Python
//   code paid for it.
// Cause: none in the semantics: brython.js iterates such objects through their Python-level
//   __next__ (a call through $B.$call, then a new JS generator from tp_iternext for one
//   item), and learns the end from the StopIteration that __next__ raises (a profile of the
//   dict loop: a fifth of its time in $B.RAISE). CPython's for loop calls tp_iternext and
//   ends on NULL without an exception.
// Speed: a speed change, no behaviour change (its test checks CPython's values; the brython
//   tier's check that a fix is needed skips it).
// Fix: $B.make_js_iterator (what a compiled `for` calls) asks $B.bt_slot_next_class whether
//   the iterator's class has, in its own dict, the __next__ that brython.js's make_next
//   made for it (known by its source text, checked against a dict key iterator's when this
//   overlay loads); then each step is `tp_iternext(it).next()`, as that __next__ does. A
//   generator gets a FAST_ITER whose steps run `send`'s own code (recompiled from its
//   source) with "return done" where send raises StopIteration at the end. Anything else (a
//   Python class with __next__, a replaced __next__) takes brython.js's path. Exceptions
//   from the loop's iterable propagate as before.
// Test: tests/brython/test_language.py::test_for_loops_over_iterators_and_generators
(function ($B) {
  const _b_ = $B.builtins, overlay = $B.brytorchOverlay;
  const DONE = Object.freeze({ done: true, value: null });

  // --- Builtin iterators: their slot, not their Python-level __next__ ----------------------
  const keyIterator = $B.get_class($B.$iter($B.empty_dict()));
  const slotNextSource = $B.get_from_dict(keyIterator, '__next__', $B.NULL).toString();
  if (!slotNextSource.includes('cls.tp_iternext(obj)') || !slotNextSource.includes('StopIteration')) {
    throw new Error("brytorch overlay 522: a dict iterator's __next__ is not brython.js's make_next");
  }
  const isSlotNext = new WeakMap();   // __next__ function -> made by make_next?
  // The class whose tp_iternext a loop may call directly, or undefined.
  $B.bt_slot_next_class = function (it, nextFunc) {
    if (typeof nextFunc !== 'function') return undefined;
    const klass = $B.get_class(it);
    if (typeof klass.tp_iternext !== 'function' || $B.get_from_dict(klass, '__next__', $B.NULL) !== nextFunc) return undefined;
    let slot = isSlotNext.get(nextFunc);
    if (slot === undefined) {
      slot = nextFunc.toString() === slotNextSource;
      isSlotNext.set(nextFunc, slot);
    }
    return slot ? klass : undefined;
  };
  overlay.patchCoreFunction($B, 'make_js_iterator', [
    ['if(next_func !==null){return{',
      'var slot_class=$B.bt_slot_next_class(it,next_func)\n' +
      'if(slot_class!==undefined){return{\n' +
      '[Symbol.iterator](){return this},next(){set_lineno(frame,lineno)\n' +
      'try{\n' +
      'var res=slot_class.tp_iternext(it).next()\n' +
      'return res.done ? DONE :{done:false,value:res.value}}catch(err){if($B.is_exc(err,[_b_.StopIteration])){return DONE}\n' +
      'if(iterator[$B.INUM]){$B.set_inum(iterator[$B.INUM])}\n' +
      'throw err}}}}\n' +
      'if(next_func !==null){return{'],
  ], { DONE });

  // --- Generators: send's steps, ending with "done" ----------------------------------------
  const generator = $B.generator;
  const GeneratorReturn = $B.generator_return(_b_.None).ob_type;   // brython.js keeps it private
  const holder = { resume: generator.tp_funcs.send };
  overlay.patchCoreFunction(holder, 'resume', [
    ['if(gen.$finished){$B.RAISE(_b_.StopIteration,value)}', 'if(gen.$finished){return DONE}'],
    ['$GeneratorReturn)){gen.$finished=true\n$B.RAISE(_b_.StopIteration,res.value.value)}',
      '$GeneratorReturn)){gen.$finished=true\nreturn DONE}'],
    ['if(res.done){$B.RAISE(_b_.StopIteration,res.value)}\nreturn res.value}', 'if(res.done){return DONE}\nreturn res}'],
  ], { DONE, $GeneratorReturn: GeneratorReturn });
  const resume = holder.resume;
  generator[$B.FAST_ITER] = function (self, set_lineno, frame, lineno) {
    return {
      [Symbol.iterator]() { return this; },
      next() {
        set_lineno(frame, lineno);
        return resume(self, _b_.None);
      },
    };
  };
})(__BRYTHON__);
