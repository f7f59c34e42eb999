/* fileobject.h -- BryTorch
 * Writing to Python file objects from C and getting file descriptors. */
#ifndef Py_PYTHON_H
#  include "Python.h"
#endif
#ifndef BT_FILEOBJECT_H
#define BT_FILEOBJECT_H

#ifdef __cplusplus
extern "C" {
#endif

/* flags: Py_PRINT_RAW writes str(obj) instead of repr(obj) */
PyAPI_FUNC(int) PyFile_WriteObject(PyObject *obj, PyObject *p, int flags);
PyAPI_FUNC(int) PyFile_WriteString(const char *s, PyObject *p);
PyAPI_FUNC(PyObject *) PyFile_GetLine(PyObject *p, int n); /* new ref */
PyAPI_FUNC(int) PyObject_AsFileDescriptor(PyObject *o);

#ifdef __cplusplus
}
#endif
#endif /* BT_FILEOBJECT_H */
