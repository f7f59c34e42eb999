/* The C side of descriptors. Methods, members and attributes of C types are Brython
 * descriptor objects (bridge/js/types.js); when one crosses into C it gets one of these
 * immortal twins, with CPython's layout, pointing at the same PyMethodDef / PyGetSetDef /
 * PyMemberDef (torch's _add_docstr writes ml_doc through it; Brython reads it back live). */
#include "bt_internal.h"

#define DESCR_TYPE(var, name, size) \
  PyTypeObject var = { { { BT_IMMORTAL_REFCNT, &PyType_Type }, 0 }, .tp_name = name, \
    .tp_basicsize = (size), .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_READY, BT_GENERIC_ATTRS }
DESCR_TYPE(PyMethodDescr_Type, "method_descriptor", sizeof(PyMethodDescrObject));
DESCR_TYPE(PyClassMethodDescr_Type, "classmethod_descriptor", sizeof(PyMethodDescrObject));
DESCR_TYPE(PyGetSetDescr_Type, "getset_descriptor", sizeof(PyGetSetDescrObject));
DESCR_TYPE(PyMemberDescr_Type, "member_descriptor", sizeof(PyMemberDescrObject));

/* kind: 0 method, 1 classmethod, 2 getset, 3 member. Immortal; `type` borrowed (immortal). */
BT_EXPORT PyObject *bt_descr_twin(int kind, void *def, PyTypeObject *type, const char *name) {
  static PyTypeObject *const types[] = { [BT_DESCR_METHOD] = &PyMethodDescr_Type,
    [BT_DESCR_CLASSMETHOD] = &PyClassMethodDescr_Type, [BT_DESCR_GETSET] = &PyGetSetDescr_Type,
    [BT_DESCR_MEMBER] = &PyMemberDescr_Type };
  PyMethodDescrObject *d = (PyMethodDescrObject *)calloc(1, sizeof(PyMethodDescrObject));
  if (!d) bt_js_fatal("out of memory allocating a descriptor");
  d->ob_base.ob_refcnt = BT_IMMORTAL_REFCNT;
  d->ob_base.ob_type = types[kind];
  d->d_type = type;
  d->d_name = PyUnicode_FromString(name);
  d->d_qualname = Py_XNewRef(d->d_name);
  d->d_method = (PyMethodDef *)def;   /* same offset for d_getset / d_member */
  return (PyObject *)d;
}
