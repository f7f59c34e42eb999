/* floatobject.h -- BryTorch
 * Python float: PyFloatObject (CPython's layout; floats are materialized in
 * linear memory), conversions, and the IEEE pack/unpack helpers.
 * PyFloat_AS_DOUBLE is a call here, so it also accepts float subclasses
 * whose value lives on the JS side. */
#ifndef Py_PYTHON_H
#  include "Python.h"
#endif
#ifndef BT_FLOATOBJECT_H
#define BT_FLOATOBJECT_H

#ifdef __cplusplus
extern "C" {
#endif

typedef struct {
    PyObject_HEAD
    double ob_fval;
} PyFloatObject;

PyAPI_DATA(PyTypeObject) PyFloat_Type;

#define PyFloat_Check(op) PyObject_TypeCheck((op), &PyFloat_Type)
#define PyFloat_CheckExact(op) Py_IS_TYPE((op), &PyFloat_Type)

PyAPI_FUNC(PyObject *) PyFloat_FromDouble(double v); /* new ref */
/* parse a str or bytes-like object */
PyAPI_FUNC(PyObject *) PyFloat_FromString(PyObject *str); /* new ref */
/* calls __float__ / __index__; -1.0 with an exception set on failure */
PyAPI_FUNC(double) PyFloat_AsDouble(PyObject *pyfloat);
#define PyFloat_AS_DOUBLE(op) PyFloat_AsDouble(_PyObject_CAST(op))

PyAPI_FUNC(PyObject *) PyFloat_GetInfo(void); /* new ref */
PyAPI_FUNC(double) PyFloat_GetMax(void);
PyAPI_FUNC(double) PyFloat_GetMin(void);

/* IEEE 754 half/single/double (un)packing; le != 0: little-endian */
PyAPI_FUNC(int) PyFloat_Pack2(double x, char *p, int le);
PyAPI_FUNC(int) PyFloat_Pack4(double x, char *p, int le);
PyAPI_FUNC(int) PyFloat_Pack8(double x, char *p, int le);
PyAPI_FUNC(double) PyFloat_Unpack2(const char *p, int le);
PyAPI_FUNC(double) PyFloat_Unpack4(const char *p, int le);
PyAPI_FUNC(double) PyFloat_Unpack8(const char *p, int le);

/* float <-> string (pystrtod) */
PyAPI_FUNC(double) PyOS_string_to_double(const char *s, char **endptr,
                                         PyObject *overflow_exception);
/* returns a PyMem_Malloc'ed string; format_code one of 'e','E','f','F','g','G','r' */
PyAPI_FUNC(char *) PyOS_double_to_string(double val, char format_code, int precision,
                                         int flags, int *type);
#define Py_DTSF_SIGN      0x01   /* always add the sign */
#define Py_DTSF_ADD_DOT_0 0x02   /* if the result looks like an int, add ".0" */
#define Py_DTSF_ALT       0x04   /* alternate formatting ('#') */
#define Py_DTSF_NO_NEG_0  0x08   /* negative zero becomes zero */
#define Py_DTST_FINITE    0
#define Py_DTST_INFINITE  1
#define Py_DTST_NAN       2

#ifdef __cplusplus
}
#endif
#endif /* BT_FLOATOBJECT_H */
