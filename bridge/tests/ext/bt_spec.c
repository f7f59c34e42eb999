/* bt_spec: the newer extension style for the bridge tier -- multi-phase initialization,
 * module state, a heap type from PyType_FromModuleAndSpec, the buffer protocol exported by
 * a C type, and the GIL macros. bridge/tests/test_spec.py drives it. */
#define PY_SSIZE_T_CLEAN
#include <Python.h>

typedef struct {
  PyObject *CounterType;
  long created;
} ModuleState;

typedef struct {
  PyObject_HEAD
  long value;
  char bytes[8];
  Py_ssize_t exports;
} CounterObject;

static ModuleState *state_of(PyObject *module) { return (ModuleState *)PyModule_GetState(module); }

/* A struct sequence, like torch.return_types.max. */
static PyStructSequence_Field minmax_fields[] = {
  {"min", "smallest item"}, {"max", "largest item"}, {NULL, NULL}
};
static PyStructSequence_Desc minmax_desc = {"bt_spec.minmax", "min and max of a sequence", minmax_fields, 2};
static PyTypeObject *MinMaxType;

static PyObject *Counter_new(PyTypeObject *type, PyObject *args, PyObject *kwds) {
  long start = 0;
  static char *kwlist[] = {"start", NULL};
  if (!PyArg_ParseTupleAndKeywords(args, kwds, "|l", kwlist, &start)) return NULL;
  CounterObject *self = (CounterObject *)type->tp_alloc(type, 0);
  if (!self) return NULL;
  self->value = start;
  memcpy(self->bytes, "BRYTORCH", 8);
  PyObject *module = PyType_GetModule(type);
  if (module) state_of(module)->created++;
  else PyErr_Clear();
  return (PyObject *)self;
}
static void Counter_dealloc(PyObject *self) {
  PyTypeObject *tp = Py_TYPE(self);
  tp->tp_free(self);
  Py_DECREF(tp);  /* instances of heap types own a reference to their type */
}
static PyObject *Counter_increment(PyObject *self, PyObject *const *args, Py_ssize_t nargs) {
  long by = 1;
  if (nargs > 1) { PyErr_SetString(PyExc_TypeError, "increment() takes at most 1 argument"); return NULL; }
  if (nargs == 1) {
    by = PyLong_AsLong(args[0]);
    if (by == -1 && PyErr_Occurred()) return NULL;
  }
  Py_BEGIN_ALLOW_THREADS
  ((CounterObject *)self)->value += by;  /* pretend work without the GIL */
  Py_END_ALLOW_THREADS
  return PyLong_FromLong(((CounterObject *)self)->value);
}
static PyObject *Counter_get_value(PyObject *self, void *closure) {
  return PyLong_FromLong(((CounterObject *)self)->value);
}
static PyObject *Counter_repr(PyObject *self) {
  return PyUnicode_FromFormat("Counter(%ld)", ((CounterObject *)self)->value);
}
static int Counter_getbuffer(PyObject *self, Py_buffer *view, int flags) {
  CounterObject *c = (CounterObject *)self;
  if (PyBuffer_FillInfo(view, self, c->bytes, 8, 0, flags) < 0) return -1;
  c->exports++;
  return 0;
}
static void Counter_releasebuffer(PyObject *self, Py_buffer *view) { ((CounterObject *)self)->exports--; }

static PyMethodDef Counter_methods[] = {
  {"increment", (PyCFunction)(void (*)(void))Counter_increment, METH_FASTCALL, "increment(by=1)"},
  {NULL}
};
static PyGetSetDef Counter_getset[] = {
  {"value", Counter_get_value, NULL, NULL, NULL},
  {NULL}
};
static PyType_Slot Counter_slots[] = {
  {Py_tp_new, Counter_new},
  {Py_tp_dealloc, Counter_dealloc},
  {Py_tp_repr, Counter_repr},
  {Py_tp_methods, Counter_methods},
  {Py_tp_getset, Counter_getset},
  {Py_bf_getbuffer, Counter_getbuffer},
  {Py_bf_releasebuffer, Counter_releasebuffer},
  {Py_tp_doc, "A counter made from a spec."},
  {0, NULL}
};
static PyType_Spec Counter_spec = {
  "bt_spec.Counter", sizeof(CounterObject), 0, Py_TPFLAGS_DEFAULT | Py_TPFLAGS_BASETYPE, Counter_slots,
};

