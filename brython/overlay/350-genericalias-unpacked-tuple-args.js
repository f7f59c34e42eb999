// Fix: GenericAlias.__typing_unpacked_tuple_args__ is None, or the args of an unpacked tuple.
// Symptom: `getattr(list[int], '__typing_unpacked_tuple_args__', None)` is a JS undefined,
//   so typing's _unpack_args raises "TypeError: 'UndefinedType' object is not iterable" when
//   a Union holds a generic alias (numpy._typing, run by `import numpy`).
// Cause: brython.js GenericAlias_funcs.__typing_unpacked_tuple_args___get is an empty function.
// Fix: as CPython's: the args when the alias is a starred tuple[...] (*tuple[int, str]),
//   else None.
// Test: tests/brython/test_typing.py::test_generic_alias_unpacked_tuple_args
(function ($B) {
  const _b_ = $B.builtins;
  const funcs = $B.GenericAlias.tp_funcs, name = '__typing_unpacked_tuple_args__';
  funcs[name + '_get'] = function (self) {
    return self.starred && self.origin === _b_.tuple ? self.args : _b_.None;
  };
  // The class's descriptor was made from the old getter when brython.js finalized the type.
  $B.set_to_dict($B.GenericAlias, name,
    $B.getset_descriptor.$factory($B.GenericAlias, name, [funcs[name + '_get'], funcs[name + '_set']]));
})(__BRYTHON__);
