/* bt_types_capi: static C types whose behaviour the bridge must match -- vectorcall reached
 * through tp_call = PyVectorcall_Call, a ternary nb_power, a METH_CLASS __class_getitem__,
 * no __dict__ without tp_dictoffset, a base type without Py_TPFLAGS_BASETYPE, and a C
 * metaclass whose __init__ PyType_Ready must not run. bridge/tests/test_types_capi.py
 * drives it. */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stddef.h>

/* ---- Vcall: called only through its per-instance vectorcallfunc ---- */
typedef struct {
  PyObject_HEAD
  vectorcallfunc vectorcall;
} VcallObject;

/* Returns (args as a tuple, nargs, kwnames or None): args holds the positional ones then
 * the keyword values, so the test sees exactly what arrived. */
static PyObject *vcall_vectorcall(PyObject *self, PyObject *const *args, size_t nargsf,
                                  PyObject *kwnames) {
  Py_ssize_t nargs = PyVectorcall_NARGS(nargsf);
  Py_ssize_t nkw = kwnames ? PyTuple_GET_SIZE(kwnames) : 0;
  PyObject *all = PyTuple_New(nargs + nkw);
  if (!all) return NULL;
  for (Py_ssize_t i = 0; i < nargs + nkw; i++) PyTuple_SET_ITEM(all, i, Py_NewRef(args[i]));
  PyObject *r = Py_BuildValue("(NnO)", all, nargs, kwnames ? kwnames : Py_None);
  return r;
}

static PyObject *vcall_new(PyTypeObject *type, PyObject *args, PyObject *kwds) {
  VcallObject *self = (VcallObject *)type->tp_alloc(type, 0);
  if (self) self->vectorcall = vcall_vectorcall;
  return (PyObject *)self;
}

static PyTypeObject Vcall_Type = {
  PyVarObject_HEAD_INIT(NULL, 0)
  .tp_name = "bt_types_capi.Vcall",
  .tp_basicsize = sizeof(VcallObject),
  .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_VECTORCALL,
  .tp_vectorcall_offset = offsetof(VcallObject, vectorcall),
  /* the only way in for a Python call: CPython's generic vectorcall forwarder */
  .tp_call = PyVectorcall_Call,
  .tp_new = vcall_new,
};

/* PyVectorcall_Call used directly from C with a tuple and a dict. */
static PyObject *vectorcall_call(PyObject *module, PyObject *args) {
  PyObject *callable, *cargs, *kwargs = NULL;
  if (!PyArg_ParseTuple(args, "OO!|O!", &callable, &PyTuple_Type, &cargs, &PyDict_Type, &kwargs))
    return NULL;
  return PyVectorcall_Call(callable, cargs, kwargs);
}

/* ---- Pow: a ternary nb_power that reports its arguments ---- */
static PyObject *pow_power(PyObject *x, PyObject *y, PyObject *mod) {
  return Py_BuildValue("(sOOO)", "pow", x, y, mod);
}

static PyNumberMethods pow_as_number = { .nb_power = pow_power };

static PyTypeObject Pow_Type = {
  PyVarObject_HEAD_INIT(NULL, 0)
  .tp_name = "bt_types_capi.Pow",
  .tp_basicsize = sizeof(PyObject),
  .tp_flags = Py_TPFLAGS_DEFAULT,
  .tp_as_number = &pow_as_number,
  .tp_new = PyType_GenericNew,
};

/* ---- Generic: a C __class_getitem__ (METH_CLASS | METH_O) that counts its calls ---- */
static long cgi_calls;

static PyObject *generic_class_getitem(PyObject *cls, PyObject *item) {
  cgi_calls++;
  return Py_BuildValue("(sOO)", "cgi", cls, item);
}

static PyMethodDef generic_methods[] = {
  {"__class_getitem__", generic_class_getitem, METH_CLASS | METH_O, "T[item]"},
  {NULL}
};

static PyTypeObject Generic_Type = {
  PyVarObject_HEAD_INIT(NULL, 0)
  .tp_name = "bt_types_capi.Generic",
  .tp_basicsize = sizeof(PyObject),
  .tp_flags = Py_TPFLAGS_DEFAULT,
  .tp_methods = generic_methods,
  .tp_new = PyType_GenericNew,
};

static PyObject *class_getitem_calls(PyObject *module, PyObject *unused) {
  return PyLong_FromLong(cgi_calls);
}

/* ---- Plain: no tp_dictoffset, so its instances have no __dict__ ---- */
static PyObject *plain_hello(PyObject *self, PyObject *unused) {
  return PyUnicode_FromString("hello");
}

static PyMethodDef plain_methods[] = {
  {"hello", plain_hello, METH_NOARGS, "hello()"},
  {NULL}
};

