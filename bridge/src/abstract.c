/* The object, number, sequence, mapping and iterator protocols. Native objects of exact C
 * types use their C slots directly; everything else is done by Brython (bt_js_*), which
 * finds the right method through the class (Python overrides included). */
#include "bt_internal.h"

#define IS_NATIVE_C(op) (!(Py_TYPE(op)->tp_flags & BT_TPFLAGS_MIRROR) && Py_TYPE(op)->tp_dealloc != _Bt_ProxyDealloc)

static PyObject *null_error(void) {
  if (!PyErr_Occurred()) PyErr_SetString(PyExc_SystemError, "null argument to internal routine");
  return NULL;
}

/* ---- attributes ---- */
PyObject *PyObject_GetAttr(PyObject *o, PyObject *name) {
  if (!o || !name) return null_error();
  if (!PyUnicode_Check(name)) {
    PyErr_Format(PyExc_TypeError, "attribute name must be string, not '%.200s'", Py_TYPE(name)->tp_name);
    return NULL;
  }
  return bt_js_getattr(o, name);
}
PyObject *PyObject_GetAttrString(PyObject *o, const char *name) {
  PyObject *n = _Bt_Unicode_Name(name);
  if (!n) return NULL;
  PyObject *r = PyObject_GetAttr(o, n);
  Py_DECREF(n);
  return r;
}
int PyObject_GetOptionalAttr(PyObject *o, PyObject *name, PyObject **result) {
  *result = PyObject_GetAttr(o, name);
  if (*result) return 1;
  if (PyErr_ExceptionMatches(PyExc_AttributeError)) { PyErr_Clear(); return 0; }
  return -1;
}
int PyObject_GetOptionalAttrString(PyObject *o, const char *name, PyObject **result) {
  PyObject *n = _Bt_Unicode_Name(name);
  if (!n) { *result = NULL; return -1; }
  int r = PyObject_GetOptionalAttr(o, n, result);
  Py_DECREF(n);
  return r;
}
int _PyObject_LookupAttr(PyObject *o, PyObject *name, PyObject **result) {
  return PyObject_GetOptionalAttr(o, name, result);
}
int PyObject_HasAttr(PyObject *o, PyObject *name) {
  PyObject *r;
  int k = PyObject_GetOptionalAttr(o, name, &r);
  if (k < 0) { PyErr_Clear(); return 0; }
  Py_XDECREF(r);
  return k;
}
int PyObject_HasAttrString(PyObject *o, const char *name) {
  PyObject *n = _Bt_Unicode_Name(name);
  if (!n) { PyErr_Clear(); return 0; }
  int r = PyObject_HasAttr(o, n);
  Py_DECREF(n);
  return r;
}
int PyObject_HasAttrWithError(PyObject *o, PyObject *name) {
  PyObject *r;
  int k = PyObject_GetOptionalAttr(o, name, &r);
  Py_XDECREF(r);
  return k;
}
int PyObject_SetAttr(PyObject *o, PyObject *name, PyObject *v) {
  if (!o || !name) { null_error(); return -1; }
  if (!PyUnicode_Check(name)) {
    PyErr_Format(PyExc_TypeError, "attribute name must be string, not '%.200s'", Py_TYPE(name)->tp_name);
    return -1;
  }
  return bt_js_setattr(o, name, v);
}
int PyObject_SetAttrString(PyObject *o, const char *name, PyObject *v) {
  PyObject *n = _Bt_Unicode_Name(name);
  if (!n) return -1;
  int r = PyObject_SetAttr(o, n, v);
  Py_DECREF(n);
  return r;
}
int PyObject_DelAttr(PyObject *o, PyObject *name) { return PyObject_SetAttr(o, name, NULL); }
int PyObject_DelAttrString(PyObject *o, const char *name) { return PyObject_SetAttrString(o, name, NULL); }
PyObject *PyObject_GenericGetAttr(PyObject *o, PyObject *name) { return PyObject_GetAttr(o, name); }
int PyObject_GenericSetAttr(PyObject *o, PyObject *name, PyObject *v) { return PyObject_SetAttr(o, name, v); }
/* The instance dict of a C object with a dict slot (tp_dictoffset), made on first use;
 * other objects answer their Brython __dict__. */
