// Fix: `x + y` and the other binary operators on objects find their methods in the operands'
//   types only (as CPython's type slots do), bind what is not a method with its __get__,
//   and treat NotImplemented from a same-type method as "unsupported" (a TypeError).
// Symptom: `G() + G()`, where G.__add__ returns NotImplemented, gave NotImplemented as the
//   sum (CPython: TypeError "unsupported operand type(s) for +: 'G' and 'G'"); a metaclass
//   __getattr__ was called for `__add__` on every `A() + A()`; an `__add__` that is a
//   staticmethod, classmethod or property was called with both operands or not at all
//   (CPython binds it first); `A() ** A()` said "for **" (CPython: "for ** or pow()").
// Cause: brython.js's $B.rich_op1 looks an operator up with $B.$getattr on the left
//   operand's class (the metaclass's attribute protocol, __getattr__ included) and calls
//   what it finds with both operands, returning whatever a same-type method returns; for
//   operands of different types it binds with `__get__(method, None)`.
// Fix: for an object on the left (not an int, float, complex, str or bool, which keep
//   brython.js's fast paths; nor `+` or `*` with a builtin sequence on either side, whose
//   concatenation and repetition rules and messages brython.js and overlays 385 and 499
//   apply), each method is found in the type's MRO: a function or method descriptor is
//   called with both operands, anything else bound by its type's __get__(self, type) and
//   called with the other operand. The order is Python's: the right operand's reflected
//   method first when its type is a proper subclass that defines a different one, then
//   the left's method, then the right's reflected method when the types differ;
//   NotImplemented from all of them raises the TypeError.
// Faster too: `a + b` on two tensors skips the metaclass lookup: 1-element `a + b` on Node
//   ~15 % faster (docs/torch.md).
// Test: tests/brython/test_language.py::test_binary_operators_use_type_slots
(function ($B) {
  const _b_ = $B.builtins;
  const next = $B.rich_op1;
  if (typeof next !== 'function') throw new Error('brytorch overlay: $B.rich_op1 not found');
  // The operators compiled to rich_op (divmod() and brython.js's internal uses pass others
  // through), with CPython's symbol in the TypeError.
  const SYMBOL = {
    __add__: '+', __sub__: '-', __mul__: '*', __matmul__: '@', __truediv__: '/',
    __floordiv__: '//', __mod__: '%', __pow__: '** or pow()', __lshift__: '<<',
    __rshift__: '>>', __and__: '&', __xor__: '^', __or__: '|',
  };
  const REFLECTED = Object.fromEntries(Object.keys(SYMBOL).map((op) => [op, '__r' + op.slice(2)]));
  // Kinds of class attribute CPython calls unbound, with both operands (method descriptors).
  const UNBOUND = new Set([$B.function, $B.method_descriptor, $B.wrapper_descriptor]);
  const NUMBERS = new Set([_b_.float, _b_.complex]);
  // `+` and `*` with a builtin sequence: concatenation and repetition, whose rules and
  // messages brython.js, overlay 385 and overlay 499 apply.
  const SEQUENCES = new Set([_b_.str, _b_.bytes, _b_.bytearray, _b_.list, _b_.tuple]);
  const isSequenceType = (mro) => mro.some((cls) => SEQUENCES.has(cls));

  function callFound(method, self, other) {
    const kind = $B.get_class(method);
    if (UNBOUND.has(kind)) return $B.$call(method, self, other);
    const get = $B.search_in_mro(kind, '__get__', $B.NULL);
    const bound = get === $B.NULL ? method : $B.$call(get, method, self, $B.get_class(self));
    return $B.$call(bound, other);
  }

  $B.rich_op1 = function (op, x, y) {
    if (typeof x !== 'object' || x === null || NUMBERS.has(x.ob_type) || SYMBOL[op] === undefined) {
      return next(op, x, y);
    }
    const xt = $B.get_class(x), yt = $B.get_class(y);
    const xmro = $B.get_mro(xt), ymro = $B.get_mro(yt);
    if (!Array.isArray(xmro) || !Array.isArray(ymro) ||
        ((op === '__add__' || op === '__mul__') && (isSequenceType(xmro) || isSequenceType(ymro)))) {
      return next(op, x, y);
    }
    const rop = REFLECTED[op];
    let res;
    let rightTried = xt === yt;   // CPython asks one method when both operands share a type
    if (!rightTried && ymro.includes(xt)) {   // the right operand's type is a proper subclass
      const right = $B.search_in_mro(yt, rop, $B.NULL);
      if (right !== $B.NULL && right !== $B.search_in_mro(xt, rop, $B.NULL)) {
        rightTried = true;
        res = callFound(right, y, x);
        if (res !== _b_.NotImplemented) return res;
      }
    }
    const left = $B.search_in_mro(xt, op, $B.NULL);
    if (left !== $B.NULL) {
      res = callFound(left, x, y);
      if (res !== _b_.NotImplemented) return res;
    }
    if (!rightTried) {
      const right = $B.search_in_mro(yt, rop, $B.NULL);
      if (right !== $B.NULL) {
        res = callFound(right, y, x);
        if (res !== _b_.NotImplemented) return res;
      }
    }
    $B.RAISE(_b_.TypeError, `unsupported operand type(s) for ${SYMBOL[op]}: ` +
      `'${$B.class_name(x)}' and '${$B.class_name(y)}'`);
  };
})(__BRYTHON__);
