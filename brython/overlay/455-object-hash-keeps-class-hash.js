// Fix: object.__hash__(o) on an instance of a class that defines its own __hash__ leaves
//   hash(o) to that __hash__, as in CPython.
// Symptom: `class H: def __hash__(self): return 5`, then `object.__hash__(h)` made every later
//   hash(h) return the identity hash; C code that calls PyBaseObject_Type.tp_hash (numpy, for
//   its NaT scalars) did the same to the objects it hashed.
// Cause: brython.js's object.tp_hash caches the identity hash in the object's __hashvalue__,
//   and $B.$hash returns __hashvalue__ before it looks up the class's __hash__.
// Fix: the identity hash is kept in a property of its own (object.__hash__ and object.tp_hash
//   both run the new function); it is also stored in __hashvalue__
//   (the fast path of hash()) only when the object's class hashes with object's tp_hash.
// Test: tests/brython/test_builtins.py::test_object_hash_keeps_the_class_hash
(function ($B) {
  const _b_ = $B.builtins, identityHash = Symbol('brytorch identity hash');
  const objectHash = function (self) {
    if (self.__hashvalue__ !== undefined) return self.__hashvalue__;
    let hash = self[identityHash];
    if (hash === undefined) hash = self[identityHash] = $B.$py_next_hash--;
    if ($B.search_slot($B.get_class(self), 'tp_hash', $B.NULL) === objectHash) self.__hashvalue__ = hash;
    return hash;
  };
  const descriptor = $B.get_from_dict(_b_.object, '__hash__');   // object.__hash__
  if (!descriptor || descriptor.wrapped !== _b_.object.tp_hash) {
    throw new Error('brytorch overlay: object.__hash__ does not wrap object.tp_hash');
  }
  objectHash.ml = descriptor.wrapped.ml;
  _b_.object.tp_hash = descriptor.wrapped = objectHash;
})(__BRYTHON__);
