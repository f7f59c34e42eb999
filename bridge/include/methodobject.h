/* methodobject.h -- BryTorch
 * Built-in functions: the C calling conventions (PyCFunction and friends,
 * METH_* flags), PyMethodDef (CPython's layout) and builtin-function objects.
 * PyCFunctionObject has CPython's 3.12 layout: C functions are real objects here (binding
 * libraries read m_ml and m_self directly). */
#ifndef Py_PYTHON_H
#  include "Python.h"
#endif
#ifndef BT_METHODOBJECT_H
#define BT_METHODOBJECT_H

#ifdef __cplusplus
extern "C" {
#endif

typedef PyObject *(*PyCFunction)(PyObject *self, PyObject *args);
typedef PyObject *(*PyCFunctionWithKeywords)(PyObject *self, PyObject *args, PyObject *kwargs);
typedef PyObject *(*_PyCFunctionFast)(PyObject *self, PyObject *const *args, Py_ssize_t nargs);
typedef PyObject *(*_PyCFunctionFastWithKeywords)(PyObject *self, PyObject *const *args,
                                                  Py_ssize_t nargs, PyObject *kwnames);
typedef _PyCFunctionFast PyCFunctionFast;                          /* 3.13 name */
typedef _PyCFunctionFastWithKeywords PyCFunctionFastWithKeywords;  /* 3.13 name */
typedef PyObject *(*PyCMethod)(PyObject *self, PyTypeObject *defining_class,
                               PyObject *const *args, size_t nargsf, PyObject *kwnames);

/* store any of the above in ml_meth without a cast warning */
#define _PyCFunction_CAST(func) ((PyCFunction)(void (*)(void))(func))

struct PyMethodDef {
    const char *ml_name;     /* name of the method */
    PyCFunction ml_meth;     /* implementation, cast to PyCFunction */
    int ml_flags;            /* METH_* calling convention and binding flags */
    const char *ml_doc;      /* docstring or NULL */
};
typedef struct PyMethodDef PyMethodDef;

/* calling conventions */
#define METH_VARARGS  0x0001
#define METH_KEYWORDS 0x0002
#define METH_NOARGS   0x0004
#define METH_O        0x0008
/* binding (only for methods of types) */
#define METH_CLASS    0x0010
#define METH_STATIC   0x0020
/* replace an existing slot wrapper of the same name */
#define METH_COEXIST  0x0040
#define METH_FASTCALL 0x0080
/* receives the defining class (with FASTCALL|KEYWORDS) */
#define METH_METHOD   0x0200

/* builtin function / method object (made by PyCFunction_NewEx) */
typedef struct _bt_cfunctionobject {
    PyObject_HEAD
    PyMethodDef *m_ml;        /* the definition (borrowed: lives as long as the module) */
    PyObject *m_self;         /* owned: passed as `self`; the module for module functions */
    PyObject *m_module;       /* owned: __module__ */
    PyObject *m_weakreflist;
    vectorcallfunc vectorcall;
} PyCFunctionObject;
typedef struct {
    PyCFunctionObject func;
    PyTypeObject *mm_class;   /* owned: the defining class of a METH_METHOD function */
} PyCMethodObject;

PyAPI_DATA(PyTypeObject) PyCFunction_Type;
PyAPI_DATA(PyTypeObject) PyCMethod_Type;

#define PyCFunction_CheckExact(op) Py_IS_TYPE((op), &PyCFunction_Type)
#define PyCFunction_Check(op) PyObject_TypeCheck((op), &PyCFunction_Type)
#define PyCMethod_CheckExact(op) Py_IS_TYPE((op), &PyCMethod_Type)
#define PyCMethod_Check(op) PyObject_TypeCheck((op), &PyCMethod_Type)

PyAPI_FUNC(PyObject *) PyCFunction_New(PyMethodDef *ml, PyObject *self); /* new ref */
PyAPI_FUNC(PyObject *) PyCFunction_NewEx(PyMethodDef *ml, PyObject *self,
                                         PyObject *module); /* new ref */
PyAPI_FUNC(PyObject *) PyCMethod_New(PyMethodDef *ml, PyObject *self, PyObject *module,
                                     PyTypeObject *cls); /* new ref */

PyAPI_FUNC(PyCFunction) PyCFunction_GetFunction(PyObject *op);
PyAPI_FUNC(PyObject *) PyCFunction_GetSelf(PyObject *op); /* borrowed */
PyAPI_FUNC(int) PyCFunction_GetFlags(PyObject *op);
/* the defining class of a METH_METHOD function, or NULL */
PyAPI_FUNC(PyTypeObject *) _Bt_CFunction_GetClass(PyObject *op); /* borrowed */

/* CPython reads these from the object; here they are calls */
#define PyCFunction_GET_FUNCTION(func) PyCFunction_GetFunction(_PyObject_CAST(func))
#define PyCFunction_GET_SELF(func) PyCFunction_GetSelf(_PyObject_CAST(func))
#define PyCFunction_GET_FLAGS(func) PyCFunction_GetFlags(_PyObject_CAST(func))
#define PyCFunction_GET_CLASS(func) _Bt_CFunction_GetClass(_PyObject_CAST(func))

#ifdef __cplusplus
}
#endif
#endif /* BT_METHODOBJECT_H */
