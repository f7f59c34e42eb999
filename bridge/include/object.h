/* object.h -- BryTorch
 * The object model: PyObject/PyVarObject headers, the slot function-pointer
 * types, PyTypeObject and its slot tables, PyHeapTypeObject, type flags,
 * inline reference counting, the None/NotImplemented singletons, and the
 * generic object/type functions.  These layouts are CPython 3.12's, field for
 * field (see DESIGN.md "Decisions"). */
#ifndef Py_PYTHON_H
#  include "Python.h"
#endif
#ifndef BT_OBJECT_H
#define BT_OBJECT_H

#ifdef __cplusplus
extern "C" {
#endif

/* ---- the object headers ------------------------------------------------ */
typedef struct _object PyObject;
typedef struct _typeobject PyTypeObject;

struct _object {
    Py_ssize_t ob_refcnt;        /* >= BT_IMMORTAL_REFCNT means immortal */
    PyTypeObject *ob_type;
};

typedef struct {
    PyObject ob_base;
    Py_ssize_t ob_size;          /* number of items in the variable part */
} PyVarObject;

/* put one of these first in every object struct */
#define PyObject_HEAD PyObject ob_base;
#define PyObject_VAR_HEAD PyVarObject ob_base;

/* Static initializers.  Each ends with a comma so that the classic
 *   static PyTypeObject T = { PyVarObject_HEAD_INIT(NULL, 0) "m.T", ... };
 * form compiles unchanged. */
#define PyObject_HEAD_INIT(type) { 1, (type) },
#define PyVarObject_HEAD_INIT(type, size) { PyObject_HEAD_INIT(type) (size) },

#define _PyObject_CAST(op) _Py_CAST(PyObject *, (op))
#define _PyVarObject_CAST(op) _Py_CAST(PyVarObject *, (op))
#define _PyObject_CAST_CONST(op) _Py_CAST(const PyObject *, (op))

#ifdef __cplusplus
}
#endif
#include "pybuffer.h"
#ifdef __cplusplus
extern "C" {
#endif

/* ---- slot function-pointer types -------------------------------------- */
typedef PyObject *(*unaryfunc)(PyObject *);
typedef PyObject *(*binaryfunc)(PyObject *, PyObject *);
typedef PyObject *(*ternaryfunc)(PyObject *, PyObject *, PyObject *);
typedef int (*inquiry)(PyObject *);
typedef Py_ssize_t (*lenfunc)(PyObject *);
typedef PyObject *(*ssizeargfunc)(PyObject *, Py_ssize_t);
typedef PyObject *(*ssizessizeargfunc)(PyObject *, Py_ssize_t, Py_ssize_t);
typedef int (*ssizeobjargproc)(PyObject *, Py_ssize_t, PyObject *);
typedef int (*ssizessizeobjargproc)(PyObject *, Py_ssize_t, Py_ssize_t, PyObject *);
typedef int (*objobjargproc)(PyObject *, PyObject *, PyObject *);
typedef int (*objobjproc)(PyObject *, PyObject *);
typedef int (*visitproc)(PyObject *, void *);
typedef int (*traverseproc)(PyObject *, visitproc, void *);
typedef void (*freefunc)(void *);
typedef void (*destructor)(PyObject *);
typedef PyObject *(*getattrfunc)(PyObject *, char *);
typedef PyObject *(*getattrofunc)(PyObject *, PyObject *);
typedef int (*setattrfunc)(PyObject *, char *, PyObject *);
typedef int (*setattrofunc)(PyObject *, PyObject *, PyObject *);
typedef PyObject *(*reprfunc)(PyObject *);
typedef Py_hash_t (*hashfunc)(PyObject *);
typedef PyObject *(*richcmpfunc)(PyObject *, PyObject *, int);
typedef PyObject *(*getiterfunc)(PyObject *);
typedef PyObject *(*iternextfunc)(PyObject *);
typedef PyObject *(*descrgetfunc)(PyObject *, PyObject *, PyObject *);
typedef int (*descrsetfunc)(PyObject *, PyObject *, PyObject *);
typedef int (*initproc)(PyObject *, PyObject *, PyObject *);
typedef PyObject *(*newfunc)(PyTypeObject *, PyObject *, PyObject *);
typedef PyObject *(*allocfunc)(PyTypeObject *, Py_ssize_t);
typedef PyObject *(*vectorcallfunc)(PyObject *callable, PyObject *const *args,
                                    size_t nargsf, PyObject *kwnames);
typedef int (*getbufferproc)(PyObject *, Py_buffer *, int);
typedef void (*releasebufferproc)(PyObject *, Py_buffer *);

/* result of an am_send slot / PyIter_Send */
typedef enum {
    PYGEN_RETURN = 0,    /* the generator returned; *result is the value */
    PYGEN_ERROR = -1,    /* an exception is set */
    PYGEN_NEXT = 1       /* the generator yielded; *result is the value */
} PySendResult;
typedef PySendResult (*sendfunc)(PyObject *iter, PyObject *value, PyObject **result);

/* ---- slot tables ------------------------------------------------------- */
typedef struct {
    binaryfunc nb_add;
    binaryfunc nb_subtract;
    binaryfunc nb_multiply;
    binaryfunc nb_remainder;
    binaryfunc nb_divmod;
    ternaryfunc nb_power;
    unaryfunc nb_negative;
    unaryfunc nb_positive;
    unaryfunc nb_absolute;
    inquiry nb_bool;
    unaryfunc nb_invert;
    binaryfunc nb_lshift;
    binaryfunc nb_rshift;
    binaryfunc nb_and;
    binaryfunc nb_xor;
    binaryfunc nb_or;
    unaryfunc nb_int;
    void *nb_reserved;           /* was nb_long */
    unaryfunc nb_float;
    binaryfunc nb_inplace_add;
    binaryfunc nb_inplace_subtract;
    binaryfunc nb_inplace_multiply;
    binaryfunc nb_inplace_remainder;
    ternaryfunc nb_inplace_power;
    binaryfunc nb_inplace_lshift;
    binaryfunc nb_inplace_rshift;
    binaryfunc nb_inplace_and;
    binaryfunc nb_inplace_xor;
    binaryfunc nb_inplace_or;
    binaryfunc nb_floor_divide;
    binaryfunc nb_true_divide;
    binaryfunc nb_inplace_floor_divide;
    binaryfunc nb_inplace_true_divide;
    unaryfunc nb_index;
    binaryfunc nb_matrix_multiply;
    binaryfunc nb_inplace_matrix_multiply;
} PyNumberMethods;

typedef struct {
    lenfunc sq_length;
    binaryfunc sq_concat;
    ssizeargfunc sq_repeat;
    ssizeargfunc sq_item;
    void *was_sq_slice;
    ssizeobjargproc sq_ass_item;
    void *was_sq_ass_slice;
    objobjproc sq_contains;
    binaryfunc sq_inplace_concat;
    ssizeargfunc sq_inplace_repeat;
} PySequenceMethods;

typedef struct {
    lenfunc mp_length;
    binaryfunc mp_subscript;
    objobjargproc mp_ass_subscript;
} PyMappingMethods;

typedef struct {
    unaryfunc am_await;
    unaryfunc am_aiter;
    unaryfunc am_anext;
    sendfunc am_send;
} PyAsyncMethods;

typedef struct {
    getbufferproc bf_getbuffer;
    releasebufferproc bf_releasebuffer;
} PyBufferProcs;

struct PyMethodDef;
struct PyMemberDef;
struct PyGetSetDef;
struct PyModuleDef;

/* ---- the type object (CPython 3.12 field order) ----------------------- */
struct _typeobject {
    PyObject_VAR_HEAD
    const char *tp_name;                 /* "module.Name" */
    Py_ssize_t tp_basicsize, tp_itemsize;

    destructor tp_dealloc;
    Py_ssize_t tp_vectorcall_offset;
    getattrfunc tp_getattr;
    setattrfunc tp_setattr;
    PyAsyncMethods *tp_as_async;
    reprfunc tp_repr;

    PyNumberMethods *tp_as_number;
    PySequenceMethods *tp_as_sequence;
    PyMappingMethods *tp_as_mapping;

    hashfunc tp_hash;
    ternaryfunc tp_call;
    reprfunc tp_str;
    getattrofunc tp_getattro;
    setattrofunc tp_setattro;

    PyBufferProcs *tp_as_buffer;
    unsigned long tp_flags;
    const char *tp_doc;

    traverseproc tp_traverse;
    inquiry tp_clear;
    richcmpfunc tp_richcompare;
    Py_ssize_t tp_weaklistoffset;

    getiterfunc tp_iter;
    iternextfunc tp_iternext;

    struct PyMethodDef *tp_methods;
    struct PyMemberDef *tp_members;
    struct PyGetSetDef *tp_getset;
    PyTypeObject *tp_base;
    PyObject *tp_dict;
    descrgetfunc tp_descr_get;
    descrsetfunc tp_descr_set;
    Py_ssize_t tp_dictoffset;
    initproc tp_init;
    allocfunc tp_alloc;
    newfunc tp_new;
    freefunc tp_free;
    inquiry tp_is_gc;
    PyObject *tp_bases;
    PyObject *tp_mro;
    PyObject *tp_cache;
    void *tp_subclasses;
    PyObject *tp_weaklist;
    destructor tp_del;

    unsigned int tp_version_tag;
    destructor tp_finalize;
    vectorcallfunc tp_vectorcall;
    unsigned char tp_watched;
};

/* the type object of a class created at run time (heap type) */
struct _specialization_cache {
    PyObject *getitem;
    uint32_t getitem_version;
};

typedef struct _heaptypeobject {
    PyTypeObject ht_type;
    PyAsyncMethods as_async;
    PyNumberMethods as_number;
    PyMappingMethods as_mapping;
    PySequenceMethods as_sequence;   /* mapping before sequence, as in CPython */
    PyBufferProcs as_buffer;
    PyObject *ht_name, *ht_slots, *ht_qualname;
    void *ht_cached_keys;            /* unused by BryTorch */
    PyObject *ht_module;
    char *_ht_tpname;
    struct _specialization_cache _spec_cache;
} PyHeapTypeObject;

/* ---- creating types from specs ---------------------------------------- */
typedef struct {
    int slot;        /* one of the Py_tp_*, Py_nb_*, ... ids in typeslots.h */
    void *pfunc;
} PyType_Slot;

typedef struct {
    const char *name;
    int basicsize;
    int itemsize;
    unsigned int flags;
    PyType_Slot *slots;  /* terminated by a {0, NULL} entry */
} PyType_Spec;

/* ---- tp_flags (CPython 3.12 bit values) -------------------------------- */
#define Py_TPFLAGS_HAVE_FINALIZE         (1UL << 0)
#define Py_TPFLAGS_MANAGED_WEAKREF       (1UL << 3)
#define Py_TPFLAGS_MANAGED_DICT          (1UL << 4)
#define Py_TPFLAGS_PREHEADER  (Py_TPFLAGS_MANAGED_WEAKREF | Py_TPFLAGS_MANAGED_DICT)
#define Py_TPFLAGS_SEQUENCE              (1UL << 5)
#define Py_TPFLAGS_MAPPING               (1UL << 6)
#define Py_TPFLAGS_DISALLOW_INSTANTIATION (1UL << 7)
#define Py_TPFLAGS_IMMUTABLETYPE         (1UL << 8)
#define Py_TPFLAGS_HEAPTYPE              (1UL << 9)
#define Py_TPFLAGS_BASETYPE              (1UL << 10)
#define Py_TPFLAGS_HAVE_VECTORCALL       (1UL << 11)
#define _Py_TPFLAGS_HAVE_VECTORCALL      Py_TPFLAGS_HAVE_VECTORCALL
#define Py_TPFLAGS_READY                 (1UL << 12)
#define Py_TPFLAGS_READYING              (1UL << 13)
#define Py_TPFLAGS_HAVE_GC               (1UL << 14)
#define Py_TPFLAGS_HAVE_STACKLESS_EXTENSION 0
#define Py_TPFLAGS_METHOD_DESCRIPTOR     (1UL << 17)
#define Py_TPFLAGS_HAVE_VERSION_TAG      (1UL << 18)
#define Py_TPFLAGS_VALID_VERSION_TAG     (1UL << 19)
#define Py_TPFLAGS_IS_ABSTRACT           (1UL << 20)
#define Py_TPFLAGS_HAVE_AM_SEND          (1UL << 21)
#define _Py_TPFLAGS_MATCH_SELF           (1UL << 22)
#define Py_TPFLAGS_ITEMS_AT_END          (1UL << 23)
#define Py_TPFLAGS_LONG_SUBCLASS         (1UL << 24)
#define Py_TPFLAGS_LIST_SUBCLASS         (1UL << 25)
#define Py_TPFLAGS_TUPLE_SUBCLASS        (1UL << 26)
#define Py_TPFLAGS_BYTES_SUBCLASS        (1UL << 27)
#define Py_TPFLAGS_UNICODE_SUBCLASS      (1UL << 28)
#define Py_TPFLAGS_DICT_SUBCLASS         (1UL << 29)
#define Py_TPFLAGS_BASE_EXC_SUBCLASS     (1UL << 30)
#define Py_TPFLAGS_TYPE_SUBCLASS         (1UL << 31)

#define Py_TPFLAGS_DEFAULT  (Py_TPFLAGS_HAVE_STACKLESS_EXTENSION | \
                             Py_TPFLAGS_HAVE_VERSION_TAG)

