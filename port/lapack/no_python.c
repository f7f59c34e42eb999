// Stand-ins for the four C-API functions and one exception object numpy's python_xerbla.c
// (lapack_lite's xerbla, which raises ValueError) refers to, so that lapack_lite links into a
// program without the bridge: the lapack stage's smoke test, tests/lapack, and the aten tier's
// C++ checks (ATen built with LAPACK calls lapack_lite). They abort: none of those passes an
// illegal argument, and a call here would mean one did.
#include <Python.h>
#include <stdlib.h>

PyObject *PyExc_ValueError;
PyGILState_STATE PyGILState_Ensure(void) { abort(); }
void PyGILState_Release(PyGILState_STATE state) { (void)state; abort(); }
void PyErr_SetString(PyObject *type, const char *message) { (void)type; (void)message; abort(); }
int PyOS_snprintf(char *str, size_t size, const char *format, ...) { (void)str; (void)size; (void)format; abort(); }
