/* rangeobject.h -- BryTorch
 * The range type (instances are opaque). */
#ifndef Py_PYTHON_H
#  include "Python.h"
#endif
#ifndef BT_RANGEOBJECT_H
#define BT_RANGEOBJECT_H

#ifdef __cplusplus
extern "C" {
#endif

PyAPI_DATA(PyTypeObject) PyRange_Type;
PyAPI_DATA(PyTypeObject) PyRangeIter_Type;
PyAPI_DATA(PyTypeObject) PyLongRangeIter_Type;

#define PyRange_Check(op) Py_IS_TYPE((op), &PyRange_Type)

#ifdef __cplusplus
}
#endif
#endif /* BT_RANGEOBJECT_H */