/* ---- reference counting (inline, no runtime call except dealloc) ------- */
/* Objects whose count is at least this are immortal: the inline helpers never
 * change their count and they are never deallocated.  The runtime gives this
 * count to the singletons, static types and other process-lifetime objects. */
#define BT_IMMORTAL_REFCNT ((Py_ssize_t)1 << 29)
#define _Py_IMMORTAL_REFCNT BT_IMMORTAL_REFCNT

/* called by Py_DECREF when the count drops to zero; implemented by the runtime */
PyAPI_FUNC(void) _Py_Dealloc(PyObject *op);
/* out-of-line equivalents of Py_XINCREF / Py_XDECREF */
PyAPI_FUNC(void) Py_IncRef(PyObject *op);
PyAPI_FUNC(void) Py_DecRef(PyObject *op);

static inline int _Py_IsImmortal(PyObject *op) {
    return op->ob_refcnt >= BT_IMMORTAL_REFCNT;
}
#define _Py_IsImmortal(op) _Py_IsImmortal(_PyObject_CAST(op))

static inline Py_ssize_t Py_REFCNT(PyObject *ob) { return ob->ob_refcnt; }
#define Py_REFCNT(ob) Py_REFCNT(_PyObject_CAST(ob))

static inline PyTypeObject *Py_TYPE(PyObject *ob) { return ob->ob_type; }
#define Py_TYPE(ob) Py_TYPE(_PyObject_CAST(ob))

