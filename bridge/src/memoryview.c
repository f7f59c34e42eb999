/* memoryview objects made by C, and Python's view of C buffer exporters.
 *
 * Brython's memoryview wraps a Python object: it reads items from `obj.source` (a JS array)
 * and assigns through `obj[key] = value`; it cannot alias linear memory itself. So:
 *   - a read-only view over C memory (PyMemoryView_FromMemory with PyBUF_READ) wraps a
 *     bytes snapshot: what a reader (file.write(view)) sees;
 *   - a writable view wraps a c_memory object, whose items are the C bytes themselves:
 *     `file.readinto(view)` and `view[a:b] = data` write into C memory at once (torch.load
 *     reads storages this way), and reads see the current bytes. Slices of it are c_memory
 *     too, so a sub-view still aliases.
 * Any C type with bf_getbuffer is a buffer for Brython (types.js); its instances read their
 * `source` through bt_buffer_snapshot. */
#include "bt_internal.h"

typedef struct {
  PyObject_HEAD
  char *mem;          /* made by C: the caller keeps it alive while the view is used */
  Py_ssize_t size;
  PyObject *owner;    /* a c_buffer this is a slice of (holds a reference), or NULL */
  char *block;        /* a c_buffer's own memory (freed with it), or NULL */
  int readonly;       /* exported read-only (c_buffer_readonly) */
} CMemory;

static PyTypeObject CMemory_Type;

static PyObject *cmemory_new_in(char *mem, Py_ssize_t size, PyObject *owner) {  /* new ref */
  if (PyType_Ready(&CMemory_Type) < 0) return NULL;
  CMemory *m = PyObject_New(CMemory, &CMemory_Type);
  if (!m) return NULL;
  m->mem = mem;
  m->size = size;
  m->owner = Py_XNewRef(owner);
  m->block = NULL;
  m->readonly = 0;
  return (PyObject *)m;
}
static PyObject *cmemory_new(char *mem, Py_ssize_t size) { return cmemory_new_in(mem, size, NULL); }

static void cmemory_dealloc(PyObject *o) {
  CMemory *m = (CMemory *)o;
  Py_XDECREF(m->owner);
  free(m->block);
  PyObject_Free(o);
}

/* `_brytorch_bridge.c_buffer(n)`: n zeroed bytes of linear memory that the object owns, read
 * and written through the buffer protocol like any C exporter's. BryTorch's mmap module keeps
 * a mapped file's bytes in one, so that C code holding the export (numpy's memmap) writes
 * where Python reads. Slices alias it and keep it alive. */
BT_EXPORT PyObject *bt_cmemory_alloc(Py_ssize_t size) {  /* new ref */
  if (size < 0) {
    PyErr_SetString(PyExc_ValueError, "c_buffer: negative size");
    return NULL;
  }
  char *block = calloc((size_t)(size ? size : 1), 1);
  if (!block) return PyErr_NoMemory();
  PyObject *o = cmemory_new(block, size);
  if (!o) { free(block); return NULL; }
  ((CMemory *)o)->block = block;
  return o;
}
/* `_brytorch_bridge.c_buffer_readonly(buf)`: the same bytes as c_buffer `buf`, exported
 * read-only (a writable request raises BufferError, as for bytes): a read-only map's export. */
BT_EXPORT PyObject *bt_cmemory_readonly(PyObject *o) {  /* new ref */
  if (Py_TYPE(o) != &CMemory_Type) {
    PyErr_SetString(PyExc_TypeError, "c_buffer_readonly: a c_buffer is required");
    return NULL;
  }
  CMemory *m = (CMemory *)o;
  PyObject *r = cmemory_new_in(m->mem, m->size, m->block ? o : m->owner);
  if (r) ((CMemory *)r)->readonly = 1;
  return r;
}

static Py_ssize_t cmemory_length(PyObject *o) { return ((CMemory *)o)->size; }

/* The byte index `key` of a view of `size` bytes, or -1 with IndexError/TypeError set. */
static Py_ssize_t item_index(PyObject *key, Py_ssize_t size) {
  Py_ssize_t i = PyNumber_AsSsize_t(key, PyExc_IndexError);
  if (i == -1 && PyErr_Occurred()) return -1;
  if (i < 0) i += size;
  if (i < 0 || i >= size) {
    PyErr_SetString(PyExc_IndexError, "index out of bounds on dimension 1");
    return -1;
  }
  return i;
}

