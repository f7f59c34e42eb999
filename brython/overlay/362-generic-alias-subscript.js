// Fix: subscripting a types.GenericAlias substitutes its type variables as CPython 3.12 does
//   (Objects/genericaliasobject.c), nested generics and lists of arguments included.
// Symptom: `tuple[T, list[S]][int, str]` raises "JavascriptError: argitems is not
//   iterable"; `list[tuple[T, S]][int, str]` raises "is not a generic class"; `import numpy`
//   prints "JS error ReferenceError: _PyTuple_Resize is not defined" with a page of frame
//   dump (numpy._typing); `tuple[T, S].__parameters__` is () (CPython: (~T, ~S)).
// Cause: brython.js's GenericAlias.mp_subscript is a line-by-line translation of the C code
//   that kept C's pointer idioms: item[0] where C takes &items[0], tuple_extend(..., arg[0],
//   ...), an undefined _PyTuple_Resize and $B.fats_tuple, and `alias.origin` for
//   self.origin; its __parameters__ getter returns an empty tuple.
// Fix: our own implementation of the same algorithm on JS arrays: the parameters are the
//   type variables (objects with __typing_subst__) found in the arguments, in order, without
//   repeats, looking into __parameters__ of nested aliases and into lists and tuples; the
//   item is unpacked (`*tuple[...]`), prepared by each parameter's __typing_prepare_subst__
//   (TypeVarTuple, ParamSpec), checked against the parameter count, and substituted into
//   each argument (recursively into lists and tuples; nested aliases are subscripted with
//   their own parameters' values).
// Test: tests/brython/test_typing.py::test_generic_alias_substitution
(function ($B) {
  const _b_ = $B.builtins;
  const attr = (obj, name) => $B.$getattr(obj, name, $B.NULL);
  const isSeq = (obj) => $B.$isinstance(obj, [_b_.tuple, _b_.list]);

  function makeParameters(args) {
    const params = [];
    const add = (p) => { if (!params.includes(p)) params.push(p); };
    for (const t of args) {
      if ($B.is_type(t)) continue;
      if (attr(t, '__typing_subst__') !== $B.NULL) { add(t); continue; }
      let sub = attr(t, '__parameters__');
      if (sub === $B.NULL && isSeq(t)) sub = makeParameters(t);
      if (sub !== $B.NULL && $B.is_tuple(sub)) sub.forEach(add);
    }
    return $B.fast_tuple(params);
  }

  function unpackArgs(item) {   // `*tuple[int, str]` among the items becomes int, str
    const items = $B.is_tuple(item) ? item : [item];
    const out = [];
    for (const it of items) {
      if (!$B.is_type(it)) {
        const sub = attr(it, '__typing_unpacked_tuple_args__');
        if (sub !== $B.NULL && $B.is_tuple(sub) && !(sub.length && sub[sub.length - 1] === _b_.Ellipsis)) {
          out.push(...sub);
          continue;
        }
      }
      out.push(it);
    }
    return $B.fast_tuple(out);
  }

  const isTypeVarTuple = (param) => $B.$getattr($B.get_class(param), '__iter__', $B.NULL) !== $B.NULL;

  function substituteNested(obj, params, argitems) {
    const sub = attr(obj, '__parameters__');
    if (sub === $B.NULL || !$B.is_tuple(sub) || sub.length === 0) return obj;
    const subargs = [];
    for (const p of sub) {
      const i = params.indexOf(p);
      if (i >= 0 && isTypeVarTuple(params[i]) && $B.is_tuple(argitems[i])) subargs.push(...argitems[i]);
      else subargs.push(i >= 0 ? argitems[i] : p);
    }
    return $B.$getitem(obj, $B.fast_tuple(subargs));
  }

  function substitute(self, args, params, item) {
    if (params.length === 0) $B.RAISE(_b_.TypeError, `${_b_.repr(self)} is not a generic class`);
    item = unpackArgs(item);
    for (const p of params) {
      const prepare = attr(p, '__typing_prepare_subst__');
      if (prepare !== $B.NULL && prepare !== _b_.None) item = $B.$call(prepare, self, item);
    }
    const argitems = $B.is_tuple(item) ? item : [item];
    if (argitems.length !== params.length) {
      const qualif = argitems.length > params.length ? 'many' : 'few';
      $B.RAISE(_b_.TypeError, `Too ${qualif} arguments for ${_b_.repr(self)}; ` +
        `actual ${argitems.length}, expected ${params.length}`);
    }
    const newargs = [];
    for (let arg of args) {
      if ($B.is_type(arg)) { newargs.push(arg); continue; }
      if (isSeq(arg)) {
        const sub = substitute(self, arg, params, item);
        newargs.push($B.is_tuple(arg) ? sub : $B.$list(Array.from(sub)));
        continue;
      }
      const unpack = $B.$bool(attr(arg, '__typing_is_unpacked_typevartuple__') === $B.NULL
        ? false : attr(arg, '__typing_is_unpacked_typevartuple__'));
      const subst = attr(arg, '__typing_subst__');
      const original = arg;
      arg = subst !== $B.NULL ? $B.$call(subst, argitems[params.indexOf(arg)])
        : substituteNested(arg, params, argitems);
      if (unpack) {
        if (!$B.is_tuple(arg)) {
          $B.RAISE(_b_.TypeError, `expected __typing_subst__ of ${_b_.repr(original)} ` +
            `objects to return a tuple, not ${_b_.repr(arg)}`);
        }
        newargs.push(...arg);
      } else {
        newargs.push(arg);
      }
    }
    return $B.fast_tuple(newargs);
  }

  const parametersOf = (self) => {
    if (!Object.prototype.hasOwnProperty.call(self, 'parameters')) self.parameters = makeParameters(self.args);
    return self.parameters;
  };
  const subscript = function (self, item) {
    parametersOf(self);
    const res = $B.GenericAlias.$factory(self.origin, substitute(self, self.args, self.parameters, item));
    res.starred = self.starred;
    return res;
  };
  $B.GenericAlias.mp_subscript = subscript;
  subscript.ml = { ml_name: '__getitem__' };   // the dict's __getitem__ was made from the old slot
  $B.set_to_dict($B.GenericAlias, '__getitem__', $B.wrapper_descriptor.$factory($B.GenericAlias, '__getitem__', subscript));
  // __parameters__ (brython.js's getter returns an empty tuple)
  const funcs = $B.GenericAlias.tp_funcs;
  funcs.__parameters___get = parametersOf;
  $B.set_to_dict($B.GenericAlias, '__parameters__', $B.getset_descriptor.$factory($B.GenericAlias,
    '__parameters__', [parametersOf, funcs.__parameters___set]));
})(__BRYTHON__);
