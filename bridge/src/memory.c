/* Memory: PyMem_* are malloc; PyObject_* allocations carry an 8-byte prefix so that, when an
 * object the JS side knows (it made a wrapper for it) is freed, the JS tables are told. */
#include "bt_internal.h"

#define BT_OBJ_MAGIC 0x42544f4aU  /* "BTOJ" */
typedef struct { uint32_t magic; uint32_t known_to_js; } ObjPrefix;

void *PyObject_Malloc(size_t n) {
  ObjPrefix *p = (ObjPrefix *)malloc(sizeof(ObjPrefix) + (n ? n : 1));
  if (!p) return NULL;
  p->magic = BT_OBJ_MAGIC;
  p->known_to_js = 0;
  return p + 1;
}
void *PyObject_Calloc(size_t count, size_t size) {
  size_t n = count * size;
  if (size && n / size != count) return NULL;
  void *m = PyObject_Malloc(n);
  if (m) memset(m, 0, n);
  return m;
}
void *PyObject_Realloc(void *ptr, size_t n) {
  if (!ptr) return PyObject_Malloc(n);
  ObjPrefix *p = (ObjPrefix *)ptr - 1;
  ObjPrefix *q = (ObjPrefix *)realloc(p, sizeof(ObjPrefix) + (n ? n : 1));
  return q ? q + 1 : NULL;
}
void PyObject_Free(void *ptr) {
  if (!ptr) return;
  ObjPrefix *p = (ObjPrefix *)ptr - 1;
  if (p->magic != BT_OBJ_MAGIC) bt_js_fatal("PyObject_Free of memory not from PyObject_Malloc");
  if (p->known_to_js) bt_js_forget((PyObject *)ptr);
  p->magic = 0;
  free(p);
}
/* Called by the JS side when it starts tracking a native object; 0 if the object was not
 * allocated by PyObject_Malloc (then the JS side must not keep per-object state). */
BT_EXPORT int bt_mark_known(void *ptr) {
  ObjPrefix *p = (ObjPrefix *)ptr - 1;
  if (p->magic != BT_OBJ_MAGIC) return 0;
  p->known_to_js = 1;
  return 1;
}

void *PyMem_Malloc(size_t n) { return malloc(n ? n : 1); }
void *PyMem_Calloc(size_t c, size_t s) { return calloc(c ? c : 1, s ? s : 1); }
void *PyMem_Realloc(void *p, size_t n) { return realloc(p, n ? n : 1); }
void PyMem_Free(void *p) { free(p); }
void *PyMem_RawMalloc(size_t n) { return malloc(n ? n : 1); }
void *PyMem_RawCalloc(size_t c, size_t s) { return calloc(c ? c : 1, s ? s : 1); }
void *PyMem_RawRealloc(void *p, size_t n) { return realloc(p, n ? n : 1); }
void PyMem_RawFree(void *p) { free(p); }

PyObject *PyObject_Init(PyObject *op, PyTypeObject *type) {
  if (!op) return PyErr_NoMemory();
  op->ob_refcnt = 1;
  op->ob_type = type;
  if (type->tp_flags & Py_TPFLAGS_HEAPTYPE) Py_INCREF(type);
  return op;
}
PyVarObject *PyObject_InitVar(PyVarObject *op, PyTypeObject *type, Py_ssize_t size) {
  if (!op) return (PyVarObject *)PyErr_NoMemory();
  PyObject_Init((PyObject *)op, type);
  op->ob_size = size;
  return op;
}
PyObject *_PyObject_New(PyTypeObject *type) {
  PyObject *op = (PyObject *)PyObject_Malloc(type->tp_basicsize);
  return op ? PyObject_Init(op, type) : PyErr_NoMemory();
}
PyVarObject *_PyObject_NewVar(PyTypeObject *type, Py_ssize_t n) {
  size_t size = type->tp_basicsize + n * type->tp_itemsize;
  PyVarObject *op = (PyVarObject *)PyObject_Malloc(size);
  return op ? PyObject_InitVar(op, type, n) : (PyVarObject *)PyErr_NoMemory();
}
PyObject *_PyObject_GC_New(PyTypeObject *type) { return _PyObject_New(type); }
PyVarObject *_PyObject_GC_NewVar(PyTypeObject *type, Py_ssize_t n) { return _PyObject_NewVar(type, n); }
PyVarObject *_PyObject_GC_Resize(PyVarObject *op, Py_ssize_t n) {
  size_t size = Py_TYPE(op)->tp_basicsize + n * Py_TYPE(op)->tp_itemsize;
  PyVarObject *r = (PyVarObject *)PyObject_Realloc(op, size);
  if (!r) return (PyVarObject *)PyErr_NoMemory();
  r->ob_size = n;
  return r;
}
/* No cycle collector: tracking is a no-op (see bridge/README.md, "Lifetime"). */
void PyObject_GC_Track(void *op) { (void)op; }
void PyObject_GC_UnTrack(void *op) { (void)op; }
void PyObject_GC_Del(void *op) { PyObject_Free(op); }
int PyObject_GC_IsTracked(PyObject *op) { (void)op; return 0; }
int PyObject_GC_IsFinalized(PyObject *op) { (void)op; return 0; }
Py_ssize_t PyGC_Collect(void) { return 0; }
int PyGC_Enable(void) { return 1; }
int PyGC_Disable(void) { return 1; }
int PyGC_IsEnabled(void) { return 1; }
