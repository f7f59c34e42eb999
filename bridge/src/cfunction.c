/* C functions (PyCFunction_NewEx) and instance methods (PyInstanceMethod_New) are native
 * objects with CPython's layouts: binding libraries read m_ml / m_self and rewrite ml_doc.
 * Brython sees a C function as a JS function (BT.wrapperOf, objects.js) that calls
 * _Bt_CallMethodDef directly; its class (this file's type) gives __name__, __doc__... */
#include <stddef.h>
#include "bt_internal.h"

static void cfunction_dealloc(PyObject *op) {
  PyCFunctionObject *f = (PyCFunctionObject *)op;
  Py_XDECREF(f->m_self);
  Py_XDECREF(f->m_module);
  if (f->m_ml && (f->m_ml->ml_flags & METH_METHOD)) Py_XDECREF((PyObject *)((PyCMethodObject *)op)->mm_class);
  PyObject_Free(op);
}
static PyObject *cfunction_call(PyObject *op, PyObject *args, PyObject *kwargs) {
  PyCFunctionObject *f = (PyCFunctionObject *)op;
  return _Bt_CallMethodDef(f->m_ml, f->m_self, args, kwargs);
}
static PyObject *cfunction_repr(PyObject *op) {
  PyCFunctionObject *f = (PyCFunctionObject *)op;
  if (!f->m_self || PyModule_Check(f->m_self))
    return PyUnicode_FromFormat("<built-in function %s>", f->m_ml->ml_name);
  return PyUnicode_FromFormat("<built-in method %s of %s object at %p>", f->m_ml->ml_name,
                              Py_TYPE(f->m_self)->tp_name, f->m_self);
}
static PyObject *cf_name(PyObject *op, void *c) { return PyUnicode_FromString(((PyCFunctionObject *)op)->m_ml->ml_name); }
static PyObject *cf_doc(PyObject *op, void *c) {
  const char *doc = ((PyCFunctionObject *)op)->m_ml->ml_doc;
  return doc ? PyUnicode_FromString(doc) : Py_NewRef(Py_None);
}
static PyObject *cf_self(PyObject *op, void *c) {
  PyObject *s = ((PyCFunctionObject *)op)->m_self;
  return Py_NewRef(s ? s : Py_None);
}
static PyObject *cf_qualname(PyObject *op, void *c) {
  PyCFunctionObject *f = (PyCFunctionObject *)op;
  if (!f->m_self || PyModule_Check(f->m_self)) return cf_name(op, c);
  PyObject *type = PyType_Check(f->m_self) ? Py_NewRef(f->m_self) : Py_NewRef((PyObject *)Py_TYPE(f->m_self));
  PyObject *q = PyObject_GetAttrString(type, "__qualname__");
  Py_DECREF(type);
  if (!q) return NULL;
  PyObject *r = PyUnicode_FromFormat("%U.%s", q, f->m_ml->ml_name);
  Py_DECREF(q);
  return r;
}
static PyObject *cf_text_signature(PyObject *op, void *c) { return Py_NewRef(Py_None); }
/* Borrowed self. As CPython's: a module-level function pickles and copies as its name (a
 * global looked up again, so copy.deepcopy returns the function itself); a method bound to
 * an object as getattr(self, name). */
