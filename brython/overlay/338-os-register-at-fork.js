// Fix: os.register_at_fork is missing (CPython 3.7+ on POSIX).
// Symptom: AttributeError "'module' object has no attribute 'register_at_fork'"
//   (torch.multiprocessing._atfork at `import torch`).
// Cause: Brython's os.py does not define it.
// Fix: register_at_fork records the callables after CPython's argument checks; they are never
//   called, because a Brython program never forks.
//   _thread.LockType gains _at_fork_reinit, which stdlib modules then register.
// Test: tests/brython/test_stdlib.py::test_os_register_at_fork
(function ($B) {
  $B.brytorchOverlay.patchStdlibSource('os',
    "sys.modules['os.path']=path\n",
    "sys.modules['os.path']=path\n\n" +
    '_at_fork_callbacks=[]\n\n' +
    'def register_at_fork(*,before=None,after_in_child=None,after_in_parent=None):\n' +
    ' given={k:f for k,f in (("before",before),("after_in_child",after_in_child),("after_in_parent",after_in_parent)) if f is not None}\n' +
    ' if not given:\n  raise TypeError("At least one argument is required.")\n' +
    ' for k,f in given.items():\n  if not callable(f):\n   raise TypeError(f"\'{k}\' must be callable, not {type(f).__name__}")\n' +
    ' _at_fork_callbacks.append(given)\n');
  // With register_at_fork present, stdlib modules register their locks' _at_fork_reinit
  // (concurrent.futures.thread, logging): Brython's LockType needs the method. It resets the
  // lock to unlocked, as CPython's does in a forked child.
  $B.brytorchOverlay.patchStdlibSource('_thread',
    ' def __init__(self):\n  self.locked_status=False\n',
    ' def __init__(self):\n  self.locked_status=False\n \n' +
    ' def _at_fork_reinit(self):\n  self.locked_status=False\n');
})(__BRYTHON__);
