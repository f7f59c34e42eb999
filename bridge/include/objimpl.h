/* objimpl.h -- BryTorch
 * Allocating and initializing objects of C types: PyObject_Malloc family,
 * PyObject_New/NewVar/Init, and the cyclic-GC hooks (PyObject_GC_*, Py_VISIT).
 * The GC entry points keep CPython's contract; BryTorch's collector decides
 * what tracking means (see DESIGN.md "Lifetime"). */
#ifndef Py_PYTHON_H
#  include "Python.h"
#endif
#ifndef BT_OBJIMPL_H
#define BT_OBJIMPL_H

#ifdef __cplusplus
extern "C" {
#endif

/* raw memory for objects */
PyAPI_FUNC(void *) PyObject_Malloc(size_t size);
PyAPI_FUNC(void *) PyObject_Calloc(size_t nelem, size_t elsize);
PyAPI_FUNC(void *) PyObject_Realloc(void *ptr, size_t new_size);
PyAPI_FUNC(void) PyObject_Free(void *ptr);

#define PyObject_MALLOC PyObject_Malloc
#define PyObject_REALLOC PyObject_Realloc
#define PyObject_FREE PyObject_Free
#define PyObject_Del PyObject_Free
#define PyObject_DEL PyObject_Free

/* set type and refcount 1 on already allocated memory; returns op */
PyAPI_FUNC(PyObject *) PyObject_Init(PyObject *op, PyTypeObject *type); /* borrowed (op itself) */
PyAPI_FUNC(PyVarObject *) PyObject_InitVar(PyVarObject *op, PyTypeObject *type,
                                           Py_ssize_t size); /* borrowed (op itself) */
#define PyObject_INIT(op, typeobj) PyObject_Init(_PyObject_CAST(op), (typeobj))
#define PyObject_INIT_VAR(op, typeobj, size) \
    PyObject_InitVar(_PyVarObject_CAST(op), (typeobj), (size))

/* allocate with PyObject_Malloc and initialize the header */
PyAPI_FUNC(PyObject *) _PyObject_New(PyTypeObject *type); /* new ref */
PyAPI_FUNC(PyVarObject *) _PyObject_NewVar(PyTypeObject *type, Py_ssize_t nitems); /* new ref */
#define PyObject_New(type, typeobj) ((type *)_PyObject_New(typeobj))
#define PyObject_NewVar(type, typeobj, n) ((type *)_PyObject_NewVar((typeobj), (n)))
#define PyObject_NEW PyObject_New
#define PyObject_NEW_VAR PyObject_NewVar

/* instance sizes */
#define _PyObject_SIZE(typeobj) ((typeobj)->tp_basicsize)
#define _PyObject_VAR_SIZE(typeobj, nitems) \
    _Py_SIZE_ROUND_UP((typeobj)->tp_basicsize + (nitems) * (typeobj)->tp_itemsize, \
                      sizeof(void *))

/* ---- garbage-collector interface -------------------------------------- */
PyAPI_FUNC(Py_ssize_t) PyGC_Collect(void);
PyAPI_FUNC(int) PyGC_Enable(void);
PyAPI_FUNC(int) PyGC_Disable(void);
PyAPI_FUNC(int) PyGC_IsEnabled(void);

#define PyType_IS_GC(t) PyType_HasFeature((t), Py_TPFLAGS_HAVE_GC)
PyAPI_FUNC(int) PyObject_IS_GC(PyObject *obj);

PyAPI_FUNC(PyObject *) _PyObject_GC_New(PyTypeObject *type); /* new ref */
PyAPI_FUNC(PyVarObject *) _PyObject_GC_NewVar(PyTypeObject *type, Py_ssize_t nitems); /* new ref */
PyAPI_FUNC(PyVarObject *) _PyObject_GC_Resize(PyVarObject *op, Py_ssize_t nitems); /* same ref, possibly moved; NULL on error */
#define PyObject_GC_New(type, typeobj) ((type *)_PyObject_GC_New(typeobj))
#define PyObject_GC_NewVar(type, typeobj, n) ((type *)_PyObject_GC_NewVar((typeobj), (n)))
#define PyObject_GC_Resize(type, op, n) \
    ((type *)_PyObject_GC_Resize(_PyVarObject_CAST(op), (n)))

PyAPI_FUNC(void) PyObject_GC_Track(void *op);
PyAPI_FUNC(void) PyObject_GC_UnTrack(void *op);
PyAPI_FUNC(void) PyObject_GC_Del(void *op);
PyAPI_FUNC(int) PyObject_GC_IsTracked(PyObject *op);
PyAPI_FUNC(int) PyObject_GC_IsFinalized(PyObject *op);

/* Use inside a tp_traverse function whose parameters are named visit, arg. */
#define Py_VISIT(op)                                                \
    do {                                                            \
        if (op) {                                                   \
            int _bt_vret = visit(_PyObject_CAST(op), arg);          \
            if (_bt_vret) return _bt_vret;                          \
        }                                                           \
    } while (0)

#ifdef __cplusplus
}
#endif
#endif /* BT_OBJIMPL_H */