static PyObject *cf_reduce(PyObject *op, PyObject *unused) {
  PyCFunctionObject *f = (PyCFunctionObject *)op;
  if (!f->m_self || PyModule_Check(f->m_self)) return PyUnicode_FromString(f->m_ml->ml_name);
  PyObject *builtins = PyImport_ImportModule("builtins");
  PyObject *getattr_fn = builtins ? PyObject_GetAttrString(builtins, "getattr") : NULL;
  Py_XDECREF(builtins);
  if (!getattr_fn) return NULL;
  return Py_BuildValue("N(Os)", getattr_fn, f->m_self, f->m_ml->ml_name);
}
static PyMethodDef cfunction_methods[] = {
  {"__reduce__", cf_reduce, METH_NOARGS, NULL},
  {NULL}
};
static PyGetSetDef cfunction_getset[] = {
  {"__name__", cf_name, NULL, NULL, NULL},
  {"__doc__", cf_doc, NULL, NULL, NULL},
  {"__self__", cf_self, NULL, NULL, NULL},
  {"__qualname__", cf_qualname, NULL, NULL, NULL},
  {"__text_signature__", cf_text_signature, NULL, NULL, NULL},
  {NULL}
};
static PyMemberDef cfunction_members[] = {
  {"__module__", _Py_T_OBJECT, offsetof(PyCFunctionObject, m_module), 0, NULL},
  {NULL}
};
PyTypeObject PyCFunction_Type = {
  PyVarObject_HEAD_INIT(&PyType_Type, 0)
  .tp_name = "builtin_function_or_method",
  .tp_basicsize = sizeof(PyCFunctionObject),
  .tp_dealloc = cfunction_dealloc,
  .tp_repr = cfunction_repr,
  .tp_call = cfunction_call,
  .tp_flags = Py_TPFLAGS_DEFAULT,
  .tp_methods = cfunction_methods,
  .tp_getset = cfunction_getset,
  .tp_members = cfunction_members,
};
PyTypeObject PyCMethod_Type = {
  PyVarObject_HEAD_INIT(&PyType_Type, 0)
  .tp_name = "builtin_method",
  .tp_basicsize = sizeof(PyCMethodObject),
  .tp_base = &PyCFunction_Type,
  .tp_flags = Py_TPFLAGS_DEFAULT,
};

PyObject *PyCMethod_New(PyMethodDef *ml, PyObject *self, PyObject *module, PyTypeObject *cls) {
  if (ml->ml_flags & METH_METHOD) {
    if (!cls) { PyErr_SetString(PyExc_SystemError, "attempting to create PyCMethod with a METH_METHOD flag but no class"); return NULL; }
  } else if (cls) {
    PyErr_SetString(PyExc_SystemError, "attempting to create PyCFunction with class but no METH_METHOD flag");
    return NULL;
  }
  PyTypeObject *type = cls ? &PyCMethod_Type : &PyCFunction_Type;
  if (PyType_Ready(type) < 0) return NULL;
  PyCFunctionObject *f = (PyCFunctionObject *)PyObject_Calloc(1, type->tp_basicsize);
  if (!f) return PyErr_NoMemory();
  PyObject_Init((PyObject *)f, type);
  f->m_ml = ml;
  f->m_self = Py_XNewRef(self);
  f->m_module = Py_XNewRef(module);
  if (cls) ((PyCMethodObject *)f)->mm_class = (PyTypeObject *)Py_NewRef((PyObject *)cls);
  return (PyObject *)f;
}
PyObject *PyCFunction_NewEx(PyMethodDef *ml, PyObject *self, PyObject *module) {
  return PyCMethod_New(ml, self, module, NULL);
}
PyObject *PyCFunction_New(PyMethodDef *ml, PyObject *self) { return PyCFunction_NewEx(ml, self, NULL); }

static PyCFunctionObject *as_cfunction(PyObject *op) {
  if (op && PyCFunction_Check(op)) return (PyCFunctionObject *)op;
  PyErr_BadInternalCall();
  return NULL;
}
PyCFunction PyCFunction_GetFunction(PyObject *op) {
  PyCFunctionObject *f = as_cfunction(op);
  return f ? f->m_ml->ml_meth : NULL;
}
PyObject *PyCFunction_GetSelf(PyObject *op) {  /* borrowed */
  PyCFunctionObject *f = as_cfunction(op);
  return f ? f->m_self : NULL;
}
int PyCFunction_GetFlags(PyObject *op) {
  PyCFunctionObject *f = as_cfunction(op);
  return f ? f->m_ml->ml_flags : -1;
}
PyTypeObject *_Bt_CFunction_GetClass(PyObject *op) {  /* borrowed */
  PyCFunctionObject *f = as_cfunction(op);
  if (!f || !(f->m_ml->ml_flags & METH_METHOD)) return NULL;
  return ((PyCMethodObject *)op)->mm_class;
}
/* For the JS side's fast call path: the PyMethodDef and self of a C function. */
BT_EXPORT PyMethodDef *bt_cfunction_def(PyObject *op) { return ((PyCFunctionObject *)op)->m_ml; }
BT_EXPORT PyObject *bt_cfunction_self(PyObject *op) { return ((PyCFunctionObject *)op)->m_self; }

