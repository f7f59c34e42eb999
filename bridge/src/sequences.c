/* tuple, bytes and slice: materialized with CPython's layouts (extensions read tuples and
 * bytes through macros). */
#include "bt_internal.h"

/* Every tuple struct comes from the object allocator (bt_tuple_alloc, or a C subclass's
 * tp_alloc: torch.Size, torch.return_types) and goes back through its type's tp_free, as
 * CPython's tuple_dealloc does. (Exact tuples were calloc'd and freed with free(), and so
 * were subclass instances, whose memory starts at PyObject_Malloc's prefix: dlmalloc took
 * the prefix for a chunk header of size 0 and freed nothing, so each torch.Size leaked.) */
static void tuple_dealloc(PyObject *op) {
  PyTupleObject *t = (PyTupleObject *)op;
  bt_js_forget(op);
  for (Py_ssize_t i = 0; i < Py_SIZE(op); i++) Py_XDECREF(t->ob_item[i]);
  freefunc release = Py_TYPE(op)->tp_free;
  (release ? release : PyObject_Free)(op);
}
/* tuple's sequence and mapping slots, on the native layout. C subclasses call them directly:
 * torch.Size's indexing, `+` and `*` forward to PyTuple_Type.tp_as_sequence->sq_item,
 * ->sq_concat, ->sq_repeat and tp_as_mapping->mp_subscript. Messages are CPython's. */
static Py_ssize_t tuple_length(PyObject *op) { return Py_SIZE(op); }
static PyObject *tuple_item(PyObject *op, Py_ssize_t i) {  /* new ref */
  if (i < 0 || i >= Py_SIZE(op)) { PyErr_SetString(PyExc_IndexError, "tuple index out of range"); return NULL; }
  return Py_NewRef(PyTuple_GET_ITEM(op, i));
}
static PyObject *tuple_concat(PyObject *a, PyObject *b) {  /* new ref */
  if (!PyTuple_Check(b)) {
    PyErr_Format(PyExc_TypeError, "can only concatenate tuple (not \"%.200s\") to tuple", Py_TYPE(b)->tp_name);
    return NULL;
  }
  Py_ssize_t na = Py_SIZE(a), nb = Py_SIZE(b);
  PyObject *r = PyTuple_New(na + nb);
  if (!r) return NULL;
  for (Py_ssize_t i = 0; i < na; i++) PyTuple_SET_ITEM(r, i, Py_NewRef(PyTuple_GET_ITEM(a, i)));
  for (Py_ssize_t i = 0; i < nb; i++) PyTuple_SET_ITEM(r, na + i, Py_NewRef(PyTuple_GET_ITEM(b, i)));
  return r;
}
static PyObject *tuple_repeat(PyObject *a, Py_ssize_t count) {  /* new ref */
  Py_ssize_t n = Py_SIZE(a);
  if (count < 0) count = 0;
  if (n && count > PY_SSIZE_T_MAX / n) return PyErr_NoMemory();
  PyObject *r = PyTuple_New(n * count);
  if (!r) return NULL;
  for (Py_ssize_t c = 0; c < count; c++)
    for (Py_ssize_t i = 0; i < n; i++) PyTuple_SET_ITEM(r, c * n + i, Py_NewRef(PyTuple_GET_ITEM(a, i)));
  return r;
}
static int tuple_contains(PyObject *op, PyObject *value) {
  for (Py_ssize_t i = 0; i < Py_SIZE(op); i++) {
    int eq = PyObject_RichCompareBool(PyTuple_GET_ITEM(op, i), value, Py_EQ);
    if (eq != 0) return eq;   /* found, or an error */
  }
  return 0;
}
static PyObject *tuple_subscript(PyObject *op, PyObject *key) {  /* new ref */
  if (PyIndex_Check(key)) {
    Py_ssize_t i = PyNumber_AsSsize_t(key, PyExc_IndexError);
    if (i == -1 && PyErr_Occurred()) return NULL;
    return tuple_item(op, i < 0 ? i + Py_SIZE(op) : i);
  }
  if (PySlice_Check(key)) {
    Py_ssize_t start, stop, step;
    if (PySlice_Unpack(key, &start, &stop, &step) < 0) return NULL;
    Py_ssize_t n = PySlice_AdjustIndices(Py_SIZE(op), &start, &stop, step);
    PyObject *r = PyTuple_New(n);
    if (!r) return NULL;
    for (Py_ssize_t k = 0, i = start; k < n; k++, i += step) PyTuple_SET_ITEM(r, k, Py_NewRef(PyTuple_GET_ITEM(op, i)));
    return r;
  }
  PyErr_Format(PyExc_TypeError, "tuple indices must be integers or slices, not %.200s", Py_TYPE(key)->tp_name);
  return NULL;
}
static PySequenceMethods tuple_as_sequence = {
  .sq_length = tuple_length, .sq_concat = tuple_concat, .sq_repeat = tuple_repeat,
  .sq_item = tuple_item, .sq_contains = tuple_contains };
