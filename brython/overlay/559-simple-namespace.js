// Fix: types.SimpleNamespace (the class of sys.implementation) is CPython 3.13's: an optional
//   mapping or iterable of pairs then keywords, no attribute of its own, CPython's repr
//   (namespace(...), a subclass by its name, a recursive one as namespace(...)), equality by
//   __dict__, unhashable, __reduce__ and __replace__ (copy.replace).
// Symptom: `vars(types.SimpleNamespace(a=1))` was {'keys': ['a'], 'a': 1} (a `keys` attribute
//   in every instance: `ns.keys` existed, pickling and `**vars(ns)` carried it), `ns[0]` and
//   `iter(ns)` worked (CPython: TypeError), `SimpleNamespace({"a": 1})` was refused, and a
//   subclass's repr said "namespace(...)".
// Cause: brython_stdlib.js's sys module defines SimpleNamespace as a small class that keeps
//   its keyword names in `self.keys` and indexes them.
// Fix: the class is written again after Objects/namespaceobject.c's behaviour.
// Test: tests/brython/test_stdlib.py::test_simple_namespace_is_cpythons
(function ($B) {
  $B.brytorchOverlay.patchStdlibSource('sys',
    "class SimpleNamespace:\n\n def __init__(self,/,**kwargs):\n  self.keys=list(kwargs)\n  self.__dict__.update(kwargs)\n  \n def __getitem__(self,key):\n  if isinstance(key,int)and 0 <=key <=len(self.keys):\n   return getattr(self,self.keys[key])\n  raise KeyError(key)\n  \n def __iter__(self):\n  return iter(self.__dict__.values())\n  \n def __repr__(self):\n  items=(f\"{k}={v !r}\"for k,v in self.__dict__.items()\n  if k in self.keys)\n  return f\"namespace({', '.join(items)})\"\n  \n def __eq__(self,other):\n  if isinstance(self,SimpleNamespace)and isinstance(other,SimpleNamespace):\n   return self.__dict__ ==other.__dict__\n  return NotImplemented\n  \n  \n",
    "class SimpleNamespace:\n \"\"\n\n def __init__(self,mapping_or_iterable=(),/,**kwargs):\n  for key,value in dict(mapping_or_iterable).items():\n   if not isinstance(key,str):\n    raise TypeError(\"keywords must be strings\")\n   self.__dict__[key]=value\n  self.__dict__.update(kwargs)\n\n def __repr__(self):\n  name=\"namespace\" if type(self)is SimpleNamespace else type(self).__name__\n  if id(self)in _namespace_reprs:\n   return name+\"(...)\"\n  _namespace_reprs.add(id(self))\n  try:\n   items=\", \".join(f\"{k}={v!r}\" for k,v in self.__dict__.items())\n  finally:\n   _namespace_reprs.discard(id(self))\n  return f\"{name}({items})\"\n\n def __eq__(self,other):\n  if isinstance(self,SimpleNamespace)and isinstance(other,SimpleNamespace):\n   return self.__dict__==other.__dict__\n  return NotImplemented\n\n __hash__=None\n\n def __reduce__(self):\n  return(type(self),(),dict(self.__dict__))\n\n def __replace__(self,/,**changes):\n  result=type(self)()\n  result.__dict__.update(self.__dict__)\n  result.__dict__.update(changes)\n  return result\n\n_namespace_reprs=set()\n\n");
})(__BRYTHON__);
