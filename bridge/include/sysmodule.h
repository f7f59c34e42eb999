/* sysmodule.h -- BryTorch
 * Access to the sys module from C: attributes, writing to sys.stdout /
 * sys.stderr, audit events. */
#ifndef Py_PYTHON_H
#  include "Python.h"
#endif
#ifndef BT_SYSMODULE_H
#define BT_SYSMODULE_H

#ifdef __cplusplus
extern "C" {
#endif

/* NULL without an exception if the attribute does not exist */
PyAPI_FUNC(PyObject *) PySys_GetObject(const char *name); /* borrowed */
/* v NULL deletes the attribute; does not steal v */
PyAPI_FUNC(int) PySys_SetObject(const char *name, PyObject *v);

/* printf-style, output truncated to 1000 bytes */
PyAPI_FUNC(void) PySys_WriteStdout(const char *format, ...)
    Py_GCC_ATTRIBUTE((format(printf, 1, 2)));
PyAPI_FUNC(void) PySys_WriteStderr(const char *format, ...)
    Py_GCC_ATTRIBUTE((format(printf, 1, 2)));
/* PyUnicode_FromFormat-style, no length limit */
PyAPI_FUNC(void) PySys_FormatStdout(const char *format, ...);
PyAPI_FUNC(void) PySys_FormatStderr(const char *format, ...);

PyAPI_FUNC(int) PySys_Audit(const char *event, const char *format, ...);

#ifdef __cplusplus
}
#endif
#endif /* BT_SYSMODULE_H */
