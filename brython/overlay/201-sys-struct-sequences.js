// Fix: sys.version_info, sys.flags, sys.int_info, sys.hash_info and sys.float_info are not
//   real tuples in Brython 3.14.3.
// Symptom: sys.version_info[:2] is a list (so `sys.version_info[:2] >= (3, 8)` raises
//   TypeError), sys.version_info[-1] raises KeyError, sys.version_info == (3, 14, 0) is
//   True, sys.version_info >= (3, 14, 0, 'final', 0) is False, hash(sys.version_info)
//   raises TypeError and tuple.__len__(sys.version_info) is 0.
// Cause: Brython's sys.py builds them from `class _dataclass(tuple)` whose tuple part is
//   empty: __init__ only stores the fields as attributes and __getitem__/__iter__/__len__
//   emulate a sequence over them (slices as lists, off-by-one bound, no negative index);
//   version_info's `_comparable` mixin then compares only (major, minor, micro).
// Fix: _dataclass.__new__ builds the tuple from the field values (so indexing, slicing,
//   comparison, hashing and unpacking are tuple's own) and also exposes each field as an
//   attribute; _comparable no longer overrides tuple's comparisons.
// Test: tests/brython/test_builtins.py::test_sys_version_info_slice_is_tuple
(function ($B) {
  const patch = $B.brytorchOverlay.patchStdlibSource;
  patch('sys',
    "class _dataclass(tuple):\n\n def __init__(self,**kwargs):\n  self.keys=list(kwargs)\n" +
    "  self.__dict__.update(kwargs)\n  \n def __getitem__(self,key):\n" +
    "  if isinstance(key,int)and 0 <=key <=len(self.keys):\n" +
    "   return self.__dict__[self.keys[key]]\n  elif isinstance(key,slice):\n" +
    "   return[self.__dict__[k]for k in self.keys[key]]\n  raise KeyError(key)\n  \n" +
    " def __iter__(self):\n  return(self.__dict__[key]for key in self.keys)\n  \n" +
    " def __len__(self):\n  return len(self.keys)\n  \n" +
    " def __repr__(self):\n  s=', '.join(f'{k}={self.__dict__[k]!r}'for k in self.keys)\n",
    // A struct sequence: the values are the tuple's items, in field order, and each one is
    // also readable by its field name.
    "class _dataclass(tuple):\n\n" +
    " def __new__(cls,**fields):\n" +
    "  self=tuple.__new__(cls,fields.values())\n" +
    "  self.__dict__.update(fields)\n" +
    "  return self\n\n" +
    " def __repr__(self):\n" +
    "  s=', '.join(f'{k}={v!r}'for k,v in self.__dict__.items())\n");
  // version_info's mixin: tuple's own comparisons apply; the old body is set aside unused.
  patch('sys',
    "class _comparable:\n\n def __eq__(self,other):",
    "class _comparable:\n pass\n\n\nclass _brytorch_unused_comparable:\n\n def __eq__(self,other):");
})(__BRYTHON__);
