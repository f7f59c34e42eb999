/* pystrcmp.h -- BryTorch
 * Locale-independent, case-insensitive ASCII string comparison. */
#ifndef Py_PYTHON_H
#  include "Python.h"
#endif
#ifndef BT_PYSTRCMP_H
#define BT_PYSTRCMP_H

#ifdef __cplusplus
extern "C" {
#endif

PyAPI_FUNC(int) PyOS_stricmp(const char *s1, const char *s2);
PyAPI_FUNC(int) PyOS_strnicmp(const char *s1, const char *s2, Py_ssize_t size);
#define PyOS_mystricmp PyOS_stricmp
#define PyOS_mystrnicmp PyOS_strnicmp

#ifdef __cplusplus
}
#endif
#endif /* BT_PYSTRCMP_H */
