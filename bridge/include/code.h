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

/* A code object C gets from PyFrame_GetCode() is a snapshot with these CPython field names
 * (binding libraries read co_name/co_argcount directly); _bt_code is the Python code
 * object it was made from (everything else: PyCode_GetVarnames, attributes). */
typedef struct PyCodeObject {
    PyObject_HEAD
    int co_argcount;
    int co_posonlyargcount;
    int co_kwonlyargcount;
    int co_flags;
    int co_firstlineno;
    int co_nlocals;
    int co_ncellvars;         /* torch's python_compat.h reads these two (3.11+ fields) */
    int co_nfreevars;
    PyObject *co_filename;
    PyObject *co_name;
    PyObject *co_qualname;
    PyObject *_bt_code;
    PyObject *_bt_varnames;   /* made on first PyCode_GetVarnames, kept (callers borrow items) */
} PyCodeObject;

PyAPI_DATA(PyTypeObject) PyCode_Type;

/* co_flags bits (the values the inspect module documents) */
#define CO_OPTIMIZED          0x0001
#define CO_NEWLOCALS          0x0002
#define CO_VARARGS            0x0004
#define CO_VARKEYWORDS        0x0008
#define CO_NESTED             0x0010
#define CO_GENERATOR          0x0020
#define CO_COROUTINE          0x0080
#define CO_ITERABLE_COROUTINE 0x0100
#define CO_ASYNC_GENERATOR    0x0200

#define PyCode_Check(op) Py_IS_TYPE((op), &PyCode_Type)

/* an empty code object, e.g. to build a synthetic frame for tracebacks */
PyAPI_FUNC(PyCodeObject *) PyCode_NewEmpty(const char *filename, const char *funcname,
                                           int firstlineno); /* new ref */
/* A code object made by C (Cython's function objects and tracebacks): a view with the given
 * counts and names over an empty Python code object for `filename`; no bytecode runs from it.
 * Every object argument is borrowed. */
PyAPI_FUNC(PyCodeObject *) PyUnstable_Code_NewWithPosOnlyArgs(int argcount, int posonlyargcount,
    int kwonlyargcount, int nlocals, int stacksize, int flags, PyObject *code, PyObject *consts,
    PyObject *names, PyObject *varnames, PyObject *freevars, PyObject *cellvars,
    PyObject *filename, PyObject *name, PyObject *qualname, int firstlineno,
    PyObject *linetable, PyObject *exceptiontable); /* new ref */
/* source line of the instruction at byte offset addr */
PyAPI_FUNC(int) PyCode_Addr2Line(PyCodeObject *co, int addr);
PyAPI_FUNC(Py_ssize_t) PyCode_GetNumFree(PyCodeObject *co);
PyAPI_FUNC(PyObject *) PyCode_GetCode(PyCodeObject *co); /* new ref */
PyAPI_FUNC(PyObject *) PyCode_GetVarnames(PyCodeObject *co); /* new ref */
PyAPI_FUNC(PyObject *) PyCode_GetCellvars(PyCodeObject *co); /* new ref */
PyAPI_FUNC(PyObject *) PyCode_GetFreevars(PyCodeObject *co); /* new ref */

/* Per-code-object C data (PEP 523 users): an index per client, then a void * per code object
 * and index. A code object with extras is kept alive (owned by the table). */
PyAPI_FUNC(Py_ssize_t) PyUnstable_Eval_RequestCodeExtraIndex(freefunc free_extra);
PyAPI_FUNC(int) PyUnstable_Code_GetExtra(PyObject *code, Py_ssize_t index, void **extra);
PyAPI_FUNC(int) PyUnstable_Code_SetExtra(PyObject *code, Py_ssize_t index, void *extra);
#define _PyEval_RequestCodeExtraIndex PyUnstable_Eval_RequestCodeExtraIndex
#define _PyCode_GetExtra PyUnstable_Code_GetExtra
#define _PyCode_SetExtra PyUnstable_Code_SetExtra

#ifdef __cplusplus
}
#endif
#endif /* BT_CODE_H */
