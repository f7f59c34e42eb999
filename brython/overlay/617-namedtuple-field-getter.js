// Fix: `_collections._tuplegetter` exists, so a namedtuple's fields are CPython's data
//   descriptors (type `collections._tuplegetter`) read in JavaScript.
// Symptom: reading a namedtuple field (`p.x`) cost ~11 us on Node (CPython 3.13: 0.03);
//   `type(P.x)` was `property` (CPython: `collections._tuplegetter`), so
//   `P.x.__reduce__()`, `P.x.__get__(5)`'s TypeError and `_tuplegetter(0, doc)` differed.
// Cause: brython_stdlib.js's _collections has no _tuplegetter, so collections falls back to
//   `property(operator.itemgetter(index), doc=doc)`, and operator is pure Python: each read
//   is a property call into a Python `__call__`.
// Fix: CPython's _tuplegetter (_collectionsmodule.c) as a builtin class: `_tuplegetter(index,
//   doc)`, `__get__` gives `obj[index]` for a tuple (itself for None or the class; a
//   TypeError naming the index for anything else; IndexError past the end), `__set__` and
//   `__delete__` raise AttributeError ("can't set attribute", "can't delete attribute"),
//   `__doc__` writable, `__reduce__` -> (_tuplegetter, (index, doc)), repr as CPython's.
// Test: tests/brython/test_stdlib.py::test_namedtuple_fields_are_tuplegetters
(function ($B) {
  const _b_ = $B.builtins;
  const TupleGetter = $B.make_builtin_class('_tuplegetter');
  const isTuple = (obj) => {
    const cls = $B.get_class(obj);
    return cls === _b_.tuple || (Array.isArray(obj) && $B.get_mro(cls).includes(_b_.tuple));
  };
  TupleGetter.tp_new = function (cls, args, kw) {   // (a slot: the arguments as a tuple and a dict)
    if (kw !== undefined && _b_.dict.mp_length(kw) > 0) $B.RAISE(_b_.TypeError, '_tuplegetter() takes no keyword arguments');
    if (args.length !== 2) $B.RAISE(_b_.TypeError, `_tuplegetter expected 2 arguments, got ${args.length}`);
    let index = $B.PyNumber_Index(args[0]);
    if (typeof index !== 'number') index = Number(index);   // a BigInt beyond any tuple
    return { ob_type: cls, index, doc: args[1] };
  };
  TupleGetter.tp_descr_get = function (self, obj) {
    if (obj === $B.NULL || obj === undefined || obj === _b_.None) return self;
    if (!isTuple(obj)) {
      $B.RAISE(_b_.TypeError, `descriptor for index '${self.index}' for tuple subclasses doesn't apply to '${$B.class_name(obj)}' object`);
    }
    if (self.index < 0 || self.index >= obj.length) $B.RAISE(_b_.IndexError, 'tuple index out of range');
    return obj[self.index];
  };
  TupleGetter.tp_descr_set = function (self, obj, value) {
    $B.RAISE(_b_.AttributeError, value === $B.NULL || value === undefined ? "can't delete attribute" : "can't set attribute");
  };
  TupleGetter.tp_repr = (self) => `${$B.get_name($B.get_class(self))}(${self.index}, ${_b_.repr(self.doc)})`;
  TupleGetter.tp_funcs = {
    __reduce__: (self) => $B.fast_tuple([$B.get_class(self), $B.fast_tuple([self.index, self.doc])]),
    __doc___get: (self) => self.doc,
    __doc___set: (self, value) => { self.doc = value === $B.NULL ? _b_.None : value; },
  };
  TupleGetter.tp_methods = ['__reduce__'];
  TupleGetter.tp_getset = ['__doc__'];
  $B.set_func_names(TupleGetter, 'collections');
  $B.finalize_type(TupleGetter);
  // CPython's is a heap type of module `collections`: its repr is <class 'collections._tuplegetter'>.
  $B.set_to_dict(TupleGetter, '__module__', 'collections');
  TupleGetter.tp_flags |= $B.TPFLAGS.HEAPTYPE;
  $B.brytorchTupleGetter = TupleGetter;
  const entry = $B.VFS && $B.VFS._collections;
  if (!entry) throw new Error('brytorch overlay 617: _collections not found');
  entry[1] += '\n_tuplegetter=__BRYTHON__.brytorchTupleGetter\n';
})(__BRYTHON__);
