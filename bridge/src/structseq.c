/* Struct sequences (os.stat_result-like named tuples made by C: torch.return_types...):
 * a Brython subclass of tuple with one read-only property per field, whose instances are
 * materialized tuples carrying the class's mirror as their type. */
#include "bt_internal.h"

static Py_ssize_t count_fields(PyStructSequence_Desc *desc) {
  Py_ssize_t n = 0;
  while (desc->fields[n].name) n++;
  return n;
}

/* Makes the Brython class; returns its mirror (immortal), or NULL. */
static PyTypeObject *make_type(PyStructSequence_Desc *desc) {
  Py_ssize_t n = count_fields(desc);
  PyObject *names = PyTuple_New(n);
  if (!names) return NULL;
  for (Py_ssize_t i = 0; i < n; i++) {
    const char *f = desc->fields[i].name;
    /* PyStructSequence_UnnamedField has no attribute; keep its slot in the tuple. */
    PyTuple_SET_ITEM(names, i, f == PyStructSequence_UnnamedField ? Py_NewRef(Py_None) : PyUnicode_FromString(f));
  }
  PyTypeObject *t = (PyTypeObject *)bt_js_structseq_type(desc->name, desc->doc, names, desc->n_in_sequence);
  Py_DECREF(names);
  return t;
}

PyTypeObject *PyStructSequence_NewType(PyStructSequence_Desc *desc) {  /* new ref (immortal) */
  return make_type(desc);
}
/* The named fields as CPython's struct sequence types list them in tp_members (read-only
 * items of the tuple; unnamed fields have none): C code reads them, e.g. torch's
 * returned_structseq_repr names each item by tp_members[i].name. Immortal, NULL-terminated. */
static PyMemberDef *field_members(PyStructSequence_Desc *desc) {
  Py_ssize_t n = count_fields(desc), named = 0;
  PyMemberDef *members = (PyMemberDef *)calloc(n + 1, sizeof(PyMemberDef));
  if (!members) return (PyMemberDef *)PyErr_NoMemory();
  for (Py_ssize_t i = 0; i < n; i++) {
    if (desc->fields[i].name == PyStructSequence_UnnamedField) continue;
    members[named].name = desc->fields[i].name;
    members[named].type = Py_T_OBJECT_EX;
    members[named].offset = offsetof(PyTupleObject, ob_item) + i * sizeof(PyObject *);
    members[named].flags = Py_READONLY;
    members[named].doc = desc->fields[i].doc;
    named++;
  }
  return members;
}

int PyStructSequence_InitType2(PyTypeObject *type, PyStructSequence_Desc *desc) {
  /* The caller's static PyTypeObject becomes a copy of the mirror: same class, same slots.
   * The caller may then set slots of its own (torch sets tp_repr), which the class's
   * __repr__ honours (bt_js_structseq_type). */
  PyTypeObject *t = make_type(desc);
  if (!t) return -1;
  PyMemberDef *members = field_members(desc);
  if (!members) return -1;
  memcpy(type, t, sizeof(PyTypeObject));
  type->tp_name = desc->name;   /* CPython's: the full dotted name ("torch.return_types.max") */
  type->tp_members = members;
  bt_js_alias_type(type, t);
  return 0;
}
void PyStructSequence_InitType(PyTypeObject *type, PyStructSequence_Desc *desc) {
  if (PyStructSequence_InitType2(type, desc) < 0) PyErr_Clear();
}
PyObject *PyStructSequence_New(PyTypeObject *type) {  /* new ref; items NULL until set */
  Py_ssize_t n = bt_js_structseq_size(type);
  if (n < 0) return NULL;
  PyObject *t = PyTuple_New(n);
  if (!t) return NULL;
  if (n == 0) {  /* the shared empty tuple must not change type: a private one */
    Py_DECREF(t);
    t = bt_tuple_alloc(0);
    if (!t) return NULL;
  }
  Py_SET_TYPE(t, type);
  return t;
}
void PyStructSequence_SetItem(PyObject *p, Py_ssize_t i, PyObject *v) {  /* steals v */
  Py_XSETREF(((PyTupleObject *)p)->ob_item[i], v);
}
PyObject *PyStructSequence_GetItem(PyObject *p, Py_ssize_t i) {  /* borrowed */
  return ((PyTupleObject *)p)->ob_item[i];
}
const char *const PyStructSequence_UnnamedField = "unnamed field";
