/* The rest of the API surface torch and pybind11 touch: C functions and descriptors, member
 * access, capsules, the buffer protocol, GIL and thread state (single-threaded no-ops),
 * sys, recursion guards, hashing and OS helpers. */
#include <ctype.h>
#include <math.h>
#include <stddef.h>
#include "bt_internal.h"

/* ---- descriptors and methods (built on the JS side: bridge/js/types.js) ---- */
PyObject *PyDescr_NewMethod(PyTypeObject *type, PyMethodDef *ml) {
  return bt_js_cfunction_new(ml, (PyObject *)type, NULL, CF_METHOD_DESCR);
}
PyObject *PyDescr_NewClassMethod(PyTypeObject *type, PyMethodDef *ml) {
  return bt_js_cfunction_new(ml, (PyObject *)type, NULL, CF_CLASSMETHOD);
}
PyObject *PyMethod_New(PyObject *func, PyObject *self) {
  PyObject *types = PyImport_ImportModule("types");
  PyObject *r = types ? PyObject_CallMethod(types, "MethodType", "OO", func, self) : NULL;
  Py_XDECREF(types);
  return r;
}
PyObject *PyStaticMethod_New(PyObject *callable) {
  PyObject *sm = bt_js_builtin("staticmethod");
  PyObject *r = sm ? PyObject_CallOneArg(sm, callable) : NULL;
  Py_XDECREF(sm);
  return r;
}
PyObject *PyClassMethod_New(PyObject *callable) {
  PyObject *cm = bt_js_builtin("classmethod");
  PyObject *r = cm ? PyObject_CallOneArg(cm, callable) : NULL;
  Py_XDECREF(cm);
  return r;
}
PyObject *PyMethod_Function(PyObject *m) {  /* borrowed */
  return bt_js_borrow_item(m, NULL, BT_BORROW_METHOD_FUNC);
}
PyObject *PyMethod_Self(PyObject *m) {  /* borrowed */
  return bt_js_borrow_item(m, NULL, BT_BORROW_METHOD_SELF);
}

/* ---- struct members ---- */
PyObject *PyMember_GetOne(const char *base, PyMemberDef *m) {
  const char *addr = base + m->offset;
  switch (m->type) {
    case Py_T_BOOL: return PyBool_FromLong(*(const char *)addr);
    case Py_T_BYTE: return PyLong_FromLong(*(const signed char *)addr);
    case Py_T_UBYTE: return PyLong_FromLong(*(const unsigned char *)addr);
    case Py_T_SHORT: return PyLong_FromLong(*(const short *)addr);
    case Py_T_USHORT: return PyLong_FromLong(*(const unsigned short *)addr);
    case Py_T_INT: return PyLong_FromLong(*(const int *)addr);
    case Py_T_UINT: return PyLong_FromUnsignedLong(*(const unsigned int *)addr);
    case Py_T_LONG: return PyLong_FromLong(*(const long *)addr);
    case Py_T_ULONG: return PyLong_FromUnsignedLong(*(const unsigned long *)addr);
    case Py_T_LONGLONG: return PyLong_FromLongLong(*(const long long *)addr);
    case Py_T_ULONGLONG: return PyLong_FromUnsignedLongLong(*(const unsigned long long *)addr);
    case Py_T_PYSSIZET: return PyLong_FromSsize_t(*(const Py_ssize_t *)addr);
    case Py_T_FLOAT: return PyFloat_FromDouble(*(const float *)addr);
    case Py_T_DOUBLE: return PyFloat_FromDouble(*(const double *)addr);
    case Py_T_STRING: {
      const char *s = *(const char *const *)addr;
      return s ? PyUnicode_FromString(s) : Py_NewRef(Py_None);
    }
    case Py_T_STRING_INPLACE: return PyUnicode_FromString(addr);
    case Py_T_CHAR: return PyUnicode_FromStringAndSize(addr, 1);
    case _Py_T_OBJECT: {
      PyObject *o = *(PyObject *const *)addr;
      return Py_NewRef(o ? o : Py_None);
    }
    case Py_T_OBJECT_EX: {
      PyObject *o = *(PyObject *const *)addr;
      if (!o) { PyErr_Format(PyExc_AttributeError, "'%s'", m->name); return NULL; }
      return Py_NewRef(o);
    }
    case _Py_T_NONE: return Py_NewRef(Py_None);
    default:
      PyErr_SetString(PyExc_SystemError, "bad memberdescr type");
      return NULL;
  }
}
int PyMember_SetOne(char *base, PyMemberDef *m, PyObject *v) {
  char *addr = base + m->offset;
  if (m->flags & Py_READONLY) { PyErr_SetString(PyExc_AttributeError, "readonly attribute"); return -1; }
  if (!v && m->type != Py_T_OBJECT_EX && m->type != _Py_T_OBJECT) {
    PyErr_SetString(PyExc_TypeError, "can't delete numeric/char attribute");
    return -1;
  }
  switch (m->type) {
    case Py_T_BOOL:
      if (!PyBool_Check(v)) { PyErr_SetString(PyExc_TypeError, "attribute value type must be bool"); return -1; }
      *(char *)addr = v == Py_True;
      return 0;
    case Py_T_FLOAT: case Py_T_DOUBLE: {
      double d = PyFloat_AsDouble(v);
      if (d == -1 && PyErr_Occurred()) return -1;
      if (m->type == Py_T_FLOAT) *(float *)addr = (float)d; else *(double *)addr = d;
      return 0;
    }
    case _Py_T_OBJECT: case Py_T_OBJECT_EX: {
      PyObject *old = *(PyObject **)addr;
      if (!v && m->type == Py_T_OBJECT_EX && !old) { PyErr_Format(PyExc_AttributeError, "'%s'", m->name); return -1; }
      *(PyObject **)addr = Py_XNewRef(v);
      Py_XDECREF(old);
      return 0;
    }
    case Py_T_STRING: case Py_T_STRING_INPLACE:
      PyErr_SetString(PyExc_TypeError, "readonly attribute");
      return -1;
    case Py_T_CHAR: {
      Py_ssize_t n;
      const char *s = PyUnicode_AsUTF8AndSize(v, &n);
      if (!s || n != 1) { if (s) PyErr_BadArgument(); return -1; }
      *addr = s[0];
      return 0;
    }
    default: {
      if (!PyLong_Check(v)) { PyErr_SetString(PyExc_TypeError, "an integer is required"); return -1; }
      long long x = PyLong_AsLongLong(v);
      if (x == -1 && PyErr_Occurred()) return -1;
      switch (m->type) {
        case Py_T_BYTE: *(signed char *)addr = (signed char)x; break;
        case Py_T_UBYTE: *(unsigned char *)addr = (unsigned char)x; break;
        case Py_T_SHORT: *(short *)addr = (short)x; break;
        case Py_T_USHORT: *(unsigned short *)addr = (unsigned short)x; break;
        case Py_T_INT: *(int *)addr = (int)x; break;
        case Py_T_UINT: *(unsigned int *)addr = (unsigned int)x; break;
        case Py_T_LONG: *(long *)addr = (long)x; break;
        case Py_T_ULONG: *(unsigned long *)addr = (unsigned long)x; break;
        case Py_T_LONGLONG: *(long long *)addr = x; break;
        case Py_T_ULONGLONG: *(unsigned long long *)addr = (unsigned long long)x; break;
        case Py_T_PYSSIZET: *(Py_ssize_t *)addr = (Py_ssize_t)x; break;
        default: PyErr_SetString(PyExc_SystemError, "bad memberdescr type"); return -1;
      }
      return 0;
    }
  }
}
BT_EXPORT PyObject *bt_member_get(PyMemberDef *m, PyObject *self) { return PyMember_GetOne((const char *)self, m); }
BT_EXPORT int bt_member_set(PyMemberDef *m, PyObject *self, PyObject *v) { return PyMember_SetOne((char *)self, m, v); }

