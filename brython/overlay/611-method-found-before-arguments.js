// Fix: `obj.m(args)` looks `m` up before it evaluates the arguments, and `t[k] = v` and
//   `obj.a = v` evaluate `v` before the target's object and key, in CPython's order.
// Symptom: `obj.missing(undefined_name)` raised NameError (CPython: AttributeError, the
//   lookup fails first); test_jit's test_freeze_module_with_helperfunction expects the
//   AttributeError of `frozen._forward(x)` with `x` undefined. A `__getattr__` or property
//   ran after the arguments' own calls, and `d[key()] = value()` called key() first
//   (CPython: value() first).
// Cause: brython.js compiles `obj.m(a, b)` to `$B.call_attr(obj, 'm', inum, a, b)` (JS
//   evaluates every argument before call_attr looks `m` up), and an assignment to a
//   subscript or attribute to `$B.$setitem(obj, key, value)` / `$B.$setattr1(obj, name,
//   value)`.
// Fix: where an argument may fail or run code (anything but a constant, a lambda or a local
//   name of the enclosing function: most calls pass only those, and keep call_attr's order
//   and cost), the object expression is compiled as `$B.bt_method_first(obj, 'm')`:
//   for the methods call_attr binds without a lookup that can fail or run code (a builtin
//   type's method, a function in the object's class's own dict; call_attr then finds them
//   as before) it is `obj` itself; otherwise it looks `m` up at once and gives a marker
//   holding the result, which call_attr (also when overlay 500's bt_call_attr passes it on)
//   calls. A single-target assignment to a subscript or attribute whose value is more than
//   a constant or name, and whose target is more than names and constants, calls a helper
//   whose arguments are the value first, then the target's parts.
// Test: tests/brython/test_language.py::test_evaluation_order_of_calls_and_assignments
(function ($B) {
  const _b_ = $B.builtins;
  class LookedUp {   // a method found before the call's arguments were evaluated
    constructor(method) { this.method = method; }
  }
  // overlay 500's bt_call_attr (calls that may pause) looks for a program's own methods only
  // in an object that is not a class (no tp_name), and passes anything else to call_attr
  LookedUp.prototype.tp_name = 'method found before its arguments';
  $B.bt_method_first = function (obj, attr) {
    if (obj !== null && obj !== undefined && obj.tp_name === undefined) {   // as call_attr
      const klass = $B.get_class(obj);
      if (klass.tp_funcs && Object.hasOwn(klass.tp_funcs, attr) &&
          $B.get_class(klass.tp_funcs[attr]) === $B.builtin_method) return obj;
      if ($B.get_class(klass) === _b_.type && $B.get_dict(klass)[attr]?.ob_type === $B.function) return obj;
    }
    return new LookedUp($B.$getattr(obj, attr));
  };
  // (every method call passes here: the class is a closure constant, not a lookup on $B)
  $B.brytorchOverlay.patchCoreFunction($B, 'call_attr', [['var is_class=',
    'if(obj instanceof LookedUp){return $B.$call_with_position(obj.method,inum,...args)}\nvar is_class=']],
    { LookedUp });
  const inert = (node) => node instanceof $B.ast.Constant || node instanceof $B.ast.Lambda;
  const plain = (node) => inert(node) || node instanceof $B.ast.Name;
  // A local name of the enclosing function (a parameter, or a name bound before the call
  // in the code compiled so far) is bound but for a `del` or an early read, where the
  // UnboundLocalError and a failed lookup would both be errors: such an argument, as a
  // constant, leaves the order unseen, and the call keeps call_attr's order and cost (most
  // method calls pass only those). Names of a class body or the module may be unbound.
  // (brython.js keeps a function's blocks (loops, with, try) as copies of its scope, each
  // with the names bound in it, and a comprehension's as a scope of its own.)
  const parameterNames = new WeakMap();   // function AST -> Set of its parameters' names
  const localNames = (scopes) => {
    const blocks = [];
    for (let i = scopes.length - 1; i >= 0; i--) {
      const scope = scopes[i];
      if (scope.type !== 'def' && scope.type !== 'comprehension') return undefined;
      blocks.push(scope);
      if (scope.type !== 'def' || !scope.ast?.args) continue;   // a block or comprehension
      let names = parameterNames.get(scope.ast);
      if (names === undefined) {
        const a = scope.ast.args;
        names = new Set([...a.posonlyargs, ...a.args, ...a.kwonlyargs, a.vararg, a.kwarg]
          .filter(Boolean).map((p) => p.arg));
        parameterNames.set(scope.ast, names);
      }
      return { has: (name) => names.has(name) || blocks.some((b) => b.locals.has(name) &&
        !b.globals.has(name) && !b.nonlocals.has(name)) };
    }
    return undefined;
  };
  const TOKEN = '/*bt-method-first*/';
  const callToJs = $B.ast.Call.prototype.to_js;
  $B.ast.Call.prototype.to_js = function (scopes) {
    const func = this.func;
    if (!(func instanceof $B.ast.Attribute)) return callToJs.call(this, scopes);
    const locals = localNames(scopes);
    const unordered = (node) => inert(node) || (node instanceof $B.ast.Name && locals?.has(node.id));
    if (this.args.every(unordered) && this.keywords.every((k) => k.arg && unordered(k.value))) {
      return callToJs.call(this, scopes);
    }
    const value = func.value;
    func.value = { lineno: value.lineno, col_offset: value.col_offset, end_lineno: value.end_lineno,
      end_col_offset: value.end_col_offset,
      to_js: (s) => `$B.bt_method_first(${$B.js_from_ast(value, s)}, ${TOKEN})` };
    let js;
    try {
      js = callToJs.call(this, scopes);
    } finally {
      func.value = value;
    }
    // brython.js wrote the (mangled) method name right after the object: `..., TOKEN), 'm', `
    const at = js.indexOf(TOKEN);
    const name = /^\), ('[^']*'), /.exec(js.slice(at + TOKEN.length));
    if (at < 0 || name === null || js.indexOf(TOKEN, at + 1) >= 0) {
      throw new Error('brytorch overlay 611: unexpected code for a method call');
    }
    return js.slice(0, at) + name[1] + js.slice(at + TOKEN.length);
  };

  // t[k] = v and obj.a = v: brython.js's `$B.$setitem(t, k, v, inum)` and `$B.$setattr1(obj,
  // "a", v, inum)`, their arguments given in CPython's order to a helper that passes them on.
  $B.bt_setitem_value_first = (value, obj, key, inum) => $B.$setitem(obj, key, value, inum);
  $B.bt_setattr_value_first = (value, obj, attr, inum) => $B.$setattr1(obj, attr, value, inum);
  const VALUE = '/*bt-value*/';
  const assignToJs = $B.ast.Assign.prototype.to_js;
  $B.ast.Assign.prototype.to_js = function (scopes) {
    const target = this.targets.length === 1 ? this.targets[0] : undefined;
    const reordered = !plain(this.value) && (
      (target instanceof $B.ast.Subscript && !(plain(target.value) && plain(target.slice))) ||
      (target instanceof $B.ast.Attribute && !plain(target.value)));
    if (!reordered) return assignToJs.call(this, scopes);
    const value = this.value;
    this.value = { lineno: value.lineno, col_offset: value.col_offset, end_lineno: value.end_lineno,
      end_col_offset: value.end_col_offset, to_js: () => VALUE };
    let js;
    try {
      js = assignToJs.call(this, scopes);
    } finally {
      this.value = value;
    }
    // `[<indent>$B.set_lineno(frame, N)\n]<indent>$B.$setitem(T, K, VALUE, inum)`
    const call = /^((?:\s*\$B\.set_lineno\(frame, \d+\)\n)?\s*)\$B\.(\$setitem|\$setattr1)\(([\s\S]*), \/\*bt-value\*\/, (\d+)\)$/.exec(js);
    if (call === null || js.indexOf(VALUE) !== js.lastIndexOf(VALUE)) {
      throw new Error('brytorch overlay 611: unexpected code for an assignment');
    }
    const helper = call[2] === '$setitem' ? 'bt_setitem_value_first' : 'bt_setattr_value_first';
    return `${call[1]}$B.${helper}(${$B.js_from_ast(value, scopes)}, ${call[3]}, ${call[4]})`;
  };
})(__BRYTHON__);
