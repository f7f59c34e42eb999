/* Slots, both ways.
 *   bt_slot_call: the JS side calls a C type's slot for a dunder of its Brython class
 *     (`__repr__` -> tp_repr ...). Always the slot of the given type `t`, not Py_TYPE(self),
 *     so super() calls from Python subclasses reach the right C code.
 *   _Bt_Type_SetMirrorSlots: type mirrors get slots that call back into Brython, so C code
 *     calling Py_TYPE(o)->tp_xxx on a proxy does the Python operation.
 * Slot numbers: BT_SLOT_CODES (bt_codes.h), shared with bridge/js through $BTCodes. */
#include <stddef.h>
#include "bt_internal.h"

/* Binary number slots in PyNumberMethods order of our op codes (BT_OP_ADD...). */
static binaryfunc number_slot(PyNumberMethods *nb, int op) {
  if (!nb) return NULL;
  switch (op) {
    case BT_OP_ADD: return nb->nb_add; case BT_OP_SUB: return nb->nb_subtract;
    case BT_OP_MUL: return nb->nb_multiply; case BT_OP_TRUEDIV: return nb->nb_true_divide;
    case BT_OP_FLOORDIV: return nb->nb_floor_divide; case BT_OP_MOD: return nb->nb_remainder;
    case BT_OP_LSHIFT: return nb->nb_lshift; case BT_OP_RSHIFT: return nb->nb_rshift;
    case BT_OP_AND: return nb->nb_and; case BT_OP_OR: return nb->nb_or; case BT_OP_XOR: return nb->nb_xor;
    case BT_OP_MATMUL: return nb->nb_matrix_multiply; case BT_OP_DIVMOD: return nb->nb_divmod;
    case BT_OP_IADD: return nb->nb_inplace_add; case BT_OP_ISUB: return nb->nb_inplace_subtract;
    case BT_OP_IMUL: return nb->nb_inplace_multiply; case BT_OP_ITRUEDIV: return nb->nb_inplace_true_divide;
    case BT_OP_IFLOORDIV: return nb->nb_inplace_floor_divide; case BT_OP_IMOD: return nb->nb_inplace_remainder;
    case BT_OP_ILSHIFT: return nb->nb_inplace_lshift; case BT_OP_IRSHIFT: return nb->nb_inplace_rshift;
    case BT_OP_IAND: return nb->nb_inplace_and; case BT_OP_IOR: return nb->nb_inplace_or;
    case BT_OP_IXOR: return nb->nb_inplace_xor; case BT_OP_IMATMUL: return nb->nb_inplace_matrix_multiply;
    default: return NULL;
  }
}

/* Which slots `t` defines itself (not inherited unchanged from its C base): a bit set the
 * JS side turns into dunders. Bit i = slot i; binary number slots from bit 32 on (op code). */