/* A type with mp_subscript and no sq_item (numpy's scalars are such): not a sequence. */
static PyObject *Keyed_subscript(PyObject *self, PyObject *key) { return Py_NewRef(key); }
static PyType_Slot Keyed_slots[] = {
  {Py_tp_new, PyType_GenericNew}, {Py_mp_subscript, Keyed_subscript}, {0, NULL}
};
static PyType_Spec Keyed_spec = { "bt_spec.Keyed", sizeof(PyObject), 0, Py_TPFLAGS_DEFAULT, Keyed_slots };

/* A type whose instances carry a __dict__ slot (tp_dictoffset via the __dictoffset__ member). */
typedef struct { PyObject_HEAD PyObject *dict; } BagObject;
static void Bag_dealloc(PyObject *self) {
  PyTypeObject *tp = Py_TYPE(self);
  Py_CLEAR(((BagObject *)self)->dict);
  tp->tp_free(self);
  Py_DECREF(tp);
}
static PyMemberDef Bag_members[] = {
  {"__dictoffset__", Py_T_PYSSIZET, offsetof(BagObject, dict), Py_READONLY},
  {NULL}
};
static PyType_Slot Bag_slots[] = {
  {Py_tp_new, PyType_GenericNew}, {Py_tp_dealloc, Bag_dealloc}, {Py_tp_members, Bag_members}, {0, NULL}
};
static PyType_Spec Bag_spec = { "bt_spec.Bag", sizeof(BagObject), 0, Py_TPFLAGS_DEFAULT, Bag_slots };
static PyObject *bag_dict(PyObject *module, PyObject *obj) {
  PyObject **dp = _PyObject_GetDictPtr(obj);
  if (!dp) { PyErr_SetString(PyExc_TypeError, "no __dict__ slot"); return NULL; }
  return Py_NewRef(*dp ? *dp : Py_None);
}

/* Reads a C-exported buffer back through the buffer API (sum of its bytes). */
static PyObject *buffer_sum(PyObject *module, PyObject *obj) {
  Py_buffer view;
  if (PyObject_GetBuffer(obj, &view, PyBUF_SIMPLE) < 0) return NULL;
  long sum = 0;
  for (Py_ssize_t i = 0; i < view.len; i++) sum += ((unsigned char *)view.buf)[i];
  PyBuffer_Release(&view);
  return PyLong_FromLong(sum);
}
/* Writes into a writable buffer (bytearray from Python): each byte += 1. */
static PyObject *buffer_bump(PyObject *module, PyObject *obj) {
  Py_buffer view;
  if (PyObject_GetBuffer(obj, &view, PyBUF_WRITABLE) < 0) return NULL;
  for (Py_ssize_t i = 0; i < view.len; i++) ((unsigned char *)view.buf)[i]++;
  PyBuffer_Release(&view);
  Py_RETURN_NONE;
}
/* As torch.frombuffer does: export, keep a reference to view.obj, release, and go on using
 * the memory (valid on CPython while the exporter lives). One such alias at a time. */
