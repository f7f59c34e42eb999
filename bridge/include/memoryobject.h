/* memoryobject.h -- BryTorch
 * memoryview objects.  PyMemoryViewObject is opaque (layout is ours); the
 * Py_buffer inside a memoryview is reached through a call. */
#ifndef Py_PYTHON_H
#  include "Python.h"
#endif
#ifndef BT_MEMORYOBJECT_H
#define BT_MEMORYOBJECT_H

#ifdef __cplusplus
extern "C" {
#endif

typedef struct _bt_memoryviewobject PyMemoryViewObject;   /* opaque, ours */

PyAPI_DATA(PyTypeObject) PyMemoryView_Type;

#define PyMemoryView_Check(op) Py_IS_TYPE((op), &PyMemoryView_Type)

PyAPI_FUNC(PyObject *) PyMemoryView_FromObject(PyObject *obj); /* new ref */
/* flags: PyBUF_READ or PyBUF_WRITE; mem must outlive the view */
PyAPI_FUNC(PyObject *) PyMemoryView_FromMemory(char *mem, Py_ssize_t size,
                                               int flags); /* new ref */
/* copies *view (the view's obj is not referenced) */
PyAPI_FUNC(PyObject *) PyMemoryView_FromBuffer(const Py_buffer *view); /* new ref */
/* buffertype: PyBUF_READ or PyBUF_WRITE; order 'C', 'F' or 'A' */
PyAPI_FUNC(PyObject *) PyMemoryView_GetContiguous(PyObject *base, int buffertype,
                                                  char order); /* new ref */

/* the view's buffer, valid while the memoryview lives */
PyAPI_FUNC(Py_buffer *) _Bt_MemoryView_GetBuffer(PyObject *mview);
#define PyMemoryView_GET_BUFFER(op) _Bt_MemoryView_GetBuffer(_PyObject_CAST(op))
#define PyMemoryView_GET_BASE(op) (_Bt_MemoryView_GetBuffer(_PyObject_CAST(op))->obj) /* borrowed */

#ifdef __cplusplus
}
#endif
#endif /* BT_MEMORYOBJECT_H */
