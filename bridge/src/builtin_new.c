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
BUILTIN_NEW(float_new, PyFloat_Type)
BUILTIN_NEW(unicode_new, PyUnicode_Type)
BUILTIN_NEW(bytes_new, PyBytes_Type)

/* Called once by bt_init. */
void _Bt_BuiltinNew_Init(void) {
  PyTuple_Type.tp_new = tuple_new;
  PyList_Type.tp_new = list_new;
  PyDict_Type.tp_new = dict_new;
  PyLong_Type.tp_new = long_new;
  PyFloat_Type.tp_new = float_new;
  PyUnicode_Type.tp_new = unicode_new;
  PyBytes_Type.tp_new = bytes_new;
}
