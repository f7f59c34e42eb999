/* list, dict and set: always proxies of Brython objects (mutable: they have one state, on
 * the Brython side). Borrowed results (PyList_GetItem, PyDict_GetItem...) stay valid while
 * the container's C reference lives: the JS side keeps them with the container. */
#include "bt_internal.h"

/* Operation codes: BT_LIST_OPS / BT_DICT_OPS / BT_CONTAINER_KINDS (bt_codes.h). */

static int bool_result(PyObject *r) { return !r ? -1 : r == Py_True ? 1 : 0; }
static int bad_list(PyObject *op) {
  if (op && PyList_Check(op)) return 0;
  PyErr_BadInternalCall();
  return 1;
}

PyObject *PyList_New(Py_ssize_t n) {  /* new ref; n slots holding None until set */
  if (n < 0) { PyErr_BadInternalCall(); return NULL; }
  return bt_js_new_container(BT_CONTAINER_LIST, n);
}
Py_ssize_t PyList_Size(PyObject *op) {
  if (bad_list(op)) return -1;
  return bt_js_len(op);
}
PyObject *PyList_GetItem(PyObject *op, Py_ssize_t i) {  /* borrowed */
  if (bad_list(op)) return NULL;
  return bt_js_list_op(LIST_OP_GET, op, i, 0, NULL);
}
PyObject *PyList_GetItemRef(PyObject *op, Py_ssize_t i) { return Py_XNewRef(PyList_GetItem(op, i)); }
int PyList_SetItem(PyObject *op, Py_ssize_t i, PyObject *v) {  /* steals v */
  if (bad_list(op)) { Py_XDECREF(v); return -1; }
  PyObject *r = bt_js_list_op(LIST_OP_SET, op, i, 0, v);
  Py_XDECREF(v);
  return r ? 0 : -1;
}
void _Bt_List_SetItemSteal(PyObject *op, Py_ssize_t i, PyObject *v) {  /* steals v */
  if (!bt_js_list_op(LIST_OP_SET, op, i, 0, v)) PyErr_Clear();
  Py_XDECREF(v);
}
int PyList_Insert(PyObject *op, Py_ssize_t i, PyObject *v) {
  if (bad_list(op)) return -1;
  return bt_js_list_op(LIST_OP_INSERT, op, i, 0, v) ? 0 : -1;
}
int PyList_Append(PyObject *op, PyObject *v) {
  if (bad_list(op) || !v) { if (!PyErr_Occurred()) PyErr_BadInternalCall(); return -1; }
  return bt_js_list_op(LIST_OP_APPEND, op, 0, 0, v) ? 0 : -1;
}
int PyList_Extend(PyObject *op, PyObject *iterable) {
  if (bad_list(op)) return -1;
  return bt_js_list_op(LIST_OP_EXTEND, op, 0, 0, iterable) ? 0 : -1;
}
PyObject *PyList_GetSlice(PyObject *op, Py_ssize_t lo, Py_ssize_t hi) {  /* new ref */
  if (bad_list(op)) return NULL;
  return bt_js_list_op(LIST_OP_GETSLICE, op, lo, hi, NULL);
}
int PyList_SetSlice(PyObject *op, Py_ssize_t lo, Py_ssize_t hi, PyObject *v) {
  if (bad_list(op)) return -1;
  return bt_js_list_op(LIST_OP_SETSLICE, op, lo, hi, v) ? 0 : -1;
}
int PyList_Sort(PyObject *op) {
  if (bad_list(op)) return -1;
  return bt_js_list_op(LIST_OP_SORT, op, 0, 0, NULL) ? 0 : -1;
}
int PyList_Reverse(PyObject *op) {
  if (bad_list(op)) return -1;
  return bt_js_list_op(LIST_OP_REVERSE, op, 0, 0, NULL) ? 0 : -1;
}
PyObject *PyList_AsTuple(PyObject *op) {  /* new ref */
  if (bad_list(op)) return NULL;
  return bt_js_list_op(LIST_OP_ASTUPLE, op, 0, 0, NULL);
}
int PyList_Clear(PyObject *op) { return PyList_SetSlice(op, 0, PY_SSIZE_T_MAX, NULL); }

