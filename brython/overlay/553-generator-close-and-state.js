// Fix: generator.close() returns None (or, Python 3.13, the value the generator returns when
//   closed), lets any other exception out, and raises RuntimeError when the generator
//   yields instead of finishing; gi_running, gi_suspended, gi_frame and gi_code answer.
// Symptom: `g.close()` returned JavaScript's undefined (printed "<Javascript undefined>"); a
//   ValueError raised in a generator's `finally` on close became "RuntimeError: generator
//   ignored GeneratorExit", while a generator that did yield again after GeneratorExit was
//   closed without an error; `g.gi_running`, `g.gi_frame`, `g.gi_code` were undefined
//   (`g.gi_code.co_name`: AttributeError "Javascript object 'undefined' has no attribute").
// Cause: brython.js's close turns every exception but GeneratorExit and StopIteration into
//   that RuntimeError and ignores throw()'s return (a yield); the gi_* getters are empty.
// Fix: close as CPython 3.13's gen_close: throw GeneratorExit in; GeneratorExit back means
//   closed (None), StopIteration means it returned (its value), another exception is raised
//   as it is, a yielded value is the RuntimeError. The getters read the generator's state
//   (js_gen.gi_running, $has_run, $finished, which send and the for-loop path of overlay 522
//   now also set when the body runs to its end) and its frame; gi_yieldfrom stays None
//   (Brython does not record the iterator a `yield from` delegates to).
// Test: tests/brython/test_language.py::test_generator_close_and_state
(function ($B) {
  const _b_ = $B.builtins, gen = $B.generator, funcs = gen.tp_funcs;
  const close = function (self) {
    const saved = $B.frame_obj;
    if (self.$frame) $B.frame_obj = $B.push_frame(self.$frame);
    try {
      funcs.throw(self, $B.EXC(_b_.GeneratorExit));
    } catch (err) {
      if ($B.is_exc(err, [_b_.GeneratorExit])) return _b_.None;
      if ($B.is_exc(err, [_b_.StopIteration])) return $B.$getattr(err, 'value');
      throw err;
    } finally {
      $B.frame_obj = saved;
    }
    $B.RAISE(_b_.RuntimeError, 'generator ignored GeneratorExit');
  };
  $B.brytorchOverlay.replaceBuiltinMethod(gen, 'close', close);
  // A body that ran to its end: finished (brython.js marks only a `return`).
  const send = funcs.send;
  $B.brytorchOverlay.replaceBuiltinMethod(gen, 'send', function (self) {
    try {
      return send.apply(this, arguments);
    } catch (err) {
      if (self?.js_gen && $B.is_exc(err, [_b_.StopIteration])) self.js_gen.$finished = true;
      throw err;
    }
  });
  const fastIter = gen[$B.FAST_ITER];
  gen[$B.FAST_ITER] = function (self) {
    const it = fastIter.apply(this, arguments), next = it.next;
    it.next = function () {
      const res = next.apply(this, arguments);
      if (res.done && self.js_gen) self.js_gen.$finished = true;
      return res;
    };
    return it;
  };
  const state = (self) => self.js_gen || {};
  const getters = {
    gi_running: (self) => state(self).gi_running === true,
    gi_suspended: (self) => state(self).$has_run === true && state(self).$finished !== true && state(self).gi_running !== true,
    gi_frame: (self) => (state(self).$finished === true || !self.$frame ? _b_.None : self.$frame),
    gi_code: (self) => (self.$frame ? $B.$getattr(self.$frame, 'f_code') : _b_.None),
    gi_yieldfrom: () => _b_.None,
  };
  for (const [name, get] of Object.entries(getters)) {
    funcs[name + '_get'] = get;
    $B.set_to_dict(gen, name, $B.getset_descriptor.$factory(gen, name, [get, _b_.None]));
  }
})(__BRYTHON__);
