/* enumobject.h -- BryTorch
 * Type objects of the iterator builtins enumerate, reversed, filter, map and
 * zip (instances are opaque). */
#ifndef Py_PYTHON_H
#  include "Python.h"
#endif
#ifndef BT_ENUMOBJECT_H
#define BT_ENUMOBJECT_H

#ifdef __cplusplus
extern "C" {
#endif

PyAPI_DATA(PyTypeObject) PyEnum_Type;
PyAPI_DATA(PyTypeObject) PyReversed_Type;
PyAPI_DATA(PyTypeObject) PyFilter_Type;
PyAPI_DATA(PyTypeObject) PyMap_Type;
PyAPI_DATA(PyTypeObject) PyZip_Type;

#ifdef __cplusplus
}
#endif
#endif /* BT_ENUMOBJECT_H */
