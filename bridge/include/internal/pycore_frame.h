/* internal/pycore_frame.h -- BryTorch
 * CPython's interpreter frame is internal to its bytecode loop, which Brython does not have:
 * the type is declared (opaque) so code naming it compiles; no such frame ever exists here.
 * (torch's dynamo includes this; its frame evaluator is replaced, see port/torch_python.) */
#ifndef BT_INTERNAL_PYCORE_FRAME_H
#define BT_INTERNAL_PYCORE_FRAME_H
#include "../Python.h"
typedef struct _PyInterpreterFrame _PyInterpreterFrame;
#endif
