// Fix: item access through a memoryview: negative indexes, IndexError, and assignment
//   errors of the underlying object.
// Symptom: `memoryview(b"ab")[-1]` is JS undefined and `[5]` raises KeyError (CPython: 98
//   and IndexError "index out of bounds on dimension 1"); `memoryview(bytearray(2))[0] = 256`
//   raises "TypeError: cannot modify read-only memory" (CPython: ValueError), as does a
//   slice assignment of the wrong length.
// Cause: memoryview's item lookup indexes the JS array as is; its item assignment turns
//   every error of the underlying object's __setitem__ into the read-only TypeError.
// Fix: integer keys are normalised and bounds-checked before the lookup (a byte of a view
//   over anything but bytes/bytearray is read through the object's own __getitem__); only a
//   view over bytes (immutable) is refused as read-only, other assignment errors propagate.
// Test: tests/brython/test_stdlib.py::test_memoryview_items
(function ($B) {
  const _b_ = $B.builtins, mv = _b_.memoryview, lookup = mv.mp_subscript;
  mv.mp_subscript = function (self, key) {
    if ($B.is_int(key)) {
      const n = mv.mp_length(self);
      let i = Number(key);
      if (i < 0) i += n;
      if (i < 0 || i >= n) $B.RAISE(_b_.IndexError, 'index out of bounds on dimension 1');
      // Bytes and bytearrays keep Brython's direct read of their byte array; any other
      // buffer (a C buffer's view) answers one item through its own __getitem__, instead of
      // through a copy of all its bytes.
      if (self.format === 'B' && !$B.$isinstance(self.obj, [_b_.bytes, _b_.bytearray])) {
        return $B.$getitem(self.obj, i);
      }
      key = i;
    }
    return lookup(self, key);
  };
  mv.sq_ass_item = function (self, key, value) {
    if ($B.is_bytes(self.obj)) $B.RAISE(_b_.TypeError, 'cannot modify read-only memory');
    $B.$setitem(self.obj, key, value);
  };
  // The class's dunder wrappers captured the old slots when the type was finalized.
  $B.wrapper_methods.mp_subscript(mv, 'mp_subscript');
  $B.wrapper_methods.sq_ass_item(mv, 'sq_ass_item');
})(__BRYTHON__);
