/* iterobject.h -- BryTorch
 * Generic iterators over sequences (PySeqIter) and over callables with a
 * sentinel (PyCallIter).  Instances are opaque. */
#ifndef Py_PYTHON_H
#  include "Python.h"
#endif
#ifndef BT_ITEROBJECT_H
#define BT_ITEROBJECT_H

#ifdef __cplusplus
extern "C" {
#endif

PyAPI_DATA(PyTypeObject) PySeqIter_Type;
PyAPI_DATA(PyTypeObject) PyCallIter_Type;

#define PySeqIter_Check(op) Py_IS_TYPE((op), &PySeqIter_Type)
#define PyCallIter_Check(op) Py_IS_TYPE((op), &PyCallIter_Type)

PyAPI_FUNC(PyObject *) PySeqIter_New(PyObject *seq); /* new ref */
/* iterate by calling callable() until it returns a value equal to sentinel */
PyAPI_FUNC(PyObject *) PyCallIter_New(PyObject *callable, PyObject *sentinel); /* new ref */

#ifdef __cplusplus
}
#endif
#endif /* BT_ITEROBJECT_H */