BT_EXPORT void bt_type_own_slots(PyTypeObject *t, uint32_t *out) {
  PyTypeObject *b = t->tp_base;
  int proxy_base = !b || b->tp_dealloc == _Bt_ProxyDealloc;
  uint32_t lo = 0, hi = 0;
#define OWN(expr_t, expr_b) ((expr_t) && (proxy_base || (expr_t) != (expr_b)))
#define BIT(cond, i) if (cond) lo |= 1u << (i)
  BIT(OWN(t->tp_repr, b->tp_repr), SL_REPR);
  BIT(OWN(t->tp_str, b->tp_str), SL_STR);
  BIT(OWN(t->tp_hash, b->tp_hash), SL_HASH);
  BIT(OWN(t->tp_call, b->tp_call), SL_CALL);
  BIT(OWN(t->tp_iter, b->tp_iter), SL_ITER);
  BIT(OWN(t->tp_iternext, b->tp_iternext), SL_NEXT);
  BIT(OWN(t->tp_richcompare, b->tp_richcompare), SL_RICHCMP);
  BIT(OWN(t->tp_descr_get, b->tp_descr_get), SL_DESCR_GET);
  BIT(OWN(t->tp_descr_set, b->tp_descr_set), SL_DESCR_SET);
  BIT(OWN(t->tp_init, b->tp_init), SL_INIT);
  BIT(OWN(t->tp_new, b->tp_new), SL_NEW);
  PyMappingMethods *mt = t->tp_as_mapping, *mb = proxy_base ? NULL : b->tp_as_mapping;
  PySequenceMethods *st = t->tp_as_sequence, *sb = proxy_base ? NULL : b->tp_as_sequence;
  PyNumberMethods *nt = t->tp_as_number, *nbb = proxy_base ? NULL : b->tp_as_number;
#define MS(f) (mt ? mt->f : NULL)
#define MB(f) (mb ? mb->f : NULL)
#define SS(f) (st ? st->f : NULL)
#define SB(f) (sb ? sb->f : NULL)
#define NS(f) (nt ? nt->f : NULL)
#define NB(f) (nbb ? nbb->f : NULL)
  BIT(OWN(MS(mp_length), MB(mp_length)) || OWN(SS(sq_length), SB(sq_length)), SL_LEN);
  BIT(OWN(MS(mp_subscript), MB(mp_subscript)) || OWN(SS(sq_item), SB(sq_item)), SL_GETITEM);
  BIT(OWN(MS(mp_ass_subscript), MB(mp_ass_subscript)) || OWN(SS(sq_ass_item), SB(sq_ass_item)), SL_SETITEM);
  BIT(OWN(MS(mp_ass_subscript), MB(mp_ass_subscript)) || OWN(SS(sq_ass_item), SB(sq_ass_item)), SL_DELITEM);
  BIT(OWN(SS(sq_contains), SB(sq_contains)), SL_CONTAINS);
  BIT(OWN(NS(nb_bool), NB(nb_bool)), SL_BOOL);
  BIT(OWN(NS(nb_int), NB(nb_int)), SL_INT);
  BIT(OWN(NS(nb_float), NB(nb_float)), SL_FLOAT);
  BIT(OWN(NS(nb_index), NB(nb_index)), SL_INDEX);
  BIT(OWN(NS(nb_negative), NB(nb_negative)), SL_NEG);
  BIT(OWN(NS(nb_positive), NB(nb_positive)), SL_POS);
  BIT(OWN(NS(nb_absolute), NB(nb_absolute)), SL_ABS);
  BIT(OWN(NS(nb_invert), NB(nb_invert)), SL_INVERT);
  /* Attribute slots inherited from object or type (PyType_Ready) are Brython's own
   * behaviour: no dunder for them. */
  int generic_get = !t->tp_getattro || t->tp_getattro == PyObject_GenericGetAttr ||
                    (b && t->tp_getattro == b->tp_getattro);
  int generic_set = !t->tp_setattro || t->tp_setattro == PyObject_GenericSetAttr ||
                    (b && t->tp_setattro == b->tp_setattro);
  BIT(!generic_get && OWN(t->tp_getattro, b->tp_getattro), SL_GETATTRO);
  BIT(!generic_set && OWN(t->tp_setattro, b->tp_setattro), SL_SETATTRO);
  for (int op = BT_OP_ADD; op <= BT_OP_IMATMUL; op++) {
    binaryfunc ft = number_slot(nt, op), fb = number_slot(nbb, op);
    if (OWN(ft, fb)) hi |= 1u << op;
  }
  /* ** is a ternary slot, outside number_slot's binary table. */
  if (OWN(NS(nb_power), NB(nb_power))) hi |= 1u << BT_OP_POW;
  if (OWN(NS(nb_inplace_power), NB(nb_inplace_power))) hi |= 1u << BT_OP_IPOW;
  /* sq_concat / sq_repeat stand in for + and * when there is no number slot. */
  if (!(hi & (1u << BT_OP_ADD)) && OWN(SS(sq_concat), SB(sq_concat))) hi |= 1u << BT_OP_ADD;
  if (!(hi & (1u << BT_OP_MUL)) && OWN(SS(sq_repeat), SB(sq_repeat))) hi |= 1u << BT_OP_MUL;
  out[0] = lo;
  out[1] = hi;
#undef OWN
#undef BIT
}

/* A sequence index from a key object, negative ones counted from the end (as CPython's
 * sq_item/sq_ass_item wrappers do). 0, or -1 with an error set. */
static int seq_index(PySequenceMethods *s, PyObject *self, PyObject *key, Py_ssize_t *out) {
  Py_ssize_t i = PyNumber_AsSsize_t(key, PyExc_IndexError);
  if (i == -1 && PyErr_Occurred()) return -1;
  if (i < 0 && s->sq_length) {
    Py_ssize_t len = s->sq_length(self);
    if (len < 0) return -1;
    i += len;
  }
  *out = i;
  return 0;
}

static PyObject *from_int(int r) { return r < 0 ? NULL : Py_NewRef(r ? Py_True : Py_False); }

