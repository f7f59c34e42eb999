/* classobject.h -- BryTorch
 * Bound methods (PyMethod) and instance methods (PyInstanceMethod, used by
 * binding libraries to turn a builtin function into a method).  Instances
 * are opaque (layout is ours): the GET_* macros are calls. */
#ifndef Py_PYTHON_H
#  include "Python.h"
#endif
#ifndef BT_CLASSOBJECT_H
#define BT_CLASSOBJECT_H

#ifdef __cplusplus
extern "C" {
#endif

typedef struct _bt_methodobject PyMethodObject;   /* opaque, ours */

PyAPI_DATA(PyTypeObject) PyMethod_Type;
PyAPI_DATA(PyTypeObject) PyInstanceMethod_Type;

#define PyMethod_Check(op) Py_IS_TYPE((op), &PyMethod_Type)
#define PyInstanceMethod_Check(op) Py_IS_TYPE((op), &PyInstanceMethod_Type)

PyAPI_FUNC(PyObject *) PyMethod_New(PyObject *func, PyObject *self); /* new ref */
PyAPI_FUNC(PyObject *) PyMethod_Function(PyObject *meth); /* borrowed */
PyAPI_FUNC(PyObject *) PyMethod_Self(PyObject *meth); /* borrowed */
#define PyMethod_GET_FUNCTION(meth) PyMethod_Function(_PyObject_CAST(meth)) /* borrowed */
#define PyMethod_GET_SELF(meth) PyMethod_Self(_PyObject_CAST(meth)) /* borrowed */

/* An instance method: a callable that binds like a Python function (CPython's layout). */
typedef struct {
    PyObject_HEAD
    PyObject *func;           /* owned */
} PyInstanceMethodObject;

PyAPI_FUNC(PyObject *) PyInstanceMethod_New(PyObject *func); /* new ref */
PyAPI_FUNC(PyObject *) PyInstanceMethod_Function(PyObject *im); /* borrowed */
#define PyInstanceMethod_GET_FUNCTION(im) \
    PyInstanceMethod_Function(_PyObject_CAST(im)) /* borrowed */

#ifdef __cplusplus
}
#endif
#endif /* BT_CLASSOBJECT_H */
