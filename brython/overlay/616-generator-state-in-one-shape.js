// Fix: the state brython.js keeps for each generator ($name, $func, $has_run, gi_running,
//   $finished) lives on an object of one hidden class that forwards next/throw/return to
//   the JS generator, instead of on the JS generator object itself.
// Symptom: `any(x for x in (1, 2, 3))` cost ~27 us on Node (CPython 3.13: 0.56); `import
//   torch` evaluates ~13,700 generator expressions. A plain-JS model of brython.js's code
//   (Node 26) gave ~10-13 us per generator expression, ~2.5-4.5 us with the state moved
//   off the generator object, 0.5-0.9 us with one generator function made once.
// Cause: none in the semantics: a generator expression compiles to a `function*` made anew
//   at each evaluation (overlay 523 hoists the bodies of generator *functions* only), so
//   each of its generator objects starts from a new hidden class, and the five properties
//   brython.js adds to it build a new chain of hidden classes every time; every read of
//   them (each step's `gen.$finished`, `gen.gi_running`) is then megamorphic.
// Speed: a speed change, no behaviour change (its test checks CPython's values; the brython
//   tier's check that a fix is needed skips it).
// Fix: $B.generator.$factory (generator expressions and anything else brython.js makes
//   generators with) and overlay 523's $B.bt_new_generator (generator functions) wrap the
//   JS generator in a GeneratorState; everything brython.js and the overlays do with
//   `js_gen` (next, throw, return, iteration, the state properties) works on it unchanged.
// Test: tests/brython/test_language.py::test_generator_expressions_keep_their_state
(function ($B) {
  class GeneratorState {
    constructor(js, name, func) {
      this.js = js;
      this.$name = name;
      this.$func = func;
      this.$has_run = false;
      this.gi_running = false;
      this.$finished = false;
    }
    next(value) { return this.js.next(value); }
    throw(exc) { return this.js.throw(exc); }
    return(value) { return this.js.return(value); }
    [Symbol.iterator]() { return this; }
  }
  const generator = $B.generator;
  if (typeof generator.$factory !== 'function' || typeof $B.bt_new_generator !== 'function') {
    throw new Error('brytorch overlay 616: generator factories not found');
  }
  generator.$factory = function (func, name) {
    const make = function () {
      return { ob_type: generator, js_gen: new GeneratorState(func.apply(null, arguments), name || 'generator', func) };
    };
    make.$infos = func.$infos;
    make.$is_genfunc = true;
    make.$name = name;
    return make;
  };
  // Overlay 523's: the body made once, started with the call's locals and frame.
  $B.bt_new_generator = function (body, name, ...context) {
    return { ob_type: generator, js_gen: new GeneratorState(body.apply(null, context), name || 'generator', body) };
  };
})(__BRYTHON__);
