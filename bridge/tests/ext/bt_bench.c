/* bt_bench: the bridge benchmark's C side (bench/bridge_calls.py). The same file is built
 * for CPython natively (gcc) and for the bridge (emcc), so both run identical C code. */
#define PY_SSIZE_T_CLEAN
#include <Python.h>

/* A Python->C call with three small arguments returning a new object. */
static PyObject *add3(PyObject *self, PyObject *const *args, Py_ssize_t nargs) {
  if (nargs != 3) { PyErr_SetString(PyExc_TypeError, "add3 takes 3 arguments"); return NULL; }
  long a = PyLong_AsLong(args[0]), b = PyLong_AsLong(args[1]), c = PyLong_AsLong(args[2]);
  if (PyErr_Occurred()) return NULL;
  return PyLong_FromLong(a + b + c);
}
/* The same through METH_VARARGS + PyArg_ParseTuple (how older extensions are written). */
static PyObject *add3_varargs(PyObject *self, PyObject *args) {
  long a, b, c;
  if (!PyArg_ParseTuple(args, "lll", &a, &b, &c)) return NULL;
  return PyLong_FromLong(a + b + c);
}
static PyObject *noop(PyObject *self, PyObject *unused) { Py_RETURN_NONE; }

/* Loops inside C: n repetitions of one API operation (the caller times the whole call). */
static PyObject *loop_tuple_get(PyObject *self, PyObject *args) {
  PyObject *t; Py_ssize_t n;
  if (!PyArg_ParseTuple(args, "O!n", &PyTuple_Type, &t, &n)) return NULL;
  Py_ssize_t size = PyTuple_GET_SIZE(t), acc = 0;
  for (Py_ssize_t i = 0; i < n; i++) acc += (Py_ssize_t)PyTuple_GET_ITEM(t, i % size) & 1;
  return PyLong_FromSsize_t(acc);
}
static PyObject *loop_as_long(PyObject *self, PyObject *args) {
  PyObject *x; Py_ssize_t n;
  if (!PyArg_ParseTuple(args, "On", &x, &n)) return NULL;
  long acc = 0;
  for (Py_ssize_t i = 0; i < n; i++) acc += PyLong_AsLong(x);
  if (PyErr_Occurred()) return NULL;
  return PyLong_FromLong(acc);
}
static PyObject *loop_getattr(PyObject *self, PyObject *args) {
  PyObject *o, *name; Py_ssize_t n;
  if (!PyArg_ParseTuple(args, "OUn", &o, &name, &n)) return NULL;
  for (Py_ssize_t i = 0; i < n; i++) {
    PyObject *v = PyObject_GetAttr(o, name);
    if (!v) return NULL;
    Py_DECREF(v);
  }
  Py_RETURN_NONE;
}
static PyObject *loop_incref(PyObject *self, PyObject *args) {
  PyObject *o; Py_ssize_t n;
  if (!PyArg_ParseTuple(args, "On", &o, &n)) return NULL;
  Py_ssize_t flags = 0;
  for (Py_ssize_t i = 0; i < n; i++) {
    Py_INCREF(o);
    flags += PyTuple_Check(o) + PyLong_Check(Py_TYPE(o) ? o : o);
    Py_DECREF(o);
  }
  return PyLong_FromSsize_t(flags);
}
static PyObject *loop_call(PyObject *self, PyObject *args) {
  PyObject *f; Py_ssize_t n;
  if (!PyArg_ParseTuple(args, "On", &f, &n)) return NULL;
  for (Py_ssize_t i = 0; i < n; i++) {
    PyObject *r = PyObject_CallNoArgs(f);
    if (!r) return NULL;
    Py_DECREF(r);
  }
  Py_RETURN_NONE;
}

static PyMethodDef methods[] = {
  {"add3", (PyCFunction)(void (*)(void))add3, METH_FASTCALL, NULL},
  {"add3_varargs", add3_varargs, METH_VARARGS, NULL},
  {"noop", noop, METH_NOARGS, NULL},
  {"loop_tuple_get", loop_tuple_get, METH_VARARGS, NULL},
  {"loop_as_long", loop_as_long, METH_VARARGS, NULL},
  {"loop_getattr", loop_getattr, METH_VARARGS, NULL},
  {"loop_incref", loop_incref, METH_VARARGS, NULL},
  {"loop_call", loop_call, METH_VARARGS, NULL},
  {NULL, NULL, 0, NULL}
};
static struct PyModuleDef moduledef = { PyModuleDef_HEAD_INIT, "bt_bench", NULL, -1, methods };
PyMODINIT_FUNC PyInit_bt_bench(void) { return PyModule_Create(&moduledef); }
