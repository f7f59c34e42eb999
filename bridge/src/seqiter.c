/* PySeqIter_New: the iterator over anything with __getitem__, indexing from 0 until
 * IndexError or StopIteration, as CPython's builtin one (numpy's ndarray.__iter__ returns
 * it). A C type of ours: calling iter() instead would re-enter the object's own tp_iter. */
#include "bt_internal.h"

typedef struct {
  PyObject_HEAD
  Py_ssize_t index;
  PyObject *seq;   /* owned; NULL once exhausted */
} SeqIter;

static void seqiter_dealloc(PyObject *self) {
  Py_XDECREF(((SeqIter *)self)->seq);
  PyObject_Free(self);
}

static PyObject *seqiter_next(PyObject *self) {
  SeqIter *it = (SeqIter *)self;
  if (!it->seq) return NULL;
  PyObject *item = PySequence_GetItem(it->seq, it->index);
  if (item) {
    it->index++;
    return item;
  }
  if (PyErr_ExceptionMatches(PyExc_IndexError) || PyErr_ExceptionMatches(PyExc_StopIteration)) {
    PyErr_Clear();
    Py_CLEAR(it->seq);
  }
  return NULL;
}

static PyTypeObject seqiter_type = {
  PyVarObject_HEAD_INIT(&PyType_Type, 0)
  .tp_name = "iterator",
  .tp_basicsize = sizeof(SeqIter),
  .tp_dealloc = seqiter_dealloc,
  .tp_flags = Py_TPFLAGS_DEFAULT,
  .tp_iter = PyObject_SelfIter,
  .tp_iternext = seqiter_next,
};

PyObject *PySeqIter_New(PyObject *seq) {
  if (!(seqiter_type.tp_flags & Py_TPFLAGS_READY) && PyType_Ready(&seqiter_type) < 0) return NULL;
  SeqIter *it = PyObject_New(SeqIter, &seqiter_type);
  if (!it) return NULL;
  it->index = 0;
  it->seq = Py_NewRef(seq);
  return (PyObject *)it;
}
