// Fix: itertools.accumulate as CPython's: the running total starts from the first item (or
//   `initial`) whatever its truth, func=None means addition, and func's exceptions propagate.
// Symptom: list(accumulate([0, 1, 2], f)) restarted at every falsy total ([0, 1, 112] for
//   f = lambda a, b: a * 10 + b + 100; CPython: [0, 101, 1112]), `initial=` raised TypeError,
//   and any error in func became "TypeError: unsupported operand type": 269 of numpy's
//   test_umath tests compare ufunc.accumulate with itertools.accumulate of an array that
//   starts with 0.
// Cause: Brython's itertools.accumulate tests the total's truth (`if not self._total`) to
//   find the first item, has no `initial` and catches every exception.
// Fix: the class's source is replaced by ours.
// Test: tests/brython/test_stdlib.py::test_itertools_accumulate
(function ($B) {
  $B.brytorchOverlay.patchStdlibSource('itertools', [
    'class accumulate:',
    ' def __init__(self,iterable,func=operator.add):',
    '  self.it=iter(iterable)',
    '  self._total=None',
    '  self.func=func',
    '  ',
    ' def __iter__(self):',
    '  return self',
    '  ',
    ' def __next__(self):',
    '  if not self._total:',
    '   self._total=next(self.it)',
    '   return self._total',
    '  else:',
    '   element=next(self.it)',
    '   try:',
    '    self._total=self.func(self._total,element)',
    '   except:',
    '    raise TypeError("unsupported operand type")',
    '   return self._total',
  ].join('\n'), `class accumulate:
 """Return series of accumulated sums (or other binary function results)."""
 _NOTHING = object()
 def __init__(self, iterable, func=None, *, initial=None):
  self._it = iter(iterable)
  self._func = operator.add if func is None else func
  self._total = self._NOTHING if initial is None else initial
  self._initial = initial is not None
 def __iter__(self):
  return self
 def __next__(self):
  if self._initial:
   self._initial = False
   return self._total
  element = next(self._it)
  if self._total is self._NOTHING:
   self._total = element
  else:
   self._total = self._func(self._total, element)
  return self._total`);
})(__BRYTHON__);
