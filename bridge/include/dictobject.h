/* dictobject.h -- BryTorch
 * Python dict and its views.  PyDictObject is opaque (dicts are proxies of
 * Brython dicts; layout is ours). */
#ifndef Py_PYTHON_H
#  include "Python.h"
#endif
#ifndef BT_DICTOBJECT_H
#define BT_DICTOBJECT_H

#ifdef __cplusplus
extern "C" {
#endif

typedef struct _bt_dictobject PyDictObject;   /* opaque, ours */

PyAPI_DATA(PyTypeObject) PyDict_Type;
#define PyDict_GET_SIZE(op) PyDict_Size(_PyObject_CAST(op))
/* 3.12 private names Cython-generated code calls: a presized dict is an ordinary dict here,
 * and the hash is not needed to look a key up. */
PyAPI_FUNC(PyObject *) _PyDict_NewPresized(Py_ssize_t minused); /* new ref */
PyAPI_FUNC(PyObject *) _PyDict_GetItem_KnownHash(PyObject *d, PyObject *key, Py_hash_t hash); /* borrowed */
PyAPI_FUNC(int) _PyDict_SetItem_KnownHash(PyObject *d, PyObject *key, PyObject *value, Py_hash_t hash);
PyAPI_DATA(PyTypeObject) PyDictKeys_Type;
PyAPI_DATA(PyTypeObject) PyDictValues_Type;
PyAPI_DATA(PyTypeObject) PyDictItems_Type;
PyAPI_DATA(PyTypeObject) PyDictIterKey_Type;
PyAPI_DATA(PyTypeObject) PyDictIterValue_Type;
PyAPI_DATA(PyTypeObject) PyDictIterItem_Type;

#define PyDict_Check(op) PyType_FastSubclass(Py_TYPE(op), Py_TPFLAGS_DICT_SUBCLASS)
#define PyDict_CheckExact(op) Py_IS_TYPE((op), &PyDict_Type)
#define PyDictKeys_Check(op) PyObject_TypeCheck((op), &PyDictKeys_Type)
#define PyDictValues_Check(op) PyObject_TypeCheck((op), &PyDictValues_Type)
#define PyDictItems_Check(op) PyObject_TypeCheck((op), &PyDictItems_Type)
#define PyDictViewSet_Check(op) (PyDictKeys_Check(op) || PyDictItems_Check(op))

PyAPI_FUNC(PyObject *) PyDict_New(void); /* new ref */
PyAPI_FUNC(void) PyDict_Clear(PyObject *p);
PyAPI_FUNC(int) PyDict_Contains(PyObject *p, PyObject *key);
#ifdef Py_BT_3_13_NAMES
PyAPI_FUNC(int) PyDict_ContainsString(PyObject *p, const char *key);   /* 3.13 */
#endif /* Py_BT_3_13_NAMES */
PyAPI_FUNC(PyObject *) PyDict_Copy(PyObject *p); /* new ref */
/* does not steal key or val */
PyAPI_FUNC(int) PyDict_SetItem(PyObject *p, PyObject *key, PyObject *val);
PyAPI_FUNC(int) PyDict_SetItemString(PyObject *p, const char *key, PyObject *val);
PyAPI_FUNC(int) PyDict_DelItem(PyObject *p, PyObject *key);
PyAPI_FUNC(int) PyDict_DelItemString(PyObject *p, const char *key);
/* NULL if missing; suppresses errors */
PyAPI_FUNC(PyObject *) PyDict_GetItem(PyObject *p, PyObject *key); /* borrowed */
/* NULL if missing (no exception) or on error (exception set) */
PyAPI_FUNC(PyObject *) PyDict_GetItemWithError(PyObject *p, PyObject *key); /* borrowed */
PyAPI_FUNC(PyObject *) PyDict_GetItemString(PyObject *p, const char *key); /* borrowed */
PyAPI_FUNC(PyObject *) _PyDict_GetItemStringWithError(PyObject *p,
                                                      const char *key); /* borrowed */
/* 1 found (*result new ref), 0 missing (*result NULL), -1 error */
#ifdef Py_BT_3_13_NAMES
PyAPI_FUNC(int) PyDict_GetItemRef(PyObject *p, PyObject *key, PyObject **result);  /* 3.13 */
PyAPI_FUNC(int) PyDict_GetItemStringRef(PyObject *p, const char *key,
                                        PyObject **result);                         /* 3.13 */
#endif /* Py_BT_3_13_NAMES */
PyAPI_FUNC(PyObject *) PyDict_SetDefault(PyObject *p, PyObject *key,
                                         PyObject *defaultobj); /* borrowed */
/* dict.pop: new ref; NULL (KeyError) when missing and deflt is NULL (3.12 private name) */
PyAPI_FUNC(PyObject *) _PyDict_Pop(PyObject *dict, PyObject *key, PyObject *deflt);
#ifdef Py_BT_3_13_NAMES
/* 1 removed (*result new ref or ignored if result NULL), 0 missing, -1 error */
PyAPI_FUNC(int) PyDict_Pop(PyObject *p, PyObject *key, PyObject **result);          /* 3.13 */
#endif /* Py_BT_3_13_NAMES */
PyAPI_FUNC(PyObject *) PyDict_Items(PyObject *p); /* new ref */
PyAPI_FUNC(PyObject *) PyDict_Keys(PyObject *p); /* new ref */
PyAPI_FUNC(PyObject *) PyDict_Values(PyObject *p); /* new ref */
PyAPI_FUNC(Py_ssize_t) PyDict_Size(PyObject *p);
/* iterate: *ppos starts at 0; *pkey / *pvalue are borrowed */
PyAPI_FUNC(int) PyDict_Next(PyObject *p, Py_ssize_t *ppos, PyObject **pkey,
                            PyObject **pvalue);
PyAPI_FUNC(int) PyDict_Merge(PyObject *a, PyObject *b, int override);
PyAPI_FUNC(int) PyDict_Update(PyObject *a, PyObject *b);
PyAPI_FUNC(int) PyDict_MergeFromSeq2(PyObject *a, PyObject *seq2, int override);

/* Dict watchers (3.12). Brython's dicts cannot report their changes to C, so a watcher is
 * registered and a dict "watched" (both succeed, up to 8 watchers as in CPython) but the
 * callback is never called: callers must not rely on events (torch uses them only in
 * dynamo's guards, which cannot run here). */
typedef enum {
    PyDict_EVENT_ADDED, PyDict_EVENT_MODIFIED, PyDict_EVENT_DELETED, PyDict_EVENT_CLONED,
    PyDict_EVENT_CLEARED, PyDict_EVENT_DEALLOCATED
} PyDict_WatchEvent;
typedef int (*PyDict_WatchCallback)(PyDict_WatchEvent event, PyObject *dict, PyObject *key,
                                    PyObject *new_value);
PyAPI_FUNC(int) PyDict_AddWatcher(PyDict_WatchCallback callback);  /* id, or -1 + error */
PyAPI_FUNC(int) PyDict_ClearWatcher(int watcher_id);
PyAPI_FUNC(int) PyDict_Watch(int watcher_id, PyObject *dict);
PyAPI_FUNC(int) PyDict_Unwatch(int watcher_id, PyObject *dict);

#ifdef __cplusplus
}
#endif
#endif /* BT_DICTOBJECT_H */
