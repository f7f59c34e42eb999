/* warnings.h -- BryTorch
 * Issuing warnings from C (the warnings module): PyErr_WarnEx and friends.
 * Each returns 0, or -1 when the warning was turned into an exception. */
#ifndef Py_PYTHON_H
#  include "Python.h"
#endif
#ifndef BT_WARNINGS_H
#define BT_WARNINGS_H

#ifdef __cplusplus
extern "C" {
#endif

PyAPI_FUNC(int) PyErr_WarnEx(PyObject *category, const char *message,
                             Py_ssize_t stack_level);
PyAPI_FUNC(int) PyErr_WarnFormat(PyObject *category, Py_ssize_t stack_level,
                                 const char *format, ...);
/* ResourceWarning about source (e.g. an unclosed file) */
PyAPI_FUNC(int) PyErr_ResourceWarning(PyObject *source, Py_ssize_t stack_level,
                                      const char *format, ...);
PyAPI_FUNC(int) PyErr_WarnExplicit(PyObject *category, const char *message,
                                   const char *filename, int lineno,
                                   const char *module, PyObject *registry);
PyAPI_FUNC(int) PyErr_WarnExplicitObject(PyObject *category, PyObject *message,
                                         PyObject *filename, int lineno,
                                         PyObject *module, PyObject *registry);
PyAPI_FUNC(int) PyErr_WarnExplicitFormat(PyObject *category, const char *filename,
                                         int lineno, const char *module,
                                         PyObject *registry, const char *format, ...);

/* old spelling */
#define PyErr_Warn(category, msg) PyErr_WarnEx((category), (msg), 1)

#ifdef __cplusplus
}
#endif
#endif /* BT_WARNINGS_H */
