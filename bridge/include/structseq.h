/* structseq.h -- BryTorch
 * Struct sequences (named tuples created from C, like os.stat_result).
 * Instances are opaque here: the SET_ITEM/GET_ITEM macros are calls. */
#ifndef Py_PYTHON_H
#  include "Python.h"
#endif
#ifndef BT_STRUCTSEQ_H
#define BT_STRUCTSEQ_H

#ifdef __cplusplus
extern "C" {
#endif

typedef struct PyStructSequence_Field {
    const char *name;   /* NULL ends the list; PyStructSequence_UnnamedField: unnamed */
    const char *doc;
} PyStructSequence_Field;

typedef struct PyStructSequence_Desc {
    const char *name;
    const char *doc;
    PyStructSequence_Field *fields;
    int n_in_sequence;  /* fields visible when used as a tuple */
} PyStructSequence_Desc;

PyAPI_DATA(const char * const) PyStructSequence_UnnamedField;

typedef PyTupleObject PyStructSequence;

PyAPI_FUNC(PyTypeObject *) PyStructSequence_NewType(PyStructSequence_Desc *desc); /* new ref */
PyAPI_FUNC(void) PyStructSequence_InitType(PyTypeObject *type, PyStructSequence_Desc *desc);
PyAPI_FUNC(int) PyStructSequence_InitType2(PyTypeObject *type, PyStructSequence_Desc *desc);
PyAPI_FUNC(PyObject *) PyStructSequence_New(PyTypeObject *type); /* new ref */
/* steals o */
PyAPI_FUNC(void) PyStructSequence_SetItem(PyObject *p, Py_ssize_t pos, PyObject *o);
PyAPI_FUNC(PyObject *) PyStructSequence_GetItem(PyObject *p, Py_ssize_t pos); /* borrowed */

#define PyStructSequence_SET_ITEM(op, i, v) \
    PyStructSequence_SetItem(_PyObject_CAST(op), (i), _PyObject_CAST(v))
#define PyStructSequence_GET_ITEM(op, i) \
    PyStructSequence_GetItem(_PyObject_CAST(op), (i)) /* borrowed */

#ifdef __cplusplus
}
#endif
#endif /* BT_STRUCTSEQ_H */