static PyObject *cmemory_subscript(PyObject *o, PyObject *key) {  /* new ref */
  CMemory *m = (CMemory *)o;
  if (PyIndex_Check(key)) {
    Py_ssize_t i = item_index(key, m->size);
    return i < 0 ? NULL : PyLong_FromLong((unsigned char)m->mem[i]);
  }
  if (!PySlice_Check(key)) {
    PyErr_SetString(PyExc_TypeError, "memoryview: invalid slice key");
    return NULL;
  }
  Py_ssize_t start, stop, step;
  if (PySlice_Unpack(key, &start, &stop, &step) < 0) return NULL;
  Py_ssize_t n = PySlice_AdjustIndices(m->size, &start, &stop, step);
  if (step == 1) {
    PyObject *r = cmemory_new_in(m->mem + start, n, m->block ? o : m->owner);
    if (r) ((CMemory *)r)->readonly = m->readonly;
    return r;
  }
  /* A strided slice is a snapshot: Brython's memoryview has no strides of its own. */
  PyObject *r = PyBytes_FromStringAndSize(NULL, n);
  if (!r) return NULL;
  for (Py_ssize_t k = 0; k < n; k++) PyBytes_AS_STRING(r)[k] = m->mem[start + k * step];
  return r;
}

static int cmemory_ass_subscript(PyObject *o, PyObject *key, PyObject *value) {
  CMemory *m = (CMemory *)o;
  if (!value) {
    PyErr_SetString(PyExc_TypeError, "cannot delete memory");
    return -1;
  }
  if (m->readonly) {
    PyErr_SetString(PyExc_TypeError, "cannot modify read-only memory");
    return -1;
  }
  if (PyIndex_Check(key)) {
    Py_ssize_t i = item_index(key, m->size);
    if (i < 0) return -1;
    long v = PyLong_AsLong(value);
    if (v == -1 && PyErr_Occurred()) return -1;
    if (v < 0 || v > 255) {
      PyErr_SetString(PyExc_ValueError, "memoryview: invalid value for format 'B'");
      return -1;
    }
    m->mem[i] = (char)v;
    return 0;
  }
  if (!PySlice_Check(key)) {
    PyErr_SetString(PyExc_TypeError, "memoryview: invalid slice key");
    return -1;
  }
  Py_ssize_t start, stop, step;
  if (PySlice_Unpack(key, &start, &stop, &step) < 0) return -1;
  Py_ssize_t n = PySlice_AdjustIndices(m->size, &start, &stop, step);
  Py_buffer src;
  if (PyObject_GetBuffer(value, &src, PyBUF_SIMPLE) < 0) return -1;
  int ok = src.len == n;
  if (ok && step == 1) memmove(m->mem + start, src.buf, (size_t)n);
  else if (ok) for (Py_ssize_t k = 0; k < n; k++) m->mem[start + k * step] = ((char *)src.buf)[k];
  PyBuffer_Release(&src);
  if (!ok) {
    PyErr_SetString(PyExc_ValueError, "memoryview assignment: lvalue and rvalue have different structures");
    return -1;
  }
  return 0;
}

static int cmemory_getbuffer(PyObject *o, Py_buffer *view, int flags) {
  CMemory *m = (CMemory *)o;
  return PyBuffer_FillInfo(view, o, m->mem, m->size, m->readonly, flags);
}

static PyMappingMethods cmemory_as_mapping = { cmemory_length, cmemory_subscript, cmemory_ass_subscript };
static PyBufferProcs cmemory_as_buffer = { cmemory_getbuffer, NULL };

static PyTypeObject CMemory_Type = {
  { { BT_IMMORTAL_REFCNT, &PyType_Type }, 0 },
  .tp_name = "_brytorch_bridge.c_memory",
  .tp_basicsize = sizeof(CMemory),
  .tp_dealloc = cmemory_dealloc,
  .tp_as_mapping = &cmemory_as_mapping,
  .tp_as_buffer = &cmemory_as_buffer,
  .tp_flags = Py_TPFLAGS_DEFAULT,
  .tp_doc = "Bytes of C memory: under a writable memoryview made by C, or owned (c_buffer).",
};

