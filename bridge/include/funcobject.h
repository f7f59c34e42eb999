/* funcobject.h -- BryTorch
 * Python function objects.  PyFunctionObject is opaque (layout is ours). */
#ifndef Py_PYTHON_H
#  include "Python.h"
#endif
#ifndef BT_FUNCOBJECT_H
#define BT_FUNCOBJECT_H

#ifdef __cplusplus
extern "C" {
#endif

typedef struct _bt_functionobject PyFunctionObject;   /* opaque, ours */

PyAPI_DATA(PyTypeObject) PyFunction_Type;
PyAPI_DATA(PyTypeObject) PyClassMethod_Type;
PyAPI_DATA(PyTypeObject) PyStaticMethod_Type;

#define PyFunction_Check(op) Py_IS_TYPE((op), &PyFunction_Type)

PyAPI_FUNC(PyObject *) PyFunction_New(PyObject *code, PyObject *globals); /* new ref */
PyAPI_FUNC(PyObject *) PyFunction_GetCode(PyObject *op); /* borrowed */
PyAPI_FUNC(PyObject *) PyFunction_GetGlobals(PyObject *op); /* borrowed */
PyAPI_FUNC(PyObject *) PyFunction_GetModule(PyObject *op); /* borrowed */
PyAPI_FUNC(PyObject *) PyFunction_GetDefaults(PyObject *op); /* borrowed */
PyAPI_FUNC(PyObject *) PyFunction_GetKwDefaults(PyObject *op); /* borrowed */
PyAPI_FUNC(PyObject *) PyFunction_GetClosure(PyObject *op); /* borrowed */
PyAPI_FUNC(PyObject *) PyFunction_GetAnnotations(PyObject *op); /* borrowed */

#define PyFunction_GET_CODE(func) PyFunction_GetCode(_PyObject_CAST(func)) /* borrowed */
#define PyFunction_GET_GLOBALS(func) PyFunction_GetGlobals(_PyObject_CAST(func)) /* borrowed */
#define PyFunction_GET_MODULE(func) PyFunction_GetModule(_PyObject_CAST(func)) /* borrowed */
#define PyFunction_GET_DEFAULTS(func) PyFunction_GetDefaults(_PyObject_CAST(func)) /* borrowed */
#define PyFunction_GET_CLOSURE(func) PyFunction_GetClosure(_PyObject_CAST(func)) /* borrowed */

PyAPI_FUNC(PyObject *) PyClassMethod_New(PyObject *callable); /* new ref */
PyAPI_FUNC(PyObject *) PyStaticMethod_New(PyObject *callable); /* new ref */

#ifdef __cplusplus
}
#endif
#endif /* BT_FUNCOBJECT_H */