/* ---- capsules: native objects of a C type of ours ---- */
typedef struct {
  PyObject_HEAD
  void *pointer;
  const char *name;
  void *context;
  PyCapsule_Destructor destructor;
} Capsule;
static void capsule_dealloc(PyObject *op) {
  Capsule *c = (Capsule *)op;
  if (c->destructor) c->destructor(op);
  PyObject_Free(op);
}
static PyObject *capsule_repr(PyObject *op) {
  Capsule *c = (Capsule *)op;
  return PyUnicode_FromFormat("<capsule object %s%s%s at %p>", c->name ? "\"" : "", c->name ? c->name : "NULL", c->name ? "\"" : "", op);
}
PyTypeObject PyCapsule_Type = { { { BT_IMMORTAL_REFCNT, &PyType_Type }, 0 }, .tp_name = "PyCapsule",
  .tp_basicsize = sizeof(Capsule), .tp_dealloc = capsule_dealloc, .tp_repr = capsule_repr,
  .tp_flags = Py_TPFLAGS_DEFAULT };

static int name_matches(const char *a, const char *b) {
  if (!a || !b) return a == b;
  return !strcmp(a, b);
}
static Capsule *valid_capsule(PyObject *op, const char *invalid) {
  if (!op || !PyCapsule_CheckExact(op) || !((Capsule *)op)->pointer) {
    PyErr_SetString(PyExc_ValueError, invalid);
    return NULL;
  }
  return (Capsule *)op;
}
PyObject *PyCapsule_New(void *pointer, const char *name, PyCapsule_Destructor destructor) {
  if (!pointer) { PyErr_SetString(PyExc_ValueError, "PyCapsule_New called with null pointer"); return NULL; }
  if (PyType_Ready(&PyCapsule_Type) < 0) return NULL;
  Capsule *c = (Capsule *)_PyObject_New(&PyCapsule_Type);
  if (!c) return NULL;
  c->pointer = pointer;
  c->name = name;
  c->context = NULL;
  c->destructor = destructor;
  return (PyObject *)c;
}
void *PyCapsule_GetPointer(PyObject *op, const char *name) {
  Capsule *c = valid_capsule(op, "PyCapsule_GetPointer called with invalid PyCapsule object");
  if (!c) return NULL;
  if (!name_matches(c->name, name)) {
    PyErr_SetString(PyExc_ValueError, "PyCapsule_GetPointer called with incorrect name");
    return NULL;
  }
  return c->pointer;
}
const char *PyCapsule_GetName(PyObject *op) {
  Capsule *c = valid_capsule(op, "PyCapsule_GetName called with invalid PyCapsule object");
  return c ? c->name : NULL;
}
PyCapsule_Destructor PyCapsule_GetDestructor(PyObject *op) {
  Capsule *c = valid_capsule(op, "PyCapsule_GetDestructor called with invalid PyCapsule object");
  return c ? c->destructor : NULL;
}
void *PyCapsule_GetContext(PyObject *op) {
  Capsule *c = valid_capsule(op, "PyCapsule_GetContext called with invalid PyCapsule object");
  return c ? c->context : NULL;
}
int PyCapsule_SetPointer(PyObject *op, void *pointer) {
  if (!pointer) { PyErr_SetString(PyExc_ValueError, "PyCapsule_SetPointer called with null pointer"); return -1; }
  Capsule *c = valid_capsule(op, "PyCapsule_SetPointer called with invalid PyCapsule object");
  if (!c) return -1;
  c->pointer = pointer;
  return 0;
}
int PyCapsule_SetName(PyObject *op, const char *name) {
  Capsule *c = valid_capsule(op, "PyCapsule_SetName called with invalid PyCapsule object");
  if (!c) return -1;
  c->name = name;
  return 0;
}
int PyCapsule_SetDestructor(PyObject *op, PyCapsule_Destructor d) {
  Capsule *c = valid_capsule(op, "PyCapsule_SetDestructor called with invalid PyCapsule object");
  if (!c) return -1;
  c->destructor = d;
  return 0;
}
int PyCapsule_SetContext(PyObject *op, void *context) {
  Capsule *c = valid_capsule(op, "PyCapsule_SetContext called with invalid PyCapsule object");
  if (!c) return -1;
  c->context = context;
  return 0;
}
int PyCapsule_IsValid(PyObject *op, const char *name) {
  return op && PyCapsule_CheckExact(op) && ((Capsule *)op)->pointer && name_matches(((Capsule *)op)->name, name);
}
void *PyCapsule_Import(const char *name, int no_block) {
  (void)no_block;
  char *copy = strdup(name), *dot = strrchr(copy, '.');
  if (!dot) { free(copy); PyErr_SetString(PyExc_ImportError, "PyCapsule_Import: bad name"); return NULL; }
  *dot = 0;
  PyObject *mod = PyImport_ImportModule(copy);
  void *r = NULL;
  if (mod) {
    PyObject *cap = PyObject_GetAttrString(mod, dot + 1);
    if (cap) {
      if (PyCapsule_IsValid(cap, name)) r = ((Capsule *)cap)->pointer;
      else PyErr_Format(PyExc_AttributeError, "PyCapsule_Import \"%s\" is not valid", name);
      Py_DECREF(cap);
    }
    Py_DECREF(mod);
  }
  free(copy);
  return r;
}

