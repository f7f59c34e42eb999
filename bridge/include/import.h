/* import.h -- BryTorch
 * Importing modules from C, the sys.modules dict, and registering built-in
 * extension modules (PyImport_AppendInittab). */
#ifndef Py_PYTHON_H
#  include "Python.h"
#endif
#ifndef BT_IMPORT_H
#define BT_IMPORT_H

#ifdef __cplusplus
extern "C" {
#endif

PyAPI_FUNC(PyObject *) PyImport_ImportModule(const char *name); /* new ref */
PyAPI_FUNC(PyObject *) PyImport_ImportModuleNoBlock(const char *name); /* new ref; deprecated */
PyAPI_FUNC(PyObject *) PyImport_Import(PyObject *name); /* new ref */
PyAPI_FUNC(PyObject *) PyImport_ImportModuleLevel(const char *name, PyObject *globals,
                                                  PyObject *locals, PyObject *fromlist,
                                                  int level); /* new ref */
PyAPI_FUNC(PyObject *) PyImport_ImportModuleLevelObject(PyObject *name, PyObject *globals,
                                                        PyObject *locals, PyObject *fromlist,
                                                        int level); /* new ref */
#define PyImport_ImportModuleEx(n, g, l, f) PyImport_ImportModuleLevel((n), (g), (l), (f), 0)
PyAPI_FUNC(PyObject *) PyImport_ReloadModule(PyObject *m); /* new ref */

PyAPI_FUNC(PyObject *) PyImport_GetModuleDict(void); /* borrowed */
/* sys.modules[name], or NULL without an exception if absent */
PyAPI_FUNC(PyObject *) PyImport_GetModule(PyObject *name); /* new ref */
/* get or create sys.modules[name] */
PyAPI_FUNC(PyObject *) PyImport_AddModuleObject(PyObject *name); /* borrowed */
PyAPI_FUNC(PyObject *) PyImport_AddModule(const char *name); /* borrowed */
#ifdef Py_BT_3_13_NAMES
PyAPI_FUNC(PyObject *) PyImport_AddModuleRef(const char *name); /* new ref (3.13) */
#endif /* Py_BT_3_13_NAMES */

PyAPI_FUNC(PyObject *) PyImport_ExecCodeModule(const char *name, PyObject *co); /* new ref */
PyAPI_FUNC(PyObject *) PyImport_ExecCodeModuleObject(PyObject *name, PyObject *co,
                                                     PyObject *pathname,
                                                     PyObject *cpathname); /* new ref */

/* make a statically linked extension importable; call before Py_Initialize */
PyAPI_FUNC(int) PyImport_AppendInittab(const char *name, PyObject *(*initfunc)(void));

struct _inittab {
    const char *name;
    PyObject *(*initfunc)(void);
};
PyAPI_FUNC(int) PyImport_ExtendInittab(struct _inittab *newtab);

#ifdef __cplusplus
}
#endif
#endif /* BT_IMPORT_H */
