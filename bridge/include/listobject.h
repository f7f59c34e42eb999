/* listobject.h -- BryTorch
 * Python list.  Lists are opaque proxies of Brython lists: the PyListObject
 * struct below is CPython's layout, declared for source compatibility only;
 * C must not read or write its fields.  The unchecked CPython macros
 * (PyList_GET_ITEM, ...) are calls here. */
#ifndef Py_PYTHON_H
#  include "Python.h"
#endif
#ifndef BT_LISTOBJECT_H
#define BT_LISTOBJECT_H

#ifdef __cplusplus
extern "C" {
#endif

/* CPython's layout, NOT what a BryTorch list contains.  Do not touch. */
typedef struct {
    PyObject_VAR_HEAD
    PyObject **ob_item;
    Py_ssize_t allocated;
} PyListObject;

PyAPI_DATA(PyTypeObject) PyList_Type;
PyAPI_DATA(PyTypeObject) PyListIter_Type;
PyAPI_DATA(PyTypeObject) PyListRevIter_Type;

#define PyList_Check(op) PyType_FastSubclass(Py_TYPE(op), Py_TPFLAGS_LIST_SUBCLASS)
#define PyList_CheckExact(op) Py_IS_TYPE((op), &PyList_Type)

PyAPI_FUNC(PyObject *) PyList_New(Py_ssize_t len); /* new ref */
PyAPI_FUNC(Py_ssize_t) PyList_Size(PyObject *list);
PyAPI_FUNC(PyObject *) PyList_GetItem(PyObject *list, Py_ssize_t index); /* borrowed */
#ifdef Py_BT_3_13_NAMES
PyAPI_FUNC(PyObject *) PyList_GetItemRef(PyObject *list, Py_ssize_t index); /* new ref; 3.13 */
#endif /* Py_BT_3_13_NAMES */
/* steals item (also on failure) */
PyAPI_FUNC(int) PyList_SetItem(PyObject *list, Py_ssize_t index, PyObject *item);
PyAPI_FUNC(int) PyList_Insert(PyObject *list, Py_ssize_t index, PyObject *item);
PyAPI_FUNC(int) PyList_Append(PyObject *list, PyObject *item);
PyAPI_FUNC(PyObject *) PyList_GetSlice(PyObject *list, Py_ssize_t low,
                                       Py_ssize_t high); /* new ref */
/* itemlist NULL deletes the slice */
PyAPI_FUNC(int) PyList_SetSlice(PyObject *list, Py_ssize_t low, Py_ssize_t high,
                                PyObject *itemlist);
#ifdef Py_BT_3_13_NAMES
PyAPI_FUNC(int) PyList_Extend(PyObject *list, PyObject *iterable);   /* 3.13 */
#endif /* Py_BT_3_13_NAMES */
PyAPI_FUNC(PyObject *) _PyList_Extend(PyListObject *list, PyObject *iterable); /* new ref (None) */
#ifdef Py_BT_3_13_NAMES
PyAPI_FUNC(int) PyList_Clear(PyObject *list);                        /* 3.13 */
#endif /* Py_BT_3_13_NAMES */
PyAPI_FUNC(int) PyList_Sort(PyObject *list);
PyAPI_FUNC(int) PyList_Reverse(PyObject *list);
PyAPI_FUNC(PyObject *) PyList_AsTuple(PyObject *list); /* new ref */

/* PyList_SET_ITEM's implementation: steals item, no error check, and (as in
 * CPython) does not release the item previously stored at index */
PyAPI_FUNC(void) _Bt_List_SetItemSteal(PyObject *list, Py_ssize_t index, PyObject *item);

#define PyList_GET_ITEM(op, index) PyList_GetItem(_PyObject_CAST(op), (index)) /* borrowed */
#define PyList_SET_ITEM(op, index, value) \
    _Bt_List_SetItemSteal(_PyObject_CAST(op), (index), _PyObject_CAST(value))
#define PyList_GET_SIZE(op) PyList_Size(_PyObject_CAST(op))

#ifdef __cplusplus
}
#endif
#endif /* BT_LISTOBJECT_H */
