// Fix: collections.abc.Mapping's registry holds no `dict` (CPython's: mappingproxy and
//   FrameLocalsProxy), so `isinstance({}, Mapping)` is answered through MutableMapping and
//   then from Mapping's cache, as in CPython.
// Symptom: `isinstance({}, collections.abc.Mapping)` cost 17-27 us on Node (CPython 3.13:
//   0.2; `isinstance([], Sequence)` 8 us): every call went through ABCMeta.__subclasscheck__
//   and Mapping's `__subclasshook__` again; `_abc._get_dump(Mapping)` listed dict as
//   registered and never cached it.
// Cause: _collections_abc registers `type(sys._getframe().f_locals)` with Mapping (CPython
//   3.13's FrameLocalsProxy); Brython's frames' f_locals are plain dicts, so that registered
//   dict itself, and _abc (overlay 566, CPython's algorithm) does not cache a class found
//   in the registry directly.
// Fix: the registration is skipped when that type is dict.
// Test: tests/brython/test_stdlib.py::test_mapping_abc_caches_dict
(function ($B) {
  $B.brytorchOverlay.patchStdlibSource('_collections_abc', 'Mapping.register(framelocalsproxy)\n',
    'if framelocalsproxy is not dict:\n Mapping.register(framelocalsproxy)\n');
})(__BRYTHON__);
