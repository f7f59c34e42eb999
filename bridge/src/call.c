/* Calls in both directions.
 *   Brython -> C: the JS side builds an args tuple (+ kwargs dict) and calls
 *     _Bt_CallMethodDef, which applies the PyMethodDef calling convention.
 *   C -> Brython: PyObject_Call and friends; a callable that is a C function made here is
 *     called directly, anything else goes through bt_js_call. */
#include <stdarg.h>
#include "bt_internal.h"

static PyObject *no_kwargs(PyMethodDef *def) {
  PyErr_Format(PyExc_TypeError, "%.200s() takes no keyword arguments", def->ml_name);
  return NULL;
}

/* Whether the METH_VARARGS | METH_KEYWORDS function `fn` takes its kwargs parameter. numpy
 * declares some with two parameters (self, args): native ABIs ignore the extra argument,
 * wasm's call_indirect traps on the mismatch. Each pointer's arity is asked of JS once and
 * kept in a small table (a full table only means asking again). */
static int takes_kwargs_parameter(void *fn) {
  enum { SLOTS = 8192 };   /* torch_python alone has ~2,000 such functions: 64 KB */
  static struct { void *fn; int arity; } seen[SLOTS];
  size_t at = (uintptr_t)fn % SLOTS;   /* (a wasm function pointer is a table index) */
  for (int probe = 0; probe < 16; probe++, at = (at + 1) % SLOTS) {
    if (seen[at].fn == fn) return seen[at].arity >= 3;
    if (!seen[at].fn) {
      seen[at].fn = fn;
      seen[at].arity = bt_js_wasm_arity(fn);
      return seen[at].arity >= 3;
    }
  }
  return bt_js_wasm_arity(fn) >= 3;
}

/* Calls `def` with self, an args tuple and an optional kwargs dict (all borrowed).
 * Returns a new reference, or NULL with an error set (SystemError if the function forgot). */
PyObject *_Bt_CallMethodDef(PyMethodDef *def, PyObject *self, PyObject *args, PyObject *kwargs) {
  int flags = def->ml_flags & ~(METH_CLASS | METH_STATIC | METH_COEXIST);
  Py_ssize_t nargs = PyTuple_GET_SIZE(args);
  int has_kw = kwargs && PyDict_Size(kwargs) > 0;
  PyObject *result;
  switch (flags) {
    case METH_NOARGS:
      if (has_kw) return no_kwargs(def);
      if (nargs) {
        PyErr_Format(PyExc_TypeError, "%.200s() takes no arguments (%zd given)", def->ml_name, nargs);
        return NULL;
      }
      result = (PyObject *)bt_js_call_loose2((void *)def->ml_meth, self, NULL);
      break;
    case METH_O:
      if (has_kw) return no_kwargs(def);
      if (nargs != 1) {
        PyErr_Format(PyExc_TypeError, "%.200s() takes exactly one argument (%zd given)", def->ml_name, nargs);
        return NULL;
      }
      result = def->ml_meth(self, PyTuple_GET_ITEM(args, 0));
      break;
    case METH_VARARGS:
      if (has_kw) return no_kwargs(def);
      result = def->ml_meth(self, args);
      break;
    case METH_VARARGS | METH_KEYWORDS:
      if (takes_kwargs_parameter((void *)def->ml_meth))
        result = ((PyCFunctionWithKeywords)(void (*)(void))def->ml_meth)(self, args, has_kw ? kwargs : NULL);
      else   /* declared (self, args): it cannot see keywords (CPython would drop them too) */
        result = (PyObject *)bt_js_call_loose3((void *)def->ml_meth, self, args, has_kw ? kwargs : NULL);
      break;
    case METH_FASTCALL:
      if (has_kw) return no_kwargs(def);
      result = ((_PyCFunctionFast)(void (*)(void))def->ml_meth)(self, ((PyTupleObject *)args)->ob_item, nargs);
      break;
    case METH_FASTCALL | METH_KEYWORDS: {
      if (!has_kw) {
        result = ((_PyCFunctionFastWithKeywords)(void (*)(void))def->ml_meth)(self, ((PyTupleObject *)args)->ob_item, nargs, NULL);
        break;
      }
      /* Positional args then keyword values in one array, names in a tuple. */
      Py_ssize_t nkw = PyDict_Size(kwargs);
      PyObject **stack = (PyObject **)malloc((nargs + nkw) * sizeof(PyObject *));
      PyObject *names = PyTuple_New(nkw);
      if (!stack || !names) { free(stack); Py_XDECREF(names); return PyErr_NoMemory(); }
      memcpy(stack, ((PyTupleObject *)args)->ob_item, nargs * sizeof(PyObject *));
      Py_ssize_t pos = 0, i = 0;
      PyObject *k, *v;
      while (PyDict_Next(kwargs, &pos, &k, &v)) {
        PyTuple_SET_ITEM(names, i, Py_NewRef(k));
        stack[nargs + i] = v;
        i++;
      }
      result = ((_PyCFunctionFastWithKeywords)(void (*)(void))def->ml_meth)(self, stack, nargs, names);
      free(stack);
      Py_DECREF(names);
      break;
    }
    default:
      PyErr_Format(PyExc_SystemError, "%s() method: bad call flags 0x%x", def->ml_name, def->ml_flags);
      return NULL;
  }
  if (!result && !PyErr_Occurred())
    PyErr_Format(PyExc_SystemError, "%s() returned NULL without setting an exception", def->ml_name);
  if (result && PyErr_Occurred()) {
    Py_DECREF(result);
    PyErr_Format(PyExc_SystemError, "%s() returned a result with an exception set", def->ml_name);
    return NULL;
  }
  return result;
}
BT_EXPORT PyObject *bt_call_method_def(PyMethodDef *def, PyObject *self, PyObject *args, PyObject *kwargs) {
  return _Bt_CallMethodDef(def, self, args, kwargs);
}