PyObject *PyMemoryView_FromObject(PyObject *o) {  /* new ref */
  PyObject *mv = bt_js_builtin("memoryview");
  if (!mv) return NULL;
  PyObject *r = PyObject_CallOneArg(mv, o);
  Py_DECREF(mv);
  return r;
}

PyObject *PyMemoryView_FromMemory(char *mem, Py_ssize_t size, int flags) {  /* new ref */
  PyObject *base = (flags & PyBUF_WRITE) ? cmemory_new(mem, size) : PyBytes_FromStringAndSize(mem, size);
  if (!base) return NULL;
  PyObject *r = PyMemoryView_FromObject(base);
  Py_DECREF(base);
  return r;
}

PyObject *PyMemoryView_FromBuffer(const Py_buffer *view) {  /* new ref */
  return PyMemoryView_FromMemory((char *)view->buf, view->len, view->readonly ? PyBUF_READ : PyBUF_WRITE);
}

/* The current bytes of a C buffer exporter, for Brython's `obj.source` reads. New ref. */
BT_EXPORT PyObject *bt_buffer_snapshot(PyObject *o) {
  Py_buffer view;
  if (PyObject_GetBuffer(o, &view, PyBUF_SIMPLE) < 0) return NULL;
  PyObject *r = PyBytes_FromStringAndSize(view.buf, view.len);
  PyBuffer_Release(&view);
  return r;
}

/* PyMemoryView_GET_BUFFER: the view's buffer as a Py_buffer. CPython's lives inside the
 * memoryview; here it is exported once per call and kept, with a reference to the view, for
 * the rest of the run (a leak per call: only Cython's rarely used memoryview paths ask). */
Py_buffer *_Bt_MemoryView_GetBuffer(PyObject *mview) {
  Py_buffer *view = (Py_buffer *)PyMem_Calloc(1, sizeof(Py_buffer));
  if (!view) return NULL;
  if (PyObject_GetBuffer(mview, view, PyBUF_FULL_RO) < 0) {
    PyErr_Clear();
    view->obj = Py_NewRef(mview);   /* callers read ->obj (PyMemoryView_GET_BASE) */
  }
  return view;
}

enum { MAX_DIMS = 64 };   /* PyBUF_MAX_NDIM */

/* Gets o's buffer with strides. An exporter may leave shape or strides NULL even when asked
 * (numpy's datetime64 scalars): as CPython's memoryview does, the view is then one
 * dimension of len bytes / C-contiguous, with the arrays kept in `dims` (2 * MAX_DIMS). */
static int get_strided_buffer(PyObject *o, Py_buffer *view, int flags, Py_ssize_t *dims) {
  if (PyObject_GetBuffer(o, view, flags) < 0) return -1;
  if (view->ndim > MAX_DIMS) {
    PyBuffer_Release(view);
    PyErr_SetString(PyExc_ValueError, "memoryview: number of dimensions must not exceed 64");
    return -1;
  }
  if (!view->shape) {
    dims[0] = view->itemsize ? view->len / view->itemsize : view->len;
    view->shape = dims;
  }
  if (!view->strides) {
    Py_ssize_t step = view->itemsize;
    for (int i = view->ndim - 1; i >= 0; i--) {
      dims[MAX_DIMS + i] = step;
      step *= view->shape[i];
    }
    view->strides = dims + MAX_DIMS;
  }
  return 0;
}

/* How a C buffer exporter describes its memory, for a Brython memoryview over it (buffers.js):
 * (format, itemsize, shape, strides, readonly). New ref. */
BT_EXPORT PyObject *bt_buffer_describe(PyObject *o) {
  Py_buffer view;
  Py_ssize_t dims[2 * MAX_DIMS];
  if (get_strided_buffer(o, &view, PyBUF_RECORDS_RO, dims) < 0) return NULL;
  PyObject *shape = PyTuple_New(view.ndim), *strides = PyTuple_New(view.ndim), *r = NULL;
  if (shape && strides) {
    int ok = 1;
    for (int i = 0; i < view.ndim && ok; i++) {
      PyObject *n = PyLong_FromSsize_t(view.shape[i]), *s = PyLong_FromSsize_t(view.strides[i]);
      if (!n || !s) { Py_XDECREF(n); Py_XDECREF(s); ok = 0; break; }
      PyTuple_SET_ITEM(shape, i, n);
      PyTuple_SET_ITEM(strides, i, s);
    }
    if (ok) r = Py_BuildValue("(snOOO)", view.format ? view.format : "B", view.itemsize, shape,
                              strides, view.readonly ? Py_True : Py_False);
  }
  Py_XDECREF(shape);
  Py_XDECREF(strides);
  PyBuffer_Release(&view);
  return r;
}

