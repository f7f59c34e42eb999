// Fix: operator.index(x) follows CPython's PyNumber_Index: an int comes back as it is, a
//   bool or int subclass as the exact int, otherwise type(x).__index__(x), which must
//   return an int; its errors say "'float' object cannot be interpreted as an integer" and
//   "__index__ returned non-int (type float)", with no chained cause.
// Symptom: `operator.index(-0.5)` said "'<class 'float'>' object cannot be interpreted as an
//   integer" (the class's repr, not its name), chained to an AttributeError; an __index__
//   set on the instance was called (CPython looks on the type) and a non-int result returned;
//   a bool or int subclass came back as itself (CPython: an exact int, operator.index(True) is 1).
// Cause: brython_stdlib.js `_operator.index` looks `__index__` up on the object and formats
//   type(a) into the message.
// Fix: `_operator.index` rewritten with CPython's semantics.
// Test: tests/brython/test_language.py::test_operator_index
__BRYTHON__.brytorchOverlay.patchStdlibSource('_operator',
  ' try:\n  index_method=a.__index__\n except AttributeError as e:\n \n' +
  '  raise TypeError(f"\'{type(a)}\' object cannot be interpreted as an integer")from e\n' +
  ' else:\n  return index_method()\n',
  ' if isinstance(a,int):\n  return a if type(a) is int else int.__index__(a)\n' +
  ' index_method=getattr(type(a),\'__index__\',None)\n' +
  ' if index_method is None:\n' +
  '  raise TypeError(f"\'{type(a).__name__}\' object cannot be interpreted as an integer")\n' +
  ' result=index_method(a)\n' +
  ' if not isinstance(result,int):\n' +
  '  raise TypeError(f"__index__ returned non-int (type {type(result).__name__})")\n' +
  ' return result\n');
