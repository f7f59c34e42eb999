/* Core object machinery: singletons, the static type objects of Brython's builtin classes,
 * proxies, deallocation, and the layout table the JS side reads its offsets from. */
#include <stddef.h>
#include "bt_internal.h"

/* Immortal header for our static objects (Py_INCREF/Py_DECREF leave them alone). */
#define BT_IMMORTAL_HEAD(type) { BT_IMMORTAL_REFCNT, (type) }
#define BT_STATIC_TYPE(var, name, flags, size, dealloc)                      \
  PyTypeObject var = { { BT_IMMORTAL_HEAD(&PyType_Type), 0 }, .tp_name = name, \
    .tp_basicsize = (size), .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_READY | (flags), \
    .tp_dealloc = (dealloc), BT_GENERIC_ATTRS }

/* Proxies: a bare header; the JS side maps the address to the Brython object.
 * Owned by whoever holds references; freed (and forgotten by JS) at refcount 0. */
PyObject *_Bt_ProxyNew(PyTypeObject *type) {  /* new ref */
  /* A traceback (PyErr_GetExcInfo hands them to C) has its struct's size, zeroed: C code
   * that walks one (pybind11's error_string: tb_next, tb_frame) stops at its first entry
   * instead of reading past an 8-byte proxy. */
  PyObject *op = type == &PyTraceBack_Type ? (PyObject *)calloc(1, sizeof(PyTracebackObject))
                                           : (PyObject *)malloc(sizeof(PyObject));
  if (!op) return PyErr_NoMemory();
  op->ob_refcnt = 1;
  op->ob_type = type;
  return op;
}

void _Bt_ProxyDealloc(PyObject *op) {
  /* C code keeps borrowed handles to modules after dropping its reference (pybind11's
   * `module_::import("sys").attr(...)`), which CPython allows because sys.modules holds
   * them: a module proxy is never freed (modules live for the whole run there too). */
  if (PyModule_Check(op)) {
    Py_SET_REFCNT(op, BT_IMMORTAL_REFCNT);
    return;
  }
  /* C code may go on using a pointer it holds no reference to while Python keeps the object
   * alive, as CPython allows (c10's PyHandleCache keeps torch.ops.aten.add.Tensor that
   * way): the header lives until the Brython object is collected (bridge/README.md). */
  if (bt_js_park(op)) return;
  bt_js_forget(op);
  free(op);
}

/* Frees a parked proxy header once JS has seen its Brython object collected. */
BT_EXPORT void bt_proxy_free(PyObject *op) {
  bt_js_forget(op);
  free(op);
}

void _Py_Dealloc(PyObject *op) {
  destructor dealloc = Py_TYPE(op)->tp_dealloc;
  if (!dealloc) bt_js_fatal("object without tp_dealloc reached refcount 0");
  dealloc(op);
}

void Py_IncRef(PyObject *op) { Py_XINCREF(op); }
void Py_DecRef(PyObject *op) { Py_XDECREF(op); }

/* Singletons. */
BT_STATIC_TYPE(_PyNone_Type, "NoneType", 0, sizeof(PyObject), NULL);
BT_STATIC_TYPE(_PyNotImplemented_Type, "NotImplementedType", 0, sizeof(PyObject), NULL);
BT_STATIC_TYPE(PyEllipsis_Type, "ellipsis", 0, sizeof(PyObject), NULL);
PyObject _Py_NoneStruct = BT_IMMORTAL_HEAD(&_PyNone_Type);
PyObject _Py_NotImplementedStruct = BT_IMMORTAL_HEAD(&_PyNotImplemented_Type);
PyObject _Py_EllipsisObject = BT_IMMORTAL_HEAD(&PyEllipsis_Type);

/* Builtin classes whose instances are always proxies. */
#define PROXY_TYPE(var, name, flags) BT_STATIC_TYPE(var, name, Py_TPFLAGS_BASETYPE | (flags), sizeof(PyObject), _Bt_ProxyDealloc)
/* `type` has real slots: binding libraries build metaclasses on it and call its slots
 * (tp_alloc for new types, tp_call to make instances, attribute access bypassing their
 * own overrides). Type objects are immortal, so its tp_dealloc never runs for them. */
