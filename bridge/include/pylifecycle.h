/* pylifecycle.h -- BryTorch
 * Interpreter life cycle and build information: initialization state,
 * finalization, exit hooks, version strings. */
#ifndef Py_PYTHON_H
#  include "Python.h"
#endif
#ifndef BT_PYLIFECYCLE_H
#define BT_PYLIFECYCLE_H

#ifdef __cplusplus
extern "C" {
#endif

PyAPI_FUNC(void) Py_Initialize(void);
PyAPI_FUNC(void) Py_InitializeEx(int initsigs);
PyAPI_FUNC(int) Py_IsInitialized(void);
PyAPI_FUNC(void) Py_Finalize(void);
PyAPI_FUNC(int) Py_FinalizeEx(void);
#ifdef Py_BT_3_13_NAMES
PyAPI_FUNC(int) Py_IsFinalizing(void);      /* 3.13 */
#endif /* Py_BT_3_13_NAMES */
PyAPI_FUNC(int) _Py_IsFinalizing(void);     /* 3.12 name */
/* register a function to run at finalization; 0 or -1 */
PyAPI_FUNC(int) Py_AtExit(void (*func)(void));
PyAPI_FUNC(void) _Py_NO_RETURN Py_Exit(int status);

PyAPI_FUNC(const char *) Py_GetVersion(void);
/* the running version as a number, PY_VERSION_HEX's format (3.11+) */
PyAPI_DATA(const unsigned long) Py_Version;
PyAPI_FUNC(const char *) Py_GetPlatform(void);
PyAPI_FUNC(const char *) Py_GetCopyright(void);
PyAPI_FUNC(const char *) Py_GetCompiler(void);
PyAPI_FUNC(const char *) Py_GetBuildInfo(void);

#ifdef __cplusplus
}
#endif
#endif /* BT_PYLIFECYCLE_H */
