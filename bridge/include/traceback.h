/* traceback.h -- BryTorch
 * Traceback objects (opaque, layout is ours): adding a frame and printing. */
#ifndef Py_PYTHON_H
#  include "Python.h"
#endif
#ifndef BT_TRACEBACK_H
#define BT_TRACEBACK_H

#ifdef __cplusplus
extern "C" {
#endif

/* Traceback objects are not handed to C (PyErr_Fetch and PyException_GetTraceback give
 * NULL: the exception keeps its __traceback__ on the Brython side). The fields exist so
 * code that walks a traceback compiles; no instance is ever made. */
typedef struct _traceback {
    PyObject_HEAD
    struct _traceback *tb_next;
    struct _frame *tb_frame;
    int tb_lasti;
    int tb_lineno;
} PyTracebackObject;

PyAPI_DATA(PyTypeObject) PyTraceBack_Type;

#define PyTraceBack_Check(v) Py_IS_TYPE((v), &PyTraceBack_Type)

/* add frame to the traceback of the current exception */
PyAPI_FUNC(int) PyTraceBack_Here(PyFrameObject *frame);
/* write tb to the file-like object f */
PyAPI_FUNC(int) PyTraceBack_Print(PyObject *tb, PyObject *f);

#ifdef __cplusplus
}
#endif
#endif /* BT_TRACEBACK_H */