/* dict */
static int bad_dict(PyObject *op) {
  if (op && PyDict_Check(op)) return 0;
  PyErr_BadInternalCall();
  return 1;
}
PyObject *PyDict_New(void) { return bt_js_new_container(BT_CONTAINER_DICT, 0); }
PyObject *PyDict_GetItemWithError(PyObject *d, PyObject *key) {  /* borrowed; NULL: missing or error */
  if (bad_dict(d)) return NULL;
  return bt_js_dict_op(DICT_OP_GET, d, key, NULL);
}
PyObject *PyDict_GetItem(PyObject *d, PyObject *key) {  /* borrowed; errors suppressed */
  PyObject *saved = _Bt_Err_Take();
  PyObject *r = PyDict_GetItemWithError(d, key);
  PyErr_Clear();
  _Bt_Err_SetRaised(saved);
  return r;
}
PyObject *PyDict_GetItemString(PyObject *d, const char *key) {  /* borrowed */
  PyObject *k = _Bt_Unicode_Name(key);
  if (!k) { PyErr_Clear(); return NULL; }
  PyObject *r = PyDict_GetItem(d, k);
  Py_DECREF(k);
  return r;
}
PyObject *_PyDict_GetItemStringWithError(PyObject *d, const char *key) {  /* borrowed */
  PyObject *k = _Bt_Unicode_Name(key);
  if (!k) return NULL;
  PyObject *r = PyDict_GetItemWithError(d, k);
  Py_DECREF(k);
  return r;
}
int PyDict_GetItemRef(PyObject *d, PyObject *key, PyObject **result) {
  if (bad_dict(d)) { *result = NULL; return -1; }
  *result = bt_js_dict_op(DICT_OP_GETREF, d, key, NULL);
  if (*result) return 1;
  return PyErr_Occurred() ? -1 : 0;
}
int PyDict_GetItemStringRef(PyObject *d, const char *key, PyObject **result) {
  PyObject *k = _Bt_Unicode_Name(key);
  if (!k) { *result = NULL; return -1; }
  int r = PyDict_GetItemRef(d, k, result);
  Py_DECREF(k);
  return r;
}
/* dict.pop(key[, deflt]): new ref; NULL and KeyError when missing without deflt (3.12) */
PyObject *_PyDict_Pop(PyObject *d, PyObject *key, PyObject *deflt) {
  if (bad_dict(d)) return NULL;
  return deflt ? PyObject_CallMethod(d, "pop", "OO", key, deflt)
               : PyObject_CallMethod(d, "pop", "(O)", key);
}
/* 1 removed (*result new ref, if result given), 0 missing, -1 error (3.13) */
int PyDict_Pop(PyObject *d, PyObject *key, PyObject **result) {
  if (result) *result = NULL;
  int present = PyDict_Contains(d, key);
  if (present <= 0) return present;
  PyObject *v = _PyDict_Pop(d, key, NULL);
  if (!v) return -1;
  if (result) *result = v; else Py_DECREF(v);
  return 1;
}
/* Dict watchers: registered, never notified (dictobject.h says why). */
enum { DICT_MAX_WATCHERS = 8 };
static PyDict_WatchCallback dict_watchers[DICT_MAX_WATCHERS];
int PyDict_AddWatcher(PyDict_WatchCallback callback) {
  for (int i = 0; i < DICT_MAX_WATCHERS; i++) {
    if (!dict_watchers[i]) { dict_watchers[i] = callback; return i; }
  }
  PyErr_SetString(PyExc_RuntimeError, "no more dict watcher IDs available");
  return -1;
}
static int bad_watcher(int id) {
  if (id >= 0 && id < DICT_MAX_WATCHERS && dict_watchers[id]) return 0;
  PyErr_Format(PyExc_ValueError, "Invalid dict watcher ID %d", id);
  return 1;
}
int PyDict_ClearWatcher(int id) {
  if (bad_watcher(id)) return -1;
  dict_watchers[id] = NULL;
  return 0;
}
int PyDict_Watch(int id, PyObject *d) {
  if (bad_watcher(id)) return -1;
  if (!PyDict_Check(d)) { PyErr_SetString(PyExc_ValueError, "Cannot watch non-dictionary"); return -1; }
  return 0;
}
int PyDict_Unwatch(int id, PyObject *d) { return PyDict_Watch(id, d); }

