// Fix: repr() of a types.UnionType (X | Y, typing.Optional[X]) is wrong in Brython 3.14.3.
// Symptom: `repr(int | None)` is 'int | NoneType' (CPython: 'int | None'), and a class
//   from another module shows as 'undefined.C' (`Optional[C]` -> 'undefined.C | NoneType'),
//   which is what annotationlib/typing show for annotations, dataclass fields and
//   ForwardRef values.
// Cause: brython.js $B.UnionType.tp_repr reads the JS property `item.__module__` (absent:
//   a class keeps __module__ in its dict), uses the class's __name__ rather than its
//   __qualname__, and has no case for NoneType.
// Fix: as CPython's union repr: NoneType shows as None, ... as ...; an argument with
//   __origin__ and __args__ (a generic alias) shows as its repr; one with __qualname__ and
//   __module__ as qualname (module 'builtins') or module.qualname; anything else as repr().
// Test: tests/brython/test_annotations.py::test_union_repr
(function ($B) {
  const _b_ = $B.builtins;
  const has = (obj, attr) => $B.$getattr(obj, attr, $B.NULL) !== $B.NULL;
  const itemRepr = function (item) {
    if (item === $B.NoneType || item === _b_.None) return 'None';
    if (item === _b_.Ellipsis) return '...';
    if (has(item, '__origin__') && has(item, '__args__')) return _b_.repr(item);
    const qualname = $B.$getattr(item, '__qualname__', $B.NULL);
    const module = $B.$getattr(item, '__module__', $B.NULL);
    if (qualname === $B.NULL || module === $B.NULL || module === _b_.None) return _b_.repr(item);
    if ($B.is_str(module) && module === 'builtins') return _b_.str.$factory(qualname);
    return `${_b_.str.$factory(module)}.${_b_.str.$factory(qualname)}`;
  };
  $B.UnionType.tp_repr = function (self) {
    return self.args.map(itemRepr).join(' | ');
  };
})(__BRYTHON__);
