/* Context variables (PEP 567) for C: the objects are the running Python's own
 * contextvars.ContextVar and Token instances, so C and Python code share one context. */
#include "bt_internal.h"

/* New reference to contextvars.ContextVar (the module is cached by the import system). */
static PyObject *contextvar_class(void) {
  PyObject *mod = PyImport_ImportModule("contextvars");
  if (!mod) return NULL;
  PyObject *cls = PyObject_GetAttrString(mod, "ContextVar");
  Py_DECREF(mod);
  return cls;
}

PyObject *PyContextVar_New(const char *name, PyObject *def) {
  PyObject *cls = contextvar_class();
  if (!cls) return NULL;
  PyObject *args = Py_BuildValue("(s)", name), *kwargs = def ? Py_BuildValue("{sO}", "default", def) : NULL;
  PyObject *var = args && (kwargs || !def) ? PyObject_Call(cls, args, kwargs) : NULL;
  Py_DECREF(cls);
  Py_XDECREF(args);
  Py_XDECREF(kwargs);
  return var;
}

int PyContextVar_Get(PyObject *var, PyObject *def, PyObject **value) {
  /* var.get(def) raises LookupError only when neither def nor the variable's default exist;
   * the C API then gives NULL without an exception. */
  PyObject *r = def ? PyObject_CallMethod(var, "get", "(O)", def) : PyObject_CallMethod(var, "get", NULL);
  if (!r && PyErr_ExceptionMatches(PyExc_LookupError)) {
    PyErr_Clear();
    *value = NULL;
    return 0;
  }
  *value = r;
  return r ? 0 : -1;
}

PyObject *PyContextVar_Set(PyObject *var, PyObject *value) {
  return PyObject_CallMethod(var, "set", "(O)", value);
}

int PyContextVar_Reset(PyObject *var, PyObject *token) {
  PyObject *r = PyObject_CallMethod(var, "reset", "(O)", token);
  Py_XDECREF(r);
  return r ? 0 : -1;
}
