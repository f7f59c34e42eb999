/* Python function objects seen from C (include/funcobject.h): their parts, borrowed from
 * the function (kept alive with it by the JS side, like every borrowed attribute here). */
#include "Python.h"
#include "bt_internal.h"

/* the attribute `name` of function op, borrowed; NULL (no error) when it is None and
 * none_is_null, as CPython's fields are NULL for "no defaults", "no closure" ... */
static PyObject *function_part(PyObject *op, const char *name, int none_is_null) {
  if (!PyFunction_Check(op)) { PyErr_BadInternalCall(); return NULL; }
  PyObject *key = _Bt_Unicode_Name(name);
  if (!key) return NULL;
  PyObject *v = bt_js_borrow_item(op, key, BT_BORROW_GETATTR);
  Py_DECREF(key);
  return v == Py_None && none_is_null ? NULL : v;
}

PyObject *PyFunction_GetCode(PyObject *op) { return function_part(op, "__code__", 0); }
PyObject *PyFunction_GetGlobals(PyObject *op) { return function_part(op, "__globals__", 0); }
PyObject *PyFunction_GetModule(PyObject *op) { return function_part(op, "__module__", 0); }
PyObject *PyFunction_GetDefaults(PyObject *op) { return function_part(op, "__defaults__", 1); }
PyObject *PyFunction_GetKwDefaults(PyObject *op) { return function_part(op, "__kwdefaults__", 1); }
PyObject *PyFunction_GetClosure(PyObject *op) { return function_part(op, "__closure__", 1); }
PyObject *PyFunction_GetAnnotations(PyObject *op) { return function_part(op, "__annotations__", 1); }