/* Only meaningful for objects that really are variable-sized in memory
 * (tuple, bytes, int-free C types).  Opaque proxies (list, dict, ...) do not
 * keep ob_size current: use PyList_Size etc. */
static inline Py_ssize_t Py_SIZE(PyObject *ob) { return ((PyVarObject *)ob)->ob_size; }
#define Py_SIZE(ob) Py_SIZE(_PyObject_CAST(ob))

static inline int Py_IS_TYPE(PyObject *ob, PyTypeObject *type) { return ob->ob_type == type; }
#define Py_IS_TYPE(ob, type) Py_IS_TYPE(_PyObject_CAST(ob), (type))

static inline void Py_SET_REFCNT(PyObject *ob, Py_ssize_t refcnt) {
    if (_Py_IsImmortal(ob)) return;
    ob->ob_refcnt = refcnt;
}
#define Py_SET_REFCNT(ob, refcnt) Py_SET_REFCNT(_PyObject_CAST(ob), (refcnt))

static inline void Py_SET_TYPE(PyObject *ob, PyTypeObject *type) { ob->ob_type = type; }
#define Py_SET_TYPE(ob, type) Py_SET_TYPE(_PyObject_CAST(ob), (type))

static inline void Py_SET_SIZE(PyVarObject *ob, Py_ssize_t size) { ob->ob_size = size; }
#define Py_SET_SIZE(ob, size) Py_SET_SIZE(_PyVarObject_CAST(ob), (size))

