/* setobject.h -- BryTorch
 * Python set and frozenset.  PySetObject is opaque (layout is ours). */
#ifndef Py_PYTHON_H
#  include "Python.h"
#endif
#ifndef BT_SETOBJECT_H
#define BT_SETOBJECT_H

#ifdef __cplusplus
extern "C" {
#endif

typedef struct _bt_setobject PySetObject;   /* opaque, ours */

PyAPI_DATA(PyTypeObject) PySet_Type;
PyAPI_DATA(PyTypeObject) PyFrozenSet_Type;
PyAPI_DATA(PyTypeObject) PySetIter_Type;

#define PyFrozenSet_CheckExact(op) Py_IS_TYPE((op), &PyFrozenSet_Type)
#define PyFrozenSet_Check(op) \
    (Py_IS_TYPE((op), &PyFrozenSet_Type) || \
     PyType_IsSubtype(Py_TYPE(op), &PyFrozenSet_Type))
#define PySet_CheckExact(op) Py_IS_TYPE((op), &PySet_Type)
#define PySet_Check(op) \
    (Py_IS_TYPE((op), &PySet_Type) || PyType_IsSubtype(Py_TYPE(op), &PySet_Type))
#define PyAnySet_CheckExact(op) \
    (Py_IS_TYPE((op), &PySet_Type) || Py_IS_TYPE((op), &PyFrozenSet_Type))
#define PyAnySet_Check(op) \
    (PyAnySet_CheckExact(op) || \
     PyType_IsSubtype(Py_TYPE(op), &PySet_Type) || \
     PyType_IsSubtype(Py_TYPE(op), &PyFrozenSet_Type))

PyAPI_FUNC(PyObject *) PySet_New(PyObject *iterable); /* new ref */
PyAPI_FUNC(PyObject *) PyFrozenSet_New(PyObject *iterable); /* new ref */
PyAPI_FUNC(Py_ssize_t) PySet_Size(PyObject *anyset);
#define PySet_GET_SIZE(so) PySet_Size(_PyObject_CAST(so))
PyAPI_FUNC(int) PySet_Contains(PyObject *anyset, PyObject *key);
PyAPI_FUNC(int) PySet_Add(PyObject *set, PyObject *key);
PyAPI_FUNC(int) PySet_Discard(PyObject *set, PyObject *key);
PyAPI_FUNC(PyObject *) PySet_Pop(PyObject *set); /* new ref */
PyAPI_FUNC(int) PySet_Clear(PyObject *set);

#ifdef __cplusplus
}
#endif
#endif /* BT_SETOBJECT_H */
