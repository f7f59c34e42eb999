/* compile_check.c -- BryTorch header compile check (C).
 * Classic CPython extension idioms that must compile unchanged against
 * bridge/include:  emcc -c -Wall -Werror -I bridge/include compile_check.c
 * Compile-only: nothing here is linked or run. compile_check.cpp compiles this file as
 * C++ (the C++-only idioms are at the end). Built by tools/test/tier-bridge.sh. */
#include <Python.h>
#include <structmember.h>
#include <frameobject.h>

/* Keyword lists are `char *[]` in C and `const char *[]` in C++ (string literals). */
#ifdef __cplusplus
#  define BT_KW_CONST const
#  define BT_KWLIST(k) const_cast<char **>(k)
#else
#  define BT_KW_CONST
#  define BT_KWLIST(k) (k)
#endif

typedef struct {
    PyObject_HEAD
    PyObject *payload;
    double value;
    int count;
} FooObject;

static void foo_dealloc(FooObject *self) {
    PyObject_GC_UnTrack(self);
    Py_CLEAR(self->payload);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

static PyObject *foo_repr(FooObject *self) {
    return PyUnicode_FromFormat("<Foo %d>", self->count);
}

static int foo_traverse(FooObject *self, visitproc visit, void *arg) {
    Py_VISIT(self->payload);
    return 0;
}

static int foo_clear(FooObject *self) {
    Py_CLEAR(self->payload);
    return 0;
}

static PyObject *foo_richcompare(PyObject *a, PyObject *b, int op) {
    int x = ((FooObject *)a)->count, y = 0;
    if (!PyLong_Check(b)) Py_RETURN_NOTIMPLEMENTED;
    y = (int)PyLong_AsLong(b);
    Py_RETURN_RICHCOMPARE(x, y, op);
}

static int foo_init(FooObject *self, PyObject *args, PyObject *kwds) {
    static BT_KW_CONST char *kwlist[] = {"payload", "value", "count", NULL};
    PyObject *payload = NULL;
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "|Odi", BT_KWLIST(kwlist), &payload,
                                     &self->value, &self->count))
        return -1;
    if (payload) Py_XSETREF(self->payload, Py_NewRef(payload));
    return 0;
}

static PyObject *foo_get_twice(FooObject *self, void *closure) {
    (void)closure;
    return PyFloat_FromDouble(2 * self->value);
}

static PyObject *foo_bump(FooObject *self, PyObject *args, PyObject *kwds) {
    static BT_KW_CONST char *kwlist[] = {"by", NULL};
    int by = 1;
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "|i", BT_KWLIST(kwlist), &by)) return NULL;
    self->count += by;
    Py_RETURN_NONE;
}

static PyObject *foo_sum(PyObject *self, PyObject *seq) {
    PyObject *fast = PySequence_Fast(seq, "expected a sequence");
    Py_ssize_t i, n;
    double total = 0;
    (void)self;
    if (!fast) return NULL;
    n = PySequence_Fast_GET_SIZE(fast);
    for (i = 0; i < n; i++) total += PyFloat_AsDouble(PySequence_Fast_GET_ITEM(fast, i));
    (void)PySequence_Fast_ITEMS(fast);
    Py_DECREF(fast);
    return PyFloat_FromDouble(total);
}

static PyObject *foo_fast(PyObject *self, PyObject *const *args, Py_ssize_t nargs) {
    PyObject *t = PyTuple_New(nargs);
    Py_ssize_t i;
    (void)self;
    if (!t) return NULL;
    for (i = 0; i < nargs; i++) PyTuple_SET_ITEM(t, i, Py_NewRef(args[i]));
    return t;
}

static PyMemberDef foo_members[] = {
    {"payload", T_OBJECT_EX, offsetof(FooObject, payload), 0, "payload object"},
    {"value", T_DOUBLE, offsetof(FooObject, value), READONLY, "value"},
    {"count", Py_T_INT, offsetof(FooObject, count), 0, NULL},
    {NULL}
};

static PyGetSetDef foo_getset[] = {
    {"twice", (getter)foo_get_twice, NULL, "2 * value", NULL},
    {NULL}
};

static PyMethodDef foo_methods[] = {
    {"bump", (PyCFunction)(void (*)(void))foo_bump, METH_VARARGS | METH_KEYWORDS, "bump"},
    {"sum", (PyCFunction)foo_sum, METH_O | METH_STATIC, NULL},
    {"fast", _PyCFunction_CAST(foo_fast), METH_FASTCALL | METH_STATIC, NULL},
    {NULL, NULL, 0, NULL}
};

static PyObject *foo_add(PyObject *a, PyObject *b) { return PyNumber_Add(a, b); }

static PyNumberMethods foo_as_number = {
    foo_add,   /* nb_add */
    0,         /* nb_subtract */
};