static PyObject *type_getattro(PyObject *o, PyObject *name) { return bt_js_base_getattr(o, name, 1); }
static int type_setattro(PyObject *o, PyObject *name, PyObject *v) { return bt_js_base_setattr(o, name, v, 1); }
static PyObject *object_getattro(PyObject *o, PyObject *name) { return bt_js_base_getattr(o, name, 0); }
static int object_setattro(PyObject *o, PyObject *name, PyObject *v) { return bt_js_base_setattr(o, name, v, 0); }
/* object.__hash__ (C types inherit it; numpy hashes a NaT scalar with it): identity-based, as
 * Brython computes it for the same object, so C and Python agree. */
Py_hash_t _Bt_Object_Hash(PyObject *o) { return bt_js_object_hash(o); }
/* type.__init__: the class already exists (Brython made it), so like CPython's it only
 * checks its arguments; C metaclasses call it from their own tp_init (torch's _TensorMeta). */
static int type_init(PyObject *cls, PyObject *args, PyObject *kwds) {
  (void)cls;
  Py_ssize_t n = PyTuple_GET_SIZE(args);
  if (n == 1 && kwds && PyDict_Check(kwds) && PyDict_Size(kwds) != 0) {
    PyErr_SetString(PyExc_TypeError, "type.__init__() takes no keyword arguments");
    return -1;
  }
  if (n != 1 && n != 3) {
    PyErr_SetString(PyExc_TypeError, "type.__init__() takes 1 or 3 arguments");
    return -1;
  }
  return 0;
}
PyTypeObject PyType_Type = { { { BT_IMMORTAL_REFCNT, &PyType_Type }, 0 }, .tp_name = "type",
  .tp_basicsize = sizeof(PyHeapTypeObject), .tp_itemsize = sizeof(PyMemberDef),
  .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_READY | Py_TPFLAGS_BASETYPE | Py_TPFLAGS_TYPE_SUBCLASS,
  .tp_dealloc = _Bt_ProxyDealloc, .tp_call = _Bt_Type_Call, .tp_getattro = type_getattro,
  .tp_setattro = type_setattro, .tp_alloc = PyType_GenericAlloc, .tp_free = PyObject_Free,
  .tp_init = type_init };
PyTypeObject PyBaseObject_Type = { { { BT_IMMORTAL_REFCNT, &PyType_Type }, 0 }, .tp_name = "object",
  .tp_basicsize = sizeof(PyObject), .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_READY | Py_TPFLAGS_BASETYPE,
  .tp_dealloc = _Bt_ProxyDealloc, .tp_getattro = object_getattro, .tp_setattro = object_setattro,
  .tp_alloc = PyType_GenericAlloc, .tp_new = PyType_GenericNew, .tp_free = PyObject_Free,
  .tp_hash = _Bt_Object_Hash };
PROXY_TYPE(_Bt_Proxy_Type, "object", 0);
PROXY_TYPE(PyList_Type, "list", Py_TPFLAGS_LIST_SUBCLASS | Py_TPFLAGS_SEQUENCE);
PROXY_TYPE(PyDict_Type, "dict", Py_TPFLAGS_DICT_SUBCLASS | Py_TPFLAGS_MAPPING);
PROXY_TYPE(PySet_Type, "set", 0);
PROXY_TYPE(PyFrozenSet_Type, "frozenset", 0);
PROXY_TYPE(PyModule_Type, "module", 0);
PROXY_TYPE(PyComplex_Type, "complex", 0);
PROXY_TYPE(PyByteArray_Type, "bytearray", 0);
static PyObject *property_descr_get(PyObject *self, PyObject *obj, PyObject *type) { return bt_js_base_descr(self, obj, type, BT_BASE_DESCR_GET); }
static int property_descr_set(PyObject *self, PyObject *obj, PyObject *value) {
  PyObject *r = bt_js_base_descr(self, obj, value, value ? BT_BASE_DESCR_SET : BT_BASE_DESCR_DELETE);
  Py_XDECREF(r);
  return r ? 0 : -1;
}
PyTypeObject PyProperty_Type = { { { BT_IMMORTAL_REFCNT, &PyType_Type }, 0 }, .tp_name = "property",
  .tp_basicsize = sizeof(PyObject), .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_READY | Py_TPFLAGS_BASETYPE,
  .tp_dealloc = _Bt_ProxyDealloc, .tp_descr_get = property_descr_get, .tp_descr_set = property_descr_set };