/* ---- buffer protocol ---- */
int PyObject_CheckBuffer(PyObject *op) {
  PyBufferProcs *bp = Py_TYPE(op)->tp_as_buffer;
  if (bp && bp->bf_getbuffer) return 1;
  if (PyBytes_Check(op) || PyByteArray_Check(op) || PyObject_TypeCheck(op, &PyMemoryView_Type)) return 1;
  /* 3.12: a Python class that defines __buffer__ exports a buffer (PEP 688) */
  return PyObject_HasAttrString((PyObject *)Py_TYPE(op), "__buffer__");
}
/* A memoryview over a C buffer exporter (Brython's memoryview keeps the exporter as `obj`):
 * its buffer is the exporter's own, as CPython's memoryview shares its exporter's memory
 * (torch.frombuffer(memoryview(a)) aliases numpy's data). The exporter's view is kept here
 * until the memoryview's buffer is released. */
#define BT_BASE_BUFFER_MAGIC 0x42544242U  /* "BTBB" */
enum { CAST_MAX_DIMS = 64 };   /* PyBUF_MAX_NDIM */
typedef struct {
  uint32_t magic;
  Py_buffer base;
  /* a cast view (memoryview.cast): its own format and C-contiguous shape over base's bytes */
  char format[8];
  Py_ssize_t dims[2 * CAST_MAX_DIMS];
} BaseBuffer;
/* A cast memoryview's own layout over its exporter's C-contiguous memory: `cast` is
 * (format, itemsize, shape) from bt_js_memoryview_cast. 0, or -1 with an exception. */
static int apply_cast(BaseBuffer *bb, PyObject *cast, Py_buffer *view, int flags) {
  const char *format;
  Py_ssize_t itemsize;
  PyObject *shape;
  if (!PyArg_ParseTuple(cast, "snO", &format, &itemsize, &shape)) return -1;
  Py_ssize_t ndim = PyTuple_GET_SIZE(shape);
  if (strlen(format) >= sizeof bb->format || ndim > CAST_MAX_DIMS) {
    PyErr_SetString(PyExc_BufferError, "memoryview: unsupported cast");
    return -1;
  }
  if (!PyBuffer_IsContiguous(&bb->base, 'C')) {
    PyErr_SetString(PyExc_BufferError, "memoryview: underlying buffer is not C-contiguous");
    return -1;
  }
  strcpy(bb->format, format);
  Py_ssize_t step = itemsize;
  for (Py_ssize_t i = ndim - 1; i >= 0; i--) {
    bb->dims[i] = PyLong_AsSsize_t(PyTuple_GET_ITEM(shape, i));
    bb->dims[CAST_MAX_DIMS + i] = step;
    step *= bb->dims[i];
  }
  view->format = (flags & PyBUF_FORMAT) ? bb->format : NULL;
  view->itemsize = itemsize;
  view->ndim = (int)ndim;
  view->shape = (flags & PyBUF_ND) ? bb->dims : NULL;
  view->strides = (flags & PyBUF_STRIDES) ? bb->dims + CAST_MAX_DIMS : NULL;
  view->suboffsets = NULL;
  return 0;
}
static int getbuffer_from_base(PyObject *op, PyObject *base, Py_buffer *view, int flags) {
  /* `base`: a new reference, consumed. */
  BaseBuffer *bb = (BaseBuffer *)malloc(sizeof(BaseBuffer));
  if (!bb) { Py_DECREF(base); PyErr_NoMemory(); return -1; }
  PyObject *cast = bt_js_memoryview_cast(op);
  if (!cast && PyErr_Occurred()) { Py_DECREF(base); free(bb); return -1; }
  /* a cast view needs its exporter's strides to check contiguity */
  int r = PyObject_GetBuffer(base, &bb->base, cast ? flags | PyBUF_STRIDES | PyBUF_FORMAT : flags);
  Py_DECREF(base);   /* bb->base.obj holds the exporter */
  if (r < 0) { Py_XDECREF(cast); free(bb); return -1; }
  bb->magic = BT_BASE_BUFFER_MAGIC;
  *view = bb->base;
  if (cast) {
    r = apply_cast(bb, cast, view, flags);
    Py_DECREF(cast);
    if (r < 0) { PyBuffer_Release(&bb->base); free(bb); return -1; }
  }
  view->obj = Py_NewRef(op);
  view->internal = bb;
  return 0;
}
int PyObject_GetBuffer(PyObject *op, Py_buffer *view, int flags) {
  PyBufferProcs *bp = Py_TYPE(op)->tp_as_buffer;
  if (bp && bp->bf_getbuffer && !(Py_TYPE(op)->tp_flags & BT_TPFLAGS_MIRROR && Py_TYPE(op)->tp_dealloc == _Bt_ProxyDealloc))
    return bp->bf_getbuffer(op, view, flags);
  if (PyBytes_CheckExact(op))
    return PyBuffer_FillInfo(view, op, PyBytes_AS_STRING(op), PyBytes_GET_SIZE(op), 1, flags);
  if (PyMemoryView_Check(op)) {
    PyObject *base = bt_js_memoryview_c_base(op);
    if (base) return getbuffer_from_base(op, base, view, flags);
    if (PyErr_Occurred()) return -1;
  }
  /* a Python class with __buffer__ exports the memoryview it returns (view->obj holds it);
   * bytearray and memoryview, the common exports here, skip the extra JS crossing */
  PyObject *exported = PyByteArray_Check(op) || PyMemoryView_Check(op) ? NULL : bt_js_dunder_buffer(op);
  if (exported) {
    int r = PyObject_GetBuffer(exported, view, flags);
    Py_DECREF(exported);
    return r;
  }
  if (PyErr_Occurred()) return -1;
  return bt_js_getbuffer(op, view, flags);
}
/* A buffer exported from a Brython object (bytearray, memoryview over one, array.array...):
 * its bytes copied into linear memory for the export; a writable one is copied back on
 * release. C code may go on using the memory after PyBuffer_Release while it holds a
 * reference to the exporter (torch.frombuffer keeps `view.obj` as the tensor's owner, as
 * CPython's bytearray memory lives as long as the object): so a copy is freed only when the
 * exporter's C object dies (BT.forget), and a later export of the same object reuses an
 * idle copy of the same size, refreshed (two exports of one object share memory, as on
 * CPython). */
