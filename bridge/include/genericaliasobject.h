/* genericaliasobject.h -- BryTorch
 * types.GenericAlias (e.g. list[int]) from C; used for __class_getitem__. */
#ifndef Py_PYTHON_H
#  include "Python.h"
#endif
#ifndef BT_GENERICALIASOBJECT_H
#define BT_GENERICALIASOBJECT_H

#ifdef __cplusplus
extern "C" {
#endif

PyAPI_DATA(PyTypeObject) Py_GenericAliasType;

PyAPI_FUNC(PyObject *) Py_GenericAlias(PyObject *origin, PyObject *args); /* new ref */

#ifdef __cplusplus
}
#endif
#endif /* BT_GENERICALIASOBJECT_H */