PROXY_TYPE(PyMemoryView_Type, "memoryview", 0);
PROXY_TYPE(PyRange_Type, "range", 0);
PROXY_TYPE(PySuper_Type, "super", 0);
PROXY_TYPE(PyStaticMethod_Type, "staticmethod", 0);
PROXY_TYPE(PyClassMethod_Type, "classmethod", 0);
PROXY_TYPE(PyMethod_Type, "method", 0);
PROXY_TYPE(PyFunction_Type, "function", 0);
PROXY_TYPE(PyDictProxy_Type, "mappingproxy", 0);
PROXY_TYPE(PySeqIter_Type, "iterator", 0);
PROXY_TYPE(PyCallIter_Type, "callable_iterator", 0);
PROXY_TYPE(PyGen_Type, "generator", 0);
PROXY_TYPE(PyCode_Type, "code", 0);
PROXY_TYPE(PyFrame_Type, "frame", 0);
PROXY_TYPE(PyTraceBack_Type, "traceback", 0);
PROXY_TYPE(PyDictKeys_Type, "dict_keys", 0);
PROXY_TYPE(PyDictValues_Type, "dict_values", 0);
PROXY_TYPE(PyDictItems_Type, "dict_items", 0);
PROXY_TYPE(PyEnum_Type, "enumerate", 0);
PROXY_TYPE(PyFilter_Type, "filter", 0);
PROXY_TYPE(PyMap_Type, "map", 0);
PROXY_TYPE(PyZip_Type, "zip", 0);
PROXY_TYPE(PyReversed_Type, "reversed", 0);
/* Weak references are Brython objects; these types are not mapped to its weakref classes
 * yet, so PyWeakref_Check* answer false for them (docs/pybind11.md). */
PROXY_TYPE(_PyWeakref_RefType, "weakref.ReferenceType", 0);
PROXY_TYPE(_PyWeakref_ProxyType, "weakref.ProxyType", 0);
PROXY_TYPE(_PyWeakref_CallableProxyType, "weakref.CallableProxyType", 0);
/* PyModuleDef objects are C structs that PyModuleDef_Init marks with this type. */
BT_STATIC_TYPE(PyModuleDef_Type, "moduledef", 0, sizeof(PyModuleDef), NULL);

/* Addresses the JS side needs, in the order of BT_RUNTIME_ADDRESSES (bt_codes.h); the
 * generated $BTCodes names them (struct offsets are build-time constants there). */
BT_EXPORT const uint32_t *bt_layout(void) {
#define BT_ADDRESS_(name, address) (uint32_t)(address),
  static uint32_t table[] = { BT_RUNTIME_ADDRESSES(BT_ADDRESS_) };
#undef BT_ADDRESS_
  return table;
}

/* Proxy types that stand for a Brython class by name (the JS side resolves `__BRYTHON__[name]`,
 * then the builtin of that name),
 * so the C checks PyMethod_Check, PyFunction_Check, PyCode_Check... answer for Brython's
 * objects. NULL-terminated pairs (type, name). */
BT_EXPORT const void *const *bt_named_proxy_types(void) {
  static const void *const table[] = {
    &PyMethod_Type, "method", &PyFunction_Type, "function", &PyCode_Type, "code",
    &PyFrame_Type, "frame", &PyTraceBack_Type, "traceback", &PyGen_Type, "generator",
    &PyMemoryView_Type, "memoryview", &PyDictProxy_Type, "mappingproxy", NULL, NULL };
  return table;
}

