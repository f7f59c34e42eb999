/* ceval.h -- BryTorch
 * The evaluation loop's C surface: current builtins/globals/locals/frame,
 * evaluating code objects, recursion guard, pending calls, and releasing /
 * reacquiring the GIL (Py_BEGIN_ALLOW_THREADS ...; a no-op pairing here). */
#ifndef Py_PYTHON_H
#  include "Python.h"
#endif
#ifndef BT_CEVAL_H
#define BT_CEVAL_H

#ifdef __cplusplus
extern "C" {
#endif

struct _frame;

typedef struct {
    int cf_flags;
    int cf_feature_version;
} PyCompilerFlags;
#define _PyCompilerFlags_INIT { 0, PY_MINOR_VERSION }

PyAPI_FUNC(PyObject *) PyEval_EvalCode(PyObject *co, PyObject *globals,
                                       PyObject *locals); /* new ref */
PyAPI_FUNC(PyObject *) PyEval_GetBuiltins(void); /* borrowed */
PyAPI_FUNC(PyObject *) PyEval_GetGlobals(void); /* borrowed */
PyAPI_FUNC(PyObject *) PyEval_GetLocals(void); /* borrowed */
PyAPI_FUNC(struct _frame *) PyEval_GetFrame(void); /* borrowed */
PyAPI_FUNC(const char *) PyEval_GetFuncName(PyObject *func);
PyAPI_FUNC(const char *) PyEval_GetFuncDesc(PyObject *func);
PyAPI_FUNC(int) PyEval_MergeCompilerFlags(PyCompilerFlags *cf);

/* 0, or -1 with RecursionError set; where is appended to the message */
PyAPI_FUNC(int) Py_EnterRecursiveCall(const char *where);
/* Tracing and profiling hooks (Py_tracefunc is in pystate.h): recorded in the thread state,
 * never called (Brython runs no bytecode loop that could report events). */
#define PyTrace_CALL 0
#define PyTrace_EXCEPTION 1
#define PyTrace_LINE 2
#define PyTrace_RETURN 3
#define PyTrace_C_CALL 4
#define PyTrace_C_EXCEPTION 5
#define PyTrace_C_RETURN 6
#define PyTrace_OPCODE 7
PyAPI_FUNC(void) PyEval_SetProfile(Py_tracefunc func, PyObject *obj);
PyAPI_FUNC(void) PyEval_SetTrace(Py_tracefunc func, PyObject *obj);
/* Slice bound from an index-like object (None leaves *pi alone); 1 on success, 0 + error. */
PyAPI_FUNC(int) _PyEval_SliceIndex(PyObject *v, Py_ssize_t *pi);
PyAPI_FUNC(void) Py_LeaveRecursiveCall(void);
PyAPI_FUNC(int) Py_GetRecursionLimit(void);
PyAPI_FUNC(void) Py_SetRecursionLimit(int limit);

PyAPI_FUNC(int) Py_AddPendingCall(int (*func)(void *), void *arg);
PyAPI_FUNC(int) Py_MakePendingCalls(void);

/* ---- GIL --------------------------------------------------------------- */
PyAPI_FUNC(PyThreadState *) PyEval_SaveThread(void);
PyAPI_FUNC(void) PyEval_RestoreThread(PyThreadState *tstate);
PyAPI_FUNC(void) PyEval_AcquireThread(PyThreadState *tstate);
PyAPI_FUNC(void) PyEval_ReleaseThread(PyThreadState *tstate);
PyAPI_FUNC(void) PyEval_InitThreads(void);          /* deprecated, does nothing */
PyAPI_FUNC(int) PyEval_ThreadsInitialized(void);    /* deprecated, returns 1 */

#define Py_BEGIN_ALLOW_THREADS { \
        PyThreadState *_save; \
        _save = PyEval_SaveThread();
#define Py_BLOCK_THREADS PyEval_RestoreThread(_save);
#define Py_UNBLOCK_THREADS _save = PyEval_SaveThread();
#define Py_END_ALLOW_THREADS PyEval_RestoreThread(_save); \
    }

#ifdef __cplusplus
}
#endif
#endif /* BT_CEVAL_H */
