/* bt_numpy_capi: C-API functions the bridge gained for numpy -- context variables,
 * PySeqIter_New, the Py_UNICODE_IS* predicates, PyUnicode_FromEncodedObject, tracemalloc
 * hooks and the thread-state id. bridge/tests/test_numpy_capi.py drives it. */
#define PY_SSIZE_T_CLEAN
#include <Python.h>

/* A module-level variable made in C, as numpy keeps its error state (_extobj_contextvar). */
static PyObject *module_var;

/* ---- context variables ---- */
static PyObject *var_new(PyObject *module, PyObject *args) {
  const char *name;
  PyObject *def = NULL;
  if (!PyArg_ParseTuple(args, "s|O", &name, &def)) return NULL;
  return PyContextVar_New(name, def);
}

/* var_get(var[, default]) -> (rc, value or None, value_is_null, exception_pending).
 * value starts as a sentinel, so a Get that leaves it untouched is seen. */
static PyObject *var_get(PyObject *module, PyObject *args) {
  PyObject *var, *def = NULL;
  if (!PyArg_ParseTuple(args, "O|O", &var, &def)) return NULL;
  PyObject *value = Py_NotImplemented;
  int rc = PyContextVar_Get(var, def, &value);
  if (rc < 0) return NULL;
  int pending = PyErr_Occurred() != NULL;
  PyErr_Clear();
  if (value == Py_NotImplemented) {
    PyErr_SetString(PyExc_AssertionError, "PyContextVar_Get did not set *value");
    return NULL;
  }
  PyObject *r = Py_BuildValue("(iOii)", rc, value ? value : Py_None, value == NULL, pending);
  Py_XDECREF(value);
  return r;
}

static PyObject *var_set(PyObject *module, PyObject *args) {
  PyObject *var, *value;
  if (!PyArg_ParseTuple(args, "OO", &var, &value)) return NULL;
  return PyContextVar_Set(var, value);
}

static PyObject *var_reset(PyObject *module, PyObject *args) {
  PyObject *var, *token;
  if (!PyArg_ParseTuple(args, "OO", &var, &token)) return NULL;
  if (PyContextVar_Reset(var, token) < 0) return NULL;
  Py_RETURN_NONE;
}

/* The module's own variable, read through the static C pointer (not the attribute). */
static PyObject *module_var_get(PyObject *module, PyObject *unused) {
  PyObject *value;
  if (PyContextVar_Get(module_var, NULL, &value) < 0) return NULL;
  return value ? value : Py_NewRef(Py_None);
}

/* ---- PySeqIter_New ---- */
static PyObject *seqiter(PyObject *module, PyObject *obj) { return PySeqIter_New(obj); }

/* Drains PySeqIter_New(obj) from C, then asks once more: an exhausted iterator stays
 * exhausted without an error. */
static PyObject *seqiter_list(PyObject *module, PyObject *obj) {
  PyObject *it = PySeqIter_New(obj);
  if (!it) return NULL;
  PyObject *list = PyList_New(0);
  PyObject *item;
  while (list && (item = PyIter_Next(it))) {
    if (PyList_Append(list, item) < 0) Py_CLEAR(list);
    Py_DECREF(item);
  }
  if (list && PyErr_Occurred()) Py_CLEAR(list);
  if (list && (item = PyIter_Next(it))) {
    Py_DECREF(item);
    Py_CLEAR(list);
    PyErr_SetString(PyExc_AssertionError, "exhausted iterator gave another item");
  }
  if (list && PyErr_Occurred()) Py_CLEAR(list);
  Py_DECREF(it);
  return list;
}