static inline void Py_INCREF(PyObject *op) {
    if (op->ob_refcnt >= BT_IMMORTAL_REFCNT) return;
    op->ob_refcnt++;
}
#define Py_INCREF(op) Py_INCREF(_PyObject_CAST(op))

static inline void Py_DECREF(PyObject *op) {
    if (op->ob_refcnt >= BT_IMMORTAL_REFCNT) return;
    if (--op->ob_refcnt == 0) _Py_Dealloc(op);
}
#define Py_DECREF(op) Py_DECREF(_PyObject_CAST(op))

static inline void Py_XINCREF(PyObject *op) { if (op != NULL) Py_INCREF(op); }
#define Py_XINCREF(op) Py_XINCREF(_PyObject_CAST(op))

static inline void Py_XDECREF(PyObject *op) { if (op != NULL) Py_DECREF(op); }
#define Py_XDECREF(op) Py_XDECREF(_PyObject_CAST(op))

static inline PyObject *Py_NewRef(PyObject *obj) { Py_INCREF(obj); return obj; }
#define Py_NewRef(obj) Py_NewRef(_PyObject_CAST(obj))

static inline PyObject *Py_XNewRef(PyObject *obj) { Py_XINCREF(obj); return obj; }
#define Py_XNewRef(obj) Py_XNewRef(_PyObject_CAST(obj))