static PyMappingMethods tuple_as_mapping = { .mp_length = tuple_length, .mp_subscript = tuple_subscript };

PyTypeObject PyTuple_Type = { { { BT_IMMORTAL_REFCNT, &PyType_Type }, 0 }, .tp_name = "tuple", BT_GENERIC_ATTRS,
  .tp_basicsize = sizeof(PyTupleObject) - sizeof(PyObject *), .tp_itemsize = sizeof(PyObject *),
  .tp_dealloc = tuple_dealloc, .tp_as_sequence = &tuple_as_sequence, .tp_as_mapping = &tuple_as_mapping,
  .tp_free = PyObject_Free,
  .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_READY | Py_TPFLAGS_BASETYPE | Py_TPFLAGS_TUPLE_SUBCLASS };

static PyTupleObject empty_tuple = { { { BT_IMMORTAL_REFCNT, &PyTuple_Type }, 0 }, { NULL } };

PyObject *PyTuple_New(Py_ssize_t n) {  /* new ref; items NULL until set */
  if (n < 0) { PyErr_BadInternalCall(); return NULL; }
  if (n == 0) return (PyObject *)&empty_tuple;
  return bt_tuple_alloc(n);
}
/* A tuple of its own even when empty: the JS side retypes it for instances of tuple
 * subclasses (an empty torch.Size must not turn the shared empty tuple into a Size). */
BT_EXPORT PyObject *bt_tuple_alloc(Py_ssize_t n) {  /* new ref; items NULL until set */
  PyTupleObject *t = (PyTupleObject *)PyObject_Calloc(1, sizeof(PyTupleObject) + (n > 0 ? n - 1 : 0) * sizeof(PyObject *));
  if (!t) return PyErr_NoMemory();
  t->ob_base.ob_base.ob_refcnt = 1;
  t->ob_base.ob_base.ob_type = &PyTuple_Type;
  t->ob_base.ob_size = n;
  return (PyObject *)t;
}
Py_ssize_t PyTuple_Size(PyObject *op) {
  if (!PyTuple_Check(op)) { PyErr_BadInternalCall(); return -1; }
  return Py_SIZE(op);
}
PyObject *PyTuple_GetItem(PyObject *op, Py_ssize_t i) {  /* borrowed */
  if (!PyTuple_Check(op)) { PyErr_BadInternalCall(); return NULL; }
  if (i < 0 || i >= Py_SIZE(op)) { PyErr_SetString(PyExc_IndexError, "tuple index out of range"); return NULL; }
  return ((PyTupleObject *)op)->ob_item[i];
}
int PyTuple_SetItem(PyObject *op, Py_ssize_t i, PyObject *v) {  /* steals v */
  if (!PyTuple_Check(op) || Py_REFCNT(op) != 1) {
    Py_XDECREF(v);
    PyErr_BadInternalCall();
    return -1;
  }
  if (i < 0 || i >= Py_SIZE(op)) {
    Py_XDECREF(v);
    PyErr_SetString(PyExc_IndexError, "tuple assignment index out of range");
    return -1;
  }
  Py_XSETREF(((PyTupleObject *)op)->ob_item[i], v);
  return 0;
}
PyObject *PyTuple_GetSlice(PyObject *op, Py_ssize_t lo, Py_ssize_t hi) {
  if (!PyTuple_Check(op)) { PyErr_BadInternalCall(); return NULL; }
  Py_ssize_t n = Py_SIZE(op);
  if (lo < 0) lo = 0;
  if (hi > n) hi = n;
  if (hi < lo) hi = lo;
  PyObject *r = PyTuple_New(hi - lo);
  if (!r) return NULL;
  for (Py_ssize_t i = lo; i < hi; i++) PyTuple_SET_ITEM(r, i - lo, Py_NewRef(PyTuple_GET_ITEM(op, i)));
  return r;
}
/* A NULL item becomes None. CPython would crash on it; here C receives NULL where CPython
 * always has an object: the traceback of an exception (PyErr_Fetch, PyException_GetTraceback
 * give none, bridge/README.md), which Cython packs for a `with` block's __exit__(type,
 * value, tb). Incrementing NULL's count would write to address 0 of the wasm memory. */
