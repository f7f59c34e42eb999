/* pyconfig.h -- BryTorch
 * Build-configuration facts for the Emscripten (wasm32) target: type sizes taken
 * from the compiler, endianness, and the few HAVE_* switches extensions test. */
#ifndef BT_PYCONFIG_H
#define BT_PYCONFIG_H

/* Extensions get the C library's POSIX and GNU extensions (fdopen, ftello, strdup...) even
 * with -std=c11, as with CPython, whose pyconfig.h asks for them the same way. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE 1
#endif

#define SIZEOF_SHORT        __SIZEOF_SHORT__
#define SIZEOF_INT          __SIZEOF_INT__
#define SIZEOF_LONG         __SIZEOF_LONG__
#define SIZEOF_LONG_LONG    __SIZEOF_LONG_LONG__
#define SIZEOF_FLOAT        __SIZEOF_FLOAT__
#define SIZEOF_DOUBLE       __SIZEOF_DOUBLE__
#define SIZEOF_LONG_DOUBLE  __SIZEOF_LONG_DOUBLE__
#define SIZEOF_VOID_P       __SIZEOF_POINTER__
#define SIZEOF_SIZE_T       __SIZEOF_SIZE_T__
#define SIZEOF_WCHAR_T      __SIZEOF_WCHAR_T__
#define SIZEOF_UINTPTR_T    __SIZEOF_POINTER__
#define SIZEOF_TIME_T       8   /* Emscripten's time_t is 64-bit */
#define SIZEOF_PY_HASH_T    SIZEOF_SIZE_T
#define SIZEOF_PY_UHASH_T   SIZEOF_SIZE_T

#define HAVE_LONG_LONG      1
#define HAVE_STDARG_PROTOTYPES 1
#define HAVE_UNISTD_H       1
#define HAVE_WCHAR_H        1
#define HAVE_ERRNO_H        1
#define HAVE_SYS_TYPES_H    1
#define HAVE_UINTPTR_T      1
#define HAVE_INTPTR_T       1

/* Cython-generated extensions (numpy.random) reach into CPython's structs (ints, lists,
 * frames, the thread state...) unless built for the limited API. Those structs are not
 * CPython's here, so Cython takes its limited-API code paths, which use only functions. */
#ifndef CYTHON_LIMITED_API
#define CYTHON_LIMITED_API 1
#endif

/* wasm is little-endian */
#define PY_LITTLE_ENDIAN    1
#define DOUBLE_IS_LITTLE_ENDIAN_IEEE754 1


#endif /* BT_PYCONFIG_H */
