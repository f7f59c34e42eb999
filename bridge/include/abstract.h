/* abstract.h -- BryTorch
 * The abstract object layer: calling (tp_call and vectorcall), and the
 * object, number, sequence, mapping and iterator protocols.
 * PySequence_Fast results are a list or a tuple; the Fast_* accessors
 * dispatch on that (tuples inline, lists through calls). */
#ifndef Py_PYTHON_H
#  include "Python.h"
#endif
#ifndef BT_ABSTRACT_H
#define BT_ABSTRACT_H

#ifdef __cplusplus
extern "C" {
#endif

/* ==== call protocol ==================================================== */
PyAPI_FUNC(PyObject *) PyObject_Call(PyObject *callable, PyObject *args,
                                     PyObject *kwargs); /* new ref */
PyAPI_FUNC(PyObject *) PyObject_CallObject(PyObject *callable, PyObject *args); /* new ref */
PyAPI_FUNC(PyObject *) PyObject_CallNoArgs(PyObject *callable); /* new ref */
PyAPI_FUNC(PyObject *) PyObject_CallOneArg(PyObject *callable, PyObject *arg); /* new ref */
/* format as for Py_BuildValue; a single tuple result is used as the args */
PyAPI_FUNC(PyObject *) PyObject_CallFunction(PyObject *callable, const char *format,
                                             ...); /* new ref */
PyAPI_FUNC(PyObject *) PyObject_CallMethod(PyObject *obj, const char *name,
                                           const char *format, ...); /* new ref */
/* NULL-terminated list of borrowed PyObject * arguments */
PyAPI_FUNC(PyObject *) PyObject_CallFunctionObjArgs(PyObject *callable, ...); /* new ref */
PyAPI_FUNC(PyObject *) PyObject_CallMethodObjArgs(PyObject *obj, PyObject *name,
                                                  ...); /* new ref */
PyAPI_FUNC(PyObject *) PyObject_CallMethodNoArgs(PyObject *obj, PyObject *name); /* new ref */
PyAPI_FUNC(PyObject *) PyObject_CallMethodOneArg(PyObject *obj, PyObject *name,
                                                 PyObject *arg); /* new ref */

/* same functions: there is a single (Py_ssize_t) implementation */
#define _PyObject_CallFunction_SizeT PyObject_CallFunction
#define _PyObject_CallMethod_SizeT PyObject_CallMethod
/* old private spellings */
#define _PyObject_CallNoArg(func) PyObject_CallNoArgs(func)
#define _PyObject_CallNoArgs(func) PyObject_CallNoArgs(func)
#define _PyObject_CallOneArg(func, arg) PyObject_CallOneArg((func), (arg))

/* ---- vectorcall -------------------------------------------------------- */
/* set in nargsf: the callee may temporarily overwrite args[-1] */
#define PY_VECTORCALL_ARGUMENTS_OFFSET ((size_t)1 << (8 * sizeof(size_t) - 1))

static inline Py_ssize_t PyVectorcall_NARGS(size_t nargsf) {
    return (Py_ssize_t)(nargsf & ~PY_VECTORCALL_ARGUMENTS_OFFSET);
}

/* the object's vectorcall function, or NULL if it has none */
PyAPI_FUNC(vectorcallfunc) PyVectorcall_Function(PyObject *callable);
/* args: positional arguments followed by the values of kwnames (a tuple of
 * str, or NULL); nargsf: number of positional args, may include the OFFSET flag */
PyAPI_FUNC(PyObject *) PyObject_Vectorcall(PyObject *callable, PyObject *const *args,
                                           size_t nargsf, PyObject *kwnames); /* new ref */
PyAPI_FUNC(PyObject *) PyObject_VectorcallDict(PyObject *callable, PyObject *const *args,
                                               size_t nargsf, PyObject *kwdict); /* new ref */
/* args[0] is self; name is looked up on it */
PyAPI_FUNC(PyObject *) PyObject_VectorcallMethod(PyObject *name, PyObject *const *args,
                                                 size_t nargsf, PyObject *kwnames); /* new ref */
/* call a vectorcall-capable callable with a tuple and dict (tp_call helper) */
PyAPI_FUNC(PyObject *) PyVectorcall_Call(PyObject *callable, PyObject *tuple,
                                         PyObject *dict); /* new ref */
#define _PyObject_Vectorcall PyObject_Vectorcall
#define _PyObject_VectorcallMethod PyObject_VectorcallMethod
#define _PyObject_FastCallDict PyObject_VectorcallDict
#define _PyVectorcall_Function PyVectorcall_Function

/* ==== object protocol ================================================== */
PyAPI_FUNC(PyObject *) PyObject_Type(PyObject *o); /* new ref */
PyAPI_FUNC(Py_ssize_t) PyObject_Size(PyObject *o);
PyAPI_FUNC(Py_ssize_t) PyObject_Length(PyObject *o);
PyAPI_FUNC(Py_ssize_t) PyObject_LengthHint(PyObject *o, Py_ssize_t defaultvalue);
PyAPI_FUNC(PyObject *) PyObject_GetItem(PyObject *o, PyObject *key); /* new ref */
PyAPI_FUNC(int) PyObject_SetItem(PyObject *o, PyObject *key, PyObject *v);
PyAPI_FUNC(int) PyObject_DelItem(PyObject *o, PyObject *key);
PyAPI_FUNC(int) PyObject_DelItemString(PyObject *o, const char *key);
PyAPI_FUNC(PyObject *) PyObject_Format(PyObject *obj, PyObject *format_spec); /* new ref */
PyAPI_FUNC(PyObject *) PyObject_GetIter(PyObject *o); /* new ref */
PyAPI_FUNC(PyObject *) PyObject_GetAIter(PyObject *o); /* new ref */
PyAPI_FUNC(int) PyObject_IsInstance(PyObject *inst, PyObject *cls);
PyAPI_FUNC(int) PyObject_IsSubclass(PyObject *derived, PyObject *cls);

/* ==== iterator protocol ================================================ */
PyAPI_FUNC(int) PyIter_Check(PyObject *o);
PyAPI_FUNC(int) PyAIter_Check(PyObject *o);
/* next item, or NULL at the end (no exception) or on error (exception set) */
PyAPI_FUNC(PyObject *) PyIter_Next(PyObject *o); /* new ref */
/* *presult receives a new reference in the RETURN and NEXT cases */
PyAPI_FUNC(PySendResult) PyIter_Send(PyObject *iter, PyObject *arg, PyObject **presult);

/* ==== number protocol ================================================== */
PyAPI_FUNC(int) PyNumber_Check(PyObject *o);
PyAPI_FUNC(int) PyIndex_Check(PyObject *o);
PyAPI_FUNC(PyObject *) PyNumber_Add(PyObject *o1, PyObject *o2); /* new ref */
PyAPI_FUNC(PyObject *) PyNumber_Subtract(PyObject *o1, PyObject *o2); /* new ref */
PyAPI_FUNC(PyObject *) PyNumber_Multiply(PyObject *o1, PyObject *o2); /* new ref */
PyAPI_FUNC(PyObject *) PyNumber_MatrixMultiply(PyObject *o1, PyObject *o2); /* new ref */
PyAPI_FUNC(PyObject *) PyNumber_FloorDivide(PyObject *o1, PyObject *o2); /* new ref */
PyAPI_FUNC(PyObject *) PyNumber_TrueDivide(PyObject *o1, PyObject *o2); /* new ref */
PyAPI_FUNC(PyObject *) PyNumber_Remainder(PyObject *o1, PyObject *o2); /* new ref */
PyAPI_FUNC(PyObject *) PyNumber_Divmod(PyObject *o1, PyObject *o2); /* new ref */
/* o3 is the modulus, Py_None when unused */
PyAPI_FUNC(PyObject *) PyNumber_Power(PyObject *o1, PyObject *o2, PyObject *o3); /* new ref */
PyAPI_FUNC(PyObject *) PyNumber_Negative(PyObject *o); /* new ref */
PyAPI_FUNC(PyObject *) PyNumber_Positive(PyObject *o); /* new ref */
PyAPI_FUNC(PyObject *) PyNumber_Absolute(PyObject *o); /* new ref */
PyAPI_FUNC(PyObject *) PyNumber_Invert(PyObject *o); /* new ref */
PyAPI_FUNC(PyObject *) PyNumber_Lshift(PyObject *o1, PyObject *o2); /* new ref */
PyAPI_FUNC(PyObject *) PyNumber_Rshift(PyObject *o1, PyObject *o2); /* new ref */
PyAPI_FUNC(PyObject *) PyNumber_And(PyObject *o1, PyObject *o2); /* new ref */
PyAPI_FUNC(PyObject *) PyNumber_Xor(PyObject *o1, PyObject *o2); /* new ref */
PyAPI_FUNC(PyObject *) PyNumber_Or(PyObject *o1, PyObject *o2); /* new ref */
PyAPI_FUNC(PyObject *) PyNumber_InPlaceAdd(PyObject *o1, PyObject *o2); /* new ref */
PyAPI_FUNC(PyObject *) PyNumber_InPlaceSubtract(PyObject *o1, PyObject *o2); /* new ref */
PyAPI_FUNC(PyObject *) PyNumber_InPlaceMultiply(PyObject *o1, PyObject *o2); /* new ref */
PyAPI_FUNC(PyObject *) PyNumber_InPlaceMatrixMultiply(PyObject *o1, PyObject *o2); /* new ref */
PyAPI_FUNC(PyObject *) PyNumber_InPlaceFloorDivide(PyObject *o1, PyObject *o2); /* new ref */
PyAPI_FUNC(PyObject *) PyNumber_InPlaceTrueDivide(PyObject *o1, PyObject *o2); /* new ref */
PyAPI_FUNC(PyObject *) PyNumber_InPlaceRemainder(PyObject *o1, PyObject *o2); /* new ref */
PyAPI_FUNC(PyObject *) PyNumber_InPlacePower(PyObject *o1, PyObject *o2,
                                             PyObject *o3); /* new ref */
PyAPI_FUNC(PyObject *) PyNumber_InPlaceLshift(PyObject *o1, PyObject *o2); /* new ref */
PyAPI_FUNC(PyObject *) PyNumber_InPlaceRshift(PyObject *o1, PyObject *o2); /* new ref */
PyAPI_FUNC(PyObject *) PyNumber_InPlaceAnd(PyObject *o1, PyObject *o2); /* new ref */
PyAPI_FUNC(PyObject *) PyNumber_InPlaceXor(PyObject *o1, PyObject *o2); /* new ref */
PyAPI_FUNC(PyObject *) PyNumber_InPlaceOr(PyObject *o1, PyObject *o2); /* new ref */
PyAPI_FUNC(PyObject *) PyNumber_Long(PyObject *o); /* new ref */
PyAPI_FUNC(PyObject *) PyNumber_Float(PyObject *o); /* new ref */
PyAPI_FUNC(PyObject *) PyNumber_Index(PyObject *o); /* new ref */
/* base 2, 8, 10 or 16, with the 0b/0o/0x prefix */
PyAPI_FUNC(PyObject *) PyNumber_ToBase(PyObject *n, int base); /* new ref */
/* exc NULL: clamp on overflow; otherwise raise exc */
PyAPI_FUNC(Py_ssize_t) PyNumber_AsSsize_t(PyObject *o, PyObject *exc);

/* ==== sequence protocol ================================================ */
PyAPI_FUNC(int) PySequence_Check(PyObject *o);
PyAPI_FUNC(Py_ssize_t) PySequence_Size(PyObject *o);
PyAPI_FUNC(Py_ssize_t) PySequence_Length(PyObject *o);
PyAPI_FUNC(PyObject *) PySequence_Concat(PyObject *o1, PyObject *o2); /* new ref */
PyAPI_FUNC(PyObject *) PySequence_Repeat(PyObject *o, Py_ssize_t count); /* new ref */
PyAPI_FUNC(PyObject *) PySequence_InPlaceConcat(PyObject *o1, PyObject *o2); /* new ref */
PyAPI_FUNC(PyObject *) PySequence_InPlaceRepeat(PyObject *o, Py_ssize_t count); /* new ref */
PyAPI_FUNC(PyObject *) PySequence_GetItem(PyObject *o, Py_ssize_t i); /* new ref */
PyAPI_FUNC(PyObject *) PySequence_GetSlice(PyObject *o, Py_ssize_t i1,
                                           Py_ssize_t i2); /* new ref */
/* does not steal v */
PyAPI_FUNC(int) PySequence_SetItem(PyObject *o, Py_ssize_t i, PyObject *v);
PyAPI_FUNC(int) PySequence_DelItem(PyObject *o, Py_ssize_t i);
PyAPI_FUNC(int) PySequence_SetSlice(PyObject *o, Py_ssize_t i1, Py_ssize_t i2, PyObject *v);
PyAPI_FUNC(int) PySequence_DelSlice(PyObject *o, Py_ssize_t i1, Py_ssize_t i2);
PyAPI_FUNC(Py_ssize_t) PySequence_Count(PyObject *o, PyObject *value);
PyAPI_FUNC(int) PySequence_Contains(PyObject *o, PyObject *value);
PyAPI_FUNC(int) PySequence_In(PyObject *o, PyObject *value);   /* old name of Contains */
PyAPI_FUNC(Py_ssize_t) PySequence_Index(PyObject *o, PyObject *value);
PyAPI_FUNC(PyObject *) PySequence_List(PyObject *o); /* new ref */
PyAPI_FUNC(PyObject *) PySequence_Tuple(PyObject *o); /* new ref */
/* o itself (new ref) if a list or tuple, else list(o); m is the TypeError text */
PyAPI_FUNC(PyObject *) PySequence_Fast(PyObject *o, const char *m); /* new ref */

/* item array of a PySequence_Fast result; valid while o lives and is not
 * resized (for lists the runtime materializes the array) */
PyAPI_FUNC(PyObject **) _Bt_Sequence_FastItems(PyObject *o);

#define PySequence_ITEM(o, i) PySequence_GetItem(_PyObject_CAST(o), (i)) /* new ref */
#define PySequence_Fast_GET_SIZE(o) \
    (PyList_Check(o) ? PyList_Size(_PyObject_CAST(o)) : PyTuple_GET_SIZE(o))
/* borrowed */
#define PySequence_Fast_GET_ITEM(o, i) \
    (PyList_Check(o) ? PyList_GetItem(_PyObject_CAST(o), (i)) : PyTuple_GET_ITEM((o), (i)))
#define PySequence_Fast_ITEMS(o) _Bt_Sequence_FastItems(_PyObject_CAST(o))

/* ==== mapping protocol ================================================= */
PyAPI_FUNC(int) PyMapping_Check(PyObject *o);
PyAPI_FUNC(Py_ssize_t) PyMapping_Size(PyObject *o);
PyAPI_FUNC(Py_ssize_t) PyMapping_Length(PyObject *o);
PyAPI_FUNC(PyObject *) PyMapping_GetItemString(PyObject *o, const char *key); /* new ref */
/* 1 found (*result new ref), 0 missing, -1 error */
#ifdef Py_BT_3_13_NAMES
PyAPI_FUNC(int) PyMapping_GetOptionalItem(PyObject *o, PyObject *key,
                                          PyObject **result);                  /* 3.13 */
PyAPI_FUNC(int) PyMapping_GetOptionalItemString(PyObject *o, const char *key,
                                                PyObject **result);            /* 3.13 */
#endif /* Py_BT_3_13_NAMES */
PyAPI_FUNC(int) PyMapping_SetItemString(PyObject *o, const char *key, PyObject *v);
#define PyMapping_DelItem(o, key) PyObject_DelItem((o), (key))
#define PyMapping_DelItemString(o, key) PyObject_DelItemString((o), (key))
PyAPI_FUNC(int) PyMapping_HasKey(PyObject *o, PyObject *key);
PyAPI_FUNC(int) PyMapping_HasKeyString(PyObject *o, const char *key);
#ifdef Py_BT_3_13_NAMES
PyAPI_FUNC(int) PyMapping_HasKeyWithError(PyObject *o, PyObject *key);          /* 3.13 */
PyAPI_FUNC(int) PyMapping_HasKeyStringWithError(PyObject *o, const char *key);  /* 3.13 */
#endif /* Py_BT_3_13_NAMES */
PyAPI_FUNC(PyObject *) PyMapping_Keys(PyObject *o); /* new ref */
PyAPI_FUNC(PyObject *) PyMapping_Values(PyObject *o); /* new ref */
PyAPI_FUNC(PyObject *) PyMapping_Items(PyObject *o); /* new ref */

#ifdef __cplusplus
}
#endif
#endif /* BT_ABSTRACT_H */