#define BT_BUFFER_MAGIC 0x42544246U  /* "BTBF" */
typedef struct {
  uint32_t magic;
  int writable;
  int in_use;
  Py_ssize_t size;
  Py_ssize_t shape, stride;
  char data[];
} ExportedBuffer;
/* Fills `view` for `obj` with a copy of `len` bytes: `reuse` (an idle copy of that size) or a
 * new one. Returns the copy (JS writes the bytes at bt_buffer_data and keeps the copy with
 * the object), NULL with an exception set. */
BT_EXPORT void *bt_buffer_fill(Py_buffer *view, PyObject *obj, Py_ssize_t len, int writable,
                               Py_ssize_t itemsize, const char *format, int flags, void *reuse) {
  ExportedBuffer *eb = (ExportedBuffer *)reuse;
  if (!eb) {
    eb = (ExportedBuffer *)malloc(sizeof(ExportedBuffer) + (len ? len : 1));
    if (!eb) { PyErr_NoMemory(); return NULL; }
    eb->magic = BT_BUFFER_MAGIC;
    eb->size = len;
  }
  eb->in_use = 1;
  eb->writable = writable;
  eb->shape = itemsize ? len / itemsize : len;
  eb->stride = itemsize;
  view->obj = Py_NewRef(obj);
  view->buf = eb->data;
  view->len = len;
  view->readonly = !writable;
  view->itemsize = itemsize;
  view->format = (flags & PyBUF_FORMAT) ? (char *)format : NULL;
  view->ndim = 1;
  view->shape = (flags & PyBUF_ND) ? &eb->shape : NULL;
  view->strides = (flags & PyBUF_STRIDES) == PyBUF_STRIDES ? &eb->stride : NULL;
  view->suboffsets = NULL;
  view->internal = eb;
  return eb;
}
BT_EXPORT char *bt_buffer_data(void *eb) { return ((ExportedBuffer *)eb)->data; }
/* Whether copy `eb` is released and holds `len` bytes (reusable for a new export). */
BT_EXPORT int bt_buffer_idle(void *eb, Py_ssize_t len) {
  return !((ExportedBuffer *)eb)->in_use && ((ExportedBuffer *)eb)->size == len;
}
/* Frees a copy; called when its exporter's C object dies. */
BT_EXPORT void bt_buffer_free(void *eb) {
  ((ExportedBuffer *)eb)->magic = 0;
  free(eb);
}

