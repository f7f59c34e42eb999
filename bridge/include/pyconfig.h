/* pyconfig.h -- BryTorch
 * Build-configuration facts for the Emscripten (wasm32) target: type sizes taken
 * from the compiler, endianness, and the few HAVE_* switches extensions test. */
#ifndef BT_PYCONFIG_H
#define BT_PYCONFIG_H

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

/* wasm is little-endian */
#define PY_LITTLE_ENDIAN    1
#define DOUBLE_IS_LITTLE_ENDIAN_IEEE754 1


#endif /* BT_PYCONFIG_H */
