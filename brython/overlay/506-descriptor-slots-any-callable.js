// Fix: a class whose `__get__` or `__set__` is any callable object, not only a function (a
//   `unittest.mock.Mock`, a callable instance, a `functools.partial`), is a working
//   descriptor, called as CPython's slot functions call it.
// Symptom: after `D.__set__ = Mock()`, `c.i = 5` for `i = D()` in c's class raised
//   JavascriptError "setter is not a function" (and `c.i` "getter is not a function"):
//   3 tests of CPython's test_dataclasses (TestDescriptors).
// Cause: brython.js `$B.make_descr_get`/`$B.make_descr_set` put the class dict's `__get__`/
//   `__set__` in the type's `tp_descr_get`/`tp_descr_set` slot as it is, and Brython calls
//   the slot as a JavaScript function.
// Fix: when the value found is not a function, the slot is a function that calls it as
//   CPython does: `__get__` with (descriptor, instance or None, owner or None), never bound
//   (CPython's slot_tp_descr_get); `__set__` through the method lookup CPython's
//   slot_tp_descr_set uses: bound through its own `__get__` when it has one, otherwise
//   called with (instance, value) alone, without the descriptor.
// Test: tests/brython/test_language.py::test_descriptor_slots_accept_any_callable
(function ($B) {
  const _b_ = $B.builtins;
  const orNone = (x) => (x === undefined || x === $B.NULL ? _b_.None : x);

  const makeGet = $B.make_descr_get;
  $B.make_descr_get = function (cls) {
    const slot = makeGet.call(this, cls);
    if (slot === $B.NULL || typeof slot === 'function') return slot;
    const get = slot;
    cls.tp_descr_get = function (descriptor, instance, owner) {
      return $B.$call(get, descriptor, orNone(instance), orNone(owner));
    };
    return cls.tp_descr_get;
  };

  const makeSet = $B.make_descr_set;
  $B.make_descr_set = function (cls) {
    const slot = makeSet.call(this, cls);
    if (slot === $B.NULL || typeof slot === 'function') return slot;
    const set = slot;
    cls.tp_descr_set = function (descriptor, instance, value) {
      const bind = $B.get_class(set).tp_descr_get;
      if (bind && bind !== $B.NULL) {
        return $B.$call(bind(set, descriptor, $B.get_class(descriptor)), instance, value);
      }
      return $B.$call(set, instance, value);
    };
    return cls.tp_descr_set;
  };
})(__BRYTHON__);
