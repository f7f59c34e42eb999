/* complexobject.h -- BryTorch
 * Python complex: the Py_complex value type, PyComplexObject (CPython's
 * layout, materialized in linear memory) and its functions. */
#ifndef Py_PYTHON_H
#  include "Python.h"
#endif
#ifndef BT_COMPLEXOBJECT_H
#define BT_COMPLEXOBJECT_H

#ifdef __cplusplus
extern "C" {
#endif

typedef struct {
    double real;
    double imag;
} Py_complex;

typedef struct {
    PyObject_HEAD
    Py_complex cval;
} PyComplexObject;

PyAPI_DATA(PyTypeObject) PyComplex_Type;

#define PyComplex_Check(op) PyObject_TypeCheck((op), &PyComplex_Type)
#define PyComplex_CheckExact(op) Py_IS_TYPE((op), &PyComplex_Type)

PyAPI_FUNC(PyObject *) PyComplex_FromDoubles(double real, double imag); /* new ref */
PyAPI_FUNC(PyObject *) PyComplex_FromCComplex(Py_complex v); /* new ref */
PyAPI_FUNC(double) PyComplex_RealAsDouble(PyObject *op);
PyAPI_FUNC(double) PyComplex_ImagAsDouble(PyObject *op);
/* on error: real part -1.0 and an exception set */
PyAPI_FUNC(Py_complex) PyComplex_AsCComplex(PyObject *op);

/* arithmetic on C values */
PyAPI_FUNC(Py_complex) _Py_c_sum(Py_complex a, Py_complex b);
PyAPI_FUNC(Py_complex) _Py_c_diff(Py_complex a, Py_complex b);
PyAPI_FUNC(Py_complex) _Py_c_neg(Py_complex a);
PyAPI_FUNC(Py_complex) _Py_c_prod(Py_complex a, Py_complex b);
PyAPI_FUNC(Py_complex) _Py_c_quot(Py_complex a, Py_complex b);
PyAPI_FUNC(Py_complex) _Py_c_pow(Py_complex a, Py_complex b);
PyAPI_FUNC(double) _Py_c_abs(Py_complex a);

#ifdef __cplusplus
}
#endif
#endif /* BT_COMPLEXOBJECT_H */
