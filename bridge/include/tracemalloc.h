/* tracemalloc.h -- BryTorch
 * Memory-block tracing hooks for C allocators. tracemalloc does not exist on this runtime:
 * both calls return -2 ("tracing is disabled"), as CPython does when it is off. */
#ifndef Py_PYTHON_H
#  include "Python.h"
#endif
#ifndef BT_TRACEMALLOC_H
#define BT_TRACEMALLOC_H

#ifdef __cplusplus
extern "C" {
#endif

PyAPI_FUNC(int) PyTraceMalloc_Track(unsigned int domain, uintptr_t ptr, size_t size);
PyAPI_FUNC(int) PyTraceMalloc_Untrack(unsigned int domain, uintptr_t ptr);

#ifdef __cplusplus
}
#endif
#endif /* BT_TRACEMALLOC_H */
