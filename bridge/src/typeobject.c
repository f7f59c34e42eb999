/* C types: PyType_Ready (slot inheritance, then the JS side builds the Brython class),
 * heap types from specs, allocation, and the entry points the JS side uses to call slots. */
#include <stddef.h>
#include "bt_internal.h"

static void inherit_slots(PyTypeObject *t, PyTypeObject *b) {
#define INHERIT(f) if (!t->f) t->f = b->f
  if (!t->tp_basicsize) t->tp_basicsize = b->tp_basicsize;
  INHERIT(tp_itemsize);
  INHERIT(tp_dealloc);
  INHERIT(tp_repr); INHERIT(tp_str); INHERIT(tp_call);
  INHERIT(tp_getattr); INHERIT(tp_setattr); INHERIT(tp_getattro); INHERIT(tp_setattro);
  if (!t->tp_hash && !t->tp_richcompare) { t->tp_hash = b->tp_hash; t->tp_richcompare = b->tp_richcompare; }
  INHERIT(tp_iter); INHERIT(tp_iternext);
  INHERIT(tp_descr_get); INHERIT(tp_descr_set);
  INHERIT(tp_init); INHERIT(tp_alloc); INHERIT(tp_new); INHERIT(tp_free);
  INHERIT(tp_dictoffset); INHERIT(tp_weaklistoffset);
  INHERIT(tp_traverse); INHERIT(tp_clear); INHERIT(tp_finalize);
  INHERIT(tp_as_number); INHERIT(tp_as_sequence); INHERIT(tp_as_mapping); INHERIT(tp_as_buffer);
  INHERIT(tp_as_async);
  t->tp_flags |= b->tp_flags & (Py_TPFLAGS_LONG_SUBCLASS | Py_TPFLAGS_LIST_SUBCLASS |
      Py_TPFLAGS_TUPLE_SUBCLASS | Py_TPFLAGS_BYTES_SUBCLASS | Py_TPFLAGS_UNICODE_SUBCLASS |
      Py_TPFLAGS_DICT_SUBCLASS | Py_TPFLAGS_BASE_EXC_SUBCLASS | Py_TPFLAGS_TYPE_SUBCLASS);
#undef INHERIT
}

