// Fix: -x, +x, ~x and abs(x) call type(x)'s __neg__ / __pos__ / __invert__ / __abs__ as
//   CPython does: found on the type, bound through its descriptor (a staticmethod gets no
//   argument, a classmethod the class), and a type without the method raises
//   TypeError("bad operand type for unary -: 'str'").
// Symptom: `import sympy` fails with "TypeError: __neg__() takes 0 positional arguments but
//   1 was given" (sympy's One and NegativeOne define `@staticmethod def __neg__()`; a class
//   body computes `-S.One`); `-"a"` raises AttributeError "type object 'str' has no
//   attribute '__neg__'".
// Cause: brython.js compiles a unary operation to `$B.$call($B.$getattr(type(x), M), x)`:
//   getattr on the class returns a staticmethod's function unbound, which is then given x,
//   and a missing method surfaces as the AttributeError of that lookup.
// Fix: UnaryOp.prototype.to_js keeps its operand code and calls $B.brytorchUnaryOp(x, M)
//   instead, which looks M up in the type's MRO: a function or slot wrapper is called with
//   x (as before), another descriptor is bound with __get__(x, type(x)) and called with no
//   arguments, anything else is called with no arguments (CPython's lookup_maybe_method).
//   The builtin abs() (same lookup, same flaw) calls it too.
// Test: tests/brython/test_language.py::test_unary_operators_use_type_special_methods
(function ($B) {
  const _b_ = $B.builtins;
  const operators = { __neg__: 'unary -', __pos__: 'unary +', __invert__: 'unary ~', __abs__: 'abs()' };
  $B.brytorchUnaryOp = function (operand, method) {
    const cls = $B.get_class(operand);
    const found = $B.search_in_mro(cls, method, $B.NULL);
    if (found === $B.NULL) {
      $B.RAISE(_b_.TypeError, `bad operand type for ${operators[method]}: '${$B.class_name(operand)}'`);
    }
    if (typeof found === 'function' || found.ob_type === $B.wrapper_descriptor) {
      return $B.$call(found, operand);
    }
    const getter = $B.get_class(found).tp_descr_get;
    if (getter && getter !== $B.NULL) return $B.$call(getter(found, operand, cls));
    return $B.$call(found);
  };
  const abs = function abs(x) {
    if (arguments.length !== 1) {
      $B.RAISE(_b_.TypeError, `abs() takes exactly one argument (${arguments.length} given)`);
    }
    return $B.brytorchUnaryOp(x, '__abs__');
  };
  for (const key of Object.keys(_b_.abs)) abs[key] = _b_.abs[key];
  _b_.abs = abs;
  const toJs = $B.ast.UnaryOp.prototype.to_js;
  const head = '$B.$call($B.$getattr($B.get_class(locals.$result = ';
  $B.ast.UnaryOp.prototype.to_js = function (scopes) {
    const js = toJs.call(this, scopes);
    if (!js.startsWith(head)) return js;   // `not x`, and constant-folded numbers
    const tail = js.match(/\), '(__neg__|__pos__|__invert__)'\), locals\.\$result\)$/);
    if (!tail) throw new Error('brytorch overlay 372: unexpected unary operation code: ' + js);
    return '$B.brytorchUnaryOp(' + js.slice(head.length, js.length - tail[0].length) +
      `, '${tail[1]}')`;
  };
})(__BRYTHON__);