PyObject *PyObject_GenericGetDict(PyObject *o, void *context) {  /* new ref */
  (void)context;
  PyObject **slot = _PyObject_GetDictPtr(o);
  if (!slot) return PyObject_GetAttrString(o, "__dict__");
  if (!*slot && !(*slot = PyDict_New())) return NULL;
  return Py_NewRef(*slot);
}
int PyObject_GenericSetDict(PyObject *o, PyObject *v, void *context) {
  (void)context;
  PyObject **slot = _PyObject_GetDictPtr(o);
  if (!slot) return PyObject_SetAttrString(o, "__dict__", v);
  if (!v) {
    PyErr_SetString(PyExc_TypeError, "cannot delete __dict__");
    return -1;
  }
  if (!PyDict_Check(v)) {
    PyErr_Format(PyExc_TypeError, "__dict__ must be set to a dictionary, not a '%.200s'", Py_TYPE(v)->tp_name);
    return -1;
  }
  Py_XSETREF(*slot, Py_NewRef(v));
  bt_js_dict_slot_changed(o);  /* a live wrapper reads attributes from the new dict */
  return 0;
}
PyObject *PyObject_SelfIter(PyObject *o) { return Py_NewRef(o); }
Py_hash_t PyObject_HashNotImplemented(PyObject *o) {
  PyErr_Format(PyExc_TypeError, "unhashable type: '%.200s'", Py_TYPE(o)->tp_name);
  return -1;
}

/* ---- representation, hashing, comparison, truth ---- */
PyObject *PyObject_Repr(PyObject *o) {
  if (!o) return PyUnicode_FromString("<NULL>");
  if (IS_NATIVE_C(o) && Py_TYPE(o)->tp_repr) return Py_TYPE(o)->tp_repr(o);
  return bt_js_unop(BT_OP_REPR, o);
}
PyObject *PyObject_Str(PyObject *o) {
  if (!o) return PyUnicode_FromString("<NULL>");
  if (Py_IS_TYPE(o, &PyUnicode_Type)) return Py_NewRef(o);
  if (IS_NATIVE_C(o) && Py_TYPE(o)->tp_str) return Py_TYPE(o)->tp_str(o);
  return bt_js_unop(BT_OP_STR, o);
}
PyObject *PyObject_ASCII(PyObject *o) { return bt_js_unop(BT_OP_ASCII, o); }
PyObject *PyObject_Bytes(PyObject *o) {
  if (PyBytes_CheckExact(o)) return Py_NewRef(o);
  return bt_js_unop(BT_OP_BYTES, o);
}
PyObject *PyObject_Dir(PyObject *o) { return bt_js_unop(BT_OP_DIR, o); }
PyObject *PyObject_Type(PyObject *o) { return Py_NewRef((PyObject *)Py_TYPE(o)); }
PyObject *PyObject_Format(PyObject *o, PyObject *spec) {
  PyObject *format = bt_js_builtin("format");
  if (!format) return NULL;
  PyObject *r = PyObject_CallFunctionObjArgs(format, o, spec ? spec : Py_None, NULL);
  Py_DECREF(format);
  return r;
}
Py_hash_t PyObject_Hash(PyObject *o) {
  /* object's hash, inherited, goes through Brython too: a Python subclass's __hash__ wins */
  hashfunc h = Py_TYPE(o)->tp_hash;
  if (IS_NATIVE_C(o) && h && h != _Bt_Object_Hash) return h(o);
  return bt_js_hash(o);
}
PyObject *PyObject_RichCompare(PyObject *a, PyObject *b, int op) {
  if (!a || !b) return null_error();
  if (op < Py_LT || op > Py_GE) { PyErr_BadInternalCall(); return NULL; }
  return bt_js_richcompare(a, b, op);
}
int PyObject_RichCompareBool(PyObject *a, PyObject *b, int op) {
  if (a == b) {  /* identity implies equality, as in CPython */
    if (op == Py_EQ) return 1;
    if (op == Py_NE) return 0;
  }
  PyObject *r = PyObject_RichCompare(a, b, op);
  if (!r) return -1;
  int v = r == Py_True ? 1 : r == Py_False ? 0 : PyObject_IsTrue(r);
  Py_DECREF(r);
  return v;
}
int PyObject_IsTrue(PyObject *o) {
  if (o == Py_True) return 1;
  if (o == Py_False || o == Py_None) return 0;
  return bt_js_truth(o);
}
int PyObject_Not(PyObject *o) {
  int r = PyObject_IsTrue(o);
  return r < 0 ? r : !r;
}
int PyObject_Print(PyObject *o, FILE *fp, int flags) {
  PyObject *s = (flags & Py_PRINT_RAW) ? PyObject_Str(o) : PyObject_Repr(o);
  if (!s) return -1;
  fputs(PyUnicode_AsUTF8(s), fp);
  Py_DECREF(s);
  return 0;
}
/* Whether `meta`, a class's metatype, answers isinstance() with type's own
 * __instancecheck__: `type` itself, or a metatype defined in C (its methods are fixed, as a
 * static type's are in CPython) none of whose C bases defines one. A Brython metaclass
 * (ABCMeta, any Python metaclass: a mirror type here) may define one: not known here. */
