// Fix: itertools.pairwise (new in Python 3.10) is missing in Brython 3.14.3.
// Symptom: `itertools.pairwise(...)` raises AttributeError: 'module' object has no
//   attribute 'pairwise'.
// Cause: Brython's pure-Python itertools.py never defines it.
// Fix: a pairwise class in itertools.py: the argument goes through iter() when the object
//   is created, items are pulled lazily, each pair shares its second item with the next
//   pair's first, and the iterator stays exhausted once its source is.
// Test: tests/brython/test_stdlib.py::test_itertools_pairwise
__BRYTHON__.brytorchOverlay.patchStdlibSource('itertools',
  "\nclass permutations:\n",
  [
    "",
    "class pairwise:",
    " def __init__(self,iterable,/):",
    "  self._source=iter(iterable)",
    "  self._pending=()",
    "",
    " def __iter__(self):",
    "  return self",
    "",
    " def __next__(self):",
    "  source=self._source",
    "  if source is None:",
    "   raise StopIteration",
    "  try:",
    "   if not self._pending:",
    "    self._pending=(next(source),)",
    "   following=next(source)",
    "  except StopIteration:",
    "   self._source=None",
    "   self._pending=()",
    "   raise",
    "  pair=(self._pending[0],following)",
    "  self._pending=(following,)",
    "  return pair",
    "",
    "class permutations:",
    "",
  ].join("\n"));
