// Fix: typing.Union (types.UnionType, the type of `int | str`) is named as in CPython 3.14:
//   __module__ 'typing', __name__ and __qualname__ 'Union', repr "<class 'typing.Union'>".
// Symptom: `typing.Union.__module__` is 'builtins'; torch.utils._config_module skips names
//   whose __module__ is 'typing' when it walks a config module, so a config module that
//   imports Union (torch._inductor.config) fails with a bare AssertionError at
//   `assert value.__module__ == module.__name__`.
// Cause: brython.js creates the type with tp_name "UnionType" and no '__module__' entry in its
//   dict, and a type without one reports 'builtins' (set_func_names(..., "types") only
//   names the functions).
// Fix: tp_name is "Union" and the type's dict holds '__module__': 'typing', the names
//   CPython 3.14 gives the type (error messages follow from them). The repr of a static
//   type is its bare name in brython.js (CPython's tp_name carries the module), so
//   type.__repr__ gives this one its module.
// Test: tests/brython/test_typing.py::test_union_type_names
(function ($B) {
  $B.UnionType.tp_name = 'Union';
  $B.set_to_dict($B.UnionType, '__module__', 'typing');
  const typeRepr = $B.builtins.type.tp_repr;
  $B.builtins.type.tp_repr = function (kls) {
    return kls === $B.UnionType ? "<class 'typing.Union'>" : typeRepr(kls);
  };
})(__BRYTHON__);
