/* modsupport.h -- BryTorch
 * Helpers for writing modules: argument parsing (PyArg_*), value building
 * (Py_BuildValue), module creation and PyModule_Add* helpers.
 * One implementation: '#' formats always use Py_ssize_t lengths, whether or
 * not PY_SSIZE_T_CLEAN is defined; the _SizeT names are the same functions. */
#ifndef Py_PYTHON_H
#  include "Python.h"
#endif
#ifndef BT_MODSUPPORT_H
#define BT_MODSUPPORT_H

#ifdef __cplusplus
extern "C" {
#endif

#define PYTHON_API_VERSION 1013
#define PYTHON_API_STRING "1013"
#define PYTHON_ABI_VERSION 3
#define PYTHON_ABI_STRING "3"

/* ---- argument parsing -------------------------------------------------- */
/* keywords: NULL-terminated array of names (3.13 constness, accepts char **) */
PyAPI_FUNC(int) PyArg_Parse(PyObject *args, const char *format, ...);
PyAPI_FUNC(int) PyArg_ParseTuple(PyObject *args, const char *format, ...);
PyAPI_FUNC(int) PyArg_ParseTupleAndKeywords(PyObject *args, PyObject *kw, const char *format,
                                            char *const *keywords, ...);
PyAPI_FUNC(int) PyArg_VaParse(PyObject *args, const char *format, va_list vargs);
PyAPI_FUNC(int) PyArg_VaParseTupleAndKeywords(PyObject *args, PyObject *kw, const char *format,
                                              char *const *keywords, va_list vargs);
PyAPI_FUNC(int) PyArg_ValidateKeywordArguments(PyObject *kw);
/* borrowed references are stored in the PyObject ** varargs */
PyAPI_FUNC(int) PyArg_UnpackTuple(PyObject *args, const char *name, Py_ssize_t min,
                                  Py_ssize_t max, ...);

PyAPI_FUNC(int) _PyArg_Parse_SizeT(PyObject *args, const char *format, ...);
PyAPI_FUNC(int) _PyArg_ParseTuple_SizeT(PyObject *args, const char *format, ...);
PyAPI_FUNC(int) _PyArg_ParseTupleAndKeywords_SizeT(PyObject *args, PyObject *kw,
                                                   const char *format,
                                                   char *const *keywords, ...);
PyAPI_FUNC(int) _PyArg_VaParse_SizeT(PyObject *args, const char *format, va_list vargs);
PyAPI_FUNC(int) _PyArg_VaParseTupleAndKeywords_SizeT(PyObject *args, PyObject *kw,
                                                     const char *format,
                                                     char *const *keywords, va_list vargs);

/* converter functions may return this to be called again for cleanup */
#define Py_CLEANUP_SUPPORTED 0x20000

/* ---- building values --------------------------------------------------- */
PyAPI_FUNC(PyObject *) Py_BuildValue(const char *format, ...); /* new ref */
PyAPI_FUNC(PyObject *) Py_VaBuildValue(const char *format, va_list vargs); /* new ref */
PyAPI_FUNC(PyObject *) _Py_BuildValue_SizeT(const char *format, ...); /* new ref */
PyAPI_FUNC(PyObject *) _Py_VaBuildValue_SizeT(const char *format, va_list vargs); /* new ref */

/* ---- creating modules -------------------------------------------------- */
PyAPI_FUNC(PyObject *) PyModule_Create2(PyModuleDef *def, int apiver); /* new ref */
#define PyModule_Create(def) PyModule_Create2((def), PYTHON_API_VERSION)
PyAPI_FUNC(PyObject *) PyModule_FromDefAndSpec2(PyModuleDef *def, PyObject *spec,
                                                int apiver); /* new ref */
#define PyModule_FromDefAndSpec(def, spec) \
    PyModule_FromDefAndSpec2((def), (spec), PYTHON_API_VERSION)
PyAPI_FUNC(int) PyModule_ExecDef(PyObject *module, PyModuleDef *def);

/* ---- populating modules ------------------------------------------------ */
/* steals value on success only (on failure the caller still owns it) */
PyAPI_FUNC(int) PyModule_AddObject(PyObject *mod, const char *name, PyObject *value);
/* does not steal value */
PyAPI_FUNC(int) PyModule_AddObjectRef(PyObject *mod, const char *name, PyObject *value);
/* 3.13: always steals value, also on failure; value may be NULL (error passthrough) */
#ifdef Py_BT_3_13_NAMES
PyAPI_FUNC(int) PyModule_Add(PyObject *mod, const char *name, PyObject *value);
#endif /* Py_BT_3_13_NAMES */
PyAPI_FUNC(int) PyModule_AddIntConstant(PyObject *mod, const char *name, long value);
PyAPI_FUNC(int) PyModule_AddStringConstant(PyObject *mod, const char *name,
                                           const char *value);
PyAPI_FUNC(int) PyModule_AddType(PyObject *mod, PyTypeObject *type);
PyAPI_FUNC(int) PyModule_AddFunctions(PyObject *mod, PyMethodDef *functions);
PyAPI_FUNC(int) PyModule_SetDocString(PyObject *mod, const char *doc);

#define PyModule_AddIntMacro(m, c) PyModule_AddIntConstant((m), #c, (c))
#define PyModule_AddStringMacro(m, c) PyModule_AddStringConstant((m), #c, (c))

#ifdef __cplusplus
}
#endif
#endif /* BT_MODSUPPORT_H */
