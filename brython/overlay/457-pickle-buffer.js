// Fix: pickle.PickleBuffer exists (PEP 574), so pickle protocol 5 carries buffers, as in
//   CPython.
// Symptom: numpy's ndarray.__reduce_ex__(5) (pickle.dumps(a, protocol=5), the default of
//   many of numpy's pickling tests) raised "AttributeError: 'module' object has no attribute
//   'PickleBuffer'".
// Cause: CPython's pickle imports PickleBuffer from its C accelerator _pickle, which Brython
//   lacks, so pickle runs without it.
// Fix: pickle defines PickleBuffer itself when _pickle has none: a wrapper of a memoryview
//   of the object, with raw() (a 1-d 'B' view of C-contiguous memory), release(), the
//   buffer protocol through __buffer__ (a new view of the object; overlay 456), and CPython's messages.
// Test: tests/brython/test_stdlib.py::test_pickle_buffer_protocol_5
(function ($B) {
  $B.brytorchOverlay.patchStdlibSource('pickle', [
    'try:',
    ' from _pickle import PickleBuffer',
    ' __all__.append("PickleBuffer")',
    ' _HAVE_PICKLE_BUFFER=True',
    'except ImportError:',
    ' _HAVE_PICKLE_BUFFER=False',
    '',
  ].join('\n'), `try:
 from _pickle import PickleBuffer
except ImportError:
 class PickleBuffer:
  """Wrapper for potentially out-of-band buffers"""
  __slots__ = ("_obj", "_view")
  def __init__(self, buffer):
   try:
    self._view = memoryview(buffer)
   except TypeError:
    raise TypeError(f"a bytes-like object is required, not '{type(buffer).__name__}'") from None
   self._obj = buffer
  def _live_view(self):
   if self._view is None:
    raise ValueError("operation forbidden on released PickleBuffer object")
   return self._view
  def raw(self):
   """Return a memoryview of the raw memory underlying this buffer."""
   view = self._live_view()
   if not view.c_contiguous:
    raise BufferError("cannot extract raw buffer from non-contiguous buffer")
   return view.cast("B")
  def release(self):
   """Release the underlying buffer exposed by the PickleBuffer object."""
   view, self._view, self._obj = self._view, None, None
   if view is not None:
    view.release()
  def __buffer__(self, flags):
   self._live_view()
   return memoryview(self._obj)
  def __reduce_ex__(self, protocol):
   raise TypeError("cannot pickle 'pickle.PickleBuffer' object")
__all__.append("PickleBuffer")
_HAVE_PICKLE_BUFFER=True
`);
})(__BRYTHON__);
