/* longobject.h -- BryTorch
 * Python int: conversions between int objects and C integers/doubles/strings,
 * plus the _PyLong_* byte-array helpers that binding libraries use.
 * struct _longobject is OURS, not CPython's: C code must use the API. */
#ifndef Py_PYTHON_H
#  include "Python.h"
#endif
#ifndef BT_LONGOBJECT_H
#define BT_LONGOBJECT_H

#ifdef __cplusplus
extern "C" {
#endif

/* Ours, not CPython's; C code must use the API.  bt_value holds the value
 * when it fits in 64 bits (bt_is_big == 0); otherwise the digits live on the
 * JS side and bt_value is meaningless. */
struct _longobject {
    PyObject_HEAD
    long long bt_value;
    int bt_is_big;
};
typedef struct _longobject PyLongObject;

PyAPI_DATA(PyTypeObject) PyLong_Type;

#define PyLong_Check(op) PyType_FastSubclass(Py_TYPE(op), Py_TPFLAGS_LONG_SUBCLASS)
#define PyLong_CheckExact(op) Py_IS_TYPE((op), &PyLong_Type)

PyAPI_FUNC(PyObject *) PyLong_FromLong(long v); /* new ref */
PyAPI_FUNC(PyObject *) PyLong_FromUnsignedLong(unsigned long v); /* new ref */
PyAPI_FUNC(PyObject *) PyLong_FromLongLong(long long v); /* new ref */
PyAPI_FUNC(PyObject *) PyLong_FromUnsignedLongLong(unsigned long long v); /* new ref */
PyAPI_FUNC(PyObject *) PyLong_FromSsize_t(Py_ssize_t v); /* new ref */
PyAPI_FUNC(PyObject *) PyLong_FromSize_t(size_t v); /* new ref */
PyAPI_FUNC(PyObject *) PyLong_FromDouble(double v); /* new ref */
PyAPI_FUNC(PyObject *) PyLong_FromVoidPtr(void *p); /* new ref */
/* parse str in base (0 = auto); *pend set to the first unparsed char */
PyAPI_FUNC(PyObject *) PyLong_FromString(const char *str, char **pend, int base); /* new ref */
PyAPI_FUNC(PyObject *) PyLong_FromUnicodeObject(PyObject *u, int base); /* new ref */

/* The As* functions call __index__ where CPython does, return -1 (or
 * (type)-1) with an exception set on failure: check PyErr_Occurred. */
PyAPI_FUNC(long) PyLong_AsLong(PyObject *obj);
PyAPI_FUNC(long) PyLong_AsLongAndOverflow(PyObject *obj, int *overflow);
PyAPI_FUNC(long long) PyLong_AsLongLong(PyObject *obj);
PyAPI_FUNC(long long) PyLong_AsLongLongAndOverflow(PyObject *obj, int *overflow);
#ifdef Py_BT_3_13_NAMES
PyAPI_FUNC(int) PyLong_AsInt(PyObject *obj);            /* 3.13 */
#endif /* Py_BT_3_13_NAMES */
PyAPI_FUNC(int) _PyLong_AsInt(PyObject *obj);           /* 3.12 private name */
PyAPI_FUNC(Py_ssize_t) PyLong_AsSsize_t(PyObject *pylong);
PyAPI_FUNC(size_t) PyLong_AsSize_t(PyObject *pylong);
PyAPI_FUNC(unsigned long) PyLong_AsUnsignedLong(PyObject *pylong);
PyAPI_FUNC(unsigned long long) PyLong_AsUnsignedLongLong(PyObject *pylong);
/* modular (wrapping) conversions; no overflow error */
PyAPI_FUNC(unsigned long) PyLong_AsUnsignedLongMask(PyObject *obj);
PyAPI_FUNC(unsigned long long) PyLong_AsUnsignedLongLongMask(PyObject *obj);
PyAPI_FUNC(double) PyLong_AsDouble(PyObject *pylong);
PyAPI_FUNC(void *) PyLong_AsVoidPtr(PyObject *pylong);

PyAPI_FUNC(PyObject *) PyLong_GetInfo(void); /* new ref */

/* -1, 0, 1; v must be an int */
PyAPI_FUNC(int) _PyLong_Sign(PyObject *v);
/* bits needed for abs(v), (size_t)-1 with OverflowError on overflow */
PyAPI_FUNC(size_t) _PyLong_NumBits(PyObject *v);
PyAPI_FUNC(PyObject *) _PyLong_FromByteArray(const unsigned char *bytes, size_t n,
                                             int little_endian, int is_signed); /* new ref */
/* 3.12 five-argument form; 0 on success, -1 with OverflowError */
PyAPI_FUNC(int) _PyLong_AsByteArray(PyLongObject *v, unsigned char *bytes, size_t n,
                                    int little_endian, int is_signed);

/* string-to-integer helpers (pystrtod family) */
PyAPI_FUNC(unsigned long) PyOS_strtoul(const char *str, char **ptr, int base);
PyAPI_FUNC(long) PyOS_strtol(const char *str, char **ptr, int base);

#ifdef __cplusplus
}
#endif
#endif /* BT_LONGOBJECT_H */
