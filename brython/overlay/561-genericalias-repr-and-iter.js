// Fix: repr() of a generic alias names classes as CPython's does: `module.qualname` (just the
//   name for builtins), aliases and other objects by their repr, `()` for no arguments, a
//   list argument as `[...]`, and `*` before an unpacked alias; iterating over an alias
//   gives its unpacked form once (`[*tuple[int]]`), and an `__iter__` that returns a
//   non-iterator raises CPython's TypeError without printing to the console.
// Symptom: `collections.OrderedDict[int, str]` was 'OrderedDict[int, str]' and `list[A]`
//   'list[A]' (CPython: 'collections.OrderedDict[int, str]', 'list[__main__.A]');
//   `tuple[()]` was 'tuple[]'; `Callable[[int], A]` lost its brackets. `[*tuple[int]]`
//   printed a page of Brython's internals to the console, then raised "iter() returned
//   non-iterable of type 'UndefinedType'".
// Cause: brython.js's GenericAlias.tp_repr writes the origin's `__qualname__` and each
//   class argument's bare name; its tp_iter is an empty function; `$B.$iter` logs the
//   objects before raising (and says "non-iterable").
// Fix: CPython's ga_repr, item by item; CPython's ga_iter (one starred copy); `$B.$iter`
//   raises "iter() returned non-iterator of type ..." alone.
// Test: tests/brython/test_builtins.py::test_generic_alias_repr
(function ($B) {
  const _b_ = $B.builtins;
  const attr = (obj, name) => $B.$getattr(obj, name, $B.NULL);
  const reprItem = (p) => {
    if (p === _b_.Ellipsis) return '...';
    if (Array.isArray(p) && $B.get_class(p) === _b_.list) return '[' + p.map(reprItem).join(', ') + ']';
    if (attr(p, '__origin__') !== $B.NULL && attr(p, '__args__') !== $B.NULL) return _b_.repr(p);
    const qualname = attr(p, '__qualname__'), module = attr(p, '__module__');
    if (qualname === $B.NULL || module === $B.NULL || typeof qualname !== 'string' ||
        (typeof module !== 'string' && module !== _b_.None)) {
      return _b_.repr(p);
    }
    return module === 'builtins' ? qualname : `${_b_.str.$factory(module)}.${qualname}`;
  };
  $B.GenericAlias.tp_repr = function (self) {
    const args = Array.isArray(self.args) && $B.get_class(self.args) !== _b_.list ? self.args : [self.args];
    const items = args.length === 0 ? '()' : args.map(reprItem).join(', ');
    return (self.starred ? '*' : '') + reprItem(self.origin) + '[' + items + ']';
  };
  $B.wrapper_methods.tp_repr($B.GenericAlias, 'tp_repr');
  $B.GenericAlias.tp_iter = function (self) {
    const gen = function* () {
      const alias = $B.GenericAlias.$factory(self.origin, self.args);
      alias.starred = true;
      yield alias;
    };
    return $B.generator.$factory(gen)();
  };
  $B.wrapper_methods.tp_iter($B.GenericAlias, 'tp_iter');
  // (brython.js's $iter, which overlay 365 keeps as $B.brytorchBuiltinIter under its wrapper)
  $B.brytorchOverlay.patchCoreFunction($B, $B.brytorchBuiltinIter ? 'brytorchBuiltinIter' : '$iter', [
    ["{console.log('iter, obj',obj,'\\nklass',klass,'\\n  getter',getter,'\\n iter func',iter_func,'\\nresult of iter func',res)\n" +
     "console.log('no tp_iternext in',$B.get_class(res))\n" +
     "$B.RAISE(_b_.TypeError,`iter() returned non-iterable of type",
     "{$B.RAISE(_b_.TypeError,`iter() returned non-iterator of type"],
  ], { callable_iterator: $B.callable_iterator });
})(__BRYTHON__);
