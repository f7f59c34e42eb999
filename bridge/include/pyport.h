/* pyport.h -- BryTorch
 * Portability layer: Py_ssize_t and hash types, their limits, the PyAPI_* and
 * PyMODINIT_FUNC linkage macros, inline/noreturn/attribute helpers, casts. */
#ifndef Py_PYTHON_H
#  include "Python.h"
#endif
#ifndef BT_PYPORT_H
#define BT_PYPORT_H

/* ---- integer types ---------------------------------------------------- */
typedef ssize_t Py_ssize_t;
typedef Py_ssize_t Py_hash_t;
typedef size_t Py_uhash_t;
typedef intptr_t Py_intptr_t;
typedef uintptr_t Py_uintptr_t;
typedef Py_ssize_t Py_ssize_clean_t;   /* historical name */

#define PY_SSIZE_T_MAX ((Py_ssize_t)(((size_t)-1) >> 1))
#define PY_SSIZE_T_MIN (-PY_SSIZE_T_MAX - 1)
#define PY_SIZE_MAX SIZE_MAX

#define PY_LONG_LONG long long
#define PY_LLONG_MIN LLONG_MIN
#define PY_LLONG_MAX LLONG_MAX
#define PY_ULLONG_MAX ULLONG_MAX
#define PY_INT32_T int32_t
#define PY_UINT32_T uint32_t
#define PY_INT64_T int64_t
#define PY_UINT64_T uint64_t
#define Py_LL(x) x##LL
#define Py_ULL(x) x##ULL

/* printf length modifier for Py_ssize_t / size_t */
#define PY_FORMAT_SIZE_T "z"

/* ---- linkage ----------------------------------------------------------- */
/* Everything is linked statically into one wasm module; extern "C" comes from
 * the guards each header places around its declarations. */
#define PyAPI_FUNC(RTYPE) RTYPE
#define PyAPI_DATA(RTYPE) extern RTYPE

#if defined(__GNUC__) || defined(__clang__)
#  define Py_EXPORTED_SYMBOL __attribute__((visibility("default"), used))
#  define Py_IMPORTED_SYMBOL
#  define Py_LOCAL_SYMBOL __attribute__((visibility("hidden")))
#else
#  define Py_EXPORTED_SYMBOL
#  define Py_IMPORTED_SYMBOL
#  define Py_LOCAL_SYMBOL
#endif

/* module init functions: C linkage, exported, and never dropped by the linker */
#ifdef __cplusplus
#  define PyMODINIT_FUNC extern "C" Py_EXPORTED_SYMBOL PyObject *
#else
#  define PyMODINIT_FUNC Py_EXPORTED_SYMBOL PyObject *
#endif

/* ---- inline / attributes ---------------------------------------------- */
#define Py_LOCAL(type) static type
#define Py_LOCAL_INLINE(type) static inline type

#if defined(__GNUC__) || defined(__clang__)
#  define _Py_NO_RETURN __attribute__((__noreturn__))
#  define Py_NO_INLINE __attribute__((__noinline__))
#  define Py_ALWAYS_INLINE __attribute__((__always_inline__))
#  define Py_GCC_ATTRIBUTE(x) __attribute__(x)
#  define _Py_HOT_FUNCTION __attribute__((hot))
#  define Py_ALIGNED(x) __attribute__((aligned(x)))
#else
#  define _Py_NO_RETURN
#  define Py_NO_INLINE
#  define Py_ALWAYS_INLINE
#  define Py_GCC_ATTRIBUTE(x)
#  define _Py_HOT_FUNCTION
#  define Py_ALIGNED(x)
#endif

/* deprecation markers are accepted and ignored */
#define Py_DEPRECATED(version_unused)
#define _Py_DEPRECATED_EXTERNALLY(version_unused)

/* ---- casts and NULL usable from both languages ------------------------- */
#ifdef __cplusplus
#  define _Py_STATIC_CAST(type, expr) static_cast<type>(expr)
#  define _Py_CAST(type, expr) ((type)(expr))
#  define _Py_NULL nullptr
#else
#  define _Py_STATIC_CAST(type, expr) ((type)(expr))
#  define _Py_CAST(type, expr) ((type)(expr))
#  define _Py_NULL NULL
#endif

/* ---- floating point ---------------------------------------------------- */
#define Py_HUGE_VAL HUGE_VAL
#define Py_INFINITY ((double)INFINITY)
#define Py_NAN ((double)NAN)
#define Py_IS_NAN(X) isnan(X)
#define Py_IS_INFINITY(X) isinf(X)
#define Py_IS_FINITE(X) isfinite(X)
#define Py_MATH_PI 3.14159265358979323846
#define Py_MATH_E 2.7182818284590452354
#define Py_MATH_TAU 6.2831853071795864769252867665590057683943L

/* arithmetic right shift is what wasm does for signed values */
#define Py_ARITHMETIC_RIGHT_SHIFT(TYPE, I, J) ((I) >> (J))

/* fallthrough annotation for switch statements */
#if defined(__clang__) || (defined(__GNUC__) && __GNUC__ >= 7)
#  define _Py_FALLTHROUGH __attribute__((fallthrough))
#else
#  define _Py_FALLTHROUGH do { } while (0)
#endif

#endif /* BT_PYPORT_H */
