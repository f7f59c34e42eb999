// Fix: division, modulo and powers by zero raise what CPython raises, with its messages.
// Symptom: `1.0 // 0` was 0.0 and `divmod(1.0, 0)` (0.0, 0.0) instead of ZeroDivisionError;
//   `0 ** -1` and `0.0 ** -1` were inf; `pow(2, 3, 0)` raised "JavascriptError: Division by
//   zero"; and the messages differed ("division by zero" for `1 // 0`, `1.0 / 0` and
//   `(1+1j) / 0`; "float modulo" for `1.0 % 0`; "not relative primes: 2 and 4" for
//   `pow(2, -1, 4)`).
// Cause: brython.js's float.nb_floor_divide and nb_divmod compute with JS numbers without
//   a zero check; int.nb_power converts a negative power to a float power, which JS defines
//   at zero; its three-argument form takes `% 0n`, which throws a JS RangeError.
// Fix: the slots of int, float and complex check a zero divisor (modulus, or zero base of a
//   negative power) first and raise CPython 3.13's exception and message; every other case
//   goes to the original slot. The dunders are remade from the slots.
// Test: tests/brython/test_builtins.py::test_division_by_zero_raises_as_cpython
(function ($B) {
  const _b_ = $B.builtins;
  const isInt = (v) => $B.is_int(v);
  const isFloat = (v) => $B.$isinstance(v, _b_.float);
  const isComplex = (v) => $B.$isinstance(v, _b_.complex);
  const intZero = (v) => isInt(v) && $B.int_value(v) == 0;
  const realZero = (v) => intZero(v) || (isFloat(v) && v.value === 0);
  const realValue = (v) => (isFloat(v) ? v.value : Number($B.int_value(v)));
  const zeroDivision = (message) => $B.RAISE(_b_.ZeroDivisionError, message);

  function wrapSlot(type, slot, check) {
    const original = type[slot];
    const wrapped = type[slot] = function (self, other, ...rest) {
      check(self, other, ...rest);
      return original.call(this, self, other, ...rest);
    };
    if (slot !== 'nb_power') {
      $B.wrapper_methods[slot](type, slot);
      return;
    }
    // __pow__ and __rpow__ take the modulus too (as overlay 390 makes float's).
    const reflected = (self, other, mod) => wrapped(other, self, mod);
    wrapped.ml = { ml_name: '__pow__' };
    reflected.ml = { ml_name: '__rpow__' };
    $B.set_to_dict(type, '__pow__', $B.wrapper_descriptor.$factory(type, '__pow__', wrapped));
    $B.set_to_dict(type, '__rpow__', $B.wrapper_descriptor.$factory(type, '__rpow__', reflected));
  }

  // int with int (a float operand makes int's slot return NotImplemented: float's decides).
  wrapSlot(_b_.int, 'nb_remainder', (x, y) => { if (isInt(x) && intZero(y)) zeroDivision('integer modulo by zero'); });
  for (const slot of ['nb_floor_divide', 'nb_divmod']) {
    wrapSlot(_b_.int, slot, (x, y) => {
      if (isInt(x) && intZero(y)) zeroDivision('integer division or modulo by zero');
    });
  }
  wrapSlot(_b_.int, 'nb_power', (x, y, mod) => {
    if (!isInt(x) || !isInt(y)) return;
    if (mod !== undefined && mod !== _b_.None) {
      if (!isInt(mod)) return;
      const m = BigInt($B.int_value(mod));
      if (m === 0n) $B.RAISE(_b_.ValueError, 'pow() 3rd argument cannot be 0');
      if ($B.int_value(y) < 0 && m !== 1n && m !== -1n && gcd(BigInt($B.int_value(x)), m) !== 1n) {
        $B.RAISE(_b_.ValueError, 'base is not invertible for the given modulus');
      }
    } else if (intZero(x) && $B.int_value(y) < 0) {
      zeroDivision('0.0 cannot be raised to a negative power');
    }
  });
  function gcd(a, b) {
    a = a < 0n ? -a : a;
    b = b < 0n ? -b : b;
    while (b !== 0n) [a, b] = [b, a % b];
    return a;
  }

  // float with float or int, on either side.
  const floatPair = (x, y) => (isFloat(x) || isFloat(y)) && (isFloat(x) || isInt(x)) && (isFloat(y) || isInt(y));
  const floatZero = (message) => (x, y) => { if (floatPair(x, y) && realZero(y)) zeroDivision(message); };
  wrapSlot(_b_.float, 'nb_true_divide', floatZero('float division by zero'));
  wrapSlot(_b_.float, 'nb_floor_divide', floatZero('float floor division by zero'));
  wrapSlot(_b_.float, 'nb_remainder', floatZero('float modulo by zero'));
  wrapSlot(_b_.float, 'nb_divmod', floatZero('float divmod()'));
  wrapSlot(_b_.float, 'nb_power', (x, y, mod) => {
    if ((mod === undefined || mod === _b_.None) && floatPair(x, y) && realZero(x) && realValue(y) < 0) {
      zeroDivision('0.0 cannot be raised to a negative power');
    }
  });

  // complex by a zero of any numeric type, on either side.
  const numeric = (v) => isInt(v) || isFloat(v) || isComplex(v);
  const complexZero = (v) => realZero(v) || (isComplex(v) && v.real.value === 0 && v.imag.value === 0);
  wrapSlot(_b_.complex, 'nb_true_divide', (x, y) => {
    if ((isComplex(x) || isComplex(y)) && numeric(x) && complexZero(y)) zeroDivision('complex division by zero');
  });
})(__BRYTHON__);
