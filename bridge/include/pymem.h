/* pymem.h -- BryTorch
 * Memory allocators: the PyMem_Raw* (any thread), PyMem_* and their typed
 * macros.  All three families draw on the wasm heap. */
#ifndef Py_PYTHON_H
#  include "Python.h"
#endif
#ifndef BT_PYMEM_H
#define BT_PYMEM_H

#ifdef __cplusplus
extern "C" {
#endif

PyAPI_FUNC(void *) PyMem_RawMalloc(size_t size);
PyAPI_FUNC(void *) PyMem_RawCalloc(size_t nelem, size_t elsize);
PyAPI_FUNC(void *) PyMem_RawRealloc(void *ptr, size_t new_size);
PyAPI_FUNC(void) PyMem_RawFree(void *ptr);

PyAPI_FUNC(void *) PyMem_Malloc(size_t size);
PyAPI_FUNC(void *) PyMem_Calloc(size_t nelem, size_t elsize);
PyAPI_FUNC(void *) PyMem_Realloc(void *ptr, size_t new_size);
PyAPI_FUNC(void) PyMem_Free(void *ptr);

/* typed helpers; the size computation returns NULL on overflow */
#define PyMem_New(type, n) \
    ((size_t)(n) > PY_SSIZE_T_MAX / sizeof(type) ? NULL \
     : (type *)PyMem_Malloc((size_t)(n) * sizeof(type)))
#define PyMem_Resize(p, type, n) \
    ((p) = ((size_t)(n) > PY_SSIZE_T_MAX / sizeof(type)) ? NULL \
     : (type *)PyMem_Realloc((p), (size_t)(n) * sizeof(type)))

/* historical spellings */
#define PyMem_MALLOC(n) PyMem_Malloc(n)
#define PyMem_REALLOC(p, n) PyMem_Realloc((p), (n))
#define PyMem_FREE(p) PyMem_Free(p)
#define PyMem_NEW(type, n) PyMem_New(type, n)
#define PyMem_RESIZE(p, type, n) PyMem_Resize(p, type, n)
#define PyMem_Del(p) PyMem_Free(p)
#define PyMem_DEL(p) PyMem_Free(p)

#ifdef __cplusplus
}
#endif
#endif /* BT_PYMEM_H */