/* Set the variable to NULL first, then drop the old reference, so a
 * destructor that looks at the variable sees NULL. */
#define Py_CLEAR(op)                                   \
    do {                                               \
        PyObject *_bt_clear_tmp = _PyObject_CAST(op);  \
        if (_bt_clear_tmp != NULL) {                   \
            (op) = NULL;                               \
            Py_DECREF(_bt_clear_tmp);                  \
        }                                              \
    } while (0)

/* replace dst with src (a new reference), then release the old value */
#define Py_SETREF(dst, src)                            \
    do {                                               \
        PyObject *_bt_setref_old = _PyObject_CAST(dst);\
        (dst) = (src);                                 \
        Py_DECREF(_bt_setref_old);                     \
    } while (0)

#define Py_XSETREF(dst, src)                           \
    do {                                               \
        PyObject *_bt_setref_old = _PyObject_CAST(dst);\
        (dst) = (src);                                 \
        Py_XDECREF(_bt_setref_old);                    \
    } while (0)

/* ---- the None and NotImplemented singletons --------------------------- */
PyAPI_DATA(PyObject) _Py_NoneStruct;
PyAPI_DATA(PyObject) _Py_NotImplementedStruct;
#define Py_None (&_Py_NoneStruct)
#define Py_NotImplemented (&_Py_NotImplementedStruct)

static inline int Py_Is(PyObject *x, PyObject *y) { return x == y; }
#define Py_Is(x, y) ((x) == (y))
static inline int Py_IsNone(PyObject *x) { return x == Py_None; }
#define Py_IsNone(x) Py_Is((x), Py_None)