/* Calls slot `slot` of type `t` with self and up to two more arguments (borrowed). Returns
 * a new reference (ints and truth values boxed), Py_None for slots returning 0 on success,
 * or NULL with an error set. For SL_BINARY + op, `reflected` swaps the operands. */
BT_EXPORT PyObject *bt_slot_call(PyTypeObject *t, int slot, PyObject *self, PyObject *a, PyObject *b) {
  PyMappingMethods *m = t->tp_as_mapping;
  PySequenceMethods *s = t->tp_as_sequence;
  PyNumberMethods *n = t->tp_as_number;
  PyObject *r = NULL;
  switch (slot) {
    case SL_REPR: r = t->tp_repr(self); break;
    case SL_STR: r = t->tp_str(self); break;
    case SL_HASH: {
      Py_hash_t h = t->tp_hash(self);
      r = h == -1 && PyErr_Occurred() ? NULL : PyLong_FromSsize_t(h);
      break;
    }
    case SL_CALL: r = t->tp_call(self, a, b); break;
    case SL_ITER: r = t->tp_iter(self); break;
    case SL_NEXT:
      r = t->tp_iternext(self);
      if (!r && !PyErr_Occurred()) PyErr_SetNone(PyExc_StopIteration);
      break;
    case SL_RICHCMP: r = t->tp_richcompare(self, a, (int)PyLong_AsLong(b)); break;
    case SL_DESCR_GET: r = t->tp_descr_get(self, a == Py_None ? NULL : a, b); break;
    case SL_DESCR_SET:
      r = t->tp_descr_set(self, a, b) < 0 ? NULL : Py_NewRef(Py_None);
      break;
    case SL_INIT: r = t->tp_init(self, a, b) < 0 ? NULL : Py_NewRef(Py_None); break;
    case SL_NEW: r = t->tp_new((PyTypeObject *)self, a, b); break;
    case SL_LEN: {
      Py_ssize_t len = (m && m->mp_length) ? m->mp_length(self) : s->sq_length(self);
      r = len < 0 ? NULL : PyLong_FromSsize_t(len);
      break;
    }
    case SL_GETITEM:
      if (m && m->mp_subscript) r = m->mp_subscript(self, a);
      else {
        Py_ssize_t i;
        if (seq_index(s, self, a, &i) < 0) break;
        r = s->sq_item(self, i);
      }
      break;
    case SL_SETITEM: case SL_DELITEM: {
      PyObject *v = slot == SL_SETITEM ? b : NULL;
      int k;
      if (m && m->mp_ass_subscript) k = m->mp_ass_subscript(self, a, v);
      else {
        Py_ssize_t i;
        if (seq_index(s, self, a, &i) < 0) break;
        k = s->sq_ass_item(self, i, v);
      }
      r = k < 0 ? NULL : Py_NewRef(Py_None);
      break;
    }
    case SL_CONTAINS: r = from_int(s->sq_contains(self, a)); break;
    case SL_BOOL: r = from_int(n->nb_bool(self)); break;
    case SL_INT: r = n->nb_int(self); break;
    case SL_FLOAT: r = n->nb_float(self); break;
    case SL_INDEX: r = n->nb_index(self); break;
    case SL_NEG: r = n->nb_negative(self); break;
    case SL_POS: r = n->nb_positive(self); break;
    case SL_ABS: r = n->nb_absolute(self); break;
    case SL_INVERT: r = n->nb_invert(self); break;
    case SL_GETATTRO: r = t->tp_getattro(self, a); break;
    case SL_SETATTRO: r = t->tp_setattro(self, a, b) < 0 ? NULL : Py_NewRef(Py_None); break;
    case SL_DELATTRO: r = t->tp_setattro(self, a, NULL) < 0 ? NULL : Py_NewRef(Py_None); break;
    default: {
      int op = (slot - SL_BINARY) % SL_REFLECTED, reflected = (slot - SL_BINARY) / SL_REFLECTED;
      PyObject *x = reflected ? a : self, *y = reflected ? self : a;
      /* ** takes a modulo: `b` (pow(x, y, m)), else None */
      if (op == BT_OP_POW && n && n->nb_power) { r = n->nb_power(x, y, b ? b : Py_None); break; }
      if (op == BT_OP_IPOW && n && n->nb_inplace_power) { r = n->nb_inplace_power(x, y, b ? b : Py_None); break; }
      binaryfunc f = number_slot(n, op);
      if (f) { r = f(x, y); break; }
      if (op == BT_OP_ADD && s && s->sq_concat && !reflected) { r = s->sq_concat(self, a); break; }
      if (op == BT_OP_MUL && s && s->sq_repeat) {
        Py_ssize_t k = PyNumber_AsSsize_t(a, PyExc_OverflowError);
        if (k == -1 && PyErr_Occurred()) break;
        r = s->sq_repeat(self, k);
        break;
      }
      r = Py_NewRef(Py_NotImplemented);
    }
  }
  if (!r && !PyErr_Occurred())
    PyErr_Format(PyExc_SystemError, "a slot of %s returned NULL without setting an exception", t->tp_name);
  return r;
}