/* ---- Py_UNICODE_IS* ---- */
/* The nine predicates for one code point, in the order the test lists them. */
static PyObject *char_props(PyObject *module, PyObject *arg) {
  unsigned long v = PyLong_AsUnsignedLong(arg);
  if (v == (unsigned long)-1 && PyErr_Occurred()) return NULL;
  Py_UCS4 ch = (Py_UCS4)v;
  return Py_BuildValue("(iiiiiiiii)",
    Py_UNICODE_ISSPACE(ch) != 0, Py_UNICODE_ISALPHA(ch) != 0, Py_UNICODE_ISDIGIT(ch) != 0,
    Py_UNICODE_ISDECIMAL(ch) != 0, Py_UNICODE_ISNUMERIC(ch) != 0, Py_UNICODE_ISLOWER(ch) != 0,
    Py_UNICODE_ISUPPER(ch) != 0, Py_UNICODE_ISTITLE(ch) != 0, Py_UNICODE_ISALNUM(ch) != 0);
}

/* ---- PyUnicode_FromEncodedObject ---- */
static PyObject *decode(PyObject *module, PyObject *args) {
  PyObject *obj;
  const char *encoding = NULL, *errors = NULL;
  if (!PyArg_ParseTuple(args, "O|zz", &obj, &encoding, &errors)) return NULL;
  return PyUnicode_FromEncodedObject(obj, encoding, errors);
}

/* ---- tracemalloc hooks, thread state id ---- */
static PyObject *tracemalloc_hooks(PyObject *module, PyObject *unused) {
  static char block[16];
  int track = PyTraceMalloc_Track(0, (uintptr_t)block, sizeof block);
  int untrack = PyTraceMalloc_Untrack(0, (uintptr_t)block);
  return Py_BuildValue("(ii)", track, untrack);
}

static PyObject *thread_id(PyObject *module, PyObject *unused) {
  PyThreadState *ts = PyThreadState_Get();
  if (!ts) { PyErr_SetString(PyExc_AssertionError, "PyThreadState_Get gave NULL"); return NULL; }
  return PyLong_FromUnsignedLongLong((unsigned long long)PyThreadState_GetID(ts));
}

static PyMethodDef module_methods[] = {
  {"var_new", var_new, METH_VARARGS, "var_new(name[, default]) -> PyContextVar_New"},
  {"var_get", var_get, METH_VARARGS, "var_get(var[, default]) -> (rc, value, value_is_null, pending)"},
  {"var_set", var_set, METH_VARARGS, "var_set(var, value) -> token"},
  {"var_reset", var_reset, METH_VARARGS, "var_reset(var, token)"},
  {"module_var_get", module_var_get, METH_NOARGS, "the module's VAR, read from C"},
  {"seqiter", seqiter, METH_O, "PySeqIter_New(obj)"},
  {"seqiter_list", seqiter_list, METH_O, "PySeqIter_New(obj) drained from C"},
  {"char_props", char_props, METH_O, "Py_UNICODE_IS*(codepoint)"},
  {"decode", decode, METH_VARARGS, "PyUnicode_FromEncodedObject(obj[, encoding[, errors]])"},
  {"tracemalloc_hooks", tracemalloc_hooks, METH_NOARGS, "(PyTraceMalloc_Track, PyTraceMalloc_Untrack)"},
  {"thread_id", thread_id, METH_NOARGS, "PyThreadState_GetID(PyThreadState_Get())"},
  {NULL}
};

static struct PyModuleDef moduledef = {
  PyModuleDef_HEAD_INIT, "bt_numpy_capi", "C-API functions added for numpy.", -1, module_methods
};

PyMODINIT_FUNC PyInit_bt_numpy_capi(void) {
  PyObject *m = PyModule_Create(&moduledef);
  if (!m) return NULL;
  PyObject *def = PyLong_FromLong(7);
  module_var = def ? PyContextVar_New("bt_numpy_capi.VAR", def) : NULL;
  Py_XDECREF(def);
  /* the module keeps module_var alive; C keeps its own reference too */
  if (!module_var || PyModule_AddObjectRef(m, "VAR", module_var) < 0) {
    Py_DECREF(m);
    return NULL;
  }
  return m;
}
