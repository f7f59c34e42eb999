/* compile.h -- BryTorch
 * Kept for extensions that include it by name (Cython-generated code): code objects are
 * declared in code.h. */
#ifndef Py_PYTHON_H
#  include "Python.h"
#endif
