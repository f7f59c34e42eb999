/* boolobject.h -- BryTorch
 * bool: the True/False singletons (ints, struct _longobject, owned by the
 * runtime and immortal), PyBool_FromLong and the Py_RETURN_TRUE/FALSE macros. */
#ifndef Py_PYTHON_H
#  include "Python.h"
#endif
#ifndef BT_BOOLOBJECT_H
#define BT_BOOLOBJECT_H

#ifdef __cplusplus
extern "C" {
#endif

PyAPI_DATA(PyTypeObject) PyBool_Type;

#define PyBool_Check(x) Py_IS_TYPE((x), &PyBool_Type)

PyAPI_DATA(struct _longobject) _Py_FalseStruct;
PyAPI_DATA(struct _longobject) _Py_TrueStruct;

#define Py_False _PyObject_CAST(&_Py_FalseStruct)
#define Py_True _PyObject_CAST(&_Py_TrueStruct)

static inline int Py_IsTrue(PyObject *x) { return x == Py_True; }
#define Py_IsTrue(x) Py_Is((x), Py_True)
static inline int Py_IsFalse(PyObject *x) { return x == Py_False; }
#define Py_IsFalse(x) Py_Is((x), Py_False)

#define Py_RETURN_TRUE return Py_NewRef(Py_True)
#define Py_RETURN_FALSE return Py_NewRef(Py_False)

PyAPI_FUNC(PyObject *) PyBool_FromLong(long v); /* new ref */

#ifdef __cplusplus
}
#endif
#endif /* BT_BOOLOBJECT_H */