static int keeps_type_instancecheck(PyTypeObject *meta) {
  for (PyTypeObject *t = meta; t; t = t->tp_base) {
    if (t == &PyType_Type) return 1;
    if (t->tp_flags & BT_TPFLAGS_MIRROR) return 0;
    for (PyMethodDef *m = t->tp_methods; m && m->ml_name; m++)
      if (strcmp(m->ml_name, "__instancecheck__") == 0) return 0;
  }
  return 0;
}
/* The builtin types whose instances C most often asks about (a Python scalar passed to a
 * torch op: `x + 1.5`), all native C objects here: their __class__ is their type and their
 * bases are C types, so isinstance() is their tp_base chain. */
static int is_plain_builtin(PyTypeObject *t) {
  return t == &PyFloat_Type || t == &PyLong_Type || t == &PyBool_Type || t == &PyUnicode_Type ||
         t == &PyTuple_Type || t == &PyList_Type || t == &PyDict_Type || t == &_PyNone_Type ||
         t == &PyComplex_Type || t == &PyBytes_Type;
}
int PyObject_IsInstance(PyObject *inst, PyObject *cls) {
  PyTypeObject *t = Py_TYPE(inst);
  if (t == (PyTypeObject *)cls) return 1;
  /* CPython's answer without a call into Brython (~2.5 us each: torch's THPVariable_Check
   * asks it twice for every Python scalar argument) where it is the type chain alone. */
  if (is_plain_builtin(t) && PyType_Check(cls) && keeps_type_instancecheck(Py_TYPE(cls))) {
    if (cls == (PyObject *)&PyBaseObject_Type) return 1;
    for (; t; t = t->tp_base)
      if (t == (PyTypeObject *)cls) return 1;
    return 0;
  }
  return bt_js_isinstance(inst, cls);
}
int PyObject_IsSubclass(PyObject *derived, PyObject *cls) {
  if (derived == cls) return 1;
  return bt_js_issubclass(derived, cls);
}

/* ---- items and length ---- */
Py_ssize_t PyObject_Size(PyObject *o) {
  if (PyTuple_Check(o) && !(Py_TYPE(o)->tp_flags & BT_TPFLAGS_MIRROR)) return PyTuple_GET_SIZE(o);
  if (PyTuple_CheckExact(o)) return PyTuple_GET_SIZE(o);
  return bt_js_len(o);
}
#undef PyObject_Length
Py_ssize_t PyObject_Length(PyObject *o) { return PyObject_Size(o); }
Py_ssize_t PyObject_LengthHint(PyObject *o, Py_ssize_t dflt) {
  Py_ssize_t n = bt_js_len(o);
  if (n < 0) { PyErr_Clear(); return dflt; }
  return n;
}
PyObject *PyObject_GetItem(PyObject *o, PyObject *key) {
  if (!o || !key) return null_error();
  return bt_js_getitem(o, key);
}
int PyObject_SetItem(PyObject *o, PyObject *key, PyObject *v) {
  if (!o || !key || !v) { null_error(); return -1; }
  return bt_js_setitem(o, key, v);
}
int PyObject_DelItem(PyObject *o, PyObject *key) { return bt_js_setitem(o, key, NULL); }
int PyObject_DelItemString(PyObject *o, const char *key) {
  PyObject *k = _Bt_Unicode_Name(key);
  if (!k) return -1;
  int r = PyObject_DelItem(o, k);
  Py_DECREF(k);
  return r;
}
PyObject *PyObject_GetIter(PyObject *o) { return bt_js_iter(o); }
PyObject *PyObject_GetAIter(PyObject *o) { return PyObject_CallMethod(o, "__aiter__", NULL); }
PyObject *PyIter_Next(PyObject *it) { return bt_js_next(it); }  /* NULL without error = done */
int PyIter_Check(PyObject *o) { return PyObject_HasAttrString(o, "__next__"); }
int PyAIter_Check(PyObject *o) { return PyObject_HasAttrString(o, "__anext__"); }
PySendResult PyIter_Send(PyObject *iter, PyObject *arg, PyObject **presult) {
  PyObject *r = arg == Py_None ? PyIter_Next(iter) : PyObject_CallMethod(iter, "send", "(O)", arg);
  if (r) { *presult = r; return PYGEN_NEXT; }
  if (!PyErr_Occurred()) { *presult = Py_NewRef(Py_None); return PYGEN_RETURN; }
  if (PyErr_ExceptionMatches(PyExc_StopIteration)) {
    PyObject *exc = PyErr_GetRaisedException();
    *presult = PyObject_GetAttrString(exc, "value");
    Py_DECREF(exc);
    return PYGEN_RETURN;
  }
  *presult = NULL;
  return PYGEN_ERROR;
}

