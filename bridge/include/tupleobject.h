/* tupleobject.h -- BryTorch
 * Python tuple: PyTupleObject (CPython's layout; tuples are real in linear
 * memory, so PyTuple_GET_ITEM / SET_ITEM / GET_SIZE stay inline). */
#ifndef Py_PYTHON_H
#  include "Python.h"
#endif
#ifndef BT_TUPLEOBJECT_H
#define BT_TUPLEOBJECT_H

#ifdef __cplusplus
extern "C" {
#endif

typedef struct {
    PyObject_VAR_HEAD
    PyObject *ob_item[1];    /* ob_size items (strong references) */
} PyTupleObject;

PyAPI_DATA(PyTypeObject) PyTuple_Type;
PyAPI_DATA(PyTypeObject) PyTupleIter_Type;

#define PyTuple_Check(op) PyType_FastSubclass(Py_TYPE(op), Py_TPFLAGS_TUPLE_SUBCLASS)
#define PyTuple_CheckExact(op) Py_IS_TYPE((op), &PyTuple_Type)

PyAPI_FUNC(PyObject *) PyTuple_New(Py_ssize_t size); /* new ref */
PyAPI_FUNC(Py_ssize_t) PyTuple_Size(PyObject *p);
PyAPI_FUNC(PyObject *) PyTuple_GetItem(PyObject *p, Py_ssize_t pos); /* borrowed */
/* steals o (also on failure) */
PyAPI_FUNC(int) PyTuple_SetItem(PyObject *p, Py_ssize_t pos, PyObject *o);
PyAPI_FUNC(PyObject *) PyTuple_GetSlice(PyObject *p, Py_ssize_t low, Py_ssize_t high); /* new ref */
/* n borrowed PyObject * arguments */
PyAPI_FUNC(PyObject *) PyTuple_Pack(Py_ssize_t n, ...); /* new ref */
/* resize a fresh tuple (refcount 1); on failure *p is released and NULL */
PyAPI_FUNC(int) _PyTuple_Resize(PyObject **p, Py_ssize_t newsize);

/* unchecked inline access */
#define _PyTuple_CAST(op) ((PyTupleObject *)(op))
#define PyTuple_GET_SIZE(op) Py_SIZE(op)
/* borrowed; an lvalue, as in CPython */
#define PyTuple_GET_ITEM(op, index) (_PyTuple_CAST(op)->ob_item[(index)])
/* steals value; no error checking, does not release an old item */
static inline void PyTuple_SET_ITEM(PyObject *op, Py_ssize_t index, PyObject *value) {
    _PyTuple_CAST(op)->ob_item[index] = value;
}
#define PyTuple_SET_ITEM(op, index, value) \
    PyTuple_SET_ITEM(_PyObject_CAST(op), (index), _PyObject_CAST(value))

#ifdef __cplusplus
}
#endif
#endif /* BT_TUPLEOBJECT_H */
