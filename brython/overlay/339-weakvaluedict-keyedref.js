// Fix: weakref.WeakValueDictionary cannot store anything.
// Symptom: d[k] = v fails in KeyedRef with "'KeyedRef' object has no attribute 'obj' and no
//   __dict__ for setting new attributes" (torch._library.custom_ops at `import torch`).
// Cause: KeyedRef (a subclass of ref with __slots__ = ("key",)) gets no instance dict in
//   Brython, whose object.__new__ looks only at the class's own __slots__, while CPython
//   keeps the dict of a base without __slots__; Brython's pure-Python ref stores its target
//   in that dict.
// Fix: narrowly, KeyedRef is defined without __slots__ (so it has the dict its base needs).
//   The general object.__new__ rule is not changed here: rebuilding object.__new__ broke
//   classes that compare their tp_new with it (docs/brython-bugs.md).
// Test: tests/brython/test_language.py::test_weak_value_dictionary_stores
(function ($B) {
  $B.brytorchOverlay.patchStdlibSource('weakref',
    'class KeyedRef(ref):\n \'\'\n\n\n\n\n\n\n \n \n __slots__="key",\n',
    'class KeyedRef(ref):\n \'\'\n\n\n\n\n\n\n \n \n');
})(__BRYTHON__);
