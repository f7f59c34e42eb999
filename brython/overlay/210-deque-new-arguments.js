// Fix: collections.deque rejects every argument after the iterable in Brython 3.14.3.
// Symptom: `deque(maxlen=2)` and `deque([1, 2], 5)` raise "TypeError: object.__new__()
//   takes exactly one argument (the type to instantiate)".
// Cause: the pure-Python deque in Brython's _collections.py forwards its extra arguments
//   from __new__ to object.__new__, which (as in CPython) refuses them for a class that
//   overrides __new__; the arguments are meant for deque.__init__, which handles maxlen.
// Fix: deque.__new__ calls object.__new__(cls) alone; __init__ still receives them all.
// Test: tests/brython/test_stdlib.py::test_deque_maxlen
__BRYTHON__.brytorchOverlay.patchStdlibSource('_collections',
  " def __new__(cls,iterable=(),*args,**kw):\n \n \n  self=object.__new__(cls,*args,**kw)\n",
  " def __new__(cls,iterable=(),*args,**kw):\n \n \n  self=object.__new__(cls)\n");