static PyTypeObject FooType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    "mod.Foo",                      /* tp_name */
    sizeof(FooObject),              /* tp_basicsize */
    0,                              /* tp_itemsize */
    (destructor)foo_dealloc,        /* tp_dealloc */
    0,                              /* tp_vectorcall_offset */
    0,                              /* tp_getattr */
    0,                              /* tp_setattr */
    0,                              /* tp_as_async */
    (reprfunc)foo_repr,             /* tp_repr */
    &foo_as_number,                 /* tp_as_number */
    0,                              /* tp_as_sequence */
    0,                              /* tp_as_mapping */
    0,                              /* tp_hash */
    0,                              /* tp_call */
    0,                              /* tp_str */
    0,                              /* tp_getattro */
    0,                              /* tp_setattro */
    0,                              /* tp_as_buffer */
    Py_TPFLAGS_DEFAULT | Py_TPFLAGS_BASETYPE | Py_TPFLAGS_HAVE_GC, /* tp_flags */
    "Foo objects",                  /* tp_doc */
    (traverseproc)foo_traverse,     /* tp_traverse */
    (inquiry)foo_clear,             /* tp_clear */
    foo_richcompare,                /* tp_richcompare */
    0,                              /* tp_weaklistoffset */
    0,                              /* tp_iter */
    0,                              /* tp_iternext */
    foo_methods,                    /* tp_methods */
    foo_members,                    /* tp_members */
    foo_getset,                     /* tp_getset */
    0,                              /* tp_base */
    0,                              /* tp_dict */
    0,                              /* tp_descr_get */
    0,                              /* tp_descr_set */
    0,                              /* tp_dictoffset */
    (initproc)foo_init,             /* tp_init */
    0,                              /* tp_alloc */
    PyType_GenericNew,              /* tp_new */
    PyObject_GC_Del,                /* tp_free */
    0,                              /* tp_is_gc */
    0,                              /* tp_bases */
    0,                              /* tp_mro */
    0,                              /* tp_cache */
    0,                              /* tp_subclasses */
    0,                              /* tp_weaklist */
    0,                              /* tp_del */
    0,                              /* tp_version_tag */
    0,                              /* tp_finalize */
    0,                              /* tp_vectorcall */
    0,                              /* tp_watched */
};

/* a heap type from a spec */
static PyType_Slot bar_slots[] = {
    {Py_tp_doc, (void *)"Bar objects"},
    {Py_tp_repr, (void *)foo_repr},
    {0, NULL}
};
static PyType_Spec bar_spec = {
    "mod.Bar", sizeof(FooObject), 0, Py_TPFLAGS_DEFAULT, bar_slots
};

static PyObject *mod_answer(PyObject *self, PyObject *Py_UNUSED(ignored)) {
    (void)self;
    return PyLong_FromLong(42);
}

static PyObject *mod_kw(PyObject *self, PyObject *args, PyObject *kwargs) {
    const char *s = NULL;
    Py_ssize_t len = 0;
    static BT_KW_CONST char *kwlist[] = {"s", NULL};
    PyObject *res = NULL;
    (void)self;
    if (!PyArg_ParseTupleAndKeywords(args, kwargs, "s#", BT_KWLIST(kwlist), &s, &len)) return NULL;
    Py_BEGIN_ALLOW_THREADS
    len = len * 2;
    Py_END_ALLOW_THREADS
    res = Py_BuildValue("(ns)", len, s);
    return res;
}

static PyMethodDef mod_methods[] = {
    {"answer", mod_answer, METH_NOARGS, PyDoc_STR("the answer")},
    {"kw", (PyCFunction)(void (*)(void))mod_kw, METH_VARARGS | METH_KEYWORDS, NULL},
    {NULL, NULL, 0, NULL}
};

PyDoc_STRVAR(mod_doc, "compile check module");

static struct PyModuleDef mod_def = {
    PyModuleDef_HEAD_INIT,
    "mod",       /* m_name */
    mod_doc,     /* m_doc */
    -1,          /* m_size */
    mod_methods, /* m_methods */
};

static Py_tss_t tss_key = Py_tss_NEEDS_INIT;

#define MOD_FLAG 7

