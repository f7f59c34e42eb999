// Fix: complex's arithmetic with an operand that is not an int, float or complex returns
//   NotImplemented, as CPython's does, so that the other operand's reflected method runs.
// Symptom: `1j * np.arange(3.0)` raises "TypeError: only length-1 arrays can be converted to
//   Python scalars" (CPython: ndarray.__rmul__ gives [0.+0.j 0.+1.j 0.+2.j]); the same for
//   +, -, / and ** (numpy's fft tests build complex arrays as `ar + 1j*ai`).
// Cause: brython.js's complex operations convert any operand that has __complex__ (ndarray
//   has one, which raises for more than one element).
// Fix: complex's nb_add/subtract/multiply/true_divide/power and their __x__/__rx__ methods
//   first check that both operands are ints, floats or complexes (CPython's to_complex).
// Test: tests/brython/test_builtins.py::test_complex_ops_defer_to_other_operand
(function ($B) {
  const _b_ = $B.builtins;
  const cx = _b_.complex;
  const number = (v) => $B.is_int(v) || $B.$isinstance(v, [_b_.float, _b_.complex]);
  const ops = { nb_add: ['__add__', '__radd__'], nb_subtract: ['__sub__', '__rsub__'],
    nb_multiply: ['__mul__', '__rmul__'], nb_true_divide: ['__truediv__', '__rtruediv__'],
    nb_power: ['__pow__', '__rpow__'] };
  for (const [slot, [dunder, rdunder]] of Object.entries(ops)) {
    const op = cx[slot];
    const checked = function (self, other, mod) {
      if (!number(self) || !number(other)) return _b_.NotImplemented;
      return op.apply(this, arguments);
    };
    cx[slot] = checked;
    const reflected = (self, other, mod) => checked(other, self, mod);
    checked.ml = { ml_name: dunder };
    reflected.ml = { ml_name: rdunder };
    $B.set_to_dict(cx, dunder, $B.wrapper_descriptor.$factory(cx, dunder, checked));
    $B.set_to_dict(cx, rdunder, $B.wrapper_descriptor.$factory(cx, rdunder, reflected));
  }
})(__BRYTHON__);
