// Fix: the StopIteration that ends an exhausted iterator or a generator returning None has
//   no arguments and `value` None, as in CPython; one that carries a generator's return
//   value has it as its only argument. Both are made directly (no Python call of the class).
// Symptom: `r = yield from iter([])` (or a `map`) set r to '' (CPython: None); the
//   StopIteration of `next(iter([]))` had args ('',) and value '', that of a generator
//   returning None args (None,); CPython: () and None. And each cost a full Python call of
//   the class (0.15 s of `import torch`).
// Cause: brython.js raises it with `$B.RAISE(StopIteration, value)`, whose `value ?? ''`
//   turns "no value" (undefined) into the argument ''; a generator's `return None` passes
//   None; `map`'s iterator passes '' itself.
// Fix: $B.RAISE given StopIteration and undefined or None makes StopIteration() (value
//   None), given another value StopIteration(value); `map`'s iterator passes nothing.
//   Made as BaseException.__new__ and StopIteration.__init__ make it (the full call when a
//   later change replaced either). Numbered after 017, whose RAISE it wraps.
//   Not fixed: a finished generator's `send(v)` still gives StopIteration(v) (CPython: ()).
// Test: tests/brython/test_language.py::test_stopiteration_of_exhausted_iterators
(function ($B) {
  const _b_ = $B.builtins, StopIteration = _b_.StopIteration;
  const baseNew = _b_.BaseException.tp_new, stopInit = StopIteration.tp_init;
  const make = (args) => {
    if (StopIteration.tp_new !== baseNew || StopIteration.tp_init !== stopInit) {
      return $B.$call(StopIteration, ...args);
    }
    const exc = baseNew(StopIteration, args);
    exc.args = $B.fast_tuple(args);
    exc.value = args.length ? args[0] : _b_.None;
    return exc;
  };
  const raise = $B.RAISE;
  $B.RAISE = function (errorType, message) {
    if (errorType === StopIteration && arguments.length <= 2) {
      throw make(message === undefined || message === _b_.None ? [] : [message]);
    }
    return raise.apply(this, arguments);
  };
  $B.brytorchOverlay.patchCoreFunction(_b_.map, 'tp_iternext', [
    ["$B.RAISE(_b_.StopIteration,'')", '$B.RAISE(_b_.StopIteration)'],
  ]);
})(__BRYTHON__);
