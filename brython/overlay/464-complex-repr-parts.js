// Fix: repr()/str() of a complex writes each part as CPython does (float repr without a
//   trailing ".0"): complex(1e20) is '(1e+20+0j)', 1e16j is '1e+16j'.
// Symptom: repr(complex(1e20)) was '(100000000000000000000+0j)' (numpy's test_print
//   compares str(np.complex128(x)) with str(complex(x))).
// Cause: brython.js writes an integral part with JavaScript's number-to-string, which spells
//   out integers below 1e21.
// Fix: CPython's complex_repr: a part is the float's repr less a trailing ".0"; the real part
//   and the parentheses only when the real part is not +0.0; the imaginary part signed.
// Test: tests/brython/test_builtins.py::test_complex_repr
(function ($B) {
  const _b_ = $B.builtins;
  const part = (x) => {
    const s = _b_.repr(x);
    return s.endsWith('.0') ? s.slice(0, -2) : s;
  };
  const repr = function (self) {
    $B.builtins_repr_check(_b_.complex, arguments);
    const re = self.real.value, im = part(self.imag);
    if (re === 0 && !Object.is(re, -0)) return `${im}j`;
    return `(${part(self.real)}${im.startsWith('-') ? '' : '+'}${im}j)`;
  };
  _b_.complex.tp_repr = repr;
  $B.wrapper_methods.tp_repr(_b_.complex, 'tp_repr');
})(__BRYTHON__);