int PyType_Ready(PyTypeObject *t) {
  if (t->tp_flags & Py_TPFLAGS_READY) return 0;
  if (t->tp_flags & Py_TPFLAGS_READYING) return 0;
  t->tp_flags |= Py_TPFLAGS_READYING;
  /* Every type is immortal here, heap types too: its Brython class lives as long as the run
   * (and holds no C reference), so a count reaching 0 would free a type still in use. */
  t->ob_base.ob_base.ob_refcnt = BT_IMMORTAL_REFCNT;
  if (!t->tp_base && t != &PyBaseObject_Type) t->tp_base = &PyBaseObject_Type;
  if (t->tp_base && PyType_Ready(t->tp_base) < 0) goto fail;
  /* A static type without a type gets its base's (CPython's rule): numpy's test DType
   * (PyVarObject_HEAD_INIT(NULL, 0), based on np.dtype) is then a DTypeMeta instance. */
  if (!Py_TYPE(t)) Py_SET_TYPE(t, t->tp_base ? Py_TYPE(t->tp_base) : &PyType_Type);
  if (t->tp_base) {
    /* Base classes are inherited from as C types; the proxy machinery of Brython builtins
     * (object, exceptions...) is not. */
    PyTypeObject *b = t->tp_base;
    int base_is_proxy = b->tp_dealloc == _Bt_ProxyDealloc;
    if (!base_is_proxy) inherit_slots(t, b);
    else {
      t->tp_flags |= b->tp_flags & (Py_TPFLAGS_BASE_EXC_SUBCLASS | Py_TPFLAGS_TYPE_SUBCLASS);
      /* Attribute access is inherited from any base, as CPython's static types get
       * object's or type's: C code calls the slot directly (torch's
       * PyObject_FastGetAttrString, under every __torch_function__ dispatch). */
      if (!t->tp_getattro && !t->tp_getattr) t->tp_getattro = b->tp_getattro;
      if (!t->tp_setattro && !t->tp_setattr) t->tp_setattro = b->tp_setattro;
      /* A C type deriving from a Brython builtin other than object (type, property,
       * exceptions): its instances are made by Brython, so they are proxies. */
      if (b != &PyBaseObject_Type) {
        if (!t->tp_dealloc) t->tp_dealloc = _Bt_ProxyDealloc;
        if (!t->tp_basicsize) t->tp_basicsize = b->tp_basicsize;
        if (!t->tp_itemsize) t->tp_itemsize = b->tp_itemsize;
        if (!t->tp_alloc) t->tp_alloc = b->tp_alloc;
      }
    }
  }
  if (!t->tp_basicsize) t->tp_basicsize = sizeof(PyObject);
  /* Py_TPFLAGS_MANAGED_DICT (what pybind11's dynamic_attr asks for on 3.11+): CPython keeps
   * that dict before the object; we keep it in a slot at the end, found by tp_dictoffset,
   * unless an inherited slot already lies inside this type's struct. */
  if ((t->tp_flags & Py_TPFLAGS_MANAGED_DICT) &&
      (t->tp_dictoffset <= 0 || t->tp_dictoffset + (Py_ssize_t)sizeof(PyObject *) > t->tp_basicsize)) {
    t->tp_dictoffset = t->tp_basicsize;
    t->tp_basicsize += sizeof(PyObject *);
  }
  if (!t->tp_alloc) t->tp_alloc = PyType_GenericAlloc;
  if (!t->tp_free) t->tp_free = (t->tp_flags & Py_TPFLAGS_HAVE_GC) ? PyObject_GC_Del : PyObject_Free;
  if (!t->tp_dealloc) t->tp_dealloc = _Bt_Object_Dealloc;
  if (t->tp_hash == NULL && t->tp_richcompare == NULL) {}
  /* tp_bases is always a tuple after PyType_Ready (binding libraries iterate it). */
  if (!t->tp_bases && !(t->tp_bases = t->tp_base ? PyTuple_Pack(1, (PyObject *)t->tp_base) : PyTuple_New(0)))
    goto fail;
  if (bt_js_type_ready(t) < 0) goto fail;
  t->tp_flags = (t->tp_flags & ~Py_TPFLAGS_READYING) | Py_TPFLAGS_READY;
  return 0;
fail:
  t->tp_flags &= ~Py_TPFLAGS_READYING;
  return -1;
}

/* Default tp_dealloc for C types that define none (CPython's object_dealloc). */
void _Bt_Object_Dealloc(PyObject *op) {
  PyTypeObject *t = Py_TYPE(op);
  t->tp_free(op);
  if (t->tp_flags & Py_TPFLAGS_HEAPTYPE && !(t->tp_flags & BT_TPFLAGS_MIRROR)) Py_DECREF(t);
}

PyObject *PyType_GenericAlloc(PyTypeObject *t, Py_ssize_t nitems) {  /* new ref, zeroed */
  size_t size = t->tp_basicsize + (nitems + 1) * t->tp_itemsize;
  PyObject *op = (PyObject *)PyObject_Calloc(1, size);
  if (!op) return PyErr_NoMemory();
  if (t->tp_itemsize) ((PyVarObject *)op)->ob_size = nitems;
  PyObject_Init(op, t);
  return op;
}
PyObject *PyType_GenericNew(PyTypeObject *t, PyObject *args, PyObject *kwds) {
  (void)args; (void)kwds;
  return t->tp_alloc(t, 0);
}
int PyType_IsSubtype(PyTypeObject *a, PyTypeObject *b) {
  /* As CPython: the MRO when the type has one (multiple bases), else the tp_base chain. */
  PyObject *mro = a->tp_mro;
  if (mro && PyTuple_Check(mro)) {
    for (Py_ssize_t i = 0, n = PyTuple_GET_SIZE(mro); i < n; i++)
      if (PyTuple_GET_ITEM(mro, i) == (PyObject *)b) return 1;
  }
  for (PyTypeObject *t = a; t; t = t->tp_base)
    if (t == b) return 1;
  if (b == &PyBaseObject_Type) return 1;
  /* Multiple inheritance lives in the Brython MRO. */
  if ((a->tp_flags & BT_TPFLAGS_MIRROR) || (b->tp_flags & BT_TPFLAGS_MIRROR)) {
    int r = bt_js_issubclass((PyObject *)a, (PyObject *)b);
    if (r < 0) { PyErr_Clear(); return 0; }
    return r;
  }
  return 0;
}
unsigned long PyType_GetFlags(PyTypeObject *t) { return t->tp_flags; }
void PyType_Modified(PyTypeObject *t) { (void)t; }
PyObject *_PyType_Lookup(PyTypeObject *t, PyObject *name) {  /* borrowed, no error */
  PyObject *saved = _Bt_Err_Take();
  PyObject *r = bt_js_borrow_item((PyObject *)t, name, BT_BORROW_TYPE_LOOKUP);
  PyErr_Clear();
  _Bt_Err_SetRaised(saved);
  return r;
}
PyObject *PyType_GetName(PyTypeObject *t) { return PyObject_GetAttrString((PyObject *)t, "__name__"); }
PyObject *PyType_GetQualName(PyTypeObject *t) { return PyObject_GetAttrString((PyObject *)t, "__qualname__"); }
PyObject *PyType_GetModuleName(PyTypeObject *t) { return PyObject_GetAttrString((PyObject *)t, "__module__"); }
PyObject *PyType_GetDict(PyTypeObject *t) { return PyObject_GetAttrString((PyObject *)t, "__dict__"); }