static struct { PyObject *owner; char *buf; Py_ssize_t len; } alias;
static PyObject *buffer_alias(PyObject *module, PyObject *obj) {
  Py_buffer view;
  if (PyObject_GetBuffer(obj, &view, PyBUF_WRITABLE) < 0) {
    PyErr_Clear();
    if (PyObject_GetBuffer(obj, &view, PyBUF_SIMPLE) < 0) return NULL;
  }
  Py_XSETREF(alias.owner, Py_NewRef(view.obj));
  alias.buf = view.buf;
  alias.len = view.len;
  PyBuffer_Release(&view);
  Py_RETURN_NONE;
}
static PyObject *alias_read(PyObject *module, PyObject *unused) {
  return PyBytes_FromStringAndSize(alias.buf, alias.len);
}
static PyObject *alias_drop(PyObject *module, PyObject *unused) {
  Py_CLEAR(alias.owner);
  Py_RETURN_NONE;
}
/* The address of obj's exported buffer (to tell shared memory from copies). */
static PyObject *buffer_address(PyObject *module, PyObject *obj) {
  Py_buffer view;
  if (PyObject_GetBuffer(obj, &view, PyBUF_SIMPLE) < 0) return NULL;
  PyObject *r = PyLong_FromSize_t((size_t)view.buf);
  PyBuffer_Release(&view);
  return r;
}
/* (PyObject_CheckBuffer, PyMemoryView_Check, PySequence_Check) of obj. */
static PyObject *protocol_checks(PyObject *module, PyObject *obj) {
  return Py_BuildValue("(iii)", PyObject_CheckBuffer(obj), PyMemoryView_Check(obj), PySequence_Check(obj));
}
static PyObject *exports_of(PyObject *module, PyObject *obj) {
  return PyLong_FromSsize_t(((CounterObject *)obj)->exports);
}
static PyObject *created(PyObject *module, PyObject *unused) {
  return PyLong_FromLong(state_of(module)->created);
}
static PyObject *minmax(PyObject *module, PyObject *seq) {
  PyObject *lo = NULL, *hi = NULL, *it = PyObject_GetIter(seq), *item;
  if (!it) return NULL;
  while ((item = PyIter_Next(it))) {
    if (!lo || PyObject_RichCompareBool(item, lo, Py_LT) == 1) Py_XSETREF(lo, Py_NewRef(item));
    if (!hi || PyObject_RichCompareBool(item, hi, Py_GT) == 1) Py_XSETREF(hi, Py_NewRef(item));
    Py_DECREF(item);
  }
  Py_DECREF(it);
  if (!lo) { PyErr_SetString(PyExc_ValueError, "minmax() of an empty sequence"); return NULL; }
  PyObject *r = PyStructSequence_New(MinMaxType);
  if (!r) { Py_DECREF(lo); Py_DECREF(hi); return NULL; }
  PyStructSequence_SET_ITEM(r, 0, lo);
  PyStructSequence_SET_ITEM(r, 1, hi);
  return r;
}
static PyObject *memory_snapshot(PyObject *module, PyObject *unused) {
  static char text[] = "abc";
  return PyMemoryView_FromMemory(text, 3, PyBUF_READ);
}
/* fill_c_memory(fn, n): calls fn(view) with a writable memoryview over n zeroed bytes of C
 * memory (as torch.load hands file.readinto), then returns those bytes as C sees them. */
static PyObject *fill_c_memory(PyObject *module, PyObject *args) {
  PyObject *fn;
  Py_ssize_t n;
  if (!PyArg_ParseTuple(args, "On", &fn, &n)) return NULL;
  char *buf = calloc(1, n ? n : 1);
  PyObject *view = PyMemoryView_FromMemory(buf, n, PyBUF_WRITE);
  PyObject *r = view ? PyObject_CallOneArg(fn, view) : NULL;
  Py_XDECREF(view);
  PyObject *out = r ? PyBytes_FromStringAndSize(buf, n) : NULL;
  Py_XDECREF(r);
  free(buf);
  return out;
}
static PyObject *gil_roundtrip(PyObject *module, PyObject *unused) {
  PyGILState_STATE st = PyGILState_Ensure();
  int held = PyGILState_Check();
  PyGILState_Release(st);
  return PyBool_FromLong(held);
}
/* The GIL's state through a release (what pybind11's gil_scoped_release and torch's
 * autograd engine do): held, released, re-acquired by PyGILState_Ensure, released again by
 * its Release, held after PyEval_RestoreThread. */