/* type.__call__ (PyType_Type.tp_call): tp_new, then __init__ on an instance of the type.
 * Brython classes (mirrors) and C types without their own way to make instances are
 * called through Brython. A heap type may get __new__/__init__ after it is made (pybind11's
 * def_static("__new__"), def("__init__")), which CPython turns into slot_tp_new/slot_tp_init
 * on that type only: so __new__ is called as Python finds it unless that is the bridge's own
 * (which calls this same tp_new), and __init__ only when the type's own dict has one (a
 * pybind11 type without a constructor keeps its tp_init: "No constructor defined!"). One JS
 * crossing tells both (bt_js_heap_type_call_info). */
/* owner.__new__(type, *args, **kwargs) as Python finds it on owner: new ref or NULL. */
/* type.name(x[, y[, z]]) through Brython (the arguments end at the first NULL): a builtin
 * type's own dunder, which the bridge gives C as that type's slot, as CPython's slot is the
 * type's C function: numpy's str_/bytes_ repr calls PyUnicode_Type.tp_repr, its scalar
 * multiply list's sq_repeat (builtin_number.c, builtin_sequence.c). New ref. */
PyObject *_Bt_Builtin_Dunder(PyTypeObject *type, const char *name, PyObject *x, PyObject *y, PyObject *z) {
  PyObject *method = PyObject_GetAttrString((PyObject *)type, name);
  if (!method) return NULL;
  PyObject *res = PyObject_CallFunctionObjArgs(method, x, y, z, NULL);
  Py_DECREF(method);
  return res;
}

PyObject *_Bt_Call_New(PyObject *owner, PyTypeObject *type, PyObject *args, PyObject *kwargs) {
  PyObject *new_fn = PyObject_GetAttrString(owner, "__new__");
  if (!new_fn) return NULL;
  Py_ssize_t n = args ? PyTuple_GET_SIZE(args) : 0;
  PyObject *full = PyTuple_New(n + 1);
  if (!full) { Py_DECREF(new_fn); return NULL; }
  PyTuple_SET_ITEM(full, 0, Py_NewRef((PyObject *)type));
  for (Py_ssize_t i = 0; i < n; i++) PyTuple_SET_ITEM(full, i + 1, Py_NewRef(PyTuple_GET_ITEM(args, i)));
  PyObject *obj = PyObject_Call(new_fn, full, kwargs);
  Py_DECREF(full);
  Py_DECREF(new_fn);
  return obj;
}

