/* pyhash.h -- BryTorch
 * Hashing constants (numeric hashes are reduced modulo the Mersenne prime
 * 2**31-1 on this 32-bit target, as CPython does) and hash helpers. */
#ifndef Py_PYTHON_H
#  include "Python.h"
#endif
#ifndef BT_PYHASH_H
#define BT_PYHASH_H

#ifdef __cplusplus
extern "C" {
#endif

#if SIZEOF_VOID_P >= 8
#  define PyHASH_BITS 61
#else
#  define PyHASH_BITS 31
#endif
#define PyHASH_MODULUS (((size_t)1 << PyHASH_BITS) - 1)
#define PyHASH_INF 314159
#define PyHASH_IMAG PyHASH_MULTIPLIER
#define PyHASH_MULTIPLIER 1000003UL

/* inst is used for the hash of NaN (identity based); may be NULL */
PyAPI_FUNC(Py_hash_t) _Py_HashDouble(PyObject *inst, double v);
PyAPI_FUNC(Py_hash_t) _Py_HashPointer(const void *ptr);
#ifdef Py_BT_3_13_NAMES
PyAPI_FUNC(Py_hash_t) Py_HashPointer(const void *ptr);     /* 3.13 */
#endif /* Py_BT_3_13_NAMES */
PyAPI_FUNC(Py_hash_t) _Py_HashBytes(const void *src, Py_ssize_t len);

#ifdef __cplusplus
}
#endif
#endif /* BT_PYHASH_H */