PyMODINIT_FUNC PyInit_mod(void) {
    PyObject *m, *bar, *err = NULL;
    PyObject *exc = NULL;
    if (PyType_Ready(&FooType) < 0) return NULL;
    m = PyModule_Create(&mod_def);
    if (m == NULL) return NULL;
    Py_INCREF(&FooType);
    if (PyModule_AddObject(m, "Foo", (PyObject *)&FooType) < 0) {
        Py_DECREF(&FooType);
        Py_DECREF(m);
        return NULL;
    }
    bar = PyType_FromSpec(&bar_spec);
    if (PyModule_AddObjectRef(m, "Bar", bar) < 0) goto fail;
    Py_XDECREF(bar);
    if (PyModule_AddIntMacro(m, MOD_FLAG) < 0) goto fail;
    err = PyErr_NewException("mod.Error", PyExc_RuntimeError, NULL);
    if (PyModule_AddObjectRef(m, "Error", err) < 0) goto fail;
    Py_CLEAR(err);
    if (PyThread_tss_create(&tss_key) != 0) goto fail;
    if (!Py_IsNone(Py_None) || !Py_IsTrue(Py_True) || Py_IsFalse(Py_True)) goto fail;
    if (PyErr_Occurred()) {
        exc = PyErr_GetRaisedException();
        if (PyExceptionInstance_Check(exc) &&
            PyExceptionClass_Check(PyExceptionInstance_Class(exc)))
            PyErr_SetRaisedException(exc);
        goto fail;
    }
    {
        PyFrameObject *f = PyEval_GetFrame();
        if (f) (void)PyFrame_GetLineNumber(f);
        (void)PyList_GET_SIZE(m);
        (void)PyUnicode_READ(PyUnicode_KIND(m), PyUnicode_DATA(m), 0);
        (void)PyBytes_AS_STRING(m);
        (void)PyTuple_GET_ITEM(m, 0);
        (void)PyVectorcall_NARGS(PY_VECTORCALL_ARGUMENTS_OFFSET | 2);
        (void)_Py_IsImmortal(Py_None);
    }
    return m;
fail:
    Py_XDECREF(err);
    Py_DECREF(m);
    return NULL;
}

#ifdef __cplusplus
/* C++-specific idioms: nullptr in initializers, a templated wrapper
 * around the inline refcount helpers, and a static object header. */
namespace bt_check {
template <typename T> struct ref {
    T *p;
    explicit ref(T *q) : p(q) { Py_XINCREF(p); }
    ~ref() { Py_XDECREF(p); }
};
static PyTypeObject Baz = {
    PyVarObject_HEAD_INIT(&PyType_Type, 0)
    "mod.Baz", sizeof(PyObject), 0, nullptr, 0, nullptr, nullptr, nullptr,
    nullptr, nullptr, nullptr, nullptr, nullptr, nullptr, nullptr, nullptr,
    nullptr, nullptr, Py_TPFLAGS_DEFAULT, "doc",
};
inline int use() {
    ref<PyObject> r(reinterpret_cast<PyObject *>(&Baz));
    return PyType_Check(r.p) && Py_TYPE(r.p) == &PyType_Type &&
           PyType_HasFeature(&Baz, Py_TPFLAGS_DEFAULT);
}
}  // namespace bt_check
extern "C" int bt_check_use(void) { return bt_check::use(); }
#endif

/* Code supporting 3.12 defines static versions of names CPython added in 3.13, as torch's
 * pythoncapi_compat.h does; a header declaring them (without BT_DECLARE_3_13_NAMES) would
 * make these a conflicting redeclaration. The 3.12 private names they build on exist. */
#if PY_VERSION_HEX < 0x030D0000
static inline int PyDict_GetItemRef(PyObject *d, PyObject *k, PyObject **out) {
    *out = Py_XNewRef(PyDict_GetItemWithError(d, k));
    return *out ? 1 : (PyErr_Occurred() ? -1 : 0);
}
static inline PyObject *PyImport_AddModuleRef(const char *name) {
    return Py_XNewRef(PyImport_AddModule(name));
}
static inline int PyLong_AsInt(PyObject *o) { return _PyLong_AsInt(o); }
static inline double shim_seconds(void) {
    _PyTime_t t;
    return _PyTime_GetMonotonicClockWithInfo(&t, NULL) < 0 ? -1.0 : _PyTime_AsSecondsDouble(t);
}
static inline PyObject *shim_pop(PyObject *d, PyObject *k) { return _PyDict_Pop(d, k, NULL); }
static inline PyObject *shim_writer(void) {
    _PyUnicodeWriter w;
    _PyUnicodeWriter_Init(&w);
    w.overallocate = 1;
    if (_PyUnicodeWriter_WriteChar(&w, 'x') < 0) { _PyUnicodeWriter_Dealloc(&w); return NULL; }
    return _PyUnicodeWriter_Finish(&w);
}
static inline int shim_profiling(void) { return PyThreadState_Get()->c_profilefunc != NULL; }
int bt_check_shims(PyObject *d, PyObject *k);
int bt_check_shims(PyObject *d, PyObject *k) {
    PyObject *o;
    return PyDict_GetItemRef(d, k, &o) + (PyImport_AddModuleRef("m") != NULL) + PyLong_AsInt(k) +
           (shim_seconds() > 0) + (shim_pop(d, k) != NULL) + (shim_writer() != NULL) +
           shim_profiling();
}
#endif
/* torch's python_compat.h redeclares CPython's private weakref helper with C linkage */
#ifdef __cplusplus
extern "C" {
#endif
PyAPI_FUNC(void) _PyWeakref_ClearRef(PyWeakReference *self);
#ifdef __cplusplus
}
#endif