PyObject *PyTuple_Pack(Py_ssize_t n, ...) {  /* new ref */
  va_list ap;
  PyObject *r = PyTuple_New(n);
  if (!r) return NULL;
  va_start(ap, n);
  for (Py_ssize_t i = 0; i < n; i++) {
    PyObject *item = va_arg(ap, PyObject *);
    PyTuple_SET_ITEM(r, i, Py_NewRef(item ? item : Py_None));
  }
  va_end(ap);
  return r;
}
int _PyTuple_Resize(PyObject **p, Py_ssize_t n) {
  PyObject *old = *p;
  PyObject *r = PyTuple_New(n);
  if (!r) { Py_CLEAR(*p); return -1; }
  Py_ssize_t keep = Py_SIZE(old) < n ? Py_SIZE(old) : n;
  for (Py_ssize_t i = 0; i < keep; i++) PyTuple_SET_ITEM(r, i, Py_XNewRef(PyTuple_GET_ITEM(old, i)));
  Py_DECREF(old);
  *p = r;
  return 0;
}

/* bytes. Every bytes struct comes from the object allocator (bt_bytes_new, or a C subclass's
 * tp_alloc: numpy.bytes_) and goes back through its type's tp_free (PyObject_Free for bytes
 * and the mirrors of Brython subclasses, which set none). C subclasses call the repr/str
 * slots directly. */
static void bytes_dealloc(PyObject *op) {
  bt_js_forget(op);
  freefunc release = Py_TYPE(op)->tp_free;
  (release ? release : PyObject_Free)(op);
}
static PyObject *bytes_repr(PyObject *op) { return _Bt_Builtin_Dunder(&PyBytes_Type, "__repr__", op, NULL, NULL); }
static PyObject *bytes_str(PyObject *op) { return _Bt_Builtin_Dunder(&PyBytes_Type, "__str__", op, NULL, NULL); }
PyTypeObject PyBytes_Type = { { { BT_IMMORTAL_REFCNT, &PyType_Type }, 0 }, .tp_name = "bytes", BT_GENERIC_ATTRS,
  .tp_basicsize = sizeof(PyBytesObject) - 1, .tp_itemsize = 1, .tp_dealloc = bytes_dealloc,
  .tp_repr = bytes_repr, .tp_str = bytes_str,
  .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_READY | Py_TPFLAGS_BASETYPE | Py_TPFLAGS_BYTES_SUBCLASS };

