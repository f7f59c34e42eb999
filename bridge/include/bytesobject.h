/* bytesobject.h -- BryTorch
 * Python bytes: PyBytesObject (CPython's layout; bytes objects are real in
 * linear memory, so PyBytes_AS_STRING / PyBytes_GET_SIZE stay inline). */
#ifndef Py_PYTHON_H
#  include "Python.h"
#endif
#ifndef BT_BYTESOBJECT_H
#define BT_BYTESOBJECT_H

#ifdef __cplusplus
extern "C" {
#endif

typedef struct {
    PyObject_VAR_HEAD
    Py_hash_t ob_shash;      /* -1 until computed */
    char ob_sval[1];         /* ob_size bytes plus a terminating NUL */
} PyBytesObject;

PyAPI_DATA(PyTypeObject) PyBytes_Type;
PyAPI_DATA(PyTypeObject) PyBytesIter_Type;

#define PyBytes_Check(op) PyType_FastSubclass(Py_TYPE(op), Py_TPFLAGS_BYTES_SUBCLASS)
#define PyBytes_CheckExact(op) Py_IS_TYPE((op), &PyBytes_Type)

#define _PyBytes_CAST(op) ((PyBytesObject *)(op))
#define PyBytes_AS_STRING(op) (_PyBytes_CAST(op)->ob_sval)
#define PyBytes_GET_SIZE(op) Py_SIZE(op)

PyAPI_FUNC(PyObject *) PyBytes_FromString(const char *v); /* new ref */
/* v may be NULL: contents uninitialized, fill before sharing */
PyAPI_FUNC(PyObject *) PyBytes_FromStringAndSize(const char *v, Py_ssize_t len); /* new ref */
PyAPI_FUNC(PyObject *) PyBytes_FromFormat(const char *format, ...); /* new ref */
/* sep.join(iterable), as pythoncapi-compat's PyBytes_Join (3.12 private name) */
PyAPI_FUNC(PyObject *) _PyBytes_Join(PyObject *sep, PyObject *iterable); /* new ref */
PyAPI_FUNC(PyObject *) PyBytes_FromFormatV(const char *format, va_list vargs); /* new ref */
PyAPI_FUNC(PyObject *) PyBytes_FromObject(PyObject *o); /* new ref */
PyAPI_FUNC(Py_ssize_t) PyBytes_Size(PyObject *o);
PyAPI_FUNC(char *) PyBytes_AsString(PyObject *o);
/* *length may be NULL, then embedded NULs are an error */
PyAPI_FUNC(int) PyBytes_AsStringAndSize(PyObject *obj, char **buffer, Py_ssize_t *length);
/* *bytes = *bytes + newpart (or NULL on error); releases the old *bytes */
PyAPI_FUNC(void) PyBytes_Concat(PyObject **bytes, PyObject *newpart);
/* as PyBytes_Concat, then releases newpart */
PyAPI_FUNC(void) PyBytes_ConcatAndDel(PyObject **bytes, PyObject *newpart);
/* resize a fresh bytes object (refcount 1); on failure *bytes is released and NULL */
PyAPI_FUNC(int) _PyBytes_Resize(PyObject **bytes, Py_ssize_t newsize);
PyAPI_FUNC(PyObject *) PyBytes_Repr(PyObject *o, int smartquotes); /* new ref */
PyAPI_FUNC(PyObject *) PyBytes_DecodeEscape(const char *s, Py_ssize_t len, const char *errors,
                                            Py_ssize_t unused1, const char *unused2); /* new ref */

#ifdef __cplusplus
}
#endif
#endif /* BT_BYTESOBJECT_H */