#define Py_RETURN_NONE return Py_NewRef(Py_None)
#define Py_RETURN_NOTIMPLEMENTED return Py_NewRef(Py_NotImplemented)

/* rich comparison opcodes */
#define Py_LT 0
#define Py_LE 1
#define Py_EQ 2
#define Py_NE 3
#define Py_GT 4
#define Py_GE 5

/* return the result of comparing two C values with op as a bool object */
#define Py_RETURN_RICHCOMPARE(val1, val2, op)                               \
    do {                                                                    \
        switch (op) {                                                       \
        case Py_EQ: if ((val1) == (val2)) Py_RETURN_TRUE; Py_RETURN_FALSE;  \
        case Py_NE: if ((val1) != (val2)) Py_RETURN_TRUE; Py_RETURN_FALSE;  \
        case Py_LT: if ((val1) < (val2)) Py_RETURN_TRUE; Py_RETURN_FALSE;   \
        case Py_GT: if ((val1) > (val2)) Py_RETURN_TRUE; Py_RETURN_FALSE;   \
        case Py_LE: if ((val1) <= (val2)) Py_RETURN_TRUE; Py_RETURN_FALSE;  \
        case Py_GE: if ((val1) >= (val2)) Py_RETURN_TRUE; Py_RETURN_FALSE;  \
        default: Py_UNREACHABLE();                                          \
        }                                                                   \
    } while (0)

/* PyObject_Print flag: use str() instead of repr() */
#define Py_PRINT_RAW 1

/* ---- built-in types declared here ------------------------------------- */
PyAPI_DATA(PyTypeObject) PyType_Type;
PyAPI_DATA(PyTypeObject) PyBaseObject_Type;
PyAPI_DATA(PyTypeObject) PySuper_Type;
PyAPI_DATA(PyTypeObject) _PyNone_Type;
PyAPI_DATA(PyTypeObject) _PyNotImplemented_Type;

/* ---- type flag tests (inline: read tp_flags, no call) ------------------ */
static inline int PyType_HasFeature(PyTypeObject *type, unsigned long feature) {
    return (type->tp_flags & feature) != 0;
}
#define PyType_FastSubclass(type, flag) PyType_HasFeature((type), (flag))

static inline int PyType_Check(PyObject *op) {
    return PyType_FastSubclass(Py_TYPE(op), Py_TPFLAGS_TYPE_SUBCLASS);
}
#define PyType_Check(op) PyType_Check(_PyObject_CAST(op))
static inline int PyType_CheckExact(PyObject *op) { return Py_IS_TYPE(op, &PyType_Type); }
#define PyType_CheckExact(op) PyType_CheckExact(_PyObject_CAST(op))

PyAPI_FUNC(int) PyType_IsSubtype(PyTypeObject *a, PyTypeObject *b);

static inline int PyObject_TypeCheck(PyObject *ob, PyTypeObject *type) {
    return Py_IS_TYPE(ob, type) || PyType_IsSubtype(Py_TYPE(ob), type);
}
#define PyObject_TypeCheck(ob, type) PyObject_TypeCheck(_PyObject_CAST(ob), (type))

/* ---- type objects ------------------------------------------------------ */
PyAPI_FUNC(int) PyType_Ready(PyTypeObject *type);
PyAPI_FUNC(PyObject *) PyType_GenericAlloc(PyTypeObject *type, Py_ssize_t nitems); /* new ref */
PyAPI_FUNC(PyObject *) PyType_GenericNew(PyTypeObject *type, PyObject *args, PyObject *kwds); /* new ref */
PyAPI_FUNC(unsigned int) PyType_ClearCache(void);
PyAPI_FUNC(void) PyType_Modified(PyTypeObject *type);
PyAPI_FUNC(unsigned long) PyType_GetFlags(PyTypeObject *type);
PyAPI_FUNC(PyObject *) PyType_FromSpec(PyType_Spec *spec); /* new ref */
PyAPI_FUNC(PyObject *) PyType_FromSpecWithBases(PyType_Spec *spec, PyObject *bases); /* new ref */
PyAPI_FUNC(PyObject *) PyType_FromModuleAndSpec(PyObject *module, PyType_Spec *spec,
                                                PyObject *bases); /* new ref */
