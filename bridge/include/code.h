/* code.h -- BryTorch
 * Code objects.  PyCodeObject is opaque (layout is ours, not CPython's
 * bytecode container): use the functions below or Python attributes. */
#ifndef Py_PYTHON_H
#  include "Python.h"
#endif
#ifndef BT_CODE_H
#define BT_CODE_H

#ifdef __cplusplus
extern "C" {
#endif

/* Code objects never reach C on this runtime (there are no frames: PyEval_GetFrame() and
 * PyThreadState_GetFrame() return NULL). The fields binding libraries name exist so their
 * code compiles; no instance is ever made. */
typedef struct PyCodeObject {
    PyObject_HEAD
    int co_argcount;
    int co_posonlyargcount;
    int co_kwonlyargcount;
    int co_flags;
    int co_firstlineno;
    PyObject *co_filename;
    PyObject *co_name;
    PyObject *co_qualname;
} PyCodeObject;

PyAPI_DATA(PyTypeObject) PyCode_Type;

#define PyCode_Check(op) Py_IS_TYPE((op), &PyCode_Type)

/* an empty code object, e.g. to build a synthetic frame for tracebacks */
PyAPI_FUNC(PyCodeObject *) PyCode_NewEmpty(const char *filename, const char *funcname,
                                           int firstlineno); /* new ref */
/* source line of the instruction at byte offset addr */
PyAPI_FUNC(int) PyCode_Addr2Line(PyCodeObject *co, int addr);
PyAPI_FUNC(Py_ssize_t) PyCode_GetNumFree(PyCodeObject *co);
PyAPI_FUNC(PyObject *) PyCode_GetCode(PyCodeObject *co); /* new ref */
PyAPI_FUNC(PyObject *) PyCode_GetVarnames(PyCodeObject *co); /* new ref */
PyAPI_FUNC(PyObject *) PyCode_GetCellvars(PyCodeObject *co); /* new ref */
PyAPI_FUNC(PyObject *) PyCode_GetFreevars(PyCodeObject *co); /* new ref */

#ifdef __cplusplus
}
#endif
#endif /* BT_CODE_H */
