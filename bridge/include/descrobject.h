/* descrobject.h -- BryTorch
 * Descriptors: PyGetSetDef and PyMemberDef (CPython's layouts), the Py_T_*
 * member type codes and flags, descriptor/property/mappingproxy types and
 * their constructors.  Descriptor object bodies are opaque (ours). */
#ifndef Py_PYTHON_H
#  include "Python.h"
#endif
#ifndef BT_DESCROBJECT_H
#define BT_DESCROBJECT_H

#ifdef __cplusplus
extern "C" {
#endif

typedef PyObject *(*getter)(PyObject *self, void *closure);
typedef int (*setter)(PyObject *self, PyObject *value, void *closure);

struct PyGetSetDef {
    const char *name;
    getter get;          /* NULL: write-only */
    setter set;          /* NULL: read-only; value NULL means delete */
    const char *doc;
    void *closure;       /* passed to get/set unchanged */
};
typedef struct PyGetSetDef PyGetSetDef;

struct PyMemberDef {
    const char *name;
    int type;            /* Py_T_* code */
    Py_ssize_t offset;   /* byte offset of the field in the instance */
    int flags;           /* Py_READONLY, Py_AUDIT_READ, Py_RELATIVE_OFFSET */
    const char *doc;
};
typedef struct PyMemberDef PyMemberDef;

/* member type codes (3.12 public names; legacy T_* names in structmember.h) */
#define Py_T_SHORT          0
#define Py_T_INT            1
#define Py_T_LONG           2
#define Py_T_FLOAT          3
#define Py_T_DOUBLE         4
#define Py_T_STRING         5
#define _Py_T_OBJECT        6    /* NULL reads as None */
#define Py_T_CHAR           7
#define Py_T_BYTE           8
#define Py_T_UBYTE          9
#define Py_T_USHORT         10
#define Py_T_UINT           11
#define Py_T_ULONG          12
#define Py_T_STRING_INPLACE 13
#define Py_T_BOOL           14
#define Py_T_OBJECT_EX      16   /* NULL reads raise AttributeError */
#define Py_T_LONGLONG       17
#define Py_T_ULONGLONG      18
#define Py_T_PYSSIZET       19
#define _Py_T_NONE          20

/* member flags */
#define Py_READONLY         1
#define Py_AUDIT_READ       2
#define _Py_WRITE_RESTRICTED 4
#define Py_RELATIVE_OFFSET  8    /* offset is relative to the type's own data */

/* read / write a member of the instance at obj_addr */
PyAPI_FUNC(PyObject *) PyMember_GetOne(const char *obj_addr, PyMemberDef *m); /* new ref */
PyAPI_FUNC(int) PyMember_SetOne(char *obj_addr, PyMemberDef *m, PyObject *value);

/* Descriptors of C types, with CPython's layouts (torch's _add_docstr reads d_method and
 * d_getset). Brython's own descriptor objects stand for them; when one crosses into C it
 * is given one of these as its C side, which points at the same definition. */
#define PyDescr_COMMON \
    PyObject_HEAD \
    PyTypeObject *d_type;     /* borrowed: the owning type (types are immortal here) */ \
    PyObject *d_name; \
    PyObject *d_qualname
typedef struct { PyDescr_COMMON; } PyDescrObject;
typedef struct { PyDescr_COMMON; PyMethodDef *d_method; vectorcallfunc vectorcall; } PyMethodDescrObject;
typedef struct { PyDescr_COMMON; PyMemberDef *d_member; } PyMemberDescrObject;
typedef struct { PyDescr_COMMON; PyGetSetDef *d_getset; } PyGetSetDescrObject;
#define PyDescr_TYPE(x) (((PyDescrObject *)(x))->d_type)
#define PyDescr_NAME(x) (((PyDescrObject *)(x))->d_name)

PyAPI_DATA(PyTypeObject) PyClassMethodDescr_Type;
PyAPI_DATA(PyTypeObject) PyGetSetDescr_Type;
PyAPI_DATA(PyTypeObject) PyMemberDescr_Type;
PyAPI_DATA(PyTypeObject) PyMethodDescr_Type;
PyAPI_DATA(PyTypeObject) PyWrapperDescr_Type;
PyAPI_DATA(PyTypeObject) PyDictProxy_Type;
PyAPI_DATA(PyTypeObject) PyProperty_Type;
PyAPI_DATA(PyTypeObject) _PyMethodWrapper_Type;

PyAPI_FUNC(PyObject *) PyDescr_NewMethod(PyTypeObject *type, PyMethodDef *meth); /* new ref */
PyAPI_FUNC(PyObject *) PyDescr_NewClassMethod(PyTypeObject *type, PyMethodDef *meth); /* new ref */
PyAPI_FUNC(PyObject *) PyDescr_NewMember(PyTypeObject *type, PyMemberDef *meth); /* new ref */
PyAPI_FUNC(PyObject *) PyDescr_NewGetSet(PyTypeObject *type, PyGetSetDef *getset); /* new ref */
PyAPI_FUNC(PyObject *) PyDictProxy_New(PyObject *mapping); /* new ref */
PyAPI_FUNC(PyObject *) PyWrapper_New(PyObject *descr, PyObject *self); /* new ref */

#ifdef __cplusplus
}
#endif
#endif /* BT_DESCROBJECT_H */
