/* pystate.h -- BryTorch
 * Interpreter and thread state (both opaque, layout is ours), the GIL-state
 * API, and per-module state lookup.  BryTorch runs one interpreter on one
 * thread; these calls keep CPython's contract for that case. */
#ifndef Py_PYTHON_H
#  include "Python.h"
#endif
#ifndef BT_PYSTATE_H
#define BT_PYSTATE_H

#ifdef __cplusplus
extern "C" {
#endif

typedef struct _is PyInterpreterState;   /* opaque, ours */
struct _frame;
typedef int (*Py_tracefunc)(PyObject *obj, struct _frame *frame, int what, PyObject *arg);
/* The one thread state: its interpreter is what binding libraries read; the hooks are what
 * PyEval_SetProfile/SetTrace last installed (profilers check them; never called here). */
typedef struct _ts {
    struct _ts *prev;
    struct _ts *next;
    PyInterpreterState *interp;
    Py_tracefunc c_profilefunc;
    Py_tracefunc c_tracefunc;
    PyObject *c_profileobj;
    PyObject *c_traceobj;
} PyThreadState;

PyAPI_FUNC(PyInterpreterState *) PyInterpreterState_Get(void);
PyAPI_FUNC(PyInterpreterState *) PyInterpreterState_Main(void);
PyAPI_FUNC(PyInterpreterState *) PyInterpreterState_Head(void);
PyAPI_FUNC(PyInterpreterState *) PyInterpreterState_Next(PyInterpreterState *interp);
PyAPI_FUNC(PyThreadState *) PyInterpreterState_ThreadHead(PyInterpreterState *interp);
PyAPI_FUNC(int64_t) PyInterpreterState_GetID(PyInterpreterState *interp);
/* per-interpreter dict for extensions' use */
PyAPI_FUNC(PyObject *) PyInterpreterState_GetDict(PyInterpreterState *interp); /* borrowed */
/* PEP 523 frame evaluation hook: Brython runs no bytecode loop, so a function set here is
 * stored and returned by the getter but never called (NULL stands for the default). */
struct _PyInterpreterFrame;
typedef PyObject *(*_PyFrameEvalFunction)(PyThreadState *tstate, struct _PyInterpreterFrame *frame,
                                          int throwflag);
PyAPI_FUNC(_PyFrameEvalFunction) _PyInterpreterState_GetEvalFrameFunc(PyInterpreterState *interp);
PyAPI_FUNC(void) _PyInterpreterState_SetEvalFrameFunc(PyInterpreterState *interp,
                                                      _PyFrameEvalFunction eval_frame);

PyAPI_FUNC(PyThreadState *) PyThreadState_New(PyInterpreterState *interp);
PyAPI_FUNC(void) PyThreadState_Clear(PyThreadState *tstate);
PyAPI_FUNC(void) PyThreadState_Delete(PyThreadState *tstate);
/* clear and delete the current thread state, releasing the GIL */
PyAPI_FUNC(void) PyThreadState_DeleteCurrent(void);
/* current thread state; fatal error if none */
PyAPI_FUNC(PyThreadState *) PyThreadState_Get(void);
#define PyThreadState_GET() PyThreadState_Get()
/* current thread state or NULL, never fails */
#ifdef Py_BT_3_13_NAMES
PyAPI_FUNC(PyThreadState *) PyThreadState_GetUnchecked(void);   /* 3.13 */
#endif /* Py_BT_3_13_NAMES */
PyAPI_FUNC(PyThreadState *) _PyThreadState_UncheckedGet(void);  /* 3.12 name */
PyAPI_FUNC(PyThreadState *) PyThreadState_Swap(PyThreadState *tstate);
PyAPI_FUNC(PyThreadState *) PyThreadState_Next(PyThreadState *tstate);
PyAPI_FUNC(PyObject *) PyThreadState_GetDict(void); /* borrowed */
PyAPI_FUNC(PyInterpreterState *) PyThreadState_GetInterpreter(PyThreadState *tstate);
PyAPI_FUNC(struct _frame *) PyThreadState_GetFrame(PyThreadState *tstate); /* new ref */
PyAPI_FUNC(uint64_t) PyThreadState_GetID(PyThreadState *tstate);
/* suspend / resume tracing and profiling in this thread (nothing traces here: no-ops) */
PyAPI_FUNC(void) PyThreadState_EnterTracing(PyThreadState *tstate);
PyAPI_FUNC(void) PyThreadState_LeaveTracing(PyThreadState *tstate);
/* exc: borrowed; returns the number of thread states modified */
PyAPI_FUNC(int) PyThreadState_SetAsyncExc(unsigned long id, PyObject *exc);

/* ---- GIL state --------------------------------------------------------- */
typedef enum {
    PyGILState_LOCKED,
    PyGILState_UNLOCKED
} PyGILState_STATE;

PyAPI_FUNC(PyGILState_STATE) PyGILState_Ensure(void);
PyAPI_FUNC(void) PyGILState_Release(PyGILState_STATE state);
PyAPI_FUNC(PyThreadState *) PyGILState_GetThisThreadState(void);
PyAPI_FUNC(int) PyGILState_Check(void);

/* ---- module state lookup (single-phase init modules) ------------------ */
PyAPI_FUNC(PyObject *) PyState_FindModule(struct PyModuleDef *def); /* borrowed */
PyAPI_FUNC(int) PyState_AddModule(PyObject *module, struct PyModuleDef *def);
PyAPI_FUNC(int) PyState_RemoveModule(struct PyModuleDef *def);

#ifdef __cplusplus
}
#endif
#endif /* BT_PYSTATE_H */
