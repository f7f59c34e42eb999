// Fix: a class's iteration slot comes from the first class along its MRO that defines
//   `__iter__` (or is a built-in iterable), as in CPython, not only from its single-inheritance
//   base chain.
// Symptom: `list(Perm.R | Perm.W)` of an enum.IntFlag raised "TypeError: 'Perm' object is not
//   iterable" (CPython: [<Perm.R: 4>, <Perm.W: 2>]): IntFlag's bases are (int, ReprEnum,
//   Flag) and Flag defines `__iter__`; so for any class whose `__iter__` comes from a second
//   base, `for x in obj` failed while `type(obj).__iter__(obj)` worked.
// Cause: brython.js's $B.make_iter looks in the class's own dict, then asks `tp_base` (the
//   first, "solid" base: int here) and never looks at the other classes of the MRO.
// Fix: $B.make_iter walks the MRO: the first class with an own iteration slot, or with
//   `__iter__` in its dict, gives it.
// Test: tests/brython/test_stdlib.py::test_int_flag_is_iterable
(function ($B) {
  $B.make_iter = function (cls) {
    cls.tp_iter = $B.NULL;
    const own = $B.get_from_dict(cls, '__iter__', $B.NULL);
    if (own !== $B.NULL) return (cls.tp_iter = own);
    for (const klass of (cls.tp_mro || []).slice(1)) {
      if (Object.hasOwn(klass, 'tp_iter') && klass.tp_iter !== $B.NULL) return (cls.tp_iter = klass.tp_iter);
      const iter = $B.get_from_dict(klass, '__iter__', $B.NULL);
      if (iter !== $B.NULL) return (cls.tp_iter = iter);
    }
    return cls.tp_iter;
  };
})(__BRYTHON__);
