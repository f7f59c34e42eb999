// Fix: int() and math.floor of a float raise for inf and NaN, and give exact
//   ints (BigInt beyond 2**53) for large floats, as CPython does.
// Symptom: `int(float("inf"))` returns a JS Infinity that Python code sees as an object
//   without int methods (hypothesis: "'Javascript Number' object has no attribute
//   'bit_length'" at import); `math.floor(1e300)` returns an unsafe JS number.
// Cause: brython.js's float.nb_int returns Math.trunc(value) for non-integral values
//   without checking finiteness; float.__floor__/__ceil__ and the math module's floor return Math.floor/Math.ceil.
// Fix: one conversion (checks first: NaN -> ValueError, +-inf -> OverflowError, CPython's
//   messages; then a safe number or a BigInt) used by float.nb_int, float.__int__ and math.floor; __floor__/__ceil__ (and so math.ceil,
//   math.trunc) give a BigInt beyond 2**53.
// Test: tests/brython/test_builtins.py::test_float_to_int_non_finite_and_large
(function ($B) {
  const _b_ = $B.builtins;
  $B.brytorchFloatToInt = function (v) {
    if (Number.isNaN(v)) $B.RAISE(_b_.ValueError, 'cannot convert float NaN to integer');
    if (!Number.isFinite(v)) $B.RAISE(_b_.OverflowError, 'cannot convert float infinity to integer');
    v = Math.trunc(v);
    return Number.isSafeInteger(v) ? v : BigInt(v);
  };
  const nbInt = function (self) {
    return $B.brytorchFloatToInt(typeof self === 'number' ? self : self.value);
  };
  _b_.float.nb_int = nbInt;
  nbInt.ml = { ml_name: '__int__' };   // float.__int__ was made from the old slot: remade
  $B.set_to_dict(_b_.float, '__int__', $B.wrapper_descriptor.$factory(_b_.float, '__int__', nbInt));
  for (const name of ['__floor__', '__ceil__']) {   // checked already; exact beyond 2**53
    const method = _b_.float.tp_funcs[name];
    _b_.float.tp_funcs[name] = function () {
      const r = method.apply(this, arguments);
      return typeof r === 'number' && !Number.isSafeInteger(r) ? BigInt(r) : r;
    };
  }
  $B.brytorchOverlay.patchStdlibSource('math',
    '        return Math.floor(float_check(x))\n',
    '        return $B.brytorchFloatToInt(Math.floor(float_check(x)))\n');
})(__BRYTHON__);