/* Fields of a C type the JS side reads while building its Brython class. */
BT_EXPORT void *bt_type_field(PyTypeObject *t, int which) {
  switch (which) {
    case BT_FIELD_NAME: return (void *)t->tp_name;
    case BT_FIELD_METHODS: return t->tp_methods;
    case BT_FIELD_MEMBERS: return t->tp_members;
    case BT_FIELD_GETSET: return t->tp_getset;
    case BT_FIELD_BASE: return t->tp_base;
    case BT_FIELD_DOC: return (void *)t->tp_doc;
    case BT_FIELD_FLAGS: return (void *)(uintptr_t)t->tp_flags;
    case BT_FIELD_BASES: return t->tp_bases;
    case BT_FIELD_DICTOFFSET: return (void *)(uintptr_t)t->tp_dictoffset;
    case BT_FIELD_METATYPE: return Py_TYPE(t);
    case BT_FIELD_BASICSIZE: return (void *)(uintptr_t)t->tp_basicsize;
    case BT_FIELD_HAS_BUFFER: return (void *)(uintptr_t)(t->tp_as_buffer && t->tp_as_buffer->bf_getbuffer);
    case BT_FIELD_NEW: return (void *)t->tp_new;
    case BT_FIELD_DICT: return t->tp_dict;   /* set by C before PyType_Ready (torch's dtype) or NULL */
    case BT_FIELD_ITEMSIZE: return (void *)(uintptr_t)t->tp_itemsize;
    case BT_FIELD_WEAKLISTOFFSET: return (void *)(uintptr_t)t->tp_weaklistoffset;
    case BT_FIELD_REPR: return (void *)t->tp_repr;   /* a struct sequence's own repr (structseq.c) */
    case BT_FIELD_QUALNAME:  /* a heap type's __qualname__ (binding libraries set it for nested classes) */
      return (t->tp_flags & Py_TPFLAGS_HEAPTYPE) ? ((PyHeapTypeObject *)t)->ht_qualname : NULL;
    case BT_FIELD_WANTS_NEW: {
      /* Whether the Brython class gets a __new__ of ours: when the type can make instances
       * (tp_new), or when its nearest Brython base is object (then __new__ must refuse:
       * object.__new__ would make an object with no C struct). Types deriving from type,
       * property or exceptions keep their Brython base's __new__. */
      if (t->tp_new) return (void *)1;
      PyTypeObject *b = t->tp_base;
      while (b && b->tp_dealloc != _Bt_ProxyDealloc) b = b->tp_base;
      return (void *)(uintptr_t)(!b || b == &PyBaseObject_Type);
    }
    default: return NULL;
  }
}
BT_EXPORT PyObject *bt_getset_get(PyGetSetDef *def, PyObject *self) {
  if (!def->get) { PyErr_Format(PyExc_AttributeError, "attribute '%s' is not readable", def->name); return NULL; }
  return (PyObject *)bt_js_call_loose2((void *)def->get, self, def->closure);
}
BT_EXPORT int bt_getset_set(PyGetSetDef *def, PyObject *self, PyObject *value) {
  if (!def->set) {
    PyErr_Format(PyExc_AttributeError, "attribute '%s' of '%s' objects is not writable", def->name, Py_TYPE(self)->tp_name);
    return -1;
  }
  return (int)bt_js_call_loose3((void *)def->set, self, value, def->closure);
}

