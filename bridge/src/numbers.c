/* int, bool and float: materialized. An int that fits in 64 bits keeps its value in C; a
 * bigger one ("big") keeps it on the JS side (BigInt) and C reaches it through the JS ops. */
#include <math.h>
#include "bt_internal.h"

static void long_dealloc(PyObject *op) {
  if (((PyLongObject *)op)->bt_is_big) bt_js_forget(op);
  free(op);
}
static void float_dealloc(PyObject *op) { free(op); }

PyTypeObject PyLong_Type = { { { BT_IMMORTAL_REFCNT, &PyType_Type }, 0 }, .tp_name = "int", BT_GENERIC_ATTRS,
  .tp_basicsize = sizeof(PyLongObject), .tp_dealloc = long_dealloc,
  .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_READY | Py_TPFLAGS_BASETYPE | Py_TPFLAGS_LONG_SUBCLASS };
PyTypeObject PyBool_Type = { { { BT_IMMORTAL_REFCNT, &PyType_Type }, 0 }, .tp_name = "bool", BT_GENERIC_ATTRS,
  .tp_basicsize = sizeof(PyLongObject), .tp_base = &PyLong_Type,
  .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_READY | Py_TPFLAGS_LONG_SUBCLASS };
PyTypeObject PyFloat_Type = { { { BT_IMMORTAL_REFCNT, &PyType_Type }, 0 }, .tp_name = "float", BT_GENERIC_ATTRS,
  .tp_basicsize = sizeof(PyFloatObject), .tp_dealloc = float_dealloc,
  .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_READY | Py_TPFLAGS_BASETYPE };

struct _longobject _Py_FalseStruct = { { BT_IMMORTAL_REFCNT, &PyBool_Type }, 0, 0 };
struct _longobject _Py_TrueStruct = { { BT_IMMORTAL_REFCNT, &PyBool_Type }, 1, 0 };

/* Small ints are shared and immortal, as in CPython. */
#define SMALL_MIN (-5)
#define SMALL_MAX 1024
static PyLongObject small_ints[SMALL_MAX - SMALL_MIN + 1];

static PyObject *long_new(long long v) {  /* new ref */
  if (v >= SMALL_MIN && v <= SMALL_MAX) {
    PyLongObject *s = &small_ints[v - SMALL_MIN];
    if (!s->ob_base.ob_type) {
      s->ob_base.ob_refcnt = BT_IMMORTAL_REFCNT;
      s->ob_base.ob_type = &PyLong_Type;
      s->bt_value = v;
    }
    return (PyObject *)s;
  }
  PyLongObject *op = (PyLongObject *)malloc(sizeof(PyLongObject));
  if (!op) return PyErr_NoMemory();
  op->ob_base.ob_refcnt = 1;
  op->ob_base.ob_type = &PyLong_Type;
  op->bt_value = v;
  op->bt_is_big = 0;
  return (PyObject *)op;
}

BT_EXPORT PyObject *bt_long_from_i32(int v) { return long_new(v); }
BT_EXPORT PyObject *bt_long_from_f64(double v) { return long_new((long long)v); }
BT_EXPORT PyObject *bt_long_new_big(void) {
  PyLongObject *op = (PyLongObject *)long_new(SMALL_MAX + 1);
  if (!op) return NULL;
  op->bt_value = 0;
  op->bt_is_big = 1;
  return (PyObject *)op;
}