void PyBuffer_Release(Py_buffer *view) {
  PyObject *obj = view->obj;
  if (!obj) return;
  ExportedBuffer *eb = (ExportedBuffer *)view->internal;
  if (eb && eb->magic == BT_BUFFER_MAGIC) {
    if (eb->writable) bt_js_buffer_writeback(obj, eb->data, view->len);
    eb->in_use = 0;   /* freed with the exporter (BT.forget) */
    view->internal = NULL;
  } else if (eb && eb->magic == BT_BASE_BUFFER_MAGIC) {
    BaseBuffer *bb = (BaseBuffer *)view->internal;
    bb->magic = 0;
    PyBuffer_Release(&bb->base);
    free(bb);
    view->internal = NULL;
  }
  PyBufferProcs *bp = Py_TYPE(obj)->tp_as_buffer;
  if (bp && bp->bf_releasebuffer) bp->bf_releasebuffer(obj, view);
  view->obj = NULL;
  Py_DECREF(obj);
}
int PyBuffer_FillInfo(Py_buffer *view, PyObject *obj, void *buf, Py_ssize_t len, int readonly, int flags) {
  if (!view) { PyErr_SetString(PyExc_BufferError, "PyBuffer_FillInfo: view==NULL argument is obsolete"); return -1; }
  if ((flags & PyBUF_WRITABLE) == PyBUF_WRITABLE && readonly) {
    PyErr_SetString(PyExc_BufferError, "Object is not writable.");
    return -1;
  }
  view->obj = Py_XNewRef(obj);
  view->buf = buf;
  view->len = len;
  view->readonly = readonly;
  view->itemsize = 1;
  view->format = (flags & PyBUF_FORMAT) ? "B" : NULL;
  view->ndim = 1;
  view->shape = (flags & PyBUF_ND) ? &view->len : NULL;
  view->strides = (flags & PyBUF_STRIDES) == PyBUF_STRIDES ? &view->itemsize : NULL;
  view->suboffsets = NULL;
  view->internal = NULL;
  return 0;
}
int PyBuffer_IsContiguous(const Py_buffer *view, char order) {
  if (view->suboffsets) return 0;
  if (!view->strides) return 1;
  Py_ssize_t sd = view->itemsize;
  if (order != 'F') {
    for (int i = view->ndim - 1; i >= 0; i--) {
      if (view->shape[i] > 1 && view->strides[i] != sd) return order == 'A' ? PyBuffer_IsContiguous(view, 'F') : 0;
      sd *= view->shape[i];
    }
    return 1;
  }
  for (int i = 0; i < view->ndim; i++) {
    if (view->shape[i] > 1 && view->strides[i] != sd) return 0;
    sd *= view->shape[i];
  }
  return 1;
}
void *PyBuffer_GetPointer(const Py_buffer *view, const Py_ssize_t *indices) {
  char *p = (char *)view->buf;
  for (int i = 0; i < view->ndim; i++) {
    p += view->strides[i] * indices[i];
    if (view->suboffsets && view->suboffsets[i] >= 0) p = *(char **)p + view->suboffsets[i];
  }
  return p;
}
Py_ssize_t PyBuffer_SizeFromFormat(const char *format) {
  PyObject *st = PyImport_ImportModule("struct");
  PyObject *r = st ? PyObject_CallMethod(st, "calcsize", "s", format) : NULL;
  Py_XDECREF(st);
  if (!r) return -1;
  Py_ssize_t n = PyLong_AsSsize_t(r);
  Py_DECREF(r);
  return n;
}
int PyBuffer_ToContiguous(void *buf, const Py_buffer *src, Py_ssize_t len, char order) {
  if (PyBuffer_IsContiguous(src, order)) { memcpy(buf, src->buf, len < src->len ? len : src->len); return 0; }
  PyErr_SetString(PyExc_NotImplementedError, "PyBuffer_ToContiguous of a non-contiguous buffer");
  return -1;
}
int PyBuffer_FromContiguous(const Py_buffer *view, const void *buf, Py_ssize_t len, char order) {
  if (PyBuffer_IsContiguous(view, order)) { memcpy(view->buf, buf, len < view->len ? len : view->len); return 0; }
  PyErr_SetString(PyExc_NotImplementedError, "PyBuffer_FromContiguous into a non-contiguous buffer");
  return -1;
}

/* ---- GIL and thread state ----
 * One thread and no lock, but the GIL's state is tracked: C code checks it (torch's autograd
 * engine refuses to run while the GIL is held: it must have been released with
 * PyEval_SaveThread) and binding libraries decide from it whether to acquire or release. */
struct _is { int unused; };
static PyInterpreterState the_interp;
static PyThreadState the_thread = { NULL, NULL, &the_interp, NULL, NULL, NULL, NULL };
static int gil_held = 1;   /* Python code runs with it held */
PyGILState_STATE PyGILState_Ensure(void) {
  if (gil_held) return PyGILState_LOCKED;
  gil_held = 1;
  return PyGILState_UNLOCKED;
}
void PyGILState_Release(PyGILState_STATE s) { if (s == PyGILState_UNLOCKED) gil_held = 0; }
int PyGILState_Check(void) { return gil_held; }
PyThreadState *PyGILState_GetThisThreadState(void) { return &the_thread; }
PyThreadState *PyEval_SaveThread(void) { gil_held = 0; return &the_thread; }
void PyEval_RestoreThread(PyThreadState *t) { (void)t; gil_held = 1; }
void PyEval_AcquireThread(PyThreadState *t) { (void)t; gil_held = 1; }
void PyEval_ReleaseThread(PyThreadState *t) { (void)t; gil_held = 0; }
void PyEval_InitThreads(void) {}
int PyEval_ThreadsInitialized(void) { return 1; }
PyThreadState *PyThreadState_Get(void) { return &the_thread; }
/* NULL while the GIL is released, as in CPython (pybind11's gil_scoped_acquire reads it). */
PyThreadState *PyThreadState_GetUnchecked(void) { return gil_held ? &the_thread : NULL; }
PyThreadState *_PyThreadState_UncheckedGet(void) { return gil_held ? &the_thread : NULL; }
PyThreadState *PyThreadState_Swap(PyThreadState *t) {
  PyThreadState *old = gil_held ? &the_thread : NULL;
  gil_held = t != NULL;
  return old;
}
/* One thread: its id is 1. Nothing traces or profiles (PyEval_SetProfile is a no-op). */
uint64_t PyThreadState_GetID(PyThreadState *t) { (void)t; return 1; }
void PyThreadState_EnterTracing(PyThreadState *t) { (void)t; }
void PyThreadState_LeaveTracing(PyThreadState *t) { (void)t; }
PyThreadState *PyThreadState_New(PyInterpreterState *i) { (void)i; return &the_thread; }
void PyThreadState_Clear(PyThreadState *t) { (void)t; }
void PyThreadState_Delete(PyThreadState *t) { (void)t; }
void PyThreadState_DeleteCurrent(void) {}
PyThreadState *PyThreadState_Next(PyThreadState *t) { (void)t; return NULL; }
PyObject *PyThreadState_GetDict(void) {  /* borrowed */
  static PyObject *dict;
  if (!dict) dict = PyDict_New();
  return dict;
}
PyInterpreterState *PyThreadState_GetInterpreter(PyThreadState *t) { (void)t; return &the_interp; }
PyInterpreterState *PyInterpreterState_Get(void) { return &the_interp; }
PyInterpreterState *PyInterpreterState_Main(void) { return &the_interp; }
PyInterpreterState *PyInterpreterState_Head(void) { return &the_interp; }
PyInterpreterState *PyInterpreterState_Next(PyInterpreterState *i) { (void)i; return NULL; }
PyThreadState *PyInterpreterState_ThreadHead(PyInterpreterState *i) { (void)i; return &the_thread; }
int64_t PyInterpreterState_GetID(PyInterpreterState *i) { (void)i; return 0; }
PyObject *PyInterpreterState_GetDict(PyInterpreterState *i) { (void)i; return PyThreadState_GetDict(); }
static _PyFrameEvalFunction eval_frame_hook;   /* stored, never called (pystate.h) */
_PyFrameEvalFunction _PyInterpreterState_GetEvalFrameFunc(PyInterpreterState *i) {
  (void)i;
  return eval_frame_hook;
}
void _PyInterpreterState_SetEvalFrameFunc(PyInterpreterState *i, _PyFrameEvalFunction f) {
  (void)i;
  eval_frame_hook = f;
}
unsigned long PyThread_get_thread_ident(void) { return 1; }
unsigned long PyThread_get_thread_native_id(void) { return 1; }