PyAPI_FUNC(PyObject *) PyType_FromMetaclass(PyTypeObject *metaclass, PyObject *module,
                                            PyType_Spec *spec, PyObject *bases); /* new ref */
PyAPI_FUNC(void *) PyType_GetSlot(PyTypeObject *type, int slot);
PyAPI_FUNC(PyObject *) PyType_GetName(PyTypeObject *type); /* new ref */
PyAPI_FUNC(PyObject *) PyType_GetQualName(PyTypeObject *type); /* new ref */
PyAPI_FUNC(PyObject *) PyType_GetFullyQualifiedName(PyTypeObject *type); /* new ref (3.13) */
PyAPI_FUNC(PyObject *) PyType_GetModule(PyTypeObject *type); /* borrowed */
PyAPI_FUNC(void *) PyType_GetModuleState(PyTypeObject *type);
PyAPI_FUNC(PyObject *) PyType_GetModuleByDef(PyTypeObject *type, struct PyModuleDef *def); /* borrowed */
PyAPI_FUNC(PyObject *) PyType_GetDict(PyTypeObject *type); /* new ref */
PyAPI_FUNC(Py_ssize_t) PyType_GetTypeDataSize(PyTypeObject *cls);
PyAPI_FUNC(void *) PyObject_GetTypeData(PyObject *obj, PyTypeObject *cls);
/* look name up along type's MRO without calling descriptors */
PyAPI_FUNC(PyObject *) _PyType_Lookup(PyTypeObject *type, PyObject *name); /* borrowed */

/* ---- generic object protocol ------------------------------------------ */
PyAPI_FUNC(PyObject *) PyObject_Repr(PyObject *o); /* new ref */
PyAPI_FUNC(PyObject *) PyObject_Str(PyObject *o); /* new ref */
PyAPI_FUNC(PyObject *) PyObject_ASCII(PyObject *o); /* new ref */
PyAPI_FUNC(PyObject *) PyObject_Bytes(PyObject *o); /* new ref */
PyAPI_FUNC(int) PyObject_Print(PyObject *o, FILE *fp, int flags);

PyAPI_FUNC(PyObject *) PyObject_RichCompare(PyObject *a, PyObject *b, int op); /* new ref */
PyAPI_FUNC(int) PyObject_RichCompareBool(PyObject *a, PyObject *b, int op);

PyAPI_FUNC(PyObject *) PyObject_GetAttr(PyObject *o, PyObject *name); /* new ref */
PyAPI_FUNC(PyObject *) PyObject_GetAttrString(PyObject *o, const char *name); /* new ref */
PyAPI_FUNC(int) PyObject_SetAttr(PyObject *o, PyObject *name, PyObject *v);
PyAPI_FUNC(int) PyObject_SetAttrString(PyObject *o, const char *name, PyObject *v);
PyAPI_FUNC(int) PyObject_DelAttr(PyObject *o, PyObject *name);
PyAPI_FUNC(int) PyObject_DelAttrString(PyObject *o, const char *name);
PyAPI_FUNC(int) PyObject_HasAttr(PyObject *o, PyObject *name);
PyAPI_FUNC(int) PyObject_HasAttrString(PyObject *o, const char *name);
#ifdef Py_BT_3_13_NAMES
PyAPI_FUNC(int) PyObject_HasAttrWithError(PyObject *o, PyObject *name);           /* 3.13 */
PyAPI_FUNC(int) PyObject_HasAttrStringWithError(PyObject *o, const char *name);   /* 3.13 */
#endif /* Py_BT_3_13_NAMES */
/* 1 and *result = new ref if found; 0 and *result = NULL if missing (no error);
 * -1 and *result = NULL on error */
