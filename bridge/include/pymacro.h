/* pymacro.h -- BryTorch
 * Small general-purpose macros of the C API: min/max/abs, array length,
 * stringification, docstrings, unused parameters, build-time assertions. */
#ifndef Py_PYTHON_H
#  include "Python.h"
#endif
#ifndef BT_PYMACRO_H
#define BT_PYMACRO_H

#define Py_ABS(x)  ((x) < 0 ? -(x) : (x))
#define Py_MIN(x, y) (((x) > (y)) ? (y) : (x))
#define Py_MAX(x, y) (((x) > (y)) ? (x) : (y))

/* number of elements of a true array (not a pointer) */
#define Py_ARRAY_LENGTH(array) (sizeof(array) / sizeof((array)[0]))

#define _Py_XSTRINGIFY(x) #x
#define Py_STRINGIFY(x) _Py_XSTRINGIFY(x)

/* size of a struct member without an instance */
#define Py_MEMBER_SIZE(type, member) sizeof(((type *)0)->member)

/* compile-time assertion usable from C11 and C++11 */
#if defined(__cplusplus)
#  define BT_STATIC_ASSERT(cond, msg) static_assert((cond), msg)
#else
#  define BT_STATIC_ASSERT(cond, msg) _Static_assert((cond), msg)
#endif
#define Py_BUILD_ASSERT(cond) BT_STATIC_ASSERT((cond), #cond)
/* expression form: evaluates to 0, fails to compile when cond is false */
#define Py_BUILD_ASSERT_EXPR(cond) (sizeof(char[1 - 2 * !(cond)]) - 1)

/* narrowing cast that documents the narrowing */
#define Py_SAFE_DOWNCAST(value, wide, narrow) ((narrow)(value))

#define Py_CHARMASK(c) ((unsigned char)((c) & 0xff))

/* rounding helpers: a must be a power of two */
#define _Py_SIZE_ROUND_DOWN(n, a) ((size_t)(n) & ~(size_t)((a) - 1))
#define _Py_SIZE_ROUND_UP(n, a) (((size_t)(n) + (size_t)((a) - 1)) & ~(size_t)((a) - 1))
#define _Py_ALIGN_DOWN(p, a) ((void *)((uintptr_t)(p) & ~(uintptr_t)((a) - 1)))
#define _Py_ALIGN_UP(p, a) ((void *)(((uintptr_t)(p) + (uintptr_t)((a) - 1)) & ~(uintptr_t)((a) - 1)))
#define _Py_IS_ALIGNED(p, a) (!((uintptr_t)(p) & (uintptr_t)((a) - 1)))

/* parameters a function must accept but does not use */
#if defined(__GNUC__) || defined(__clang__)
#  define Py_UNUSED(name) _unused_ ## name __attribute__((unused))
#else
#  define Py_UNUSED(name) _unused_ ## name
#endif

/* docstrings; always kept */
#define PyDoc_VAR(name) static const char name[]
#define PyDoc_STR(str) str
#define PyDoc_STRVAR(name, str) PyDoc_VAR(name) = PyDoc_STR(str)

/* marks code that must never run; aborts loudly if it does */
#define Py_UNREACHABLE() Py_FatalError("BryTorch: unreachable C code reached")

#endif /* BT_PYMACRO_H */
