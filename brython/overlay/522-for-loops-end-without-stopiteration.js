// Fix: a `for` loop over a generator, or over an iterator of a builtin type whose __next__ is
//   its iteration slot (dict, set and str iterators, enumerate, zip, map, ...), reads the next
//   item from the slot and ends when the slot says it is done, without making and catching a
//   StopIteration; a generator is resumed without a fresh JS generator around each step. A
//   `yield from` whose iterator is a generator advances it the same way and takes its return
//   value without a StopIteration.
// Symptom: `for k in d` over a 2-key dict cost ~3.5 us more than an empty call (CPython:
//   ~0.1); `for p in module.parameters()` over nn.Linear's two parameters 110 us (CPython
//   1.7), `Module.zero_grad()` 150 us (3.4), two fifths of it in `named_parameters`'s
//   `yield from`: every generator and dict loop of torch's Python code paid for it.
// Cause: none in the semantics: brython.js iterates such objects through their Python-level
//   __next__ (a call through $B.$call, then a new JS generator from tp_iternext for one
//   item), and learns the end from the StopIteration that __next__ raises (a profile of the
//   dict loop: a fifth of its time in $B.RAISE); `yield from` calls the builtin next() (its
//   argument parsing, a lookup of __next__) for each item and catches the StopIteration
//   that carries the return value. CPython's for loop calls tp_iternext and ends on NULL
//   without an exception; its `yield from` resumes a generator delegate directly.
// Speed: a speed change, no behaviour change (its test checks CPython's values; the brython
//   tier's check that a fix is needed skips it).
// Fix: $B.make_js_iterator (what a compiled `for` calls) asks $B.bt_slot_next_class whether
//   the iterator's class has, in its own dict, the __next__ that brython.js's make_next
//   made for it (known by its source text, checked against a dict key iterator's when this
//   overlay loads); then each step is `tp_iternext(it).next()`, as that __next__ does. A
//   generator gets a FAST_ITER whose steps run `send`'s own code (recompiled from its
//   source) with "return done and the value" where send raises StopIteration at the end.
//   The code YieldFrom.to_js writes calls $B.bt_yield_from_next instead of next() where it
//   sends None: for a generator, that same resume, and at the end the code takes the return
//   value as its `except StopIteration` branch would; any other iterator goes to next() as
//   before. Anything else (a Python class with __next__, a replaced __next__, `send`,
//   `throw`) takes brython.js's path. Exceptions from the iterable propagate as before.
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

  // --- Generators: send's steps, ending with {done: true, value: what StopIteration carries}
  const generator = $B.generator;
  const GeneratorReturn = $B.generator_return(_b_.None).ob_type;   // brython.js keeps it private
  const holder = { resume: generator.tp_funcs.send };
  overlay.patchCoreFunction(holder, 'resume', [
    ['if(gen.$finished){$B.RAISE(_b_.StopIteration,value)}', 'if(gen.$finished){return{done:true,value}}'],
    ['$GeneratorReturn)){gen.$finished=true\n$B.RAISE(_b_.StopIteration,res.value.value)}',
      '$GeneratorReturn)){gen.$finished=true\nreturn{done:true,value:res.value.value}}'],
    ['if(res.done){$B.RAISE(_b_.StopIteration,res.value)}\nreturn res.value}', 'if(res.done){return{done:true,value:res.value}}\nreturn res}'],
  ], { $GeneratorReturn: GeneratorReturn });
  const resume = holder.resume;
  generator[$B.FAST_ITER] = function (self, set_lineno, frame, lineno) {
    return {
      [Symbol.iterator]() { return this; },
      next() {
        set_lineno(frame, lineno);
        const res = resume(self, _b_.None);
        return res.done ? DONE : res;
      },
    };
  };

  // --- yield from ---------------------------------------------------------------------------
  // The value StopIteration would carry (overlay 521: no value or None gives None).
  const ENDED = Object.freeze({});
  let returned = _b_.None;
  $B.bt_yield_from_next = function (it) {
    if (it === null || typeof it !== 'object' || it.ob_type !== generator) return _b_.next(it);
    const res = resume(it, _b_.None);
    if (!res.done) return res.value;
    returned = res.value === undefined ? _b_.None : res.value;
    return ENDED;
  };
  $B.bt_yield_from_ended = ENDED;
  $B.bt_yield_from_returned = () => { const value = returned; returned = _b_.None; return value; };
  // The two places YieldFrom.to_js's code calls next(): before the loop (the end sets
  // failedN, as its except branch does) and in the loop when it sends None (the end breaks).
  const first = /var _y(\d+) = _b_\.next\(_i\1\)/g;
  const inLoop = /(?<!var )_y(\d+) = _b_\.next\(_i\1\)/g;
  function fastYieldFrom(js) {
    return js
      .replace(first, (m, n) => `var _y${n} = $B.bt_yield_from_next(_i${n}); ` +
        `if (_y${n} === $B.bt_yield_from_ended) { failed${n} = true; var _r${n} = $B.bt_yield_from_returned() }`)
      .replace(inLoop, (m, n) => `_y${n} = $B.bt_yield_from_next(_i${n}); ` +
        `if (_y${n} === $B.bt_yield_from_ended) { _r${n} = $B.bt_yield_from_returned(); break }`);
  }
  // Checked at the first `yield from` compiled (not at load: every start would pay for a
  // compilation): brython.js's text has both calls, else this part would do nothing.
  let checked = false;
  const yieldFromToJs = $B.ast.YieldFrom.prototype.to_js;
  $B.ast.YieldFrom.prototype.to_js = function (scopes) {
    const js = fastYieldFrom(yieldFromToJs.call(this, scopes));
    if (!checked) {
      if ((js.match(/\$B\.bt_yield_from_next/g) || []).length !== 2) {
        throw new Error("brytorch overlay 522: YieldFrom.to_js's code does not call next() where expected");
      }
      checked = true;
    }
    return js;
  };
})(__BRYTHON__);