/* A mirror's tp_bases (a tuple of the bases' type objects; steals `bases`): C code walks it
 * (pybind11 finds the registered C++ bases of a Python subclass this way). */
BT_EXPORT void bt_type_set_bases(PyTypeObject *t, PyObject *bases) {
  Py_XSETREF(t->tp_bases, bases);
}

/* A type's tp_dict (steals `dict`): the Brython class's own live dict, so what C code reads
 * and writes there is the class's namespace (bridge/js/types.js, objects.js mirrorOf). */
BT_EXPORT void bt_type_set_dict(PyTypeObject *t, PyObject *dict) {
  Py_XSETREF(t->tp_dict, dict);
}

/* A C type's tp_mro, from its Brython class (steals `mro`): C code walks it (pybind11's
 * buffer lookup). */
BT_EXPORT void bt_type_set_mro(PyTypeObject *t, PyObject *mro) {
  Py_XSETREF(t->tp_mro, mro);
}

/* Whether instances of `t` are native C structs beyond a bare header (a C type, or a
 * mirror deriving from one): the "solid" base CPython picks as tp_base. */
BT_EXPORT int bt_type_has_native_layout(PyTypeObject *t) {
  return t->tp_dealloc && t->tp_dealloc != _Bt_ProxyDealloc && t->tp_basicsize > (Py_ssize_t)sizeof(PyObject) &&
         t != &PyLong_Type && t != &PyUnicode_Type && t != &PyTuple_Type && t != &PyBytes_Type &&
         t != &PyFloat_Type;
}

/* Type queries for the JS side (no struct offsets in JS). */
BT_EXPORT unsigned long bt_type_flags(PyTypeObject *t) { return t->tp_flags; }
/* The builtin type whose layout `t` instances have: walks tp_base to a static builtin. */
BT_EXPORT PyTypeObject *bt_object_type(PyTypeObject *t) {
  for (; t; t = t->tp_base)
    if (t == &PyTuple_Type || t == &PyLong_Type || t == &PyUnicode_Type || t == &PyBytes_Type ||
        t == &PyFloat_Type)
      return t;
  return &PyBaseObject_Type;
}

/* A type mirror: the C type object of a Brython class. Immortal; the JS side maps it to the
 * class. Instances of mirrors are proxies unless the class derives from a C type, in which
 * case the layout, allocation and slots come from that C base. `name` is owned by the mirror;
 * `dunders`: the class's optional protocols (BT_MIRROR_HAS(...) bits). */