/* ---- instance methods: bind like Python functions ---- */
static void im_dealloc(PyObject *op) {
  Py_XDECREF(((PyInstanceMethodObject *)op)->func);
  PyObject_Free(op);
}
static PyObject *im_call(PyObject *op, PyObject *args, PyObject *kwargs) {
  return PyObject_Call(((PyInstanceMethodObject *)op)->func, args, kwargs);
}
static PyObject *im_descr_get(PyObject *op, PyObject *obj, PyObject *type) {
  PyObject *func = ((PyInstanceMethodObject *)op)->func;
  if (!obj || obj == Py_None) return Py_NewRef(func);
  return PyMethod_New(func, obj);
}
static PyObject *im_get_func(PyObject *op, void *c) { return Py_NewRef(((PyInstanceMethodObject *)op)->func); }
static PyObject *im_get_doc(PyObject *op, void *c) {
  return PyObject_GetAttrString(((PyInstanceMethodObject *)op)->func, "__doc__");
}
/* Attributes not found on the instance method come from the function (__name__...).
 * __module__ too: CPython's object type has none, but Brython keeps one ('builtins') in the
 * dict of every builtin class, which the lookup below would find first. */
static PyObject *im_getattro(PyObject *op, PyObject *name) {
  if (PyUnicode_Check(name) && PyUnicode_CompareWithASCIIString(name, "__module__") == 0)
    return PyObject_GetAttr(((PyInstanceMethodObject *)op)->func, name);
  PyObject *r = bt_js_base_getattr(op, name, 0);
  if (r || !PyErr_ExceptionMatches(PyExc_AttributeError)) return r;
  PyErr_Clear();
  return PyObject_GetAttr(((PyInstanceMethodObject *)op)->func, name);
}
static PyGetSetDef im_getset[] = {
  {"__func__", im_get_func, NULL, NULL, NULL},
  {"__doc__", im_get_doc, NULL, NULL, NULL},
  {NULL}
};
PyTypeObject PyInstanceMethod_Type = {
  PyVarObject_HEAD_INIT(&PyType_Type, 0)
  .tp_name = "instancemethod",
  .tp_basicsize = sizeof(PyInstanceMethodObject),
  .tp_dealloc = im_dealloc,
  .tp_call = im_call,
  .tp_descr_get = im_descr_get,
  .tp_getattro = im_getattro,
  .tp_flags = Py_TPFLAGS_DEFAULT,
  .tp_getset = im_getset,
};
PyObject *PyInstanceMethod_New(PyObject *func) {
  if (PyType_Ready(&PyInstanceMethod_Type) < 0) return NULL;
  PyInstanceMethodObject *im = (PyInstanceMethodObject *)PyObject_Calloc(1, sizeof(PyInstanceMethodObject));
  if (!im) return PyErr_NoMemory();
  PyObject_Init((PyObject *)im, &PyInstanceMethod_Type);
  im->func = Py_NewRef(func);
  return (PyObject *)im;
}
PyObject *PyInstanceMethod_Function(PyObject *im) {  /* borrowed */
  if (!PyInstanceMethod_Check(im)) { PyErr_BadInternalCall(); return NULL; }
  return ((PyInstanceMethodObject *)im)->func;
}