static PyTypeObject Plain_Type = {
  PyVarObject_HEAD_INIT(NULL, 0)
  .tp_name = "bt_types_capi.Plain",
  .tp_basicsize = sizeof(PyObject),
  .tp_flags = Py_TPFLAGS_DEFAULT,
  .tp_methods = plain_methods,
  .tp_new = PyType_GenericNew,
};

/* ---- A (final: no Py_TPFLAGS_BASETYPE) and B, a C subtype of it made ready anyway ---- */
static PyTypeObject A_Type = {
  PyVarObject_HEAD_INIT(NULL, 0)
  .tp_name = "bt_types_capi.A",
  .tp_basicsize = sizeof(PyObject),
  .tp_flags = Py_TPFLAGS_DEFAULT,
  .tp_new = PyType_GenericNew,
};

static PyTypeObject B_Type = {
  PyVarObject_HEAD_INIT(NULL, 0)
  .tp_name = "bt_types_capi.B",
  .tp_basicsize = sizeof(PyObject),
  .tp_flags = Py_TPFLAGS_DEFAULT,
  .tp_base = &A_Type,
  .tp_new = PyType_GenericNew,
};

/* ---- M, a C metaclass whose __init__ always fails, and T, a static type of type M ---- */
static int meta_init(PyObject *self, PyObject *args, PyObject *kwds) {
  PyErr_SetString(PyExc_TypeError, "no init");
  return -1;
}

static PyTypeObject Meta_Type = {
  PyVarObject_HEAD_INIT(NULL, 0)
  .tp_name = "bt_types_capi.M",
  .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_BASETYPE,
  .tp_base = &PyType_Type,
  .tp_init = meta_init,
};

/* ob_type is set statically: PyType_Ready keeps it and must not call M's tp_init. */
static PyTypeObject WithMeta_Type = {
  PyVarObject_HEAD_INIT(&Meta_Type, 0)
  .tp_name = "bt_types_capi.T",
  .tp_basicsize = sizeof(PyObject),
  .tp_flags = Py_TPFLAGS_DEFAULT,
  .tp_new = PyType_GenericNew,
};

/* ---- attribute slots, called directly as torch's PyObject_FastGetAttrString does ---- */
/* slot_getattr(obj, name): Py_TYPE(obj)->tp_getattro(obj, name); a type without the slot
 * raises (CPython's static types inherit it from object or type in PyType_Ready). */
static PyObject *slot_getattr(PyObject *module, PyObject *args) {
  PyObject *obj, *name;
  if (!PyArg_ParseTuple(args, "OU", &obj, &name)) return NULL;
  getattrofunc f = Py_TYPE(obj)->tp_getattro;
  if (!f) {
    PyErr_Format(PyExc_SystemError, "%s has no tp_getattro", Py_TYPE(obj)->tp_name);
    return NULL;
  }
  return f(obj, name);
}

/* slot_setattr(obj, name, value): Py_TYPE(obj)->tp_setattro(obj, name, value). */
static PyObject *slot_setattr(PyObject *module, PyObject *args) {
  PyObject *obj, *name, *value;
  if (!PyArg_ParseTuple(args, "OUO", &obj, &name, &value)) return NULL;
  setattrofunc f = Py_TYPE(obj)->tp_setattro;
  if (!f) {
    PyErr_Format(PyExc_SystemError, "%s has no tp_setattro", Py_TYPE(obj)->tp_name);
    return NULL;
  }
  if (f(obj, name, value) < 0) return NULL;
  Py_RETURN_NONE;
}

/* ---- module ---- */
/* complex through the C API: (PyComplex_AsCComplex(o) as a complex, PyComplex_RealAsDouble,
 * PyComplex_ImagAsDouble), or the exception of the first that fails. */
static PyObject *complex_views(PyObject *module, PyObject *o) {
  Py_complex z = PyComplex_AsCComplex(o);
  if (z.real == -1.0 && PyErr_Occurred()) return NULL;
  double re = PyComplex_RealAsDouble(o);
  if (re == -1.0 && PyErr_Occurred()) return NULL;
  double im = PyComplex_ImagAsDouble(o);
  if (im == -1.0 && PyErr_Occurred()) return NULL;
  return Py_BuildValue("(Ndd)", PyComplex_FromCComplex(z), re, im);
}
static PyObject *complex_from_doubles(PyObject *module, PyObject *args) {
  double re, im;
  if (!PyArg_ParseTuple(args, "dd", &re, &im)) return NULL;
  return PyComplex_FromDoubles(re, im);
}
/* number_slots(x, y): builtin number slots called directly, as numpy calls them:
 * (nb_int(x), nb_float(x), nb_add(x, y), nb_floor_divide(x, y)), None for a slot x's type
 * lacks. */
