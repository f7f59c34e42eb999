/* Private declarations shared by the bridge's C runtime (bridge/src) and its JS library
 * (bridge/js). Nothing here is part of the C API that extensions see.
 *
 * Object kinds (see bridge/README.md):
 *   materialized  int, float, str, bytes, tuple, slice: real CPython-like structs in linear
 *                 memory, converted by value when they cross (tuples item by item);
 *   proxy         every other Brython object: a bare PyObject header whose ob_type is the
 *                 type mirror of its Brython class; the JS side maps address -> object;
 *   native        instances of C types (tp_alloc); Brython sees them through a wrapper
 *                 object that owns one reference.
 */
#ifndef BT_INTERNAL_H
#define BT_INTERNAL_H
#include "Python.h"
#include "bt_codes.h"   /* the codes shared with bridge/js */

#define BT_EXPORT __attribute__((used, visibility("default")))

/* ---- implemented in JS (bridge/js); ownership as in each comment ---- */
/* The C object at `op` is being freed: drop the JS side's entries for it. */
void bt_js_forget(PyObject *op);
/* A proxy's count reached 0: 1 if the JS side parks it (its header stays valid while the
 * Brython object lives, and JS frees it once the object is collected), 0 to free it now. */
int bt_js_park(PyObject *op);
void bt_js_dict_slot_changed(PyObject *op);  /* the tp_dictoffset slot of op was replaced */
/* str(): UTF-8 is copied into a new str object. Returns a new reference or NULL+error. */
PyObject *bt_js_repr(PyObject *op, int use_str);
PyObject *bt_js_getattr(PyObject *op, PyObject *name);               /* new ref */
int bt_js_setattr(PyObject *op, PyObject *name, PyObject *value);    /* value NULL = delete */
PyObject *bt_js_call(PyObject *callable, PyObject *args, PyObject *kwargs); /* new ref */
PyObject *bt_js_binop(int op, PyObject *a, PyObject *b);            /* new ref */
PyObject *bt_js_unop(int op, PyObject *a);                          /* new ref */
PyObject *bt_js_richcompare(PyObject *a, PyObject *b, int op);      /* new ref */
int bt_js_truth(PyObject *op);                                       /* -1 on error */
Py_hash_t bt_js_hash(PyObject *op);                                  /* -1 on error */
Py_hash_t bt_js_object_hash(PyObject *op);                           /* object.__hash__(op) */
Py_hash_t _Bt_Object_Hash(PyObject *op);                             /* PyBaseObject_Type.tp_hash */
Py_ssize_t bt_js_len(PyObject *op);                                  /* -1 on error */
PyObject *bt_js_getitem(PyObject *op, PyObject *key);                /* new ref */
int bt_js_setitem(PyObject *op, PyObject *key, PyObject *value);     /* value NULL = delete */
int bt_js_contains(PyObject *op, PyObject *key);                     /* -1 on error */
PyObject *bt_js_iter(PyObject *op);                                  /* new ref */
PyObject *bt_js_next(PyObject *op);          /* new ref; NULL without error = exhausted */
int bt_js_isinstance(PyObject *inst, PyObject *cls);                 /* -1 on error */
int bt_js_issubclass(PyObject *sub, PyObject *cls);                  /* -1 on error */
PyObject *bt_js_import(PyObject *name);                              /* new ref */
/* How a heap C type's call goes (bridge/src/call.c): BT_TYPE_OWN_* bits, or -1 + error. */
int bt_js_heap_type_call_info(PyTypeObject *t);
int bt_js_weakrefable(PyObject *ob);   /* 1/0, -1 + error */
PyObject *bt_js_current_frame(void);
/* (argcount, posonlyargcount, kwonlyargcount, flags, firstlineno, filename, name, qualname)
 * of a Python code object: a new tuple, or NULL + error. */
PyObject *bt_js_code_info(PyObject *code);  /* new ref to the running Python frame, or NULL (no error) */
PyObject *bt_tuple_alloc(Py_ssize_t n);                              /* new ref; never the shared empty tuple */
PyObject *bt_js_builtin(const char *name);                           /* new ref */
PyObject *bt_js_borrow_item(PyObject *container, PyObject *key, int kind); /* borrowed */
PyObject *bt_js_list_op(int op, PyObject *list, Py_ssize_t i, Py_ssize_t j, PyObject *v);
PyObject *bt_js_dict_op(int op, PyObject *dict, PyObject *key, PyObject *v);
int bt_js_dict_next(PyObject *dict, Py_ssize_t *pos, PyObject **key, PyObject **value);
PyObject *bt_js_new_container(int kind, Py_ssize_t size);            /* new ref */
PyObject *bt_js_complex_new(double real, double imag);                /* new ref */
int bt_js_complex_parts(PyObject *op, double *out, int dunder);         /* 1 parts, 0 not complex, -1 error */
double bt_js_number_value(PyObject *op, int kind, int *overflow);    /* int()/float() of proxies */
PyObject *bt_js_long_from_text(const char *digits, int base);        /* new ref */
int bt_js_long_to_bytes(PyObject *op, unsigned char *out, size_t n, int little, int is_signed);
PyObject *bt_js_long_from_bytes(const unsigned char *in, size_t n, int little, int is_signed);
PyObject *bt_js_module_new(PyObject *name, PyModuleDef *def);        /* new ref */
void *bt_js_module_state(PyObject *module, int what);  /* 0: state, 1: def */
int bt_js_type_ready(PyTypeObject *type);            /* builds the Brython class; -1 error */
void bt_js_fatal(const char *msg);
void bt_js_write(int fd, const char *text);