PyObject *_Bt_Type_Call(PyObject *callable, PyObject *args, PyObject *kwargs) {  /* new ref */
  PyTypeObject *type = (PyTypeObject *)callable;
  if ((type->tp_flags & BT_TPFLAGS_MIRROR) || type->tp_dealloc == _Bt_ProxyDealloc || !type->tp_new ||
      !(type->tp_flags & Py_TPFLAGS_READY))
    return bt_js_type_call(callable, args, kwargs);  /* type.__call__, not the metaclass's */
  int info = BT_TYPE_OWN_NEW;   /* static types: their slots are what Python sees */
  if (type->tp_flags & Py_TPFLAGS_HEAPTYPE && (info = bt_js_heap_type_call_info(type)) < 0) return NULL;
  PyObject *obj = (info & BT_TYPE_OWN_NEW) ? type->tp_new(type, args, kwargs) : _Bt_Call_New((PyObject *)type, type, args, kwargs);
  if (!obj) {
    if (!PyErr_Occurred()) PyErr_Format(PyExc_SystemError, "%s.__new__ returned NULL without setting an exception", type->tp_name);
    return NULL;
  }
  if (!PyObject_TypeCheck(obj, type)) return obj;
  PyTypeObject *t = Py_TYPE(obj);
  if (t != type && t->tp_flags & Py_TPFLAGS_HEAPTYPE && (info = bt_js_heap_type_call_info(t)) < 0) {
    Py_DECREF(obj);
    return NULL;
  }
  int r = 0;
  if ((t->tp_flags & Py_TPFLAGS_HEAPTYPE) && (!t->tp_init || (info & BT_TYPE_OWN_INIT))) {
    PyObject *init = PyObject_GetAttrString(obj, "__init__");
    PyObject *res = init ? PyObject_Call(init, args, kwargs) : NULL;
    Py_XDECREF(init);
    if (!res) r = -1;
    else if (res != Py_None) {
      PyErr_Format(PyExc_TypeError, "__init__() should return None, not '%.200s'", Py_TYPE(res)->tp_name);
      r = -1;
    }
    Py_XDECREF(res);
  } else if (t->tp_init) {
    r = t->tp_init(obj, args, kwargs);
  }
  if (r < 0) { Py_DECREF(obj); return NULL; }
  return obj;
}

PyObject *PyObject_Call(PyObject *callable, PyObject *args, PyObject *kwargs) {  /* new ref */
  if (!callable || !args) { PyErr_BadInternalCall(); return NULL; }
  if (!PyTuple_Check(args)) {
    PyErr_Format(PyExc_TypeError, "argument list must be a tuple, not %.200s", Py_TYPE(args)->tp_name);
    return NULL;
  }
  PyTypeObject *t = Py_TYPE(callable);
  /* Calling a C type from C: CPython's type call, without a trip through Brython. */
  if (PyType_Check(callable) && Py_IS_TYPE(callable, &PyType_Type)) return _Bt_Type_Call(callable, args, kwargs);
  /* A native object whose C type has tp_call: call the slot directly. */
  if (t->tp_call && !(t->tp_flags & BT_TPFLAGS_MIRROR)) {
    PyObject *r = t->tp_call(callable, args, kwargs);
    if (!r && !PyErr_Occurred())
      PyErr_Format(PyExc_SystemError, "%R returned NULL without setting an exception", callable);
    return r;
  }
  return bt_js_call(callable, args, kwargs);
}
PyObject *PyObject_CallObject(PyObject *callable, PyObject *args) {
  if (!args) {
    PyObject *empty = PyTuple_New(0);
    PyObject *r = PyObject_Call(callable, empty, NULL);
    Py_DECREF(empty);
    return r;
  }
  return PyObject_Call(callable, args, NULL);
}
PyObject *PyEval_CallObjectWithKeywords(PyObject *callable, PyObject *args, PyObject *kwargs) {
  if (!args) {
    PyObject *empty = PyTuple_New(0);
    PyObject *r = PyObject_Call(callable, empty, kwargs);
    Py_DECREF(empty);
    return r;
  }
  return PyObject_Call(callable, args, kwargs);
}
PyObject *PyObject_CallNoArgs(PyObject *callable) { return PyObject_CallObject(callable, NULL); }
PyObject *PyObject_CallOneArg(PyObject *callable, PyObject *arg) {
  PyObject *args = PyTuple_Pack(1, arg);
  if (!args) return NULL;
  PyObject *r = PyObject_Call(callable, args, NULL);
  Py_DECREF(args);
  return r;
}