int PyDict_SetItem(PyObject *d, PyObject *key, PyObject *v) {
  if (bad_dict(d) || !key || !v) { if (!PyErr_Occurred()) PyErr_BadInternalCall(); return -1; }
  return bt_js_dict_op(DICT_OP_SET, d, key, v) ? 0 : -1;
}
int PyDict_SetItemString(PyObject *d, const char *key, PyObject *v) {
  PyObject *k = _Bt_Unicode_Name(key);
  if (!k) return -1;
  int r = PyDict_SetItem(d, k, v);
  Py_DECREF(k);
  return r;
}
int PyDict_DelItem(PyObject *d, PyObject *key) {
  if (bad_dict(d)) return -1;
  return bt_js_dict_op(DICT_OP_DEL, d, key, NULL) ? 0 : -1;
}
int PyDict_DelItemString(PyObject *d, const char *key) {
  PyObject *k = _Bt_Unicode_Name(key);
  if (!k) return -1;
  int r = PyDict_DelItem(d, k);
  Py_DECREF(k);
  return r;
}
int PyDict_Contains(PyObject *d, PyObject *key) {
  if (bad_dict(d)) return -1;
  return bool_result(bt_js_dict_op(DICT_OP_CONTAINS, d, key, NULL));
}
int PyDict_ContainsString(PyObject *d, const char *key) {
  PyObject *k = _Bt_Unicode_Name(key);
  if (!k) return -1;
  int r = PyDict_Contains(d, k);
  Py_DECREF(k);
  return r;
}
Py_ssize_t PyDict_Size(PyObject *d) {
  if (bad_dict(d)) return -1;
  return bt_js_len(d);
}
PyObject *PyDict_Keys(PyObject *d) { return bad_dict(d) ? NULL : bt_js_dict_op(DICT_OP_KEYS, d, NULL, NULL); }
PyObject *PyDict_Values(PyObject *d) { return bad_dict(d) ? NULL : bt_js_dict_op(DICT_OP_VALUES, d, NULL, NULL); }
PyObject *PyDict_Items(PyObject *d) { return bad_dict(d) ? NULL : bt_js_dict_op(DICT_OP_ITEMS, d, NULL, NULL); }
PyObject *PyDict_Copy(PyObject *d) { return bad_dict(d) ? NULL : bt_js_dict_op(DICT_OP_COPY, d, NULL, NULL); }
void PyDict_Clear(PyObject *d) {
  if (d && PyDict_Check(d) && !bt_js_dict_op(DICT_OP_CLEAR, d, NULL, NULL)) PyErr_Clear();
}
int PyDict_Update(PyObject *d, PyObject *other) {
  if (bad_dict(d)) return -1;
  return bt_js_dict_op(DICT_OP_UPDATE, d, NULL, other) ? 0 : -1;
}
int PyDict_Merge(PyObject *d, PyObject *other, int override) {
  if (bad_dict(d)) return -1;
  return bt_js_dict_op(override ? DICT_OP_UPDATE : DICT_OP_MERGE_KEEP, d, NULL, other) ? 0 : -1;
}
int PyDict_MergeFromSeq2(PyObject *d, PyObject *seq2, int override) {
  PyObject *dict = bt_js_builtin("dict");
  PyObject *tmp = dict ? PyObject_CallOneArg(dict, seq2) : NULL;
  Py_XDECREF(dict);
  if (!tmp) return -1;
  int r = PyDict_Merge(d, tmp, override);
  Py_DECREF(tmp);
  return r;
}
PyObject *PyDict_SetDefault(PyObject *d, PyObject *key, PyObject *dflt) {  /* borrowed */
  if (bad_dict(d)) return NULL;
  return bt_js_dict_op(DICT_OP_SETDEFAULT, d, key, dflt);
}
int PyDict_Next(PyObject *d, Py_ssize_t *pos, PyObject **key, PyObject **value) {
  if (!d || !PyDict_Check(d)) return 0;
  PyObject *k = NULL, *v = NULL;
  int r = bt_js_dict_next(d, pos, &k, &v);
  if (r <= 0) { if (r < 0) PyErr_Clear(); return 0; }
  if (key) *key = k;
  if (value) *value = v;
  return 1;
}
PyObject *PyDictProxy_New(PyObject *mapping) {
  PyObject *types = PyImport_ImportModule("types");
  PyObject *r = types ? PyObject_CallMethod(types, "MappingProxyType", "(O)", mapping) : NULL;
  Py_XDECREF(types);
  return r;
}

/* set / frozenset */
PyObject *PySet_New(PyObject *iterable) {
  PyObject *s = bt_js_new_container(BT_CONTAINER_SET, 0);
  if (s && iterable) {
    PyObject *r = PyObject_CallMethod(s, "update", "(O)", iterable);
    if (!r) { Py_DECREF(s); return NULL; }
    Py_DECREF(r);
  }
  return s;
}
PyObject *PyFrozenSet_New(PyObject *iterable) {
  PyObject *fs = bt_js_builtin("frozenset");
  if (!fs) return NULL;
  PyObject *r = iterable ? PyObject_CallOneArg(fs, iterable) : PyObject_CallNoArgs(fs);
  Py_DECREF(fs);
  return r;
}
int PySet_Add(PyObject *s, PyObject *key) { return bt_js_dict_op(DICT_OP_SET_ADD, s, key, NULL) ? 0 : -1; }
int PySet_Discard(PyObject *s, PyObject *key) { return bool_result(bt_js_dict_op(DICT_OP_SET_DISCARD, s, key, NULL)); }
int PySet_Contains(PyObject *s, PyObject *key) { return bt_js_contains(s, key); }
Py_ssize_t PySet_Size(PyObject *s) { return bt_js_len(s); }
PyObject *PySet_Pop(PyObject *s) { return bt_js_dict_op(DICT_OP_SET_POP, s, NULL, NULL); }
int PySet_Clear(PyObject *s) { return bt_js_dict_op(DICT_OP_SET_CLEAR, s, NULL, NULL) ? 0 : -1; }
PyObject *_PyList_Extend(PyListObject *list, PyObject *iterable) {  /* new ref: None */
  return PyList_Extend((PyObject *)list, iterable) < 0 ? NULL : Py_NewRef(Py_None);
}

/* 3.12 private names (Cython): the size hint and the precomputed hash have no use here. */
PyObject *_PyDict_NewPresized(Py_ssize_t minused) { (void)minused; return PyDict_New(); }
PyObject *_PyDict_GetItem_KnownHash(PyObject *d, PyObject *key, Py_hash_t hash) {  /* borrowed */
  (void)hash;
  return PyDict_GetItemWithError(d, key);
}
int _PyDict_SetItem_KnownHash(PyObject *d, PyObject *key, PyObject *value, Py_hash_t hash) {
  (void)hash;
  return PyDict_SetItem(d, key, value);
}
