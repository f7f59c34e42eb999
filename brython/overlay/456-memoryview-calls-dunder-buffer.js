// Fix: memoryview(obj) of an object whose class defines __buffer__ (PEP 688, Python 3.12)
//   is a view of the memoryview that __buffer__ returns, as in CPython 3.12.
// Symptom: memoryview(pickle.PickleBuffer(b"ab")) (and of any class with __buffer__) raised
//   "object of type 'PickleBuffer' has no len()", or read the object as if it were bytes.
// Cause: brython.js's memoryview constructor treats every object with a __buffer__ attribute
//   as bytes (len(obj), obj.source) without calling __buffer__.
// Fix: objects that are not Brython's own bytes-likes (bytes, bytearray, memoryview,
//   array.array) go through their __buffer__, which must return a memoryview (CPython's
//   message otherwise); that view is the result.
// Test: tests/brython/test_stdlib.py::test_memoryview_calls_dunder_buffer
(function ($B) {
  const _b_ = $B.builtins, mv = _b_.memoryview;
  const PyBUF_FULL_RO = 0x11c;
  // The memoryview obj's class's own __buffer__ gives, or undefined for Brython's bytes-likes.
  const viaDunder = (obj) => {
    const cls = $B.get_class(obj);
    if ($B.$isinstance(obj, [_b_.bytes, _b_.bytearray, mv]) || cls.$bt_c_buffer ||
        $B.$getattr(obj, 'buffer_info', $B.NULL) !== $B.NULL) {
      return undefined;
    }
    const method = $B.$getattr(cls, '__buffer__', $B.NULL);
    if (method === $B.NULL) return undefined;
    const view = $B.$call(method, obj, PyBUF_FULL_RO);
    if ($B.get_class(view) !== mv) $B.RAISE(_b_.TypeError, '__buffer__ returned non-memoryview object');
    return view;
  };
  const replace = (name, make) => $B.brytorchOverlay.replaceKeepingMarks(mv, name, make);
  replace('$factory', (orig) => function (obj) {
    return (arguments.length === 1 ? viaDunder(obj) : undefined) ?? orig.apply(this, arguments);
  });
  replace('tp_new', (orig) => function (cls, args, kw) {
    return (args && args.length === 1 ? viaDunder(args[0]) : undefined) ?? orig.apply(this, arguments);
  });
})(__BRYTHON__);