/* Thread-specific storage: one thread, so a value per key. */
#define BT_TSS_KEYS 256
static void *tss_values[BT_TSS_KEYS];
static int tss_next = 1;
Py_tss_t *PyThread_tss_alloc(void) {
  Py_tss_t *k = (Py_tss_t *)PyMem_RawCalloc(1, sizeof(Py_tss_t));
  return k;
}
void PyThread_tss_free(Py_tss_t *key) { PyThread_tss_delete(key); PyMem_RawFree(key); }
int PyThread_tss_is_created(Py_tss_t *key) { return key->_is_initialized; }
int PyThread_tss_create(Py_tss_t *key) {
  if (key->_is_initialized) return 0;
  if (tss_next >= BT_TSS_KEYS) return -1;
  key->_key = tss_next++;
  key->_is_initialized = 1;
  return 0;
}
void PyThread_tss_delete(Py_tss_t *key) {
  if (!key->_is_initialized) return;
  tss_values[key->_key] = NULL;
  key->_is_initialized = 0;
}
int PyThread_tss_set(Py_tss_t *key, void *value) { tss_values[key->_key] = value; return 0; }
void *PyThread_tss_get(Py_tss_t *key) { return key->_is_initialized ? tss_values[key->_key] : NULL; }
/* Locks: never contended. */
PyThread_type_lock PyThread_allocate_lock(void) { return (PyThread_type_lock)calloc(1, sizeof(int)); }
void PyThread_free_lock(PyThread_type_lock l) { free(l); }
int PyThread_acquire_lock(PyThread_type_lock l, int wait) {
  int *held = (int *)l;
  if (*held && !wait) return 0;
  *held = 1;
  return 1;
}
void PyThread_release_lock(PyThread_type_lock l) { *(int *)l = 0; }

/* ---- ceval / sys / lifecycle ---- */
static int recursion_depth;
int Py_EnterRecursiveCall(const char *where) {
  if (++recursion_depth > 2000) {
    --recursion_depth;
    PyErr_Format(PyExc_RecursionError, "maximum recursion depth exceeded%s", where ? where : "");
    return -1;
  }
  return 0;
}
void Py_LeaveRecursiveCall(void) { --recursion_depth; }
/* Where the depth lives, for BT.enterC (bridge/js/types.js): after a wasm trap skipped the
 * frames that would have left their levels, it puts the depth back as it was at the entry. */
BT_EXPORT int *bt_recursion_depth_address(void) { return &recursion_depth; }
int Py_ReprEnter(PyObject *o) { (void)o; return 0; }
void Py_ReprLeave(PyObject *o) { (void)o; }
PyObject *PyEval_GetBuiltins(void) { return bt_js_borrow_item(NULL, NULL, BT_BORROW_BUILTINS); }
int Py_MakePendingCalls(void) { return 0; }
int Py_AddPendingCall(int (*func)(void *), void *arg) { return func(arg); }
int Py_IsInitialized(void) { return 1; }
void Py_Initialize(void) {}
void Py_InitializeEx(int i) { (void)i; }
int Py_FinalizeEx(void) { return 0; }
void Py_Finalize(void) {}
int Py_AtExit(void (*func)(void)) { (void)func; return 0; }
const char *Py_GetVersion(void) { return PY_VERSION " (BryTorch bridge on Brython)"; }
PyObject *PySys_GetObject(const char *name) {  /* borrowed */
  PyObject *n = _Bt_Unicode_Name(name);
  if (!n) { PyErr_Clear(); return NULL; }
  PyObject *saved = _Bt_Err_Take();
  PyObject *r = bt_js_borrow_item(NULL, n, BT_BORROW_SYS_ATTR);
  PyErr_Clear();
  _Bt_Err_SetRaised(saved);
  Py_DECREF(n);
  return r;
}
int PySys_SetObject(const char *name, PyObject *v) {
  PyObject *sys = PyImport_ImportModule("sys");
  if (!sys) return -1;
  int r = v ? PyObject_SetAttrString(sys, name, v) : PyObject_DelAttrString(sys, name);
  Py_DECREF(sys);
  return r;
}
static void sys_write(const char *stream, const char *format, va_list ap) {
  PyObject *saved = _Bt_Err_Take();
  PyObject *msg = PyUnicode_FromFormatV(format, ap);
  PyObject *sys = msg ? PyImport_ImportModule("sys") : NULL;
  PyObject *r = sys ? PyObject_CallMethod(sys, "__getattribute__", "s", stream) : NULL;
  PyObject *w = r ? PyObject_CallMethod(r, "write", "(O)", msg) : NULL;
  Py_XDECREF(w); Py_XDECREF(r); Py_XDECREF(sys); Py_XDECREF(msg);
  PyErr_Clear();
  _Bt_Err_SetRaised(saved);
}
void PySys_WriteStdout(const char *format, ...) { va_list ap; va_start(ap, format); sys_write("stdout", format, ap); va_end(ap); }
void PySys_WriteStderr(const char *format, ...) { va_list ap; va_start(ap, format); sys_write("stderr", format, ap); va_end(ap); }
void PySys_FormatStdout(const char *format, ...) { va_list ap; va_start(ap, format); sys_write("stdout", format, ap); va_end(ap); }
void PySys_FormatStderr(const char *format, ...) { va_list ap; va_start(ap, format); sys_write("stderr", format, ap); va_end(ap); }
int PySys_Audit(const char *event, const char *format, ...) { (void)event; (void)format; return 0; }

