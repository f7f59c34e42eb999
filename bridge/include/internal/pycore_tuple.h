/* internal/pycore_tuple.h -- BryTorch
 * CPython 3.12's tuple iterator layout, declared so code that reads it compiles (torch's
 * dynamo guards). Tuple iterators here are Brython objects, never this struct: such code must
 * not run (dynamo's guards are unreachable without its frame evaluator). */
#ifndef BT_INTERNAL_PYCORE_TUPLE_H
#define BT_INTERNAL_PYCORE_TUPLE_H
#include "../Python.h"
typedef struct {
    PyObject_HEAD
    Py_ssize_t it_index;
    PyTupleObject *it_seq;
} _PyTupleIterObject;
#endif
