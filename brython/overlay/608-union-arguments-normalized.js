// Fix: a Union (`typing.Union[...]`, `X | Y`; Python 3.14's typing.Union is types.UnionType)
//   normalizes its arguments as CPython's does: None becomes NoneType, nested unions are
//   flattened, repeated arguments dropped (the first kept), one argument left is returned
//   itself, no argument is a TypeError; two unions are equal when their arguments are the same
//   set, and hash alike.
// Symptom: `typing.Union[int]` was a Union of one argument (CPython: `int`), so TorchScript
//   made a Union type of one member and failed its internal assert (union_type.cpp: "the
//   Union with the original types {int } has the single type int"; test_jit's TestUnion);
//   `get_args(Optional[Union[int, str]])` was `(int | str, NoneType)` (CPython: `(int, str,
//   NoneType)`), `Union[int, None].__args__` held None itself, `Union[int, int]` kept both,
//   and `Union[int, str] == Union[str, int]` was False.
// Cause: brython.js's UnionType.$factory keeps the argument list as given, and its comparison
//   is the lists' (ordered) equality.
// Fix: $factory (which `__class_getitem__`, `|` and the types' `__or__` all call) normalizes;
//   `==` compares and `hash` hashes the arguments as a frozenset.
// Test: tests/brython/test_typing.py::test_union_arguments_are_normalized
(function ($B) {
  const _b_ = $B.builtins, Union = $B.UnionType;
  const NoneType = $B.get_class(_b_.None);
  const contains = (items, item) =>
    items.some((known) => known === item || $B.$bool($B.rich_comp('__eq__', known, item)));
  const make = Union.$factory;   // (overlay 336's: a union takes attributes)
  Union.$factory = function (items) {
    const args = [];
    for (let item of items) {
      if (item === _b_.None) item = NoneType;
      for (const arg of $B.$isinstance(item, Union) ? item.args : [item]) {
        if (!contains(args, arg)) args.push(arg);
      }
    }
    if (args.length === 0) $B.RAISE(_b_.TypeError, 'Cannot take a Union of no types.');
    if (args.length === 1) return args[0];
    return make(args);
  };
  const asSet = (self) => $B.$call(_b_.frozenset, self.args);
  Union.tp_richcompare = function (self, other, op) {
    if (!$B.$isinstance(other, Union) || (op !== '__eq__' && op !== '__ne__')) return _b_.NotImplemented;
    return $B.rich_comp(op, asSet(self), asSet(other));
  };
  Union.tp_hash = (self) => _b_.hash(asSet(self));
  $B.wrapper_methods.tp_richcompare(Union, 'tp_richcompare');
  $B.wrapper_methods.tp_hash(Union, 'tp_hash');
})(__BRYTHON__);