/* ---- mirror slots: C code calling a slot of a Brython class's mirror ---- */
static PyObject *m_repr(PyObject *o) { return bt_js_unop(BT_OP_REPR, o); }
static PyObject *m_str(PyObject *o) { return bt_js_unop(BT_OP_STR, o); }
static Py_hash_t m_hash(PyObject *o) { return bt_js_hash(o); }
static PyObject *m_call(PyObject *o, PyObject *args, PyObject *kw) { return bt_js_call(o, args, kw); }
static PyObject *m_getattro(PyObject *o, PyObject *name) { return bt_js_getattr(o, name); }
static int m_setattro(PyObject *o, PyObject *name, PyObject *v) { return bt_js_setattr(o, name, v); }
static PyObject *m_richcompare(PyObject *a, PyObject *b, int op) { return bt_js_richcompare(a, b, op); }
static PyObject *m_iter(PyObject *o) { return bt_js_iter(o); }
static PyObject *m_iternext(PyObject *o) { return bt_js_next(o); }
static Py_ssize_t m_length(PyObject *o) { return bt_js_len(o); }
static PyObject *m_subscript(PyObject *o, PyObject *k) { return bt_js_getitem(o, k); }
static int m_ass_subscript(PyObject *o, PyObject *k, PyObject *v) { return bt_js_setitem(o, k, v); }
static int m_bool(PyObject *o) { return bt_js_truth(o); }
static PyObject *m_new(PyTypeObject *t, PyObject *args, PyObject *kw) { return bt_js_call((PyObject *)t, args, kw); }
static int m_contains(PyObject *o, PyObject *v) { return bt_js_contains(o, v); }
static PyObject *m_add(PyObject *a, PyObject *b) { return bt_js_binop(BT_OP_ADD, a, b); }
static PyObject *m_sub(PyObject *a, PyObject *b) { return bt_js_binop(BT_OP_SUB, a, b); }
static PyObject *m_mul(PyObject *a, PyObject *b) { return bt_js_binop(BT_OP_MUL, a, b); }
static PyObject *m_index(PyObject *o) { return bt_js_unop(BT_OP_INDEX, o); }
static PyObject *m_int(PyObject *o) { return bt_js_unop(BT_OP_INT, o); }
static PyObject *m_float(PyObject *o) { return bt_js_unop(BT_OP_FLOAT, o); }

/* `dunders`: which optional protocols the Brython class defines (BT_MIRROR_HAS(...) bits, from
 * its MRO): as in CPython, a slot is set only when its dunder exists, since C code probes
 * slots (PySequence_Check, PyIndex_Check, a bool caster reading nb_bool...). */
void _Bt_Type_SetMirrorSlots(PyTypeObject *t, unsigned dunders) {
  int native = t->tp_dealloc != _Bt_ProxyDealloc;
  /* A Brython subclass of a C type keeps its base's slots (Python overrides are reached
   * through the Brython class by PyObject_* calls); a pure Brython class gets JS slots.
   * Attribute access is the exception: C code calls tp_getattro directly (torch's
   * PyObject_FastGetAttrString looks for __torch_dispatch__ on every tensor it wraps),
   * and it must see the class's Python attributes, as CPython's heap types do. */
  if (native) {
    t->tp_getattro = m_getattro;
    t->tp_setattro = m_setattro;
    return;
  }
#define HAS(bit) (dunders & BT_MIRROR_HAS(bit))
  t->tp_repr = m_repr; t->tp_str = m_str; t->tp_hash = m_hash;
  t->tp_getattro = m_getattro; t->tp_setattro = m_setattro; t->tp_richcompare = m_richcompare;
  t->tp_new = m_new;
  if (HAS(CALL)) t->tp_call = m_call;
  if (HAS(ITER)) t->tp_iter = m_iter;
  if (HAS(NEXT)) t->tp_iternext = m_iternext;
  if (HAS(LEN)) t->tp_as_mapping->mp_length = t->tp_as_sequence->sq_length = m_length;
  if (HAS(GETITEM)) t->tp_as_mapping->mp_subscript = m_subscript;
  if (HAS(SETITEM)) t->tp_as_mapping->mp_ass_subscript = m_ass_subscript;
  if (HAS(CONTAINS)) t->tp_as_sequence->sq_contains = m_contains;
  if (HAS(BOOL) || HAS(LEN)) t->tp_as_number->nb_bool = m_bool;
  if (HAS(ADD)) t->tp_as_number->nb_add = m_add;
  if (HAS(SUB)) t->tp_as_number->nb_subtract = m_sub;
  if (HAS(MUL)) t->tp_as_number->nb_multiply = m_mul;
  if (HAS(INDEX)) t->tp_as_number->nb_index = m_index;
  if (HAS(INT)) t->tp_as_number->nb_int = m_int;
  if (HAS(FLOAT)) t->tp_as_number->nb_float = m_float;
#undef HAS
}
