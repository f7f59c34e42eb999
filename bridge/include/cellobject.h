/* cellobject.h -- BryTorch
 * Cell objects (closure variables).  PyCellObject is opaque (layout is ours). */
#ifndef Py_PYTHON_H
#  include "Python.h"
#endif
#ifndef BT_CELLOBJECT_H
#define BT_CELLOBJECT_H

#ifdef __cplusplus
extern "C" {
#endif

typedef struct _bt_cellobject PyCellObject;   /* opaque, ours */

PyAPI_DATA(PyTypeObject) PyCell_Type;

#define PyCell_Check(op) Py_IS_TYPE((op), &PyCell_Type)

PyAPI_FUNC(PyObject *) PyCell_New(PyObject *ob); /* new ref */
PyAPI_FUNC(PyObject *) PyCell_Get(PyObject *cell); /* new ref */
PyAPI_FUNC(int) PyCell_Set(PyObject *cell, PyObject *value);
/* unchecked forms: GET is borrowed; SET steals v and, as in CPython, does
 * not release the previous content */
PyAPI_FUNC(PyObject *) _Bt_Cell_GetBorrowed(PyObject *cell); /* borrowed */
PyAPI_FUNC(void) _Bt_Cell_SetSteal(PyObject *cell, PyObject *value); /* steals value */
#define PyCell_GET(op) _Bt_Cell_GetBorrowed(_PyObject_CAST(op)) /* borrowed */
#define PyCell_SET(op, v) _Bt_Cell_SetSteal(_PyObject_CAST(op), _PyObject_CAST(v))

#ifdef __cplusplus
}
#endif
#endif /* BT_CELLOBJECT_H */