BT_EXPORT PyObject *bt_bytes_new(Py_ssize_t n) {  /* new ref; contents zeroed */
  PyBytesObject *b = (PyBytesObject *)PyObject_Calloc(1, sizeof(PyBytesObject) + n);
  if (!b) return PyErr_NoMemory();
  b->ob_base.ob_base.ob_refcnt = 1;
  b->ob_base.ob_base.ob_type = &PyBytes_Type;
  b->ob_base.ob_size = n;
  b->ob_shash = -1;
  return (PyObject *)b;
}
PyObject *PyBytes_FromStringAndSize(const char *s, Py_ssize_t n) {
  if (n < 0) { PyErr_SetString(PyExc_SystemError, "Negative size passed to PyBytes_FromStringAndSize"); return NULL; }
  PyObject *b = bt_bytes_new(n);
  if (b && s) memcpy(PyBytes_AS_STRING(b), s, n);
  return b;
}
PyObject *PyBytes_FromString(const char *s) { return PyBytes_FromStringAndSize(s, strlen(s)); }
char *PyBytes_AsString(PyObject *op) {
  if (!PyBytes_Check(op)) {
    PyErr_Format(PyExc_TypeError, "expected bytes, %.200s found", Py_TYPE(op)->tp_name);
    return NULL;
  }
  return PyBytes_AS_STRING(op);
}
Py_ssize_t PyBytes_Size(PyObject *op) {
  if (!PyBytes_Check(op)) {
    PyErr_Format(PyExc_TypeError, "expected bytes, %.200s found", Py_TYPE(op)->tp_name);
    return -1;
  }
  return Py_SIZE(op);
}
int PyBytes_AsStringAndSize(PyObject *op, char **s, Py_ssize_t *len) {
  if (!PyBytes_Check(op)) {
    PyErr_Format(PyExc_TypeError, "expected bytes, %.200s found", Py_TYPE(op)->tp_name);
    return -1;
  }
  *s = PyBytes_AS_STRING(op);
  if (len) *len = Py_SIZE(op);
  else if (strlen(*s) != (size_t)Py_SIZE(op)) {
    PyErr_SetString(PyExc_ValueError, "embedded null byte");
    return -1;
  }
  return 0;
}
int _PyBytes_Resize(PyObject **p, Py_ssize_t n) {
  PyObject *old = *p;
  PyObject *r = bt_bytes_new(n);
  if (!r) { Py_CLEAR(*p); return -1; }
  memcpy(PyBytes_AS_STRING(r), PyBytes_AS_STRING(old), Py_SIZE(old) < n ? Py_SIZE(old) : n);
  Py_DECREF(old);
  *p = r;
  return 0;
}
void PyBytes_Concat(PyObject **p, PyObject *w) {
  if (!*p) return;
  if (!w || !PyBytes_Check(w) || !PyBytes_Check(*p)) {
    if (w) PyErr_SetString(PyExc_TypeError, "can't concat bytes to non-bytes");
    Py_CLEAR(*p);
    return;
  }
  Py_ssize_t na = Py_SIZE(*p), nb = Py_SIZE(w);
  PyObject *r = bt_bytes_new(na + nb);
  if (r) {
    memcpy(PyBytes_AS_STRING(r), PyBytes_AS_STRING(*p), na);
    memcpy(PyBytes_AS_STRING(r) + na, PyBytes_AS_STRING(w), nb);
  }
  Py_SETREF(*p, r);
}
void PyBytes_ConcatAndDel(PyObject **p, PyObject *w) {
  PyBytes_Concat(p, w);
  Py_XDECREF(w);
}
PyObject *PyBytes_FromFormatV(const char *format, va_list ap) {
  PyObject *u = PyUnicode_FromFormatV(format, ap);
  if (!u) return NULL;
  PyObject *b = PyUnicode_AsUTF8String(u);
  Py_DECREF(u);
  return b;
}
PyObject *PyBytes_FromFormat(const char *format, ...) {
  va_list ap;
  va_start(ap, format);
  PyObject *r = PyBytes_FromFormatV(format, ap);
  va_end(ap);
  return r;
}
PyObject *PyBytes_FromObject(PyObject *o) {
  PyObject *b = bt_js_builtin("bytes");
  if (!b) return NULL;
  PyObject *r = PyObject_CallOneArg(b, o);
  Py_DECREF(b);
  return r;
}

/* slice: materialized (start, stop, step). */
static void slice_dealloc(PyObject *op) {
  PySliceObject *s = (PySliceObject *)op;
  bt_js_forget(op);
  Py_DECREF(s->start);
  Py_DECREF(s->stop);
  Py_DECREF(s->step);
  free(op);
}
PyTypeObject PySlice_Type = { { { BT_IMMORTAL_REFCNT, &PyType_Type }, 0 }, .tp_name = "slice", BT_GENERIC_ATTRS,
  .tp_basicsize = sizeof(PySliceObject), .tp_dealloc = slice_dealloc,
  .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_READY };

