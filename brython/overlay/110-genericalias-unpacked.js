// Fix: `list[int].__unpacked__` is missing in Brython 3.14.3.
// Symptom: typing.get_type_hints() of any function or class annotated with a builtin
//   generic (`x: list[int]`, `-> dict[str, int]`) raises "AttributeError:
//   'types.GenericAlias' object has no attribute '__unpacked__'" (typing._eval_type reads
//   it), as does any direct read of the attribute.
// Cause: brython.js exposes __unpacked__ as a member reading the alias's `starred` slot,
//   but $B.GenericAlias.$factory (used by list[...], dict[...], __class_getitem__ and
//   GenericAlias.mp_subscript) never sets `starred`; only types.GenericAlias(...) called
//   from Python (tp_new) does.
// Fix: $B.GenericAlias.$factory initialises `starred` to false, as CPython's
//   Py_GenericAlias does.
// Test: tests/brython/test_typing.py::test_get_type_hints_builtin_generics
(function ($B) {
  const factory = $B.GenericAlias.$factory;
  $B.GenericAlias.$factory = function () {
    const alias = factory.apply(this, arguments);
    if (alias && alias.starred === undefined) alias.starred = false;
    return alias;
  };
})(__BRYTHON__);