/* Vectorcall: args[0..nargs) positional, then len(kwnames) keyword values. */
PyObject *PyObject_Vectorcall(PyObject *callable, PyObject *const *args, size_t nargsf, PyObject *kwnames) {
  Py_ssize_t nargs = PyVectorcall_NARGS(nargsf);
  Py_ssize_t nkw = kwnames ? PyTuple_GET_SIZE(kwnames) : 0;
  PyObject *tuple = PyTuple_New(nargs);
  if (!tuple) return NULL;
  for (Py_ssize_t i = 0; i < nargs; i++) PyTuple_SET_ITEM(tuple, i, Py_NewRef(args[i]));
  PyObject *kwargs = NULL;
  if (nkw) {
    kwargs = PyDict_New();
    for (Py_ssize_t i = 0; kwargs && i < nkw; i++)
      if (PyDict_SetItem(kwargs, PyTuple_GET_ITEM(kwnames, i), args[nargs + i]) < 0) Py_CLEAR(kwargs);
    if (!kwargs) { Py_DECREF(tuple); return NULL; }
  }
  PyObject *r = PyObject_Call(callable, tuple, kwargs);
  Py_DECREF(tuple);
  Py_XDECREF(kwargs);
  return r;
}
PyObject *PyObject_VectorcallDict(PyObject *callable, PyObject *const *args, size_t nargsf, PyObject *kwdict) {
  Py_ssize_t nargs = PyVectorcall_NARGS(nargsf);
  PyObject *tuple = PyTuple_New(nargs);
  if (!tuple) return NULL;
  for (Py_ssize_t i = 0; i < nargs; i++) PyTuple_SET_ITEM(tuple, i, Py_NewRef(args[i]));
  PyObject *r = PyObject_Call(callable, tuple, kwdict);
  Py_DECREF(tuple);
  return r;
}
PyObject *PyObject_VectorcallMethod(PyObject *name, PyObject *const *args, size_t nargsf, PyObject *kwnames) {
  PyObject *method = PyObject_GetAttr(args[0], name);
  if (!method) return NULL;
  PyObject *r = PyObject_Vectorcall(method, args + 1, PyVectorcall_NARGS(nargsf) - 1, kwnames);
  Py_DECREF(method);
  return r;
}
/* The vectorcall function a C object keeps at its type's tp_vectorcall_offset, or NULL. */
vectorcallfunc PyVectorcall_Function(PyObject *callable) {
  PyTypeObject *t = Py_TYPE(callable);
  if (!(t->tp_flags & Py_TPFLAGS_HAVE_VECTORCALL) || t->tp_vectorcall_offset <= 0) return NULL;
  vectorcallfunc f;
  memcpy(&f, (char *)callable + t->tp_vectorcall_offset, sizeof f);
  return f;
}
/* tp_call of types that implement only vectorcall (numpy's ufunc): the tuple and dict
 * become a vector and a tuple of keyword names. Calling PyObject_Call here would come
 * straight back (it calls tp_call). */
PyObject *PyVectorcall_Call(PyObject *callable, PyObject *tuple, PyObject *kwargs) {  /* new ref */
  vectorcallfunc f = PyVectorcall_Function(callable);
  if (!f) {
    PyErr_Format(PyExc_TypeError, "'%.200s' object does not support vectorcall", Py_TYPE(callable)->tp_name);
    return NULL;
  }
  Py_ssize_t n = PyTuple_GET_SIZE(tuple), nk = kwargs ? PyDict_Size(kwargs) : 0;
  if (nk < 0) return NULL;
  PyObject **argv = (PyObject **)PyMem_Malloc((size_t)(n + nk + 1) * sizeof(PyObject *));
  PyObject *kwnames = nk ? PyTuple_New(nk) : NULL;
  if (!argv || (nk && !kwnames)) { PyMem_Free(argv); Py_XDECREF(kwnames); return PyErr_NoMemory(); }
  for (Py_ssize_t i = 0; i < n; i++) argv[i] = PyTuple_GET_ITEM(tuple, i);
  Py_ssize_t pos = 0, i = 0;
  PyObject *key, *value;
  while (nk && PyDict_Next(kwargs, &pos, &key, &value)) {  /* borrowed, kept by the dict */
    argv[n + i] = value;
    PyTuple_SET_ITEM(kwnames, i, Py_NewRef(key));
    i++;
  }
  PyObject *r = f(callable, argv, (size_t)n, kwnames);
  PyMem_Free(argv);
  Py_XDECREF(kwnames);
  return r;
}

