/* Sequence slots of str, bytes, bytearray and list, for C code that calls or probes them
 * instead of going through PySequence_* / PyNumber_*: numpy's scalar multiply
 * (`[1] * np.int64(2)`, `"ab" * np.int16(3)`) repeats the other operand through its
 * sq_repeat when that type has one and no nb_multiply, as CPython's str, bytes, bytearray and
 * list have; without them numpy made an array of the sequence and multiplied its values
 * (`[1] * np.int64(2)` was array([2])). A slot is the builtin type's own dunder
 * (list.__mul__(x, n)...), as CPython's slot is the type's C function: it ignores a
 * subclass's override. Only concatenation and repetition: the item and length slots stay
 * unset, so nothing else changes how the bridge treats these types.
 * Ownership: every slot returns a new reference (or NULL with an exception), as CPython's. */
#include "bt_internal.h"

/* type.__mul__(x, n) with n boxed. New reference. */
static PyObject *repeat(PyTypeObject *type, PyObject *x, Py_ssize_t n) {
  PyObject *count = PyLong_FromSsize_t(n);
  if (!count) return NULL;
  PyObject *r = _Bt_Builtin_Dunder(type, "__mul__", x, count, NULL);
  Py_DECREF(count);
  return r;
}

#define SEQUENCE_SLOTS(type, prefix) \
  static PyObject *prefix##_concat(PyObject *x, PyObject *y) { return _Bt_Builtin_Dunder(&type, "__add__", x, y, NULL); } \
  static PyObject *prefix##_repeat(PyObject *x, Py_ssize_t n) { return repeat(&type, x, n); } \
  static PySequenceMethods prefix##_as_sequence = { .sq_concat = prefix##_concat, .sq_repeat = prefix##_repeat };

SEQUENCE_SLOTS(PyUnicode_Type, str)
SEQUENCE_SLOTS(PyBytes_Type, bytes)
SEQUENCE_SLOTS(PyByteArray_Type, bytearray)
SEQUENCE_SLOTS(PyList_Type, list)

/* Called once by bt_init. */
void _Bt_BuiltinSequence_Init(void) {
  PyUnicode_Type.tp_as_sequence = &str_as_sequence;
  PyBytes_Type.tp_as_sequence = &bytes_as_sequence;
  PyByteArray_Type.tp_as_sequence = &bytearray_as_sequence;
  PyList_Type.tp_as_sequence = &list_as_sequence;
}
