/* bytearrayobject.h -- BryTorch
 * Python bytearray.  PyByteArrayObject is opaque (layout is ours): the
 * CPython macros that read its fields are calls here. */
#ifndef Py_PYTHON_H
#  include "Python.h"
#endif
#ifndef BT_BYTEARRAYOBJECT_H
#define BT_BYTEARRAYOBJECT_H

#ifdef __cplusplus
extern "C" {
#endif

typedef struct _bt_bytearrayobject PyByteArrayObject;   /* opaque, ours */

PyAPI_DATA(PyTypeObject) PyByteArray_Type;
PyAPI_DATA(PyTypeObject) PyByteArrayIter_Type;

#define PyByteArray_Check(op) PyObject_TypeCheck((op), &PyByteArray_Type)
#define PyByteArray_CheckExact(op) Py_IS_TYPE((op), &PyByteArray_Type)

PyAPI_FUNC(PyObject *) PyByteArray_FromObject(PyObject *o); /* new ref */
PyAPI_FUNC(PyObject *) PyByteArray_FromStringAndSize(const char *string,
                                                     Py_ssize_t len); /* new ref */
PyAPI_FUNC(PyObject *) PyByteArray_Concat(PyObject *a, PyObject *b); /* new ref */
PyAPI_FUNC(Py_ssize_t) PyByteArray_Size(PyObject *bytearray);
/* valid until the bytearray is resized or released */
PyAPI_FUNC(char *) PyByteArray_AsString(PyObject *bytearray);
PyAPI_FUNC(int) PyByteArray_Resize(PyObject *bytearray, Py_ssize_t len);

#define PyByteArray_AS_STRING(op) PyByteArray_AsString(_PyObject_CAST(op))
#define PyByteArray_GET_SIZE(op) PyByteArray_Size(_PyObject_CAST(op))

#ifdef __cplusplus
}
#endif
#endif /* BT_BYTEARRAYOBJECT_H */