PyObject *PyLong_FromLong(long v) { return long_new(v); }
PyObject *PyLong_FromLongLong(long long v) { return long_new(v); }
PyObject *PyLong_FromSsize_t(Py_ssize_t v) { return long_new(v); }
PyObject *PyLong_FromSize_t(size_t v) { return long_new((long long)v); }
PyObject *PyLong_FromUnsignedLong(unsigned long v) { return long_new((long long)v); }
PyObject *PyLong_FromUnsignedLongLong(unsigned long long v) {
  if (v <= (unsigned long long)LLONG_MAX) return long_new((long long)v);
  unsigned char buf[8];
  for (int i = 0; i < 8; i++) buf[i] = (unsigned char)(v >> (8 * i));
  return bt_js_long_from_bytes(buf, 8, 1, 0);
}
PyObject *PyLong_FromVoidPtr(void *p) { return long_new((long long)(uintptr_t)p); }
PyObject *PyLong_FromDouble(double v) {
  if (isnan(v)) { PyErr_SetString(PyExc_ValueError, "cannot convert float NaN to integer"); return NULL; }
  if (isinf(v)) { PyErr_SetString(PyExc_OverflowError, "cannot convert float infinity to integer"); return NULL; }
  if (v > -9.2e18 && v < 9.2e18) return long_new((long long)v);
  char text[400];
  snprintf(text, sizeof text, "%.0f", v);
  return bt_js_long_from_text(text, 10);
}
PyObject *PyLong_FromString(const char *str, char **pend, int base) {
  PyObject *r = bt_js_long_from_text(str, base);
  if (pend) *pend = (char *)str + strlen(str);
  return r;
}
PyObject *PyLong_FromUnicodeObject(PyObject *u, int base) {
  const char *s = PyUnicode_AsUTF8(u);
  return s ? bt_js_long_from_text(s, base) : NULL;
}
PyObject *PyBool_FromLong(long v) { return Py_NewRef(v ? Py_True : Py_False); }

/* The exact int value of `op` as a C long long, through __index__ for other objects.
 * Returns 0 with *overflow = +-1 when it does not fit; -1 with an exception on error. */
static long long long_value(PyObject *op, int *overflow, int use_index) {
  *overflow = 0;
  if (Py_IS_TYPE(op, &PyLong_Type) || Py_IS_TYPE(op, &PyBool_Type)) {
    PyLongObject *l = (PyLongObject *)op;
    if (!l->bt_is_big) return l->bt_value;
    unsigned char buf[8];
    if (bt_js_long_to_bytes(op, buf, 8, 1, BT_LONG_BYTES_SIGNED) < 0) {
      PyErr_Clear();
      *overflow = _PyLong_Sign(op);
      return -1;
    }
    long long v = 0;
    for (int i = 7; i >= 0; i--) v = (v << 8) | buf[i];
    return v;
  }
  PyObject *idx = use_index ? PyNumber_Index(op) : NULL;
  if (!idx) {
    if (!use_index) PyErr_Format(PyExc_TypeError, "an integer is required");
    return -1;
  }
  long long v = long_value(idx, overflow, 0);
  Py_DECREF(idx);
  return v;
}