BT_EXPORT PyTypeObject *bt_type_mirror_new(const char *name, unsigned long flags,
                                           PyTypeObject *base, PyTypeObject *meta, unsigned dunders) {
  PyHeapTypeObject *ht = (PyHeapTypeObject *)calloc(1, sizeof(PyHeapTypeObject));
  if (!ht) bt_js_fatal("out of memory allocating a type mirror");
  PyTypeObject *t = &ht->ht_type;
  t->ob_base.ob_base.ob_refcnt = BT_IMMORTAL_REFCNT;
  t->ob_base.ob_base.ob_type = meta;
  t->tp_name = name;
  t->tp_base = base;
  t->tp_as_async = &ht->as_async;
  t->tp_as_number = &ht->as_number;
  t->tp_as_sequence = &ht->as_sequence;
  t->tp_as_mapping = &ht->as_mapping;
  t->tp_as_buffer = &ht->as_buffer;
  t->tp_flags = flags | Py_TPFLAGS_DEFAULT | Py_TPFLAGS_READY | BT_TPFLAGS_MIRROR;
  if (base && !(base->tp_flags & BT_TPFLAGS_MIRROR) && base->tp_dealloc != _Bt_ProxyDealloc &&
      base->tp_basicsize > (Py_ssize_t)sizeof(PyObject) && base != &PyLong_Type &&
      base != &PyUnicode_Type && base != &PyTuple_Type && base != &PyBytes_Type &&
      base != &PyFloat_Type) {
    /* A Brython subclass of a C type: instances are native, laid out like the base. */
    t->tp_basicsize = base->tp_basicsize;
    t->tp_itemsize = base->tp_itemsize;
    t->tp_dealloc = base->tp_dealloc;
    t->tp_alloc = base->tp_alloc ? base->tp_alloc : PyType_GenericAlloc;
    t->tp_new = base->tp_new;
    t->tp_init = base->tp_init;
    t->tp_free = base->tp_free ? base->tp_free : PyObject_Free;
    t->tp_traverse = base->tp_traverse;
    t->tp_clear = base->tp_clear;
    t->tp_dictoffset = base->tp_dictoffset;
    t->tp_weaklistoffset = base->tp_weaklistoffset;
    t->tp_flags |= base->tp_flags & (Py_TPFLAGS_HAVE_GC | Py_TPFLAGS_BASETYPE);
    t->tp_flags |= Py_TPFLAGS_HEAPTYPE;
    /* the buffer protocol is inherited, as CPython's heap subtypes do (np.record, a Python
     * subclass of np.void, exports its bytes for pickling) */
    if (base->tp_as_buffer) ht->as_buffer = *base->tp_as_buffer;
  } else if (base && (base->tp_flags & BT_TPFLAGS_MIRROR) && base->tp_dealloc != _Bt_ProxyDealloc) {
    /* Deeper Brython subclass of a C type: same layout as the mirror it derives from. */
    t->tp_basicsize = base->tp_basicsize;
    t->tp_itemsize = base->tp_itemsize;
    t->tp_dealloc = base->tp_dealloc;
    t->tp_alloc = base->tp_alloc;
    t->tp_new = base->tp_new;
    t->tp_init = base->tp_init;
    t->tp_free = base->tp_free;
    t->tp_dictoffset = base->tp_dictoffset;
    t->tp_weaklistoffset = base->tp_weaklistoffset;
    t->tp_flags |= base->tp_flags & (Py_TPFLAGS_HAVE_GC | Py_TPFLAGS_BASETYPE);
    ht->as_buffer = *base->tp_as_buffer;   /* a mirror's own table: never NULL */
  } else if (base == &PyTuple_Type || base == &PyBytes_Type ||
             (base && (base->tp_flags & BT_TPFLAGS_MIRROR) &&
              (base->tp_dealloc == PyTuple_Type.tp_dealloc || base->tp_dealloc == PyBytes_Type.tp_dealloc))) {
    /* A subclass of tuple or bytes: materialized like its base (namedtuple, torch.Size). */
    t->tp_basicsize = base->tp_basicsize;
    t->tp_itemsize = base->tp_itemsize;
    t->tp_dealloc = base->tp_dealloc;
  } else {
    t->tp_basicsize = sizeof(PyObject);
    t->tp_dealloc = _Bt_ProxyDealloc;
  }
  /* C code reads these directly from heap types (pybind11, simplejson...). */
  const char *dot = strrchr(name, '.');
  ht->ht_name = PyUnicode_FromString(dot ? dot + 1 : name);
  ht->ht_qualname = Py_XNewRef(ht->ht_name);
  _Bt_Type_SetMirrorSlots(t, dunders);
  return t;
}

/* The extension modules linked into this wasm module: {dotted name, PyInit function},
 * terminated by {NULL, NULL}. Generated by tools/build/bridge.sh from the build's list. */
typedef struct { const char *name; PyObject *(*init)(void); } BtExtension;
extern const BtExtension _bt_extensions[];

/* First call from the JS side once its tables exist (BT.start). */
BT_EXPORT const BtExtension *bt_init(void) {
  _Bt_Errors_Init();
  _Bt_BuiltinNew_Init();
  _Bt_BuiltinNumber_Init();
  _Bt_BuiltinSequence_Init();
  return _bt_extensions;
}
