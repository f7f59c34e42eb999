/* weakrefobject.h -- BryTorch
 * Weak references and proxies.  PyWeakReference is opaque (layout is ours);
 * PyWeakref_GET_OBJECT is a call here. */
#ifndef Py_PYTHON_H
#  include "Python.h"
#endif
#ifndef BT_WEAKREFOBJECT_H
#define BT_WEAKREFOBJECT_H

#ifdef __cplusplus
extern "C" {
#endif

typedef struct _PyWeakReference PyWeakReference;   /* opaque, ours */

PyAPI_DATA(PyTypeObject) _PyWeakref_RefType;
PyAPI_DATA(PyTypeObject) _PyWeakref_ProxyType;
PyAPI_DATA(PyTypeObject) _PyWeakref_CallableProxyType;

#define PyWeakref_CheckRef(op) PyObject_TypeCheck((op), &_PyWeakref_RefType)
#define PyWeakref_CheckRefExact(op) Py_IS_TYPE((op), &_PyWeakref_RefType)
#define PyWeakref_CheckProxy(op) \
    (Py_IS_TYPE((op), &_PyWeakref_ProxyType) || \
     Py_IS_TYPE((op), &_PyWeakref_CallableProxyType))
#define PyWeakref_Check(op) (PyWeakref_CheckRef(op) || PyWeakref_CheckProxy(op))

/* callback may be NULL or None */
PyAPI_FUNC(PyObject *) PyWeakref_NewRef(PyObject *ob, PyObject *callback); /* new ref */
PyAPI_FUNC(PyObject *) PyWeakref_NewProxy(PyObject *ob, PyObject *callback); /* new ref */
/* the referent, or Py_None if it is dead */
PyAPI_FUNC(PyObject *) PyWeakref_GetObject(PyObject *ref); /* borrowed */
/* 1 and *pobj = new ref if alive; 0 and NULL if dead; -1 on error (3.13) */
#ifdef Py_BT_3_13_NAMES
PyAPI_FUNC(int) PyWeakref_GetRef(PyObject *ref, PyObject **pobj);
#endif /* Py_BT_3_13_NAMES */
#define PyWeakref_GET_OBJECT(ref) PyWeakref_GetObject(_PyObject_CAST(ref)) /* borrowed */
/* CPython's private "detach from the referent"; a no-op here (weak lists stay empty) */
PyAPI_FUNC(void) _PyWeakref_ClearRef(PyWeakReference *ref);

#ifdef __cplusplus
}
#endif

#endif /* BT_WEAKREFOBJECT_H */
