/* sliceobject.h -- BryTorch
 * slice objects (PySliceObject, CPython's layout), the Ellipsis singleton,
 * and index normalization helpers. */
#ifndef Py_PYTHON_H
#  include "Python.h"
#endif
#ifndef BT_SLICEOBJECT_H
#define BT_SLICEOBJECT_H

#ifdef __cplusplus
extern "C" {
#endif

PyAPI_DATA(PyObject) _Py_EllipsisObject;
#define Py_Ellipsis (&_Py_EllipsisObject)

typedef struct {
    PyObject_HEAD
    PyObject *start, *stop, *step;   /* never NULL; None when omitted */
} PySliceObject;

PyAPI_DATA(PyTypeObject) PySlice_Type;
PyAPI_DATA(PyTypeObject) PyEllipsis_Type;

#define PySlice_Check(op) Py_IS_TYPE((op), &PySlice_Type)

PyAPI_FUNC(PyObject *) PySlice_New(PyObject *start, PyObject *stop,
                                   PyObject *step); /* new ref */
/* old interface: only int or None members */
PyAPI_FUNC(int) PySlice_GetIndices(PyObject *slice, Py_ssize_t length, Py_ssize_t *start,
                                   Py_ssize_t *stop, Py_ssize_t *step);
PyAPI_FUNC(int) PySlice_GetIndicesEx(PyObject *slice, Py_ssize_t length, Py_ssize_t *start,
                                     Py_ssize_t *stop, Py_ssize_t *step,
                                     Py_ssize_t *slicelength);
/* extract members, clamped to Py_ssize_t; 0 or -1 */
PyAPI_FUNC(int) PySlice_Unpack(PyObject *slice, Py_ssize_t *start, Py_ssize_t *stop,
                               Py_ssize_t *step);
/* clip to a sequence of given length; returns the slice length */
PyAPI_FUNC(Py_ssize_t) PySlice_AdjustIndices(Py_ssize_t length, Py_ssize_t *start,
                                             Py_ssize_t *stop, Py_ssize_t step);

#ifdef __cplusplus
}
#endif
#endif /* BT_SLICEOBJECT_H */