/* ---- heap types from specs ---- */
typedef struct { PyHeapTypeObject ht; PyObject *module; } SpecType;  /* module: owned */

static void set_slot(PyHeapTypeObject *ht, int slot, void *pfunc) {
  PyTypeObject *t = &ht->ht_type;
  switch (slot) {
#define S(id, field) case id: t->field = pfunc; break;
#define N(id, field) case id: ht->as_number.field = pfunc; break;
#define Q(id, field) case id: ht->as_sequence.field = pfunc; break;
#define M(id, field) case id: ht->as_mapping.field = pfunc; break;
#define A(id, field) case id: ht->as_async.field = pfunc; break;
#define B(id, field) case id: ht->as_buffer.field = pfunc; break;
    B(Py_bf_getbuffer, bf_getbuffer) B(Py_bf_releasebuffer, bf_releasebuffer)
    M(Py_mp_ass_subscript, mp_ass_subscript) M(Py_mp_length, mp_length) M(Py_mp_subscript, mp_subscript)
    N(Py_nb_absolute, nb_absolute) N(Py_nb_add, nb_add) N(Py_nb_and, nb_and) N(Py_nb_bool, nb_bool)
    N(Py_nb_divmod, nb_divmod) N(Py_nb_float, nb_float) N(Py_nb_floor_divide, nb_floor_divide)
    N(Py_nb_index, nb_index) N(Py_nb_inplace_add, nb_inplace_add) N(Py_nb_inplace_and, nb_inplace_and)
    N(Py_nb_inplace_floor_divide, nb_inplace_floor_divide) N(Py_nb_inplace_lshift, nb_inplace_lshift)
    N(Py_nb_inplace_multiply, nb_inplace_multiply) N(Py_nb_inplace_or, nb_inplace_or)
    N(Py_nb_inplace_power, nb_inplace_power) N(Py_nb_inplace_remainder, nb_inplace_remainder)
    N(Py_nb_inplace_rshift, nb_inplace_rshift) N(Py_nb_inplace_subtract, nb_inplace_subtract)
    N(Py_nb_inplace_true_divide, nb_inplace_true_divide) N(Py_nb_inplace_xor, nb_inplace_xor)
    N(Py_nb_int, nb_int) N(Py_nb_invert, nb_invert) N(Py_nb_lshift, nb_lshift) N(Py_nb_multiply, nb_multiply)
    N(Py_nb_negative, nb_negative) N(Py_nb_or, nb_or) N(Py_nb_positive, nb_positive) N(Py_nb_power, nb_power)
    N(Py_nb_remainder, nb_remainder) N(Py_nb_rshift, nb_rshift) N(Py_nb_subtract, nb_subtract)
    N(Py_nb_true_divide, nb_true_divide) N(Py_nb_xor, nb_xor)
    Q(Py_sq_ass_item, sq_ass_item) Q(Py_sq_concat, sq_concat) Q(Py_sq_contains, sq_contains)
    Q(Py_sq_inplace_concat, sq_inplace_concat) Q(Py_sq_inplace_repeat, sq_inplace_repeat)
    Q(Py_sq_item, sq_item) Q(Py_sq_length, sq_length) Q(Py_sq_repeat, sq_repeat)
    S(Py_tp_alloc, tp_alloc) S(Py_tp_base, tp_base) S(Py_tp_bases, tp_bases) S(Py_tp_call, tp_call)
    S(Py_tp_clear, tp_clear) S(Py_tp_dealloc, tp_dealloc) S(Py_tp_del, tp_del)
    S(Py_tp_descr_get, tp_descr_get) S(Py_tp_descr_set, tp_descr_set) S(Py_tp_doc, tp_doc)
    S(Py_tp_getattr, tp_getattr) S(Py_tp_getattro, tp_getattro) S(Py_tp_hash, tp_hash)
    S(Py_tp_init, tp_init) S(Py_tp_is_gc, tp_is_gc) S(Py_tp_iter, tp_iter) S(Py_tp_iternext, tp_iternext)
    S(Py_tp_methods, tp_methods) S(Py_tp_new, tp_new) S(Py_tp_repr, tp_repr)
    S(Py_tp_richcompare, tp_richcompare) S(Py_tp_setattr, tp_setattr) S(Py_tp_setattro, tp_setattro)
    S(Py_tp_str, tp_str) S(Py_tp_traverse, tp_traverse) S(Py_tp_members, tp_members)
    S(Py_tp_getset, tp_getset) S(Py_tp_free, tp_free) N(Py_nb_matrix_multiply, nb_matrix_multiply)
    N(Py_nb_inplace_matrix_multiply, nb_inplace_matrix_multiply) A(Py_am_await, am_await)
    A(Py_am_aiter, am_aiter) A(Py_am_anext, am_anext) S(Py_tp_finalize, tp_finalize)
#undef S
#undef N
#undef Q
#undef M
#undef A
#undef B
    default: break;
  }
}