/* ---- numbers ---- */
#define BINOP(fn, code) PyObject *fn(PyObject *a, PyObject *b) { return bt_js_binop(code, a, b); }
BINOP(PyNumber_Add, BT_OP_ADD) BINOP(PyNumber_Subtract, BT_OP_SUB) BINOP(PyNumber_Multiply, BT_OP_MUL)
BINOP(PyNumber_TrueDivide, BT_OP_TRUEDIV) BINOP(PyNumber_FloorDivide, BT_OP_FLOORDIV)
BINOP(PyNumber_Remainder, BT_OP_MOD) BINOP(PyNumber_Lshift, BT_OP_LSHIFT)
BINOP(PyNumber_Rshift, BT_OP_RSHIFT) BINOP(PyNumber_And, BT_OP_AND) BINOP(PyNumber_Or, BT_OP_OR)
BINOP(PyNumber_Xor, BT_OP_XOR) BINOP(PyNumber_MatrixMultiply, BT_OP_MATMUL)
BINOP(PyNumber_Divmod, BT_OP_DIVMOD)
BINOP(PyNumber_InPlaceAdd, BT_OP_IADD) BINOP(PyNumber_InPlaceSubtract, BT_OP_ISUB)
BINOP(PyNumber_InPlaceMultiply, BT_OP_IMUL) BINOP(PyNumber_InPlaceTrueDivide, BT_OP_ITRUEDIV)
BINOP(PyNumber_InPlaceFloorDivide, BT_OP_IFLOORDIV) BINOP(PyNumber_InPlaceRemainder, BT_OP_IMOD)
BINOP(PyNumber_InPlaceLshift, BT_OP_ILSHIFT) BINOP(PyNumber_InPlaceRshift, BT_OP_IRSHIFT)
BINOP(PyNumber_InPlaceAnd, BT_OP_IAND) BINOP(PyNumber_InPlaceOr, BT_OP_IOR)
BINOP(PyNumber_InPlaceXor, BT_OP_IXOR) BINOP(PyNumber_InPlaceMatrixMultiply, BT_OP_IMATMUL)
PyObject *PyNumber_Power(PyObject *a, PyObject *b, PyObject *c) {
  if (c && c != Py_None) {
    PyObject *pow = bt_js_builtin("pow");
    if (!pow) return NULL;
    PyObject *r = PyObject_CallFunctionObjArgs(pow, a, b, c, NULL);
    Py_DECREF(pow);
    return r;
  }
  return bt_js_binop(BT_OP_POW, a, b);
}
PyObject *PyNumber_InPlacePower(PyObject *a, PyObject *b, PyObject *c) {
  if (c && c != Py_None) return PyNumber_Power(a, b, c);
  return bt_js_binop(BT_OP_IPOW, a, b);
}
PyObject *PyNumber_Negative(PyObject *o) { return bt_js_unop(BT_OP_NEG, o); }
PyObject *PyNumber_Positive(PyObject *o) { return bt_js_unop(BT_OP_POS, o); }
PyObject *PyNumber_Invert(PyObject *o) { return bt_js_unop(BT_OP_INVERT, o); }
PyObject *PyNumber_Absolute(PyObject *o) { return bt_js_unop(BT_OP_ABS, o); }
PyObject *PyNumber_Long(PyObject *o) {
  if (PyLong_CheckExact(o)) return Py_NewRef(o);
  return bt_js_unop(BT_OP_INT, o);
}
PyObject *PyNumber_Float(PyObject *o) {
  if (PyFloat_CheckExact(o)) return Py_NewRef(o);
  return bt_js_unop(BT_OP_FLOAT, o);
}
PyObject *PyNumber_Index(PyObject *o) {
  if (PyLong_CheckExact(o)) return Py_NewRef(o);
  if (o == Py_True || o == Py_False) return PyLong_FromLong(o == Py_True);
  return bt_js_unop(BT_OP_INDEX, o);
}
PyObject *PyNumber_ToBase(PyObject *n, int base) {
  const char *fn = base == 2 ? "bin" : base == 8 ? "oct" : base == 16 ? "hex" : "str";
  PyObject *f = bt_js_builtin(fn);
  if (!f) return NULL;
  PyObject *r = PyObject_CallOneArg(f, n);
  Py_DECREF(f);
  return r;
}
Py_ssize_t PyNumber_AsSsize_t(PyObject *o, PyObject *exc) {
  PyObject *i = PyNumber_Index(o);
  if (!i) return -1;
  int overflow;
  long long v = PyLong_AsLongLongAndOverflow(i, &overflow);
  Py_DECREF(i);
  if (!overflow && v <= PY_SSIZE_T_MAX && v >= PY_SSIZE_T_MIN) return (Py_ssize_t)v;
  if (!exc) return (overflow < 0 || v < 0) ? PY_SSIZE_T_MIN : PY_SSIZE_T_MAX;
  PyErr_Format(exc, "cannot fit '%.200s' into an index-sized integer", Py_TYPE(o)->tp_name);
  return -1;
}
int PyNumber_Check(PyObject *o) {
  if (PyLong_Check(o) || PyFloat_Check(o)) return 1;
  return PyObject_HasAttrString(o, "__index__") || PyObject_HasAttrString(o, "__int__") ||
         PyObject_HasAttrString(o, "__float__") || PyObject_HasAttrString(o, "__complex__");
}
int PyIndex_Check(PyObject *o) {
  if (PyLong_Check(o)) return 1;
  return PyObject_HasAttrString(o, "__index__");
}

