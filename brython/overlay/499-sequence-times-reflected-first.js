// Fix: `sequence * other` asks other's __rmul__ before repeating the sequence, as CPython does.
// Symptom: `'qrs' * x` and `b'x' * x`, where x's class defines both __rmul__ and __index__
//   (a numpy array of strings: numpy's chararray test_rmul), repeated the sequence by
//   x.__index__() (or raised what __index__ raised) instead of returning x.__rmul__('qrs').
// Cause: brython.js's rich_op1 calls the left operand's __mul__ first; str and bytes
//   implement it as their repeat, which converts any operand with __index__. In CPython str,
//   bytes, list and tuple have no number-protocol multiply: the right operand's nb_multiply
//   (its __rmul__) comes first, the sequence repeat only when that returns NotImplemented.
// Fix: for `*` with a str, bytes, bytearray, list or tuple on the left and, on the right, an
//   object of another class whose type defines __rmul__ (not an int), that __rmul__ is called
//   first; NotImplemented falls back to Brython's own path (the repeat, then the TypeError).
// Test: tests/brython/test_builtins.py::test_sequence_times_object_tries_its_rmul_first
(function ($B) {
  const _b_ = $B.builtins;
  const SEQUENCES = new Set([_b_.str, _b_.bytes, _b_.bytearray, _b_.list, _b_.tuple]);
  const original = $B.rich_op1;
  if (typeof original !== 'function') throw new Error('brytorch overlay: $B.rich_op1 not found');
  $B.rich_op1 = function (op, x, y) {
    if (op === '__mul__' && typeof y === 'object' && y !== null && typeof x !== 'number') {
      const xt = $B.get_class(x);
      if (SEQUENCES.has(xt)) {
        const yt = $B.get_class(y);
        if (yt !== xt && !SEQUENCES.has(yt) && !$B.is_int(y)) {
          const rmul = $B.search_in_mro(yt, '__rmul__', $B.NULL);
          if (rmul !== $B.NULL) {
            const res = $B.$call($B.$getattr(y, '__rmul__'), x);
            if (res !== _b_.NotImplemented) return res;
          }
        }
      }
    }
    return original(op, x, y);
  };
})(__BRYTHON__);
