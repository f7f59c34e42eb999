/* patchlevel.h -- BryTorch
 * Version numbers of the CPython C-API level these headers present (3.12.0 final).
 * Layouts of opaque object types are BryTorch's own; see README.md. */
#ifndef BT_PATCHLEVEL_H
#define BT_PATCHLEVEL_H

/* release level codes, as used in the low byte of PY_VERSION_HEX */
#define PY_RELEASE_LEVEL_ALPHA  0xA
#define PY_RELEASE_LEVEL_BETA   0xB
#define PY_RELEASE_LEVEL_GAMMA  0xC   /* release candidate */
#define PY_RELEASE_LEVEL_FINAL  0xF

#define PY_MAJOR_VERSION        3
#define PY_MINOR_VERSION        12
#define PY_MICRO_VERSION        0
#define PY_RELEASE_LEVEL        PY_RELEASE_LEVEL_FINAL
#define PY_RELEASE_SERIAL       0

#define PY_VERSION              "3.12.0"

/* 0xMMmmuuLS: major, minor, micro, level, serial */
#define PY_VERSION_HEX          0x030C00F0

/* BryTorch's own marker, so code can tell it is built against this runtime */
#define BRYTORCH_CAPI           1

/* The bridge also implements some names CPython added in 3.13 (PyDict_GetItemRef,
 * PyObject_GetOptionalAttr, PyModule_Add ...). A 3.12 header does not declare them, and
 * code that supports 3.12 defines its own static versions when PY_VERSION_HEX < 3.13
 * (torch's pythoncapi_compat.h), which a declaration here would contradict. So they are
 * declared only on request: define BT_DECLARE_3_13_NAMES before including Python.h. */
#if PY_VERSION_HEX >= 0x030D0000 || defined(BT_DECLARE_3_13_NAMES)
#define Py_BT_3_13_NAMES 1
#endif

#endif /* BT_PATCHLEVEL_H */