static PyObject *gil_states(PyObject *module, PyObject *unused) {
  int held = PyGILState_Check();
  PyThreadState *ts = PyEval_SaveThread();
  int released = PyGILState_Check(), unchecked_null = _PyThreadState_UncheckedGet() == NULL;
  PyGILState_STATE st = PyGILState_Ensure();
  int ensured = PyGILState_Check();
  PyGILState_Release(st);
  int after_release = PyGILState_Check();
  PyEval_RestoreThread(ts);
  return Py_BuildValue("(iiiiii)", held, released, unchecked_null, ensured, after_release, PyGILState_Check());
}
static PyObject *dict_and_set(PyObject *module, PyObject *unused) {
  PyObject *d = PyDict_New(), *s = PySet_New(NULL);
  for (int i = 0; i < 5; i++) {
    PyObject *k = PyUnicode_FromFormat("k%d", i), *v = PyLong_FromLong(i * i);
    PyDict_SetItem(d, k, v);
    PySet_Add(s, v);
    Py_DECREF(k);
    Py_DECREF(v);
  }
  PyDict_DelItemString(d, "k0");
  PyObject *r = Py_BuildValue("(NnN)", d, PySet_Size(s), s);
  return r;
}
static PyMethodDef module_methods[] = {
  {"buffer_sum", buffer_sum, METH_O, NULL},
  {"buffer_bump", buffer_bump, METH_O, NULL},
  {"exports_of", exports_of, METH_O, NULL},
  {"buffer_alias", buffer_alias, METH_O, NULL},
  {"alias_read", alias_read, METH_NOARGS, NULL},
  {"alias_drop", alias_drop, METH_NOARGS, NULL},
  {"buffer_address", buffer_address, METH_O, NULL},
  {"protocol_checks", protocol_checks, METH_O, NULL},
  {"created", created, METH_NOARGS, NULL},
  {"gil_roundtrip", gil_roundtrip, METH_NOARGS, NULL},
  {"gil_states", gil_states, METH_NOARGS, NULL},
  {"dict_and_set", dict_and_set, METH_NOARGS, NULL},
  {"minmax", minmax, METH_O, NULL},
  {"bag_dict", bag_dict, METH_O, NULL},
  {"memory_snapshot", memory_snapshot, METH_NOARGS, NULL},
  {"fill_c_memory", fill_c_memory, METH_VARARGS, NULL},
  {NULL}
};

static int exec_module(PyObject *module) {
  ModuleState *st = state_of(module);
  st->created = 0;
  st->CounterType = PyType_FromModuleAndSpec(module, &Counter_spec, NULL);
  if (!st->CounterType) return -1;
  if (PyModule_AddType(module, (PyTypeObject *)st->CounterType) < 0) return -1;
  PyObject *bag = PyType_FromModuleAndSpec(module, &Bag_spec, NULL);
  if (!bag || PyModule_AddObjectRef(module, "Bag", bag) < 0) return -1;
  PyObject *keyed = PyType_FromModuleAndSpec(module, &Keyed_spec, NULL);
  if (!keyed || PyModule_AddObjectRef(module, "Keyed", keyed) < 0) return -1;
  MinMaxType = PyStructSequence_NewType(&minmax_desc);
  if (!MinMaxType || PyModule_AddObjectRef(module, "minmax_type", (PyObject *)MinMaxType) < 0) return -1;
  return PyModule_AddIntConstant(module, "STATE_SIZE", (long)sizeof(ModuleState));
}
static PyModuleDef_Slot module_slots[] = {
  {Py_mod_exec, exec_module},
  {0, NULL}
};
static struct PyModuleDef moduledef = {
  PyModuleDef_HEAD_INIT, "bt_spec", "Multi-phase init test module.", sizeof(ModuleState),
  module_methods, module_slots,
};
PyMODINIT_FUNC PyInit_bt_spec(void) { return PyModuleDef_Init(&moduledef); }