/* ---- sequences ---- */
/* CPython: a type with sq_item, not a dict. A C type answers by its slots alone (numpy's
 * scalars have mp_subscript but no sq_item: not sequences, though they have __getitem__);
 * a Brython class, by whether it defines __getitem__ (CPython gives such a class sq_item). */
static int has_sq_item(PyTypeObject *t) { return t->tp_as_sequence && t->tp_as_sequence->sq_item; }
int PySequence_Check(PyObject *o) {
  if (PyDict_Check(o)) return 0;
  if (PyTuple_Check(o) || PyList_Check(o) || PyUnicode_Check(o) || PyBytes_Check(o)) return 1;
  if (IS_NATIVE_C(o)) return has_sq_item(Py_TYPE(o));
  PyTypeObject *t = Py_TYPE(o);
  if ((t->tp_flags & BT_TPFLAGS_MIRROR) && t->tp_dealloc != _Bt_ProxyDealloc) {
    /* A Python subclass of a C type (torch.Tensor): CPython gives it sq_item unless its
     * __getitem__ is the C base's slot wrapper, then it has the base's own. Tensor's
     * inherited mp_subscript does not make a sequence: torch.tensor([(t0, t1)]) reads 0-d
     * tensors as scalars. */
    PyTypeObject *c = t;
    while (c && (c->tp_flags & BT_TPFLAGS_MIRROR)) c = c->tp_base;
    static PyObject *name;   /* immortal once made: this runs for every argument torch parses */
    if (!name && !(name = PyUnicode_InternFromString("__getitem__"))) { PyErr_Clear(); return 0; }
    PyObject *mine = _PyType_Lookup(t, name), *base = c ? _PyType_Lookup(c, name) : NULL;
    /* A slot wrapper stands for the C slot it wraps; any other __getitem__ (a Python
     * function, a binding library's method) fills sq_item as CPython's slot update does. */
    if (mine && mine == base && strcmp(Py_TYPE(mine)->tp_name, "wrapper_descriptor") == 0)
      return has_sq_item(c);
    return mine != NULL;
  }
  return PyObject_HasAttrString(o, "__getitem__");
}
Py_ssize_t PySequence_Size(PyObject *o) { return PyObject_Size(o); }
#undef PySequence_Length
Py_ssize_t PySequence_Length(PyObject *o) { return PyObject_Size(o); }
PyObject *PySequence_Concat(PyObject *a, PyObject *b) { return PyNumber_Add(a, b); }
PyObject *PySequence_InPlaceConcat(PyObject *a, PyObject *b) { return PyNumber_InPlaceAdd(a, b); }
PyObject *PySequence_Repeat(PyObject *o, Py_ssize_t n) {
  PyObject *k = PyLong_FromSsize_t(n);
  PyObject *r = k ? PyNumber_Multiply(o, k) : NULL;
  Py_XDECREF(k);
  return r;
}
PyObject *PySequence_InPlaceRepeat(PyObject *o, Py_ssize_t n) {
  PyObject *k = PyLong_FromSsize_t(n);
  PyObject *r = k ? PyNumber_InPlaceMultiply(o, k) : NULL;
  Py_XDECREF(k);
  return r;
}
PyObject *PySequence_GetItem(PyObject *o, Py_ssize_t i) {
  if (PyTuple_CheckExact(o)) {
    if (i < 0) i += PyTuple_GET_SIZE(o);
    if (i < 0 || i >= PyTuple_GET_SIZE(o)) { PyErr_SetString(PyExc_IndexError, "tuple index out of range"); return NULL; }
    return Py_NewRef(PyTuple_GET_ITEM(o, i));
  }
  PyObject *k = PyLong_FromSsize_t(i);
  if (!k) return NULL;
  PyObject *r = PyObject_GetItem(o, k);
  Py_DECREF(k);
  return r;
}
int PySequence_SetItem(PyObject *o, Py_ssize_t i, PyObject *v) {
  PyObject *k = PyLong_FromSsize_t(i);
  if (!k) return -1;
  int r = v ? PyObject_SetItem(o, k, v) : PyObject_DelItem(o, k);
  Py_DECREF(k);
  return r;
}
int PySequence_DelItem(PyObject *o, Py_ssize_t i) { return PySequence_SetItem(o, i, NULL); }
PyObject *PySequence_GetSlice(PyObject *o, Py_ssize_t lo, Py_ssize_t hi) {
  PyObject *a = PyLong_FromSsize_t(lo), *b = PyLong_FromSsize_t(hi);
  PyObject *s = (a && b) ? PySlice_New(a, b, NULL) : NULL;
  Py_XDECREF(a); Py_XDECREF(b);
  if (!s) return NULL;
  PyObject *r = PyObject_GetItem(o, s);
  Py_DECREF(s);
  return r;
}
int PySequence_SetSlice(PyObject *o, Py_ssize_t lo, Py_ssize_t hi, PyObject *v) {
  PyObject *a = PyLong_FromSsize_t(lo), *b = PyLong_FromSsize_t(hi);
  PyObject *s = (a && b) ? PySlice_New(a, b, NULL) : NULL;
  Py_XDECREF(a); Py_XDECREF(b);
  if (!s) return -1;
  int r = v ? PyObject_SetItem(o, s, v) : PyObject_DelItem(o, s);
  Py_DECREF(s);
  return r;
}
int PySequence_DelSlice(PyObject *o, Py_ssize_t lo, Py_ssize_t hi) { return PySequence_SetSlice(o, lo, hi, NULL); }
PyObject *PySequence_Tuple(PyObject *o) {
  if (PyTuple_CheckExact(o)) return Py_NewRef(o);
  PyObject *t = bt_js_builtin("tuple");
  if (!t) return NULL;
  PyObject *r = PyObject_CallOneArg(t, o);
  Py_DECREF(t);
  return r;
}
PyObject *PySequence_List(PyObject *o) {
  PyObject *l = bt_js_builtin("list");
  if (!l) return NULL;
  PyObject *r = PyObject_CallOneArg(l, o);
  Py_DECREF(l);
  return r;
}
PyObject *PySequence_Fast(PyObject *o, const char *message) {
  if (PyList_CheckExact(o) || PyTuple_CheckExact(o)) return Py_NewRef(o);
  PyObject *it = PyObject_GetIter(o);
  if (!it) {
    if (PyErr_ExceptionMatches(PyExc_TypeError)) PyErr_SetString(PyExc_TypeError, message);
    return NULL;
  }
  Py_DECREF(it);
  return PySequence_Tuple(o);
}
int PySequence_Contains(PyObject *o, PyObject *v) { return bt_js_contains(o, v); }
int PySequence_In(PyObject *o, PyObject *v) { return bt_js_contains(o, v); }
Py_ssize_t PySequence_Count(PyObject *o, PyObject *v) {
  PyObject *r = PyObject_CallMethod(o, "count", "(O)", v);
  if (!r) return -1;
  Py_ssize_t n = PyLong_AsSsize_t(r);
  Py_DECREF(r);
  return n;
}
Py_ssize_t PySequence_Index(PyObject *o, PyObject *v) {
  PyObject *r = PyObject_CallMethod(o, "index", "(O)", v);
  if (!r) return -1;
  Py_ssize_t n = PyLong_AsSsize_t(r);
  Py_DECREF(r);
  return n;
}
PyObject **_Bt_Sequence_FastItems(PyObject *o) {
  if (PyTuple_Check(o)) return ((PyTupleObject *)o)->ob_item;
  /* A list: a tuple snapshot kept alive with the list gives stable item pointers. */
  PyObject *t = bt_js_borrow_item(o, NULL, BT_BORROW_FAST_TUPLE);
  return t ? ((PyTupleObject *)t)->ob_item : NULL;
}

