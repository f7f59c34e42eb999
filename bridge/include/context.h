/* context.h -- BryTorch
 * Context variables (PEP 567) from C. The objects are the running Python's own
 * `contextvars.ContextVar` and `Token` instances (proxies); numpy keeps its error state
 * and allocator in them. */
#ifndef Py_PYTHON_H
#  include "Python.h"
#endif
#ifndef BT_CONTEXT_H
#define BT_CONTEXT_H

#ifdef __cplusplus
extern "C" {
#endif

/* name: the variable's name; def: its default (may be NULL, not stolen) */
PyAPI_FUNC(PyObject *) PyContextVar_New(const char *name, PyObject *def); /* new ref */
/* *value: a new reference to the value, else def, else the variable's default, else NULL
 * (no exception). Returns -1 on error, 0 otherwise. */
PyAPI_FUNC(int) PyContextVar_Get(PyObject *var, PyObject *def, PyObject **value);
/* sets the value in the current context; returns a Token (new ref) */
PyAPI_FUNC(PyObject *) PyContextVar_Set(PyObject *var, PyObject *value);
PyAPI_FUNC(int) PyContextVar_Reset(PyObject *var, PyObject *token);

#ifdef __cplusplus
}
#endif
#endif /* BT_CONTEXT_H */
