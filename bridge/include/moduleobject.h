/* moduleobject.h -- BryTorch
 * Module objects and module definitions: PyModuleDef_Base, PyModuleDef,
 * PyModuleDef_Slot (CPython's layouts) and the PyModule_* accessors.
 * PyModuleObject's body is opaque (ours). */
#ifndef Py_PYTHON_H
#  include "Python.h"
#endif
#ifndef BT_MODULEOBJECT_H
#define BT_MODULEOBJECT_H

#ifdef __cplusplus
extern "C" {
#endif

typedef struct _bt_moduleobject PyModuleObject;   /* opaque, ours */

PyAPI_DATA(PyTypeObject) PyModule_Type;
PyAPI_DATA(PyTypeObject) PyModuleDef_Type;

#define PyModule_Check(op) PyObject_TypeCheck((op), &PyModule_Type)
#define PyModule_CheckExact(op) Py_IS_TYPE((op), &PyModule_Type)

typedef struct PyModuleDef_Base {
    PyObject_HEAD
    PyObject *(*m_init)(void);   /* single-phase init function, set by the runtime */
    Py_ssize_t m_index;          /* slot in the per-interpreter module table */
    PyObject *m_copy;            /* cached copy of the module dict */
} PyModuleDef_Base;

#define PyModuleDef_HEAD_INIT {  \
    PyObject_HEAD_INIT(_Py_NULL) \
    _Py_NULL,                    \
    0,                           \
    _Py_NULL                     \
}

typedef struct PyModuleDef_Slot {
    int slot;        /* Py_mod_* */
    void *value;
} PyModuleDef_Slot;

#define Py_mod_create 1
#define Py_mod_exec 2
#define Py_mod_multiple_interpreters 3
#define _Py_mod_LAST_SLOT 3

/* values for Py_mod_multiple_interpreters */
#define Py_MOD_MULTIPLE_INTERPRETERS_NOT_SUPPORTED ((void *)0)
#define Py_MOD_MULTIPLE_INTERPRETERS_SUPPORTED ((void *)1)
#define Py_MOD_PER_INTERPRETER_GIL_SUPPORTED ((void *)2)

struct PyModuleDef {
    PyModuleDef_Base m_base;
    const char *m_name;
    const char *m_doc;
    Py_ssize_t m_size;           /* per-module state size; -1: global state */
    PyMethodDef *m_methods;
    PyModuleDef_Slot *m_slots;   /* multi-phase init when non-NULL */
    traverseproc m_traverse;
    inquiry m_clear;
    freefunc m_free;
};
typedef struct PyModuleDef PyModuleDef;

PyAPI_FUNC(PyObject *) PyModule_NewObject(PyObject *name); /* new ref */
PyAPI_FUNC(PyObject *) PyModule_New(const char *name); /* new ref */
PyAPI_FUNC(PyObject *) PyModule_GetDict(PyObject *module); /* borrowed */
PyAPI_FUNC(PyObject *) PyModule_GetNameObject(PyObject *module); /* new ref */
PyAPI_FUNC(const char *) PyModule_GetName(PyObject *module);
PyAPI_FUNC(PyObject *) PyModule_GetFilenameObject(PyObject *module); /* new ref */
PyAPI_FUNC(const char *) PyModule_GetFilename(PyObject *module);   /* deprecated */
PyAPI_FUNC(PyModuleDef *) PyModule_GetDef(PyObject *module);
PyAPI_FUNC(void *) PyModule_GetState(PyObject *module);

/* multi-phase initialization: return def itself, marked as initialized */
PyAPI_FUNC(PyObject *) PyModuleDef_Init(PyModuleDef *def); /* borrowed (def itself) */

#ifdef __cplusplus
}
#endif
#endif /* BT_MODULEOBJECT_H */