/* Calls through JS to a C function pointer that may have been declared with fewer
 * parameters than it is called with (METH_NOARGS functions without their unused argument,
 * getters without `closure`): legal in native C ABIs, a trap in wasm's call_indirect. A JS
 * call ignores extra arguments, as CPython's own wasm builds rely on. Returns the i32 result. */
intptr_t bt_js_call_loose2(void *fn, void *a, void *b);
intptr_t bt_js_call_loose3(void *fn, void *a, void *b, void *c);
int bt_js_wasm_arity(void *fn);   /* the number of parameters the wasm function takes */

/* ---- C runtime internals ---- */
/* tp_flags bit (unused by CPython 3.12) marking the type mirror of a Brython class. */
#define BT_TPFLAGS_MIRROR (1UL << 16)
/* The attribute slots of our static types: CPython's builtin types have the generic ones,
 * and C code calls them directly (torch's PyObject_FastGetAttrString on a module, a bound
 * method, a descriptor). Here they do the full Brython lookup. */
#define BT_GENERIC_ATTRS .tp_getattro = PyObject_GenericGetAttr, .tp_setattro = PyObject_GenericSetAttr

/* Our str layout is struct _bt_unicodeobject (include/unicodeobject.h). */
/* `dunders`: BT_MIRROR_HAS(...) bits (bt_codes.h). */
void _Bt_Type_SetMirrorSlots(PyTypeObject *t, unsigned dunders);
void _Bt_Object_Dealloc(PyObject *op);
PyObject *_Bt_Type_Call(PyObject *type, PyObject *args, PyObject *kwargs);  /* new ref */
/* The base classes' own behaviour, bypassing overrides in subclasses: attribute access of
 * `type` (is_type 1) or `object` (0); property.__get__ (kind 0), __set__ (1), __delete__ (2). */
PyObject *bt_js_base_getattr(PyObject *o, PyObject *name, int is_type);   /* new ref */
int bt_js_base_setattr(PyObject *o, PyObject *name, PyObject *v, int is_type);
PyObject *bt_js_base_descr(PyObject *self, PyObject *obj, PyObject *arg, int kind); /* new ref */
PyObject *bt_js_type_call(PyObject *type, PyObject *args, PyObject *kwargs);       /* new ref */
void _Bt_Errors_Init(void);
PyObject *bt_js_cfunction_new(PyMethodDef *def, PyObject *self, PyObject *module, int kind); /* new ref */
int bt_js_getbuffer(PyObject *op, Py_buffer *view, int flags);
void bt_js_buffer_writeback(PyObject *op, const char *data, Py_ssize_t len);
/* The C buffer exporter under a Brython memoryview (new ref), or NULL (none; no exception). */
PyObject *bt_js_memoryview_c_base(PyObject *mv);
PyObject *bt_js_memoryview_cast(PyObject *mv);
PyObject *bt_js_dunder_buffer(PyObject *o);      /* memoryview(o) when o's class has __buffer__, else NULL */   /* (format, itemsize, shape) of a cast view, else NULL */
/* Struct sequences (structseq.c): a tuple subclass with named fields; its mirror (immortal). */
PyObject *bt_js_structseq_type(const char *name, const char *doc, PyObject *names, int n_in_sequence);
Py_ssize_t bt_js_structseq_size(PyTypeObject *type);
void bt_js_alias_type(PyTypeObject *alias, PyTypeObject *mirror);  /* alias stands for the class */
extern PyTypeObject _Bt_Proxy_Type;     /* fallback type of proxies ("object") */
extern PyTypeObject PyModuleDef_Type;
PyObject *_Bt_ProxyNew(PyTypeObject *type);        /* new ref; the JS side binds it */
void _Bt_ProxyDealloc(PyObject *op);
/* type.name(x[, y[, z]]) through Brython: a builtin type's dunder as its C slot (call.c). */
PyObject *_Bt_Builtin_Dunder(PyTypeObject *type, const char *name, PyObject *x, PyObject *y, PyObject *z);
/* Sets a str's length, max_char and ascii from its UTF-8 (unicode.c). */
BT_EXPORT void bt_unicode_finish(PyObject *op);
PyObject *_Bt_Err_Take(void);                        /* steals the current exception */
void _Bt_Err_SetRaised(PyObject *exc);               /* steals exc */
PyObject *_Bt_CallMethodDef(PyMethodDef *def, PyObject *self, PyObject *args, PyObject *kwargs);
PyObject *_Bt_Unicode_FromUTF8Checked(const char *s, Py_ssize_t n); /* new ref */
PyObject *_Bt_Unicode_Name(const char *s);  /* new ref; immortal cached str for short names */
int _Bt_Tuple_Check_Items(PyObject *tuple);

/* bridge/src/call.c: owner.__new__(type, *args, **kwargs); new ref or NULL */
PyObject *_Bt_Call_New(PyObject *owner, PyTypeObject *type, PyObject *args, PyObject *kwargs);
/* bridge/src/builtin_new.c */
void _Bt_BuiltinNew_Init(void);
/* bridge/src/builtin_number.c */
void _Bt_BuiltinNumber_Init(void);
/* bridge/src/builtin_sequence.c */
void _Bt_BuiltinSequence_Init(void);
/* bridge/src/unicode_utf16_32.c */
int _Bt_Utf16_32_Codec(const char *encoding, int *width, int *order);
PyObject *_Bt_Utf16_32_Encode(PyObject *str, int width, int order);            /* new ref */
PyObject *_Bt_Utf16_32_Decode(const char *s, Py_ssize_t n, int width, int *order); /* new ref */

#endif