#ifdef Py_BT_3_13_NAMES
PyAPI_FUNC(int) PyObject_GetOptionalAttr(PyObject *o, PyObject *name, PyObject **result);  /* 3.13 */
PyAPI_FUNC(int) PyObject_GetOptionalAttrString(PyObject *o, const char *name,
                                               PyObject **result);                  /* 3.13 */
#endif /* Py_BT_3_13_NAMES */
PyAPI_FUNC(int) _PyObject_LookupAttr(PyObject *o, PyObject *name, PyObject **result); /* 3.12 name */

PyAPI_FUNC(PyObject *) PyObject_GenericGetAttr(PyObject *o, PyObject *name); /* new ref */
/* 3.12 private names Cython-generated code uses. dict: must be NULL here (the instance's
 * own); suppress: a missing attribute gives NULL without an exception. */
PyAPI_FUNC(PyObject *) _PyObject_GenericGetAttrWithDict(PyObject *o, PyObject *name,
                                                        PyObject *dict, int suppress); /* new ref */
/* a tp_iternext that says "not an iterator" (TypeError) */
PyAPI_FUNC(PyObject *) _PyObject_NextNotImplemented(PyObject *o);
PyAPI_FUNC(int) PyObject_GenericSetAttr(PyObject *o, PyObject *name, PyObject *value);
PyAPI_FUNC(PyObject *) PyObject_GenericGetDict(PyObject *o, void *context); /* new ref */
PyAPI_FUNC(int) PyObject_GenericSetDict(PyObject *o, PyObject *value, void *context);
/* address of the instance __dict__ slot, or NULL if the type has none */
PyAPI_FUNC(PyObject **) _PyObject_GetDictPtr(PyObject *o);
PyAPI_FUNC(PyObject *) PyObject_SelfIter(PyObject *o); /* new ref */

PyAPI_FUNC(Py_hash_t) PyObject_Hash(PyObject *o);
PyAPI_FUNC(Py_hash_t) PyObject_HashNotImplemented(PyObject *o);
PyAPI_FUNC(int) PyObject_IsTrue(PyObject *o);
PyAPI_FUNC(int) PyObject_Not(PyObject *o);
PyAPI_FUNC(int) PyCallable_Check(PyObject *o);
PyAPI_FUNC(void) PyObject_ClearWeakRefs(PyObject *o);
PyAPI_FUNC(PyObject *) PyObject_Dir(PyObject *o); /* new ref */

/* recursion guard for container reprs: 0 first time, 1 if already being
 * printed, -1 on error */
PyAPI_FUNC(int) Py_ReprEnter(PyObject *o);
PyAPI_FUNC(void) Py_ReprLeave(PyObject *o);

/* Deallocation recursion guards: CPython bounds deep dealloc chains with a "trashcan";
 * here they only open and close a block (no cycle collector, no deferred frees). */
#define Py_TRASHCAN_BEGIN(op, dealloc) do { (void)(op); (void)(dealloc);
#define Py_TRASHCAN_END } while (0);
#define Py_TRASHCAN_SAFE_BEGIN(op) do { (void)(op);
#define Py_TRASHCAN_SAFE_END(op) } while (0);

/* Where a type keeps its instances' weak-reference list and __dict__ slots. */
#define PyObject_GET_WEAKREFS_LISTPTR(o) \
    ((PyObject **)((char *)(o) + Py_TYPE(o)->tp_weaklistoffset))
PyAPI_FUNC(PyObject **) _PyObject_GetDictPtr(PyObject *o); /* NULL when no dict slot */
/* Runs tp_finalize from a deallocator; 0: go on freeing (no resurrection here). */
PyAPI_FUNC(int) PyObject_CallFinalizerFromDealloc(PyObject *o);
PyAPI_FUNC(void) _Py_NewReference(PyObject *o);

#ifdef __cplusplus
}
#endif

#endif /* BT_OBJECT_H */
