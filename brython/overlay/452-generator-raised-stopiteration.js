// Fix: a StopIteration that leaves a generator's body becomes RuntimeError("generator raised
//   StopIteration"), with the StopIteration as its __cause__ and __context__ (PEP 479).
// Symptom: `def g(): yield 1; raise StopIteration` made `list(g())` return [1] (CPython:
//   RuntimeError); so did a StopIteration from a call inside the body (`next(iter([]))`),
//   silently ending any loop over the generator early.
// Cause: brython.js converts only at `raise` statements, when the current frame is marked
//   as a generator's, and generator frames are not marked; CPython converts at the
//   generator's boundary whatever raised it.
// Fix: the generator's `send` (what next(), for loops and, through overlay 522, `yield from`
//   resume it with) and `throw` pass an error leaving the body through
//   $B.bt_generator_raised, which makes the RuntimeError. In `throw`, the exception thrown
//   in is passed on unchanged when it comes back out as it was (CPython does the same for a
//   finished generator; for a suspended one that does not catch a thrown StopIteration it
//   converts, which is not done here). Numbered before 522, which recompiles `send`.
// Test: tests/brython/test_language.py::test_stopiteration_leaving_a_generator
(function ($B) {
  const _b_ = $B.builtins;
  $B.bt_generator_raised = function (err) {
    if (err == null || err.ob_type === undefined || !$B.is_exc(err, [_b_.StopIteration])) return err;
    const exc = $B.EXC(_b_.RuntimeError, 'generator raised StopIteration');
    exc.__cause__ = err;
    exc.__context__ = err;
    exc.suppress_context = true;
    return exc;
  };
  const overlay = $B.brytorchOverlay, generator = $B.generator;
  const holder = { send: generator.tp_funcs.send, throw: generator.tp_funcs.throw };
  overlay.patchCoreFunction(holder, 'send', [
    ['$B.frame_obj=save_frame_obj\nthrow err}', '$B.frame_obj=save_frame_obj\nthrow $B.bt_generator_raised(err)}'],
  ], { $GeneratorReturn: $B.generator_return(_b_.None).ob_type });
  overlay.patchCoreFunction(holder, 'throw', [
    ['var res=gen.throw(exc)\n', 'try{var res=gen.throw(exc)}catch(err){$B.frame_obj=save_frame_obj\n' +
      'throw err===exc ? err :$B.bt_generator_raised(err)}\n'],
  ]);
  overlay.replaceBuiltinMethod(generator, 'send', holder.send);
  overlay.replaceBuiltinMethod(generator, 'throw', holder.throw);
})(__BRYTHON__);