/* Copies the items of `view` (any strides) into `out` in C order. */
static char *copy_c_order(const Py_buffer *view, int dim, const char *from, char *out) {
  if (dim == view->ndim) {
    memcpy(out, from, view->itemsize);
    return out + view->itemsize;
  }
  for (Py_ssize_t i = 0; i < view->shape[dim]; i++) out = copy_c_order(view, dim + 1, from + i * view->strides[dim], out);
  return out;
}

/* The bytes of a C buffer exporter's items in C order, whatever its strides (what
 * memoryview.tobytes() gives; the memoryview's typed methods unpack them: buffers.js).
 * New ref. */
BT_EXPORT PyObject *bt_buffer_tobytes(PyObject *o) {
  Py_buffer view;
  Py_ssize_t dims[2 * MAX_DIMS];
  if (get_strided_buffer(o, &view, PyBUF_RECORDS_RO, dims) < 0) return NULL;
  Py_ssize_t n = view.itemsize;
  for (int i = 0; i < view.ndim; i++) n *= view.shape[i];
  PyObject *r = PyBytes_FromStringAndSize(NULL, n);
  if (r) copy_c_order(&view, 0, view.buf, PyBytes_AS_STRING(r));
  PyBuffer_Release(&view);
  return r;
}

/* The item at `index` of a 1-d C buffer exporter (index in range: the caller checked), as
 * bytes; with `value` (bytes of itemsize) not NULL, writes it there instead and returns None.
 * New ref. */
BT_EXPORT PyObject *bt_buffer_item(PyObject *o, Py_ssize_t index, PyObject *value) {
  Py_buffer view;
  Py_ssize_t dims[2 * MAX_DIMS];
  if (get_strided_buffer(o, &view, value ? PyBUF_RECORDS : PyBUF_RECORDS_RO, dims) < 0) return NULL;
  PyObject *r = NULL;
  if (view.ndim != 1 || index < 0 || index >= view.shape[0]) {
    PyErr_SetString(PyExc_IndexError, "index out of bounds on dimension 1");
  } else if (!value) {
    r = PyBytes_FromStringAndSize((char *)view.buf + index * view.strides[0], view.itemsize);
  } else if (PyBytes_GET_SIZE(value) != view.itemsize) {
    PyErr_SetString(PyExc_ValueError, "memoryview: invalid value for format");
  } else {
    memcpy((char *)view.buf + index * view.strides[0], PyBytes_AS_STRING(value), view.itemsize);
    r = Py_NewRef(Py_None);
  }
  PyBuffer_Release(&view);
  return r;
}

/* `size` bytes at byte `offset` of a C-contiguous exporter (a memoryview cast from it reads
 * and writes its items so, buffers.js), as bytes; with `value` (bytes of `size`) not NULL,
 * writes them there instead and returns None. The caller checked the range. New ref. */
BT_EXPORT PyObject *bt_buffer_span(PyObject *o, Py_ssize_t offset, Py_ssize_t size, PyObject *value) {
  Py_buffer view;
  if (PyObject_GetBuffer(o, &view, PyBUF_C_CONTIGUOUS | (value ? PyBUF_WRITABLE : 0)) < 0) return NULL;
  PyObject *r = NULL;
  if (offset < 0 || size < 0 || offset + size > view.len) {
    PyErr_SetString(PyExc_IndexError, "index out of bounds on dimension 1");
  } else if (!value) {
    r = PyBytes_FromStringAndSize((char *)view.buf + offset, size);
  } else if (PyBytes_GET_SIZE(value) != size) {
    PyErr_SetString(PyExc_ValueError, "memoryview: invalid value for format");
  } else {
    memcpy((char *)view.buf + offset, PyBytes_AS_STRING(value), (size_t)size);
    r = Py_NewRef(Py_None);
  }
  PyBuffer_Release(&view);
  return r;
}

