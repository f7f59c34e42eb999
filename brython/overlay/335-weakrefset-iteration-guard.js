// Fix: _weakrefset has no _IterationGuard (CPython: the context manager weak containers use
//   so that entries dying during an iteration are removed only once the iteration ends).
// Symptom: `from _weakrefset import _IterationGuard` raises ImportError (torch.utils.weak at
//   `import torch`).
// Cause: Brython's _weakrefset.py is a reduced WeakSet without it.
// Fix: _IterationGuard is added: entering registers the guard in the container's _iterating
//   set; leaving the last one calls the container's _commit_removals().
// Test: tests/brython/test_stdlib.py::test_weakrefset_iteration_guard
(function ($B) {
  $B.brytorchOverlay.patchStdlibSource('_weakrefset',
    "__all__=['WeakSet']\n",
    "__all__=['WeakSet']\n\n" +
    'class _IterationGuard:\n' +
    ' def __init__(self,container):\n  self._container=ref(container)\n' +
    ' def __enter__(self):\n  c=self._container()\n  if c is not None:\n   c._iterating.add(self)\n  return self\n' +
    ' def __exit__(self,*exc_info):\n  c=self._container()\n  if c is None:\n   return\n' +
    '  c._iterating.discard(self)\n  if not c._iterating:\n   c._commit_removals()\n');
})(__BRYTHON__);