/* ---- hashing and OS helpers ---- */
Py_hash_t _Py_HashPointer(const void *p) {
  size_t y = (size_t)p;
  y = (y >> 4) | (y << (8 * sizeof(void *) - 4));
  Py_hash_t h = (Py_hash_t)y;
  return h == -1 ? -2 : h;
}
Py_hash_t Py_HashPointer(const void *p) { return _Py_HashPointer(p); }
Py_hash_t _Py_HashBytes(const void *src, Py_ssize_t len) {
  /* FNV-1a: stable within a run, which is all C code may rely on. */
  const unsigned char *s = (const unsigned char *)src;
  uint32_t h = 2166136261u;
  for (Py_ssize_t i = 0; i < len; i++) h = (h ^ s[i]) * 16777619u;
  Py_hash_t r = (Py_hash_t)h;
  return r == -1 ? -2 : r;
}
Py_hash_t _Py_HashDouble(PyObject *inst, double v) {
  PyObject *f = PyFloat_FromDouble(v);
  if (!f) return -1;
  Py_hash_t h = bt_js_hash(f);
  Py_DECREF(f);
  (void)inst;
  return h;
}
int PyOS_snprintf(char *str, size_t size, const char *format, ...) {
  va_list ap;
  va_start(ap, format);
  int r = vsnprintf(str, size, format, ap);
  va_end(ap);
  return r;
}
int PyOS_vsnprintf(char *str, size_t size, const char *format, va_list ap) { return vsnprintf(str, size, format, ap); }
double PyOS_string_to_double(const char *s, char **endptr, PyObject *overflow_exception) {
  char *end;
  double v = strtod(s, &end);
  if (endptr) *endptr = end;
  else if (end == s || *end) {
    PyErr_Format(PyExc_ValueError, "could not convert string to float: '%.200s'", s);
    return -1.0;
  }
  if (isinf(v) && overflow_exception && !strchr(s, 'i') && !strchr(s, 'I')) {
    PyErr_Format(overflow_exception, "value too large to convert to float: '%.200s'", s);
    return -1.0;
  }
  return v;
}
char *PyOS_double_to_string(double val, char format_code, int precision, int flags, int *type) {
  char fmt[32], *buf = (char *)PyMem_Malloc(128);
  if (!buf) { PyErr_NoMemory(); return NULL; }
  if (type) *type = isnan(val) ? Py_DTST_NAN : isinf(val) ? Py_DTST_INFINITE : Py_DTST_FINITE;
  if (format_code == 'r') {
    PyObject *f = PyFloat_FromDouble(val);
    PyObject *r = f ? PyObject_Repr(f) : NULL;
    Py_XDECREF(f);
    if (!r) { PyMem_Free(buf); return NULL; }
    snprintf(buf, 128, "%s", PyUnicode_AsUTF8(r));
    Py_DECREF(r);
    return buf;
  }
  snprintf(fmt, sizeof fmt, "%%%s%s.%d%c", (flags & Py_DTSF_SIGN) ? "+" : "", (flags & Py_DTSF_ALT) ? "#" : "", precision, format_code);
  snprintf(buf, 128, fmt, val);
  return buf;
}
long PyOS_strtol(const char *s, char **end, int base) { return strtol(s, end, base); }
unsigned long PyOS_strtoul(const char *s, char **end, int base) { return strtoul(s, end, base); }
int PyOS_mystricmp(const char *a, const char *b) {
  for (; *a && *b; a++, b++) {
    int d = tolower((unsigned char)*a) - tolower((unsigned char)*b);
    if (d) return d;
  }
  return tolower((unsigned char)*a) - tolower((unsigned char)*b);
}
int PyOS_mystrnicmp(const char *a, const char *b, Py_ssize_t n) {
  for (Py_ssize_t i = 0; i < n; i++) {
    int d = tolower((unsigned char)a[i]) - tolower((unsigned char)b[i]);
    if (d || !a[i]) return d;
  }
  return 0;
}

