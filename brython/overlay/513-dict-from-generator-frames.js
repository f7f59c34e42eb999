// Fix: `dict(generator)` leaves Brython's frame stack as it found it (docs/brython-bugs.md,
//   bug 2).
// Symptom: `dict(pairs())`, with `pairs` a generator function, removed the calling frame
//   from the frame stack: the enclosing `try` skipped its `else`, and a name bound later in
//   the function read as unbound (UnboundLocalError); CPython's test_ast test_iter_fields
//   (`dict(ast.iter_fields(node))`) left the stack one frame short.
// Cause: brython.js's dict.tp_init iterates a generator's raw JavaScript generator
//   (`first.js_gen`), skipping the generator object's resumption, which puts the
//   generator's frame on the stack; the generator's code still removes a frame at each
//   yield and at its end, so the caller's went instead.
// Fix: a generator argument is iterated through the iterator protocol, with CPython's
//   checks and messages for each element (a sequence of length 2).
// Test: tests/brython/test_language.py::test_dict_of_a_generator_keeps_the_frame_stack
(function ($B) {
  const _b_ = $B.builtins, dict = _b_.dict;
  $B.brytorchOverlay.replaceKeepingMarks(dict, 'tp_init', (init) => function (self, first, second) {
    if (second !== undefined || first === undefined || first.$kw || !$B.exact_type(first, $B.generator)) {
      return init.apply(this, arguments);
    }
    let index = 0;
    for (const item of $B.make_js_iterator(first)) {
      let pair;
      try {
        pair = _b_.list.$factory(item);
      } catch (err) {
        if (!$B.is_exc(err, [_b_.TypeError])) throw err;
        $B.RAISE(_b_.TypeError, `cannot convert dictionary update sequence element #${index} to a sequence`);
      }
      if (pair.length !== 2) {
        $B.RAISE(_b_.ValueError,
          `dictionary update sequence element #${index} has length ${pair.length}; 2 is required`);
      }
      dict.$setitem(self, pair[0], pair[1]);
      index++;
    }
    return _b_.None;
  });
  $B.wrapper_methods.tp_init(dict, 'tp_init');   // dict.__init__, the wrapper of the slot
})(__BRYTHON__);
