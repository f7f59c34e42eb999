/* genobject.h -- BryTorch
 * Generator, coroutine and async-generator type objects (instances are
 * opaque, layout is ours). */
#ifndef Py_PYTHON_H
#  include "Python.h"
#endif
#ifndef BT_GENOBJECT_H
#define BT_GENOBJECT_H

#ifdef __cplusplus
extern "C" {
#endif

PyAPI_DATA(PyTypeObject) PyGen_Type;
PyAPI_DATA(PyTypeObject) PyCoro_Type;
PyAPI_DATA(PyTypeObject) PyAsyncGen_Type;

#define PyGen_Check(op) PyObject_TypeCheck((op), &PyGen_Type)
#define PyGen_CheckExact(op) Py_IS_TYPE((op), &PyGen_Type)
#define PyCoro_CheckExact(op) Py_IS_TYPE((op), &PyCoro_Type)
#define PyAsyncGen_CheckExact(op) Py_IS_TYPE((op), &PyAsyncGen_Type)

#ifdef __cplusplus
}
#endif
#endif /* BT_GENOBJECT_H */
