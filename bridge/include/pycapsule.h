/* pycapsule.h -- BryTorch
 * Capsules: opaque Python objects wrapping a C pointer, a name and an
 * optional destructor; used to share C APIs between extension modules. */
#ifndef Py_PYTHON_H
#  include "Python.h"
#endif
#ifndef BT_PYCAPSULE_H
#define BT_PYCAPSULE_H

#ifdef __cplusplus
extern "C" {
#endif

PyAPI_DATA(PyTypeObject) PyCapsule_Type;

typedef void (*PyCapsule_Destructor)(PyObject *);

#define PyCapsule_CheckExact(op) Py_IS_TYPE((op), &PyCapsule_Type)

/* pointer must not be NULL; name is not copied and must outlive the capsule */
PyAPI_FUNC(PyObject *) PyCapsule_New(void *pointer, const char *name,
                                     PyCapsule_Destructor destructor); /* new ref */
PyAPI_FUNC(void *) PyCapsule_GetPointer(PyObject *capsule, const char *name);
PyAPI_FUNC(PyCapsule_Destructor) PyCapsule_GetDestructor(PyObject *capsule);
PyAPI_FUNC(const char *) PyCapsule_GetName(PyObject *capsule);
PyAPI_FUNC(void *) PyCapsule_GetContext(PyObject *capsule);
PyAPI_FUNC(int) PyCapsule_IsValid(PyObject *capsule, const char *name);
PyAPI_FUNC(int) PyCapsule_SetPointer(PyObject *capsule, void *pointer);
PyAPI_FUNC(int) PyCapsule_SetDestructor(PyObject *capsule, PyCapsule_Destructor destructor);
PyAPI_FUNC(int) PyCapsule_SetName(PyObject *capsule, const char *name);
PyAPI_FUNC(int) PyCapsule_SetContext(PyObject *capsule, void *context);
/* import "package.module.attribute" and return the capsule's pointer */
PyAPI_FUNC(void *) PyCapsule_Import(const char *name, int no_block);

#ifdef __cplusplus
}
#endif
#endif /* BT_PYCAPSULE_H */
