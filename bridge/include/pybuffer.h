/* pybuffer.h -- BryTorch
 * The buffer protocol: the Py_buffer view struct (CPython's layout), the
 * PyBUF_* request flags and the PyObject_GetBuffer/PyBuffer_* functions. */
#ifndef Py_PYTHON_H
#  include "Python.h"
#endif
#ifndef BT_PYBUFFER_H
#define BT_PYBUFFER_H

#ifdef __cplusplus
extern "C" {
#endif

typedef struct bufferinfo {
    void *buf;               /* start of the memory */
    PyObject *obj;           /* owning exporter (new ref held by the view) */
    Py_ssize_t len;          /* total bytes */
    Py_ssize_t itemsize;
    int readonly;
    int ndim;
    char *format;            /* struct-module syntax, NULL means "B" */
    Py_ssize_t *shape;
    Py_ssize_t *strides;
    Py_ssize_t *suboffsets;
    void *internal;          /* exporter's private data */
} Py_buffer;

#define PyBUF_MAX_NDIM 64

/* request flags */
#define PyBUF_SIMPLE    0
#define PyBUF_WRITABLE  0x0001
#define PyBUF_WRITEABLE PyBUF_WRITABLE
#define PyBUF_FORMAT    0x0004
#define PyBUF_ND        0x0008
#define PyBUF_STRIDES   (0x0010 | PyBUF_ND)
#define PyBUF_C_CONTIGUOUS   (0x0020 | PyBUF_STRIDES)
#define PyBUF_F_CONTIGUOUS   (0x0040 | PyBUF_STRIDES)
#define PyBUF_ANY_CONTIGUOUS (0x0080 | PyBUF_STRIDES)
#define PyBUF_INDIRECT  (0x0100 | PyBUF_STRIDES)

#define PyBUF_CONTIG     (PyBUF_ND | PyBUF_WRITABLE)
#define PyBUF_CONTIG_RO  (PyBUF_ND)
#define PyBUF_STRIDED    (PyBUF_STRIDES | PyBUF_WRITABLE)
#define PyBUF_STRIDED_RO (PyBUF_STRIDES)
#define PyBUF_RECORDS    (PyBUF_STRIDES | PyBUF_WRITABLE | PyBUF_FORMAT)
#define PyBUF_RECORDS_RO (PyBUF_STRIDES | PyBUF_FORMAT)
#define PyBUF_FULL       (PyBUF_INDIRECT | PyBUF_WRITABLE | PyBUF_FORMAT)
#define PyBUF_FULL_RO    (PyBUF_INDIRECT | PyBUF_FORMAT)

/* memoryview access modes (PyMemoryView_FromMemory, GetContiguous) */
#define PyBUF_READ  0x100
#define PyBUF_WRITE 0x200

PyAPI_FUNC(int) PyObject_CheckBuffer(PyObject *obj);
/* fills *view; 0 on success, -1 with an exception set */
PyAPI_FUNC(int) PyObject_GetBuffer(PyObject *exporter, Py_buffer *view, int flags);
PyAPI_FUNC(void) PyBuffer_Release(Py_buffer *view);
/* helper for exporters of one contiguous block of bytes */
PyAPI_FUNC(int) PyBuffer_FillInfo(Py_buffer *view, PyObject *exporter, void *buf,
                                  Py_ssize_t len, int readonly, int flags);
/* order: 'C', 'F' or 'A' */
PyAPI_FUNC(int) PyBuffer_IsContiguous(const Py_buffer *view, char order);
PyAPI_FUNC(void *) PyBuffer_GetPointer(const Py_buffer *view, const Py_ssize_t *indices);
PyAPI_FUNC(Py_ssize_t) PyBuffer_SizeFromFormat(const char *format);
PyAPI_FUNC(int) PyBuffer_ToContiguous(void *buf, const Py_buffer *src, Py_ssize_t len,
                                      char order);
PyAPI_FUNC(int) PyBuffer_FromContiguous(const Py_buffer *view, const void *buf,
                                        Py_ssize_t len, char order);
PyAPI_FUNC(void) PyBuffer_FillContiguousStrides(int ndims, Py_ssize_t *shape,
                                                Py_ssize_t *strides, int itemsize,
                                                char order);
PyAPI_FUNC(int) PyObject_CopyData(PyObject *dest, PyObject *src);

#ifdef __cplusplus
}
#endif
#endif /* BT_PYBUFFER_H */