/* The Py_BuildValue-driven forms. */
static PyObject *call_with_format(PyObject *callable, const char *format, va_list ap) {
  if (!callable) { PyErr_BadInternalCall(); return NULL; }
  if (!format || !*format) return PyObject_CallNoArgs(callable);
  PyObject *args = Py_VaBuildValue(format, ap);
  if (!args) return NULL;
  if (!PyTuple_Check(args)) {
    PyObject *t = PyTuple_Pack(1, args);
    Py_DECREF(args);
    if (!t) return NULL;
    args = t;
  }
  PyObject *r = PyObject_Call(callable, args, NULL);
  Py_DECREF(args);
  return r;
}
PyObject *PyObject_CallFunction(PyObject *callable, const char *format, ...) {
  va_list ap;
  va_start(ap, format);
  PyObject *r = call_with_format(callable, format, ap);
  va_end(ap);
  return r;
}
PyObject *PyObject_CallMethod(PyObject *obj, const char *name, const char *format, ...) {
  PyObject *method = PyObject_GetAttrString(obj, name);
  if (!method) return NULL;
  va_list ap;
  va_start(ap, format);
  PyObject *r = call_with_format(method, format, ap);
  va_end(ap);
  Py_DECREF(method);
  return r;
}
static PyObject *call_va_objs(PyObject *callable, va_list ap) {
  va_list count;
  va_copy(count, ap);
  Py_ssize_t n = 0;
  while (va_arg(count, PyObject *)) n++;
  va_end(count);
  PyObject *args = PyTuple_New(n);
  if (!args) return NULL;
  for (Py_ssize_t i = 0; i < n; i++) PyTuple_SET_ITEM(args, i, Py_NewRef(va_arg(ap, PyObject *)));
  PyObject *r = PyObject_Call(callable, args, NULL);
  Py_DECREF(args);
  return r;
}
PyObject *PyObject_CallFunctionObjArgs(PyObject *callable, ...) {
  va_list ap;
  va_start(ap, callable);
  PyObject *r = call_va_objs(callable, ap);
  va_end(ap);
  return r;
}
PyObject *PyObject_CallMethodObjArgs(PyObject *obj, PyObject *name, ...) {
  PyObject *method = PyObject_GetAttr(obj, name);
  if (!method) return NULL;
  va_list ap;
  va_start(ap, name);
  PyObject *r = call_va_objs(method, ap);
  va_end(ap);
  Py_DECREF(method);
  return r;
}
PyObject *PyObject_CallMethodNoArgs(PyObject *obj, PyObject *name) {
  return PyObject_CallMethodObjArgs(obj, name, NULL);
}
PyObject *PyObject_CallMethodOneArg(PyObject *obj, PyObject *name, PyObject *arg) {
  return PyObject_CallMethodObjArgs(obj, name, arg, NULL);
}

int PyCallable_Check(PyObject *op) {
  if (!op) return 0;
  if (Py_TYPE(op)->tp_call && !(Py_TYPE(op)->tp_flags & BT_TPFLAGS_MIRROR)) return 1;
  PyObject *callable = bt_js_builtin("callable");
  if (!callable) { PyErr_Clear(); return 0; }
  PyObject *r = PyObject_CallOneArg(callable, op);
  Py_DECREF(callable);
  if (!r) { PyErr_Clear(); return 0; }
  int v = r == Py_True;
  Py_DECREF(r);
  return v;
}
