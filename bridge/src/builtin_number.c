/* Number slots of int, bool, float and complex, for C code that calls them directly instead
 * of through PyNumber_*: numpy's void scalar constructor reads a length with
 * Py_TYPE(obj)->tp_as_number->nb_int(obj) on a Python int. A slot is the builtin type's own
 * dunder (int.__add__(x, y)...), as CPython's slot is the type's C function: it ignores a
 * subclass's override and returns NotImplemented for an operand it does not handle. A type
 * gets the slots its CPython counterpart has: no nb_index on float, no nb_int, nb_float,
 * floor division or remainder on complex.
 * Ownership: every slot returns a new reference (or NULL with an exception), as CPython's. */
#include "bt_internal.h"

#define UNARY(type, slot, name) \
  static PyObject *type##_##slot(PyObject *x) { return _Bt_Builtin_Dunder(&type, name, x, NULL, NULL); }
#define BINARY(type, slot, name) \
  static PyObject *type##_##slot(PyObject *x, PyObject *y) { return _Bt_Builtin_Dunder(&type, name, x, y, NULL); }
/* nb_power is ternary; builtin pow's third argument reaches __pow__ only when given */
#define POWER(type) \
  static PyObject *type##_nb_power(PyObject *x, PyObject *y, PyObject *z) { \
    return _Bt_Builtin_Dunder(&type, "__pow__", x, y, z == Py_None ? NULL : z); \
  }
#define BOOL(type) \
  static int type##_nb_bool(PyObject *x) { \
    PyObject *r = _Bt_Builtin_Dunder(&type, "__bool__", x, NULL, NULL); \
    if (!r) return -1; \
    int v = PyObject_IsTrue(r); \
    Py_DECREF(r); \
    return v; \
  }
/* The slots of all three types (int's stand for bool's: bool inherits them) */
#define COMMON(type) \
  BINARY(type, nb_add, "__add__") BINARY(type, nb_subtract, "__sub__") \
  BINARY(type, nb_multiply, "__mul__") BINARY(type, nb_true_divide, "__truediv__") \
  UNARY(type, nb_negative, "__neg__") UNARY(type, nb_positive, "__pos__") \
  UNARY(type, nb_absolute, "__abs__") POWER(type) BOOL(type)
#define REAL(type) \
  BINARY(type, nb_remainder, "__mod__") BINARY(type, nb_divmod, "__divmod__") \
  BINARY(type, nb_floor_divide, "__floordiv__") UNARY(type, nb_int, "__int__")

COMMON(PyLong_Type) REAL(PyLong_Type)
UNARY(PyLong_Type, nb_index, "__index__") UNARY(PyLong_Type, nb_invert, "__invert__")
BINARY(PyLong_Type, nb_lshift, "__lshift__") BINARY(PyLong_Type, nb_rshift, "__rshift__")
BINARY(PyLong_Type, nb_and, "__and__") BINARY(PyLong_Type, nb_xor, "__xor__")
BINARY(PyLong_Type, nb_or, "__or__")
/* Brython's int and float have no __float__: the value converted, as CPython's long_float and
 * float_float */
static PyObject *PyLong_Type_nb_float(PyObject *x) {
  double v = PyLong_AsDouble(x);
  return v == -1.0 && PyErr_Occurred() ? NULL : PyFloat_FromDouble(v);
}
static PyObject *PyFloat_Type_nb_float(PyObject *x) {
  if (PyFloat_CheckExact(x)) return Py_NewRef(x);
  double v = PyFloat_AsDouble(x);
  return v == -1.0 && PyErr_Occurred() ? NULL : PyFloat_FromDouble(v);
}
COMMON(PyFloat_Type) REAL(PyFloat_Type)
COMMON(PyComplex_Type)

#define SLOTS_COMMON(type) \
  .nb_add = type##_nb_add, .nb_subtract = type##_nb_subtract, .nb_multiply = type##_nb_multiply, \
  .nb_true_divide = type##_nb_true_divide, .nb_negative = type##_nb_negative, \
  .nb_positive = type##_nb_positive, .nb_absolute = type##_nb_absolute, \
  .nb_power = type##_nb_power, .nb_bool = type##_nb_bool
#define SLOTS_REAL(type) \
  .nb_remainder = type##_nb_remainder, .nb_divmod = type##_nb_divmod, \
  .nb_floor_divide = type##_nb_floor_divide, .nb_int = type##_nb_int, .nb_float = type##_nb_float

static PyNumberMethods int_number = {
  SLOTS_COMMON(PyLong_Type), SLOTS_REAL(PyLong_Type), .nb_index = PyLong_Type_nb_index,
  .nb_invert = PyLong_Type_nb_invert, .nb_lshift = PyLong_Type_nb_lshift,
  .nb_rshift = PyLong_Type_nb_rshift, .nb_and = PyLong_Type_nb_and, .nb_xor = PyLong_Type_nb_xor,
  .nb_or = PyLong_Type_nb_or,
};
static PyNumberMethods float_number = { SLOTS_COMMON(PyFloat_Type), SLOTS_REAL(PyFloat_Type) };
static PyNumberMethods complex_number = { SLOTS_COMMON(PyComplex_Type) };

/* Called once by bt_init. */
void _Bt_BuiltinNumber_Init(void) {
  PyLong_Type.tp_as_number = &int_number;
  PyBool_Type.tp_as_number = &int_number;
  PyFloat_Type.tp_as_number = &float_number;
  PyComplex_Type.tp_as_number = &complex_number;
}