static PyObject *number_slots(PyObject *module, PyObject *args) {
  PyObject *x, *y;
  if (!PyArg_ParseTuple(args, "OO", &x, &y)) return NULL;
  PyNumberMethods *n = Py_TYPE(x)->tp_as_number;
  if (!n) return PyErr_Format(PyExc_TypeError, "%s has no number slots", Py_TYPE(x)->tp_name);
  PyObject *r[4] = { n->nb_int ? n->nb_int(x) : Py_NewRef(Py_None),
                     n->nb_float ? n->nb_float(x) : Py_NewRef(Py_None),
                     n->nb_add ? n->nb_add(x, y) : Py_NewRef(Py_None),
                     n->nb_floor_divide ? n->nb_floor_divide(x, y) : Py_NewRef(Py_None) };
  for (int i = 0; i < 4; i++)
    if (!r[i]) { for (int j = 0; j < 4; j++) Py_XDECREF(r[j]); return NULL; }
  return Py_BuildValue("(NNNN)", r[0], r[1], r[2], r[3]);
}
/* complex_tp_new(*args): PyComplex_Type.tp_new(&PyComplex_Type, args, NULL), as numpy parses a
 * string into a complex. */
static PyObject *complex_tp_new(PyObject *module, PyObject *args) {
  return PyComplex_Type.tp_new(&PyComplex_Type, args, NULL);
}
/* object_tp_hash(o): PyBaseObject_Type.tp_hash(o), identity hashing (numpy hashes NaT so). */
static PyObject *object_tp_hash(PyObject *module, PyObject *o) {
  Py_hash_t h = PyBaseObject_Type.tp_hash(o);
  return h == -1 && PyErr_Occurred() ? NULL : PyLong_FromSsize_t(h);
}
static PyObject *func(PyObject *module, PyObject *unused) { Py_RETURN_NONE; }
/* is_instance(obj, cls): PyObject_IsInstance(obj, cls), as torch's THPVariable_Check asks it. */
static PyObject *is_instance(PyObject *module, PyObject *args) {
  PyObject *obj, *cls;
  if (!PyArg_ParseTuple(args, "OO", &obj, &cls)) return NULL;
  int r = PyObject_IsInstance(obj, cls);
  return r < 0 ? NULL : PyLong_FromLong(r);
}

static PyMethodDef module_methods[] = {
  {"vectorcall_call", vectorcall_call, METH_VARARGS, "PyVectorcall_Call(callable, args[, kwargs])"},
  {"class_getitem_calls", class_getitem_calls, METH_NOARGS, "calls of Generic.__class_getitem__ so far"},
  {"func", func, METH_NOARGS, "a plain builtin function"},
  {"is_instance", is_instance, METH_VARARGS, "PyObject_IsInstance(obj, cls)"},
  {"complex_views", complex_views, METH_O, "(PyComplex_AsCComplex(o), PyComplex_RealAsDouble(o), PyComplex_ImagAsDouble(o))"},
  {"complex_from_doubles", complex_from_doubles, METH_VARARGS, "PyComplex_FromDoubles(re, im)"},
  {"number_slots", number_slots, METH_VARARGS, "builtin number slots of type(x) called directly"},
  {"complex_tp_new", complex_tp_new, METH_VARARGS, "PyComplex_Type.tp_new(&PyComplex_Type, args, NULL)"},
  {"object_tp_hash", object_tp_hash, METH_O, "PyBaseObject_Type.tp_hash(o)"},
  {"slot_getattr", slot_getattr, METH_VARARGS, "Py_TYPE(obj)->tp_getattro(obj, name)"},
  {"slot_setattr", slot_setattr, METH_VARARGS, "Py_TYPE(obj)->tp_setattro(obj, name, value)"},
  {NULL}
};

static struct PyModuleDef moduledef = {
  PyModuleDef_HEAD_INIT, "bt_types_capi", "Static C types the bridge must treat as CPython does.",
  -1, module_methods
};

PyMODINIT_FUNC PyInit_bt_types_capi(void) {
  /* Meta_Type first: WithMeta_Type's type must be ready before it is. */
  static struct { const char *name; PyTypeObject *type; } types[] = {
    {"Vcall", &Vcall_Type}, {"Pow", &Pow_Type}, {"Generic", &Generic_Type},
    {"Plain", &Plain_Type}, {"A", &A_Type}, {"B", &B_Type},
    {"M", &Meta_Type}, {"T", &WithMeta_Type},
  };
  for (size_t i = 0; i < sizeof(types) / sizeof(types[0]); i++)
    if (PyType_Ready(types[i].type) < 0) return NULL;
  PyObject *m = PyModule_Create(&moduledef);
  if (!m) return NULL;
  for (size_t i = 0; i < sizeof(types) / sizeof(types[0]); i++)
    if (PyModule_AddObjectRef(m, types[i].name, (PyObject *)types[i].type) < 0) {
      Py_DECREF(m);
      return NULL;
    }
  return m;
}
