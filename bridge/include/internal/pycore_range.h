/* internal/pycore_range.h -- BryTorch
 * CPython 3.12's range iterator layout, declared so code that reads it compiles (torch's
 * dynamo guards). Range iterators here are Brython objects, never this struct: such code must
 * not run (dynamo's guards are unreachable without its frame evaluator). */
#ifndef BT_INTERNAL_PYCORE_RANGE_H
#define BT_INTERNAL_PYCORE_RANGE_H
#include "../Python.h"
typedef struct {
    PyObject_HEAD
    long start;
    long step;
    long len;
} _PyRangeIterObject;
#endif
