/* pyframe.h -- BryTorch
 * Frame objects as seen from C.  PyFrameObject is opaque (layout is ours);
 * all access goes through the PyFrame_* functions. */
#ifndef Py_PYTHON_H
#  include "Python.h"
#endif
#ifndef BT_PYFRAME_H
#define BT_PYFRAME_H

#ifdef __cplusplus
extern "C" {
#endif

typedef struct _frame PyFrameObject;   /* opaque, ours */

PyAPI_DATA(PyTypeObject) PyFrame_Type;

#define PyFrame_Check(op) Py_IS_TYPE((op), &PyFrame_Type)

PyAPI_FUNC(int) PyFrame_GetLineNumber(PyFrameObject *frame);
PyAPI_FUNC(PyCodeObject *) PyFrame_GetCode(PyFrameObject *frame); /* new ref */
/* the calling frame, or NULL */
PyAPI_FUNC(PyFrameObject *) PyFrame_GetBack(PyFrameObject *frame); /* new ref */
PyAPI_FUNC(PyObject *) PyFrame_GetLocals(PyFrameObject *frame); /* new ref */
PyAPI_FUNC(PyObject *) PyFrame_GetGlobals(PyFrameObject *frame); /* new ref */
PyAPI_FUNC(PyObject *) PyFrame_GetBuiltins(PyFrameObject *frame); /* new ref */
PyAPI_FUNC(PyObject *) PyFrame_GetGenerator(PyFrameObject *frame); /* new ref */
PyAPI_FUNC(int) PyFrame_GetLasti(PyFrameObject *frame);
PyAPI_FUNC(PyObject *) PyFrame_GetVar(PyFrameObject *frame, PyObject *name); /* new ref */
PyAPI_FUNC(PyObject *) PyFrame_GetVarString(PyFrameObject *frame, const char *name); /* new ref */

#ifdef __cplusplus
}
#endif
#endif /* BT_PYFRAME_H */