/* ---- mappings ---- */
int PyMapping_Check(PyObject *o) {
  if (PyDict_Check(o)) return 1;
  if (PyTuple_Check(o) || PyUnicode_Check(o) || PyLong_Check(o)) return 0;
  return PyObject_HasAttrString(o, "__getitem__");
}
Py_ssize_t PyMapping_Size(PyObject *o) { return PyObject_Size(o); }
#undef PyMapping_Length
Py_ssize_t PyMapping_Length(PyObject *o) { return PyObject_Size(o); }
PyObject *PyMapping_GetItemString(PyObject *o, const char *key) {
  PyObject *k = _Bt_Unicode_Name(key);
  if (!k) return NULL;
  PyObject *r = PyObject_GetItem(o, k);
  Py_DECREF(k);
  return r;
}
int PyMapping_SetItemString(PyObject *o, const char *key, PyObject *v) {
  PyObject *k = _Bt_Unicode_Name(key);
  if (!k) return -1;
  int r = PyObject_SetItem(o, k, v);
  Py_DECREF(k);
  return r;
}
int PyMapping_HasKey(PyObject *o, PyObject *key) {
  PyObject *r = PyObject_GetItem(o, key);
  if (!r) { PyErr_Clear(); return 0; }
  Py_DECREF(r);
  return 1;
}
int PyMapping_HasKeyString(PyObject *o, const char *key) {
  PyObject *r = PyMapping_GetItemString(o, key);
  if (!r) { PyErr_Clear(); return 0; }
  Py_DECREF(r);
  return 1;
}
static PyObject *mapping_view(PyObject *o, const char *name) {
  PyObject *v = PyObject_CallMethod(o, name, NULL);
  if (!v) return NULL;
  PyObject *l = PySequence_List(v);
  Py_DECREF(v);
  return l;
}
PyObject *PyMapping_Keys(PyObject *o) { return mapping_view(o, "keys"); }
PyObject *PyMapping_Values(PyObject *o) { return mapping_view(o, "values"); }
PyObject *PyMapping_Items(PyObject *o) { return mapping_view(o, "items"); }

PyObject *_PyObject_GenericGetAttrWithDict(PyObject *o, PyObject *name, PyObject *dict, int suppress) {
  (void)dict;   /* Cython passes NULL: the instance's own dict, which GetAttr consults */
  PyObject *r = PyObject_GenericGetAttr(o, name);
  if (!r && suppress && PyErr_ExceptionMatches(PyExc_AttributeError)) PyErr_Clear();
  return r;
}
PyObject *_PyObject_NextNotImplemented(PyObject *o) {
  PyErr_Format(PyExc_TypeError, "'%.200s' object is not iterable", Py_TYPE(o)->tp_name);
  return NULL;
}