/* ---- complex, bytearray, weakrefs, generic alias: through Brython ---- */
/* A complex is Brython's (a proxy in C); each function below is one crossing. */
PyObject *PyComplex_FromDoubles(double real, double imag) { return bt_js_complex_new(real, imag); }  /* new ref */
PyObject *PyComplex_FromCComplex(Py_complex z) { return bt_js_complex_new(z.real, z.imag); }         /* new ref */
double PyComplex_RealAsDouble(PyObject *op) {  /* borrows op */
  double parts[2];
  int r = bt_js_complex_parts(op, parts, 0);   /* CPython 3.12: a non-complex reads as float(op) */
  return r > 0 ? parts[0] : r == 0 ? PyFloat_AsDouble(op) : -1.0;
}
double PyComplex_ImagAsDouble(PyObject *op) {  /* borrows op */
  double parts[2];
  int r = bt_js_complex_parts(op, parts, 0);
  return r > 0 ? parts[1] : r == 0 ? 0.0 : -1.0;
}
/* CPython's order: a complex, op.__complex__(), then op as a real number. Borrows op. */
Py_complex PyComplex_AsCComplex(PyObject *op) {
  Py_complex z = { -1.0, 0.0 };
  if (Py_IS_TYPE(op, &PyFloat_Type) || Py_IS_TYPE(op, &PyLong_Type)) {
    z.real = PyFloat_AsDouble(op);
    return z;
  }
  double parts[2];
  int r = bt_js_complex_parts(op, parts, 1);
  if (r < 0) return z;
  if (r == 0) {
    z.real = PyFloat_AsDouble(op);
    return z;
  }
  z.real = parts[0];
  z.imag = parts[1];
  return z;
}
PyObject *Py_GenericAlias(PyObject *origin, PyObject *args) {
  PyObject *types = PyImport_ImportModule("types");
  PyObject *r = types ? PyObject_CallMethod(types, "GenericAlias", "OO", origin, args) : NULL;
  Py_XDECREF(types);
  return r;
}
/* Weak references are Brython's. CPython refuses them for objects whose type has no weakref
 * slot (builtin values, classes whose __slots__ leave out __weakref__); so does this. */
static PyObject *new_weakref(const char *kind, PyObject *ob, PyObject *callback) {  /* new ref */
  int ok = bt_js_weakrefable(ob);
  if (ok < 0) return NULL;
  if (!ok) {
    PyErr_Format(PyExc_TypeError, "cannot create weak reference to '%.200s' object", Py_TYPE(ob)->tp_name);
    return NULL;
  }
  PyObject *weakref = PyImport_ImportModule("weakref");
  if (!weakref) return NULL;
  PyObject *r = callback && callback != Py_None ? PyObject_CallMethod(weakref, kind, "OO", ob, callback)
                                                : PyObject_CallMethod(weakref, kind, "(O)", ob);
  Py_DECREF(weakref);
  return r;
}
PyObject *PyWeakref_NewRef(PyObject *ob, PyObject *callback) { return new_weakref("ref", ob, callback); }
PyObject *PyWeakref_NewProxy(PyObject *ob, PyObject *callback) { return new_weakref("proxy", ob, callback); }
PyObject *PyWeakref_GetObject(PyObject *ref) {  /* borrowed */
  return bt_js_borrow_item(ref, NULL, BT_BORROW_WEAKREF_TARGET);
}
int PyWeakref_GetRef(PyObject *ref, PyObject **pobj) {
  PyObject *o = PyObject_CallNoArgs(ref);
  if (!o) { *pobj = NULL; return -1; }
  if (o == Py_None) { Py_DECREF(o); *pobj = NULL; return 0; }
  *pobj = o;
  return 1;
}
void PyObject_ClearWeakRefs(PyObject *op) { (void)op; }

/* ---- odds and ends torch/csrc uses ---- */
PyObject **_PyObject_GetDictPtr(PyObject *o) {
  Py_ssize_t off = Py_TYPE(o)->tp_dictoffset;
  if (off <= 0 || Py_TYPE(o)->tp_dealloc == _Bt_ProxyDealloc) return NULL;
  return (PyObject **)((char *)o + off);
}
int PyObject_CallFinalizerFromDealloc(PyObject *o) {
  destructor fin = Py_TYPE(o)->tp_finalize;
  if (!fin) return 0;
  /* Revive for the finalizer's duration, as CPython does. */
  Py_SET_REFCNT(o, 1);
  PyObject *saved = _Bt_Err_Take();
  fin(o);
  _Bt_Err_SetRaised(saved);
  Py_SET_REFCNT(o, Py_REFCNT(o) - 1);
  return Py_REFCNT(o) > 0 ? -1 : 0;  /* -1: resurrected, do not free */
}
void _Py_NewReference(PyObject *o) { Py_SET_REFCNT(o, 1); }
/* Weak references live on the JS side, so an object's weak-list slot stays NULL and loops
 * such as torch's `while (*list) _PyWeakref_ClearRef(*list)` never enter. */
void _PyWeakref_ClearRef(PyWeakReference *ref) { (void)ref; }
/* The hooks are kept (owned reference to obj) so profilers see what they installed. */
void PyEval_SetProfile(Py_tracefunc func, PyObject *obj) {
  PyObject *old = the_thread.c_profileobj;
  the_thread.c_profilefunc = func;
  the_thread.c_profileobj = Py_XNewRef(obj);
  Py_XDECREF(old);
}
void PyEval_SetTrace(Py_tracefunc func, PyObject *obj) {
  PyObject *old = the_thread.c_traceobj;
  the_thread.c_tracefunc = func;
  the_thread.c_traceobj = Py_XNewRef(obj);
  Py_XDECREF(old);
}
int PyObject_AsFileDescriptor(PyObject *o) {
  PyObject *r = PyLong_Check(o) ? Py_NewRef(o) : PyObject_CallMethod(o, "fileno", NULL);
  if (!r) return -1;
  int fd = (int)PyLong_AsLong(r);
  Py_DECREF(r);
  if (fd < 0 && !PyErr_Occurred()) PyErr_Format(PyExc_ValueError, "file descriptor cannot be a negative integer (%d)", fd);
  return fd;
}


/* ---- tracemalloc and interpreter flags ---- */
/* No tracemalloc here: -2 is CPython's answer while tracing is off. */
int PyTraceMalloc_Track(unsigned int domain, uintptr_t ptr, size_t size) {
  (void)domain; (void)ptr; (void)size;
  return -2;
}
int PyTraceMalloc_Untrack(unsigned int domain, uintptr_t ptr) {
  (void)domain; (void)ptr;
  return -2;
}
/* Brython keeps docstrings and asserts, as CPython without -O. */
int Py_OptimizeFlag = 0;
/* The API level our headers present (include/patchlevel.h). */
const unsigned long Py_Version = PY_VERSION_HEX;
