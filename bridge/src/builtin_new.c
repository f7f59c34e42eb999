/* tp_new of Brython builtins that C code calls directly: a C subclass of tuple builds its
 * instance with PyTuple_Type.tp_new(type, args, kwargs) (torch.Size). Instances of such
 * subclasses are Brython objects, so the call goes to the builtin's __new__ in Python:
 * base.__new__(type, *args, **kwargs). */
#include "Python.h"
#include "bt_internal.h"

#define BUILTIN_NEW(fn, base) \
  static PyObject *fn(PyTypeObject *type, PyObject *args, PyObject *kwds) { \
    return _Bt_Call_New((PyObject *)&base, type, args, kwds); \
  }
BUILTIN_NEW(tuple_new, PyTuple_Type)
BUILTIN_NEW(list_new, PyList_Type)
BUILTIN_NEW(dict_new, PyDict_Type)
BUILTIN_NEW(long_new, PyLong_Type)
/* float.__new__ for a C subclass with float's layout (numpy.float64 calls
 * PyFloat_Type.tp_new(type, args, kwds)): the value is float(*args), the object a native
 * instance of `type` from its own tp_alloc, as CPython's float_subtype_new makes it. A
 * Brython subclass of float still gets a Brython instance. */
/* A type whose instances are native structs laid out like `base` (a C subclass, or a Brython
 * subclass of one: its mirror copies the C base's layout), not Brython objects behind a
 * proxy. */
static int native_subtype(PyTypeObject *type, PyTypeObject *base, size_t size) {
  return type != base && type->tp_dealloc != _Bt_ProxyDealloc &&
         type->tp_basicsize >= (Py_ssize_t)size;
}

static PyObject *float_new(PyTypeObject *type, PyObject *args, PyObject *kwds) {
  if (!native_subtype(type, &PyFloat_Type, sizeof(PyFloatObject)))
    return _Bt_Call_New((PyObject *)&PyFloat_Type, type, args, kwds);
  PyObject *value = PyObject_Call((PyObject *)&PyFloat_Type, args, kwds);
  if (!value) return NULL;
  double v = PyFloat_AsDouble(value);
  Py_DECREF(value);
  if (v == -1.0 && PyErr_Occurred()) return NULL;
  PyObject *obj = type->tp_alloc(type, 0);
  if (obj) ((PyFloatObject *)obj)->ob_fval = v;
  return obj;
}
/* complex.__new__, the same for complex's layout: numpy's complex setitem parses a string with
 * PyComplex_Type.tp_new(&PyComplex_Type, args, NULL), and numpy.complex128 (a C subclass of
 * complex) calls it for its own instances. */
static PyObject *complex_new(PyTypeObject *type, PyObject *args, PyObject *kwds) {
  if (!native_subtype(type, &PyComplex_Type, sizeof(PyComplexObject)))
    return _Bt_Call_New((PyObject *)&PyComplex_Type, type, args, kwds);
  PyObject *value = PyObject_Call((PyObject *)&PyComplex_Type, args, kwds);
  if (!value) return NULL;
  Py_complex v = PyComplex_AsCComplex(value);
  Py_DECREF(value);
  if (v.real == -1.0 && PyErr_Occurred()) return NULL;
  PyObject *obj = type->tp_alloc(type, 0);
  if (obj) ((PyComplexObject *)obj)->cval = v;
  return obj;
}
/* str.__new__ for a C subclass with str's layout (numpy.str_ calls
 * PyUnicode_Type.tp_new(type, args, kwds), then writes its own fields after the str's): the
 * value is str(*args), the object a native instance of `type` from its own tp_alloc holding
 * a copy of the UTF-8 (freed by str's dealloc, which then hands the object to tp_free), as
 * CPython's unicode_subtype_new makes it. A Brython subclass of str gets a Brython instance. */
static PyObject *unicode_new(PyTypeObject *type, PyObject *args, PyObject *kwds) {
  if (!native_subtype(type, &PyUnicode_Type, sizeof(PyUnicodeObject)))
    return _Bt_Call_New((PyObject *)&PyUnicode_Type, type, args, kwds);
  PyObject *value = PyObject_Call((PyObject *)&PyUnicode_Type, args, kwds);
  if (!value) return NULL;
  Py_ssize_t n;
  const char *utf8 = PyUnicode_AsUTF8AndSize(value, &n);
  char *copy = utf8 ? (char *)malloc((size_t)n + 1) : NULL;
  if (utf8 && !copy) PyErr_NoMemory();
  if (copy) memcpy(copy, utf8, (size_t)n + 1);
  Py_DECREF(value);
  if (!copy) return NULL;
  PyObject *obj = type->tp_alloc(type, 0);
  if (!obj) { free(copy); return NULL; }
  PyUnicodeObject *u = (PyUnicodeObject *)obj;
  u->utf8 = copy;
  u->utf8_length = n;
  u->canonical = NULL;
  u->kind = 0;
  u->hash = -1;
  bt_unicode_finish(obj);
  return obj;
}
/* bytes.__new__ for a C subclass with bytes' layout (numpy.bytes_ calls
 * PyBytes_Type.tp_new(type, args, kwds)): a native instance of `type` from its tp_alloc
 * holding bytes(*args), as CPython's bytes_subtype_new makes it. */
static PyObject *bytes_new(PyTypeObject *type, PyObject *args, PyObject *kwds) {
  if (!native_subtype(type, &PyBytes_Type, sizeof(PyBytesObject) - 1))
    return _Bt_Call_New((PyObject *)&PyBytes_Type, type, args, kwds);
  PyObject *value = PyObject_Call((PyObject *)&PyBytes_Type, args, kwds);
  if (!value) return NULL;
  Py_ssize_t n = PyBytes_GET_SIZE(value);
  PyObject *obj = type->tp_alloc(type, n);
  if (obj) {
    memcpy(((PyBytesObject *)obj)->ob_sval, PyBytes_AS_STRING(value), (size_t)n);
    ((PyBytesObject *)obj)->ob_sval[n] = 0;
    ((PyBytesObject *)obj)->ob_shash = -1;
    Py_SET_SIZE(obj, n);
  }
  Py_DECREF(value);
  return obj;
}

/* Called once by bt_init. */
void _Bt_BuiltinNew_Init(void) {
  PyTuple_Type.tp_new = tuple_new;
  PyList_Type.tp_new = list_new;
  PyDict_Type.tp_new = dict_new;
  PyLong_Type.tp_new = long_new;
  PyFloat_Type.tp_new = float_new;
  PyComplex_Type.tp_new = complex_new;
  PyUnicode_Type.tp_new = unicode_new;
  PyBytes_Type.tp_new = bytes_new;
}
