/* pydebug.h -- BryTorch
 * The interpreter's command-line flags that C code reads (deprecated in 3.12, still used).
 * Brython runs without -O, so docstrings are kept: Py_OptimizeFlag is 0. */
#ifndef Py_PYTHON_H
#  include "Python.h"
#endif
#ifndef BT_PYDEBUG_H
#define BT_PYDEBUG_H

#ifdef __cplusplus
extern "C" {
#endif

PyAPI_DATA(int) Py_OptimizeFlag;

#ifdef __cplusplus
}
#endif
#endif /* BT_PYDEBUG_H */
