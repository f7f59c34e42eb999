/* Python.h -- BryTorch
 * The CPython 3.12-level C API implemented on Brython.  Includes the
 * standard C headers the API needs and every area header below; usable
 * from C and C++.  See README.md for what is real in memory and what is
 * opaque. */
#ifndef Py_PYTHON_H
#define Py_PYTHON_H

/* Build configuration first: it selects the C library's POSIX/GNU declarations (fdopen,
 * fseeko...), which the standard headers below must see, as extensions expect. */
#include "pyconfig.h"

/* ---- standard headers (outside any extern "C") ------------------------ */
#include <assert.h>
#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <math.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>
#include <sys/types.h>
#include <unistd.h>

/* ---- configuration and portability ------------------------------------ */
#include "patchlevel.h"
#include "pymacro.h"
#include "pyport.h"
#include "pymem.h"

/* ---- object model ------------------------------------------------------ */
#include "object.h"          /* also pybuffer.h */
#include "objimpl.h"
#include "typeslots.h"
#include "pyhash.h"
#include "methodobject.h"
#include "descrobject.h"
#include "moduleobject.h"

/* ---- concrete types ---------------------------------------------------- */
#include "longobject.h"
#include "boolobject.h"
#include "floatobject.h"
#include "complexobject.h"
#include "rangeobject.h"
#include "unicodeobject.h"
#include "bytesobject.h"
#include "bytearrayobject.h"
#include "tupleobject.h"
#include "listobject.h"
#include "dictobject.h"
#include "setobject.h"
#include "sliceobject.h"
#include "enumobject.h"
#include "iterobject.h"
#include "memoryobject.h"
#include "weakrefobject.h"
#include "pycapsule.h"
#include "structseq.h"
#include "genericaliasobject.h"
#include "funcobject.h"
#include "classobject.h"
#include "cellobject.h"
#include "genobject.h"
#include "code.h"
#include "pystate.h"
#include "pyframe.h"
#include "traceback.h"

/* ---- errors, protocols, interpreter ----------------------------------- */
#include "pyerrors.h"
#include "warnings.h"
#include "abstract.h"
#include "ceval.h"
#include "pythread.h"
#include "modsupport.h"
#include "import.h"
#include "pythonrun.h"
#include "pylifecycle.h"
#include "sysmodule.h"
#include "fileobject.h"
#include "pystrcmp.h"
#include "pytime.h"
#include "context.h"
#include "tracemalloc.h"
#include "pydebug.h"
#include "pyfpe.h"

/* ---- layout checks ----------------------------------------------------- */
#include "bt_layout.h"

#endif /* Py_PYTHON_H */
