// Fix: a blocking acquire of a lock that is already held raises RuntimeError instead of
//   pretending to succeed; with a timeout it waits that long and returns False; the
//   arguments are checked as CPython checks them.
// Symptom: `ThreadPoolExecutor().submit(f)` never returned (a page or `./brytorch run` hung:
//   numpy's test_stringdtype test_threaded_access_and_mutation stopped its chunk twice for
//   600 s); `queue.Queue().get()`, `threading.Event().wait()` and `Condition().wait()` on
//   nothing looped for ever or returned at once, and `lock.acquire()` twice "succeeded".
// Cause: brython_stdlib.js's _thread is the old dummy_thread: Thread.start() runs the
//   target at once in the one thread there is, and LockType.acquire with blocking=True sets
//   the lock and returns True whether it was held or not. So a pool's worker, run inside
//   submit(), spins in Queue.get: Condition.wait "acquires" its held waiter lock and
//   returns, the queue is still empty, and it waits again.
// Fix: Python here has one thread, so nothing can release a held lock while acquire waits:
//   a blocking acquire without timeout of a held lock raises RuntimeError saying so (a
//   deadlock, which CPython would hang in for ever); with a timeout it sleeps that long and
//   returns False, as CPython does when no other thread releases the lock; CPython's
//   ValueErrors for a timeout with blocking=False and a negative timeout. A worker started by
//   Thread.start() that meets this prints its traceback (as brython.js's start_new_thread
//   does for any error) and the waiting caller gets the RuntimeError.
//   _thread.RLock, which was LockType itself, is a reentrant lock (an owner count).
// Test: tests/brython/test_stdlib.py::test_lock_deadlock_raises
(function ($B) {
  $B.brytorchOverlay.patchStdlibSource('_thread',
    "  if waitflag is None or waitflag:\n   self.locked_status=True\n   return True\n" +
    "  else:\n   if not self.locked_status:\n    self.locked_status=True\n    return True\n" +
    "   else:\n    if timeout >0:\n     import time\n     time.sleep(timeout)\n    return False\n",
    "  blocking=True if waitflag is None else bool(waitflag)\n" +
    "  if not blocking and timeout !=-1:\n   raise ValueError(\"can't specify a timeout for a non-blocking call\")\n" +
    "  if timeout <0 and timeout !=-1:\n   raise ValueError(\"timeout value must be a non-negative number\")\n" +
    "  if not self.locked_status:\n   self.locked_status=True\n   return True\n" +
    "  if not blocking:\n   return False\n" +
    "  if timeout ==-1:\n" +
    "   raise RuntimeError(\"deadlock: this lock is held and Python here runs in one thread, \"\n" +
    "    \"so no other thread can release it (threads started with threading run to the end when started)\")\n" +
    "  if timeout >0:\n   import time\n   time.sleep(timeout)\n" +
    "  return False\n");
  // RLock was LockType itself, reentrant only because acquire never waited: it is CPython's
  // reentrant lock for the one thread there is (an owner count; Condition's helpers).
  $B.brytorchOverlay.patchStdlibSource('_thread', "RLock=LockType\n",
    "class RLock:\n" +
    " def __init__(self):\n  self._count=0\n" +
    " def acquire(self,blocking=True,timeout=-1):\n" +
    "  if not blocking and timeout !=-1:\n   raise ValueError(\"can't specify a timeout for a non-blocking call\")\n" +
    "  if timeout <0 and timeout !=-1:\n   raise ValueError(\"timeout value must be a non-negative number\")\n" +
    "  self._count+=1\n  return True\n" +
    " __enter__=acquire\n" +
    " def release(self):\n" +
    "  if self._count==0:\n   raise RuntimeError(\"cannot release un-acquired lock\")\n" +
    "  self._count-=1\n" +
    " def __exit__(self,t,v,tb):\n  self.release()\n" +
    " def _is_owned(self):\n  return self._count>0\n" +
    " def locked(self):\n  return self._count>0\n" +
    " def _recursion_count(self):\n  return self._count\n" +
    " def _release_save(self):\n" +
    "  if self._count==0:\n   raise RuntimeError(\"cannot release un-acquired lock\")\n" +
    "  count,self._count=self._count,0\n  return (count,get_ident())\n" +
    " def _acquire_restore(self,state):\n  self._count=state[0]\n" +
    " def _at_fork_reinit(self):\n  self._count=0\n" +
    " def __repr__(self):\n" +
    "  return f\"<{'locked' if self._count else 'unlocked'} {type(self).__module__}.{type(self).__qualname__} object owner={get_ident() if self._count else 0} count={self._count} at {hex(id(self))}>\"\n");
})(__BRYTHON__);