long long PyLong_AsLongLongAndOverflow(PyObject *op, int *overflow) {
  if (!op) { PyErr_BadInternalCall(); return -1; }
  return long_value(op, overflow, 1);
}
long long PyLong_AsLongLong(PyObject *op) {
  int overflow;
  long long v = PyLong_AsLongLongAndOverflow(op, &overflow);
  if (overflow) {
    PyErr_SetString(PyExc_OverflowError, "Python int too large to convert to C long");
    return -1;
  }
  return v;
}
long PyLong_AsLongAndOverflow(PyObject *op, int *overflow) {
  long long v = PyLong_AsLongLongAndOverflow(op, overflow);
  if (!*overflow && (v > LONG_MAX || v < LONG_MIN)) { *overflow = v > 0 ? 1 : -1; return -1; }
  if (*overflow) return -1;
  return (long)v;
}
long PyLong_AsLong(PyObject *op) {
  int overflow;
  long v = PyLong_AsLongAndOverflow(op, &overflow);
  if (overflow) {
    PyErr_SetString(PyExc_OverflowError, "Python int too large to convert to C long");
    return -1;
  }
  return v;
}
int PyLong_AsInt(PyObject *op) {
  long v = PyLong_AsLong(op);
  if (v == -1 && PyErr_Occurred()) return -1;
  if (v > INT_MAX || v < INT_MIN) {
    PyErr_SetString(PyExc_OverflowError, "Python int too large to convert to C int");
    return -1;
  }
  return (int)v;
}
Py_ssize_t PyLong_AsSsize_t(PyObject *op) {
  if (!PyLong_Check(op)) { PyErr_SetString(PyExc_TypeError, "an integer is required"); return -1; }
  long v = PyLong_AsLong(op);
  if (v == -1 && PyErr_Occurred() && PyErr_ExceptionMatches(PyExc_OverflowError)) {
    PyErr_SetString(PyExc_OverflowError, "Python int too large to convert to C ssize_t");
  }
  return v;
}
unsigned long long PyLong_AsUnsignedLongLong(PyObject *op) {
  if (!PyLong_Check(op)) { PyErr_SetString(PyExc_TypeError, "an integer is required"); return (unsigned long long)-1; }
  if (_PyLong_Sign(op) < 0) {
    PyErr_SetString(PyExc_OverflowError, "can't convert negative int to unsigned");
    return (unsigned long long)-1;
  }
  PyLongObject *l = (PyLongObject *)op;
  if (Py_IS_TYPE(op, &PyLong_Type) && !l->bt_is_big) return (unsigned long long)l->bt_value;
  unsigned char buf[8];
  if (bt_js_long_to_bytes(op, buf, 8, 1, BT_LONG_BYTES_UNSIGNED) < 0) {
    PyErr_Clear();
    PyErr_SetString(PyExc_OverflowError, "int too big to convert");
    return (unsigned long long)-1;
  }
  unsigned long long v = 0;
  for (int i = 7; i >= 0; i--) v = (v << 8) | buf[i];
  return v;
}
unsigned long PyLong_AsUnsignedLong(PyObject *op) {
  unsigned long long v = PyLong_AsUnsignedLongLong(op);
  if (v == (unsigned long long)-1 && PyErr_Occurred()) return (unsigned long)-1;
  if (v > ULONG_MAX) {
    PyErr_SetString(PyExc_OverflowError, "Python int too large to convert to C unsigned long");
    return (unsigned long)-1;
  }
  return (unsigned long)v;
}
size_t PyLong_AsSize_t(PyObject *op) {
  unsigned long v = PyLong_AsUnsignedLong(op);
  if (v == (unsigned long)-1 && PyErr_Occurred() && PyErr_ExceptionMatches(PyExc_OverflowError) &&
      _PyLong_Sign(op) >= 0)
    PyErr_SetString(PyExc_OverflowError, "Python int too large to convert to C size_t");
  return v;
}
unsigned long long PyLong_AsUnsignedLongLongMask(PyObject *op) {
  PyObject *i = PyNumber_Index(op);
  if (!i) return (unsigned long long)-1;
  unsigned long long v;
  PyLongObject *l = (PyLongObject *)i;
  if (Py_IS_TYPE(i, &PyLong_Type) && !l->bt_is_big) v = (unsigned long long)l->bt_value;
  else {
    unsigned char buf[8] = {0};
    bt_js_long_to_bytes(i, buf, 8, 1, BT_LONG_BYTES_TRUNCATE);
    v = 0;
    for (int k = 7; k >= 0; k--) v = (v << 8) | buf[k];
  }
  Py_DECREF(i);
  return v;
}
unsigned long PyLong_AsUnsignedLongMask(PyObject *op) { return (unsigned long)PyLong_AsUnsignedLongLongMask(op); }
void *PyLong_AsVoidPtr(PyObject *op) { return (void *)(uintptr_t)PyLong_AsUnsignedLongLong(op); }
double PyLong_AsDouble(PyObject *op) {
  if (!PyLong_Check(op)) { PyErr_SetString(PyExc_TypeError, "an integer is required"); return -1.0; }
  PyLongObject *l = (PyLongObject *)op;
  if (Py_IS_TYPE(op, &PyLong_Type) && !l->bt_is_big) return (double)l->bt_value;
  int overflow = 0;
  double v = bt_js_number_value(op, 1, &overflow);
  if (overflow) { PyErr_SetString(PyExc_OverflowError, "int too large to convert to float"); return -1.0; }
  return v;
}
int _PyLong_Sign(PyObject *op) {
  PyLongObject *l = (PyLongObject *)op;
  if (Py_IS_TYPE(op, &PyLong_Type) || Py_IS_TYPE(op, &PyBool_Type)) {
    if (!l->bt_is_big) return l->bt_value > 0 ? 1 : (l->bt_value < 0 ? -1 : 0);
  }
  int overflow = 0;
  double v = bt_js_number_value(op, 1, &overflow);
  return v > 0 ? 1 : (v < 0 ? -1 : 0);
}
PyObject *_PyLong_FromByteArray(const unsigned char *bytes, size_t n, int little_endian, int is_signed) {
  return bt_js_long_from_bytes(bytes, n, little_endian, is_signed);
}
int _PyLong_AsByteArray(PyLongObject *v, unsigned char *bytes, size_t n, int little_endian,
                        int is_signed) {
  return bt_js_long_to_bytes((PyObject *)v, bytes, n, little_endian,
                             is_signed ? BT_LONG_BYTES_SIGNED : BT_LONG_BYTES_UNSIGNED);
}