PyObject *PySlice_New(PyObject *start, PyObject *stop, PyObject *step) {  /* new ref */
  PySliceObject *s = (PySliceObject *)malloc(sizeof(PySliceObject));
  if (!s) return PyErr_NoMemory();
  s->ob_base.ob_refcnt = 1;
  s->ob_base.ob_type = &PySlice_Type;
  s->start = Py_NewRef(start ? start : Py_None);
  s->stop = Py_NewRef(stop ? stop : Py_None);
  s->step = Py_NewRef(step ? step : Py_None);
  return (PyObject *)s;
}
BT_EXPORT PyObject *bt_slice_new(PyObject *start, PyObject *stop, PyObject *step) {  /* steals all */
  PyObject *s = PySlice_New(start, stop, step);
  Py_DECREF(start); Py_DECREF(stop); Py_DECREF(step);
  return s;
}

static int slice_index(PyObject *v, Py_ssize_t *out, Py_ssize_t dflt) {
  if (v == Py_None) { *out = dflt; return 0; }
  PyObject *i = PyNumber_Index(v);
  if (!i) {
    PyErr_SetString(PyExc_TypeError, "slice indices must be integers or None or have an __index__ method");
    return -1;
  }
  int overflow;
  long long x = PyLong_AsLongLongAndOverflow(i, &overflow);
  Py_DECREF(i);
  if (overflow) x = overflow > 0 ? PY_SSIZE_T_MAX : PY_SSIZE_T_MIN;
  else if (x > PY_SSIZE_T_MAX) x = PY_SSIZE_T_MAX;
  else if (x < PY_SSIZE_T_MIN) x = PY_SSIZE_T_MIN;
  *out = (Py_ssize_t)x;
  return 0;
}
int PySlice_Unpack(PyObject *op, Py_ssize_t *start, Py_ssize_t *stop, Py_ssize_t *step) {
  PySliceObject *s = (PySliceObject *)op;
  if (slice_index(s->step, step, 1) < 0) return -1;
  if (*step == 0) { PyErr_SetString(PyExc_ValueError, "slice step cannot be zero"); return -1; }
  if (*step < -PY_SSIZE_T_MAX) *step = -PY_SSIZE_T_MAX;
  if (slice_index(s->start, start, *step < 0 ? PY_SSIZE_T_MAX : 0) < 0) return -1;
  if (slice_index(s->stop, stop, *step < 0 ? PY_SSIZE_T_MIN : PY_SSIZE_T_MAX) < 0) return -1;
  return 0;
}
Py_ssize_t PySlice_AdjustIndices(Py_ssize_t length, Py_ssize_t *start, Py_ssize_t *stop, Py_ssize_t step) {
  if (*start < 0) { *start += length; if (*start < 0) *start = step < 0 ? -1 : 0; }
  else if (*start >= length) *start = step < 0 ? length - 1 : length;
  if (*stop < 0) { *stop += length; if (*stop < 0) *stop = step < 0 ? -1 : 0; }
  else if (*stop >= length) *stop = step < 0 ? length - 1 : length;
  if (step < 0) return *stop < *start ? (*start - *stop - 1) / (-step) + 1 : 0;
  return *start < *stop ? (*stop - *start - 1) / step + 1 : 0;
}
int PySlice_GetIndicesEx(PyObject *op, Py_ssize_t length, Py_ssize_t *start, Py_ssize_t *stop,
                         Py_ssize_t *step, Py_ssize_t *slicelength) {
  if (PySlice_Unpack(op, start, stop, step) < 0) return -1;
  *slicelength = PySlice_AdjustIndices(length, start, stop, *step);
  return 0;
}
int PySlice_GetIndices(PyObject *op, Py_ssize_t length, Py_ssize_t *start, Py_ssize_t *stop, Py_ssize_t *step) {
  Py_ssize_t n;
  return PySlice_GetIndicesEx(op, length, start, stop, step, &n);
}
int _PyEval_SliceIndex(PyObject *v, Py_ssize_t *pi) {
  if (Py_IsNone(v)) return 1;
  if (!PyIndex_Check(v)) {
    PyErr_SetString(PyExc_TypeError, "slice indices must be integers or None or have an __index__ method");
    return 0;
  }
  /* Clipped to the Py_ssize_t range, as CPython does for slice bounds. */
  Py_ssize_t x = PyNumber_AsSsize_t(v, NULL);
  if (x == -1 && PyErr_Occurred()) return 0;
  *pi = x;
  return 1;
}

PyObject *_PyBytes_Join(PyObject *sep, PyObject *iterable) {  /* new ref */
  return PyObject_CallMethod(sep, "join", "(O)", iterable);
}
