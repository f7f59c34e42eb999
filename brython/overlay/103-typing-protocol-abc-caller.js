// Fix: isinstance() against a @runtime_checkable Protocol with data members fails in
//   Brython 3.14.3.
// Symptom: for `class HasX(Protocol): x: int`, `isinstance(obj, HasX)` raises "TypeError:
//   Protocols with non-method members don't support issubclass()" instead of checking
//   for the attribute.
// Cause: _ProtocolMeta.__instancecheck__ first asks ABCMeta.__instancecheck__, which calls
//   cls.__subclasscheck__; typing lets that internal call through only when it comes from
//   the 'abc' (or 'functools') module (_allow_reckless_class_checks). CPython's ABCMeta
//   runs in the 'abc' module (backed by the C _abc module); Brython has no _abc, so abc.py
//   falls back to _py_abc.ABCMeta and the caller is reported as '_py_abc'.
// Fix: typing treats calls from '_py_abc' (Brython's implementation of abc.ABCMeta) like
//   calls from 'abc'.
// Test: tests/brython/test_typing.py::test_runtime_checkable_data_members
__BRYTHON__.brytorchOverlay.patchStdlibSource('typing',
  " return _caller(depth)in{'abc','functools',None}",
  " return _caller(depth)in{'abc','_py_abc','functools',None}");