PyObject *PyType_FromMetaclass(PyTypeObject *meta, PyObject *module, PyType_Spec *spec, PyObject *bases) {
  SpecType *st = (SpecType *)calloc(1, sizeof(SpecType));
  if (!st) return PyErr_NoMemory();
  PyHeapTypeObject *ht = &st->ht;
  PyTypeObject *t = &ht->ht_type;
  t->ob_base.ob_base.ob_refcnt = BT_IMMORTAL_REFCNT;  /* types live for the whole run */
  t->ob_base.ob_base.ob_type = meta ? meta : &PyType_Type;
  t->tp_as_async = &ht->as_async;
  t->tp_as_number = &ht->as_number;
  t->tp_as_sequence = &ht->as_sequence;
  t->tp_as_mapping = &ht->as_mapping;
  t->tp_as_buffer = &ht->as_buffer;
  t->tp_name = spec->name;
  t->tp_basicsize = spec->basicsize;
  t->tp_itemsize = spec->itemsize;
  t->tp_flags = spec->flags | Py_TPFLAGS_HEAPTYPE;
  for (PyType_Slot *s = spec->slots; s->slot; s++) set_slot(ht, s->slot, s->pfunc);
  if (bases) {
    if (PyTuple_Check(bases)) {
      if (PyTuple_GET_SIZE(bases) > 0) t->tp_base = (PyTypeObject *)PyTuple_GET_ITEM(bases, 0);
      t->tp_bases = Py_NewRef(bases);
    } else {
      t->tp_base = (PyTypeObject *)bases;
    }
  }
  if (t->tp_base && !t->tp_bases) t->tp_bases = PyTuple_Pack(1, (PyObject *)t->tp_base);
  /* Members named __dictoffset__ / __weaklistoffset__ / __vectorcalloffset__ set the
   * offsets, as in CPython (Cython's function type declares its vectorcall this way). */
  for (PyMemberDef *m = t->tp_members; m && m->name; m++) {
    if (!strcmp(m->name, "__dictoffset__")) t->tp_dictoffset = m->offset;
    else if (!strcmp(m->name, "__weaklistoffset__")) t->tp_weaklistoffset = m->offset;
    else if (!strcmp(m->name, "__vectorcalloffset__")) t->tp_vectorcall_offset = m->offset;
  }
  const char *dot = strrchr(spec->name, '.');
  ht->ht_name = PyUnicode_FromString(dot ? dot + 1 : spec->name);
  ht->ht_qualname = Py_NewRef(ht->ht_name);
  ht->ht_module = Py_XNewRef(module);
  st->module = module;
  if (PyType_Ready(t) < 0) return NULL;  /* leaks the half-made type, as an error path */
  return (PyObject *)t;
}
PyObject *PyType_FromModuleAndSpec(PyObject *module, PyType_Spec *spec, PyObject *bases) {
  return PyType_FromMetaclass(NULL, module, spec, bases);
}
PyObject *PyType_FromSpecWithBases(PyType_Spec *spec, PyObject *bases) {
  return PyType_FromMetaclass(NULL, NULL, spec, bases);
}
PyObject *PyType_FromSpec(PyType_Spec *spec) { return PyType_FromMetaclass(NULL, NULL, spec, NULL); }
PyObject *PyType_GetModule(PyTypeObject *t) {  /* borrowed */
  if (!(t->tp_flags & Py_TPFLAGS_HEAPTYPE) || (t->tp_flags & BT_TPFLAGS_MIRROR) || !((PyHeapTypeObject *)t)->ht_module) {
    PyErr_Format(PyExc_TypeError, "PyType_GetModule: Type '%s' has no associated module", t->tp_name);
    return NULL;
  }
  return ((PyHeapTypeObject *)t)->ht_module;
}
void *PyType_GetModuleState(PyTypeObject *t) {
  PyObject *m = PyType_GetModule(t);
  return m ? PyModule_GetState(m) : NULL;
}
PyObject *PyType_GetModuleByDef(PyTypeObject *t, PyModuleDef *def) {  /* borrowed */
  for (PyTypeObject *b = t; b; b = b->tp_base) {
    if ((b->tp_flags & Py_TPFLAGS_HEAPTYPE) && !(b->tp_flags & BT_TPFLAGS_MIRROR)) {
      PyObject *m = ((PyHeapTypeObject *)b)->ht_module;
      if (m && PyModule_GetDef(m) == def) return m;
    }
  }
  PyErr_Format(PyExc_TypeError, "PyType_GetModuleByDef: No superclass of '%s' has the given module", t->tp_name);
  return NULL;
}
void *PyType_GetSlot(PyTypeObject *t, int slot) {
  PyHeapTypeObject probe;
  memset(&probe, 0, sizeof probe);
  /* Find the field by setting it in a probe and reading the same field of t. */
  void *marker = (void *)&probe;
  set_slot(&probe, slot, marker);
  char *pb = (char *)&probe;
  for (size_t off = 0; off < sizeof probe; off += sizeof(void *)) {
    if (*(void **)(pb + off) == marker) {
      if (off < sizeof(PyTypeObject)) return *(void **)((char *)t + off);
      /* A sub-struct slot: read it through t's own pointer to that struct. */
      size_t sub;
      void *base;
      if (off >= offsetof(PyHeapTypeObject, as_buffer)) { sub = off - offsetof(PyHeapTypeObject, as_buffer); base = t->tp_as_buffer; }
      else if (off >= offsetof(PyHeapTypeObject, as_sequence)) { sub = off - offsetof(PyHeapTypeObject, as_sequence); base = t->tp_as_sequence; }
      else if (off >= offsetof(PyHeapTypeObject, as_mapping)) { sub = off - offsetof(PyHeapTypeObject, as_mapping); base = t->tp_as_mapping; }
      else if (off >= offsetof(PyHeapTypeObject, as_number)) { sub = off - offsetof(PyHeapTypeObject, as_number); base = t->tp_as_number; }
      else { sub = off - offsetof(PyHeapTypeObject, as_async); base = t->tp_as_async; }
      return base ? *(void **)((char *)base + sub) : NULL;
    }
  }
  PyErr_SetString(PyExc_SystemError, "PyType_GetSlot: bad slot id");
  return NULL;
}