/* float */
PyObject *PyFloat_FromDouble(double v) {  /* new ref */
  PyFloatObject *op = (PyFloatObject *)malloc(sizeof(PyFloatObject));
  if (!op) return PyErr_NoMemory();
  op->ob_base.ob_refcnt = 1;
  op->ob_base.ob_type = &PyFloat_Type;
  op->ob_fval = v;
  return (PyObject *)op;
}
BT_EXPORT PyObject *bt_float_new(double v) { return PyFloat_FromDouble(v); }

double PyFloat_AsDouble(PyObject *op) {
  if (!op) { PyErr_BadArgument(); return -1.0; }
  if (Py_IS_TYPE(op, &PyFloat_Type)) return ((PyFloatObject *)op)->ob_fval;
  if (Py_IS_TYPE(op, &PyLong_Type) && !((PyLongObject *)op)->bt_is_big)
    return (double)((PyLongObject *)op)->bt_value;
  /* float() parses text; CPython's PyFloat_AsDouble takes only numbers (__float__, __index__) */
  if (PyUnicode_Check(op) || PyBytes_Check(op) || PyByteArray_Check(op)) {
    PyErr_Format(PyExc_TypeError, "must be real number, not %.50s", Py_TYPE(op)->tp_name);
    return -1.0;
  }
  PyObject *f = bt_js_unop(BT_OP_FLOAT, op);
  if (!f) return -1.0;
  double v = Py_IS_TYPE(f, &PyFloat_Type) ? ((PyFloatObject *)f)->ob_fval : -1.0;
  Py_DECREF(f);
  return v;
}
PyObject *PyFloat_FromString(PyObject *str) {
  PyObject *fl = bt_js_builtin("float");
  if (!fl) return NULL;
  PyObject *r = PyObject_CallOneArg(fl, str);
  Py_DECREF(fl);
  return r;
}
double PyFloat_GetMax(void) { return 1.7976931348623157e308; }
double PyFloat_GetMin(void) { return 2.2250738585072014e-308; }

size_t _PyLong_NumBits(PyObject *op) {
  PyLongObject *l = (PyLongObject *)op;
  if (PyLong_CheckExact(op) && !l->bt_is_big) {
    unsigned long long v = l->bt_value < 0 ? 0ULL - (unsigned long long)l->bt_value : (unsigned long long)l->bt_value;
    size_t bits = 0;
    while (v) { bits++; v >>= 1; }
    return bits;
  }
  PyObject *r = PyObject_CallMethod(op, "bit_length", NULL);
  if (!r) return (size_t)-1;
  size_t bits = PyLong_AsSize_t(r);
  Py_DECREF(r);
  return bits;
}
