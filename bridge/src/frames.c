/* Frames and code objects as C sees them.
 *
 * A frame is a proxy for Brython's frame object (the running Python function's). A code
 * object C gets from PyFrame_GetCode is a native snapshot, _Bt_CodeView_Type, whose fields
 * have CPython's names (co_name, co_argcount... binding libraries read them directly) and
 * which keeps the Brython code object for everything else (attributes, PyCode_GetVarnames).
 * Python code objects that cross into C the ordinary way stay proxies (PyCode_Type). */
#include "bt_internal.h"

static void code_view_dealloc(PyObject *o) {
  PyCodeObject *co = (PyCodeObject *)o;
  Py_XDECREF(co->co_filename);
  Py_XDECREF(co->co_name);
  Py_XDECREF(co->co_qualname);
  Py_XDECREF(co->_bt_code);
  Py_XDECREF(co->_bt_varnames);
  PyObject_Free(o);
}
static PyObject *code_view_getattro(PyObject *o, PyObject *name) {  /* new ref */
  return PyObject_GetAttr(((PyCodeObject *)o)->_bt_code, name);
}
static PyObject *code_view_repr(PyObject *o) { return PyObject_Repr(((PyCodeObject *)o)->_bt_code); }

PyTypeObject _Bt_CodeView_Type = {
  { { BT_IMMORTAL_REFCNT, &PyType_Type }, 0 },
  .tp_name = "code",
  .tp_basicsize = sizeof(PyCodeObject),
  .tp_dealloc = code_view_dealloc,
  .tp_repr = code_view_repr,
  .tp_getattro = code_view_getattro,
  .tp_flags = Py_TPFLAGS_DEFAULT,
  .tp_doc = "A code object seen from C (a snapshot of the Python one).",
};

/* A new code view of the Brython code object `code` (borrowed). Its fields come in one JS
 * crossing (bt_js_code_info: a tuple, CPython's values for an argument-less code object
 * where Brython's code objects of module frames carry fewer attributes). New ref or NULL. */
static PyCodeObject *code_view_new(PyObject *code) {
  if (PyType_Ready(&_Bt_CodeView_Type) < 0) return NULL;
  PyObject *info = bt_js_code_info(code);
  if (!info) return NULL;
  PyCodeObject *co = PyObject_New(PyCodeObject, &_Bt_CodeView_Type);
  if (!co) { Py_DECREF(info); return NULL; }
  int *ints[] = { &co->co_argcount, &co->co_posonlyargcount, &co->co_kwonlyargcount,
                  &co->co_flags, &co->co_firstlineno, &co->co_nlocals, &co->co_ncellvars,
                  &co->co_nfreevars };
  enum { N_INTS = sizeof ints / sizeof ints[0] };
  for (int i = 0; i < N_INTS; i++) *ints[i] = (int)PyLong_AsLong(PyTuple_GET_ITEM(info, i));
  co->co_filename = Py_NewRef(PyTuple_GET_ITEM(info, N_INTS));
  co->co_name = Py_NewRef(PyTuple_GET_ITEM(info, N_INTS + 1));
  co->co_qualname = Py_NewRef(PyTuple_GET_ITEM(info, N_INTS + 2));
  co->_bt_code = Py_NewRef(code);
  co->_bt_varnames = NULL;
  Py_DECREF(info);
  return co;
}

/* The running Python frame (what called into C), or NULL when none runs. */
PyFrameObject *PyThreadState_GetFrame(PyThreadState *tstate) {  /* new ref, no error */
  (void)tstate;
  return (PyFrameObject *)bt_js_current_frame();
}

/* CPython's borrowed results live as long as the frame; here the last one handed out is
 * kept until the next call of the same function (each call makes a new snapshot). */
static PyObject *last_frame, *last_locals, *last_globals;
static PyObject *keep_borrowed(PyObject **slot, PyObject *fresh) {
  PyObject *old = *slot;
  *slot = fresh;
  Py_XDECREF(old);
  return fresh;
}
PyFrameObject *PyEval_GetFrame(void) {  /* borrowed */
  return (PyFrameObject *)keep_borrowed(&last_frame, bt_js_current_frame());
}
static PyObject *current_frame_attr(const char *name) {  /* new ref, NULL without error */
  PyObject *f = bt_js_current_frame();
  if (!f) return NULL;
  PyObject *r = PyObject_GetAttrString(f, name);
  Py_DECREF(f);
  if (!r) PyErr_Clear();
  return r;
}
PyObject *PyEval_GetLocals(void) { return keep_borrowed(&last_locals, current_frame_attr("f_locals")); }
PyObject *PyEval_GetGlobals(void) { return keep_borrowed(&last_globals, current_frame_attr("f_globals")); }

PyCodeObject *PyFrame_GetCode(PyFrameObject *f) {  /* new ref; CPython's never fails */
  PyObject *code = PyObject_GetAttrString((PyObject *)f, "f_code");
  if (!code) return NULL;  /* only if Brython's frame is broken */
  PyCodeObject *co = code_view_new(code);
  Py_DECREF(code);
  return co;
}
PyFrameObject *PyFrame_GetBack(PyFrameObject *f) {  /* new ref or NULL, no error */
  PyObject *back = PyObject_GetAttrString((PyObject *)f, "f_back");
  if (!back) { PyErr_Clear(); return NULL; }
  if (back == Py_None) { Py_DECREF(back); return NULL; }
  return (PyFrameObject *)back;
}
int PyFrame_GetLineNumber(PyFrameObject *f) {
  PyObject *v = PyObject_GetAttrString((PyObject *)f, "f_lineno");
  long line = v ? PyLong_AsLong(v) : -1;
  Py_XDECREF(v);
  if (PyErr_Occurred()) { PyErr_Clear(); return -1; }
  return (int)line;
}
/* Brython runs no bytecode, so a frame's "last instruction" is its line: the address is
 * 2 * line (CPython's are byte offsets of 2-byte code units: even, >= 0), and
 * PyCode_Addr2Line maps it back. torch's CapturedTraceback and JIT tracer store the pair
 * (code, lasti) and ask for the line later; nothing else here reads addresses. */
int PyFrame_GetLasti(PyFrameObject *f) {
  int line = PyFrame_GetLineNumber(f);
  return line < 0 ? -1 : 2 * line;
}
PyObject *PyFrame_GetLocals(PyFrameObject *f) { return PyObject_GetAttrString((PyObject *)f, "f_locals"); }
PyObject *PyFrame_GetGlobals(PyFrameObject *f) { return PyObject_GetAttrString((PyObject *)f, "f_globals"); }

/* New ref. Tuples cross into C as copies, so the view keeps the one it hands out: CPython
 * callers (pybind11's get_type_override) drop their reference and go on using an item. */
PyObject *PyCode_GetVarnames(PyCodeObject *co) {
  if (!Py_IS_TYPE(co, &_Bt_CodeView_Type)) return PyObject_GetAttrString((PyObject *)co, "co_varnames");
  if (!co->_bt_varnames && !(co->_bt_varnames = PyObject_GetAttrString(co->_bt_code, "co_varnames"))) return NULL;
  return Py_NewRef(co->_bt_varnames);
}
int PyCode_Addr2Line(PyCodeObject *co, int addr) {  /* the line of an address of PyFrame_GetLasti */
  if (addr >= 0) return addr / 2;
  if (Py_IS_TYPE(co, &_Bt_CodeView_Type)) return co->co_firstlineno;  /* CPython's answer for -1 */
  PyObject *v = PyObject_GetAttrString((PyObject *)co, "co_firstlineno");
  long line = v ? PyLong_AsLong(v) : -1;
  Py_XDECREF(v);
  if (PyErr_Occurred()) { PyErr_Clear(); return -1; }
  return (int)line;
}

/* ---- code extras (code.h): a table of (code, index) -> pointer ---- */
enum { MAX_CODE_EXTRA_INDICES = 255 };
static freefunc code_extra_freers[MAX_CODE_EXTRA_INDICES];
static Py_ssize_t code_extra_indices;
typedef struct { PyObject *code; Py_ssize_t index; void *extra; } CodeExtra;
static CodeExtra *code_extras;   /* each entry owns a reference to its code object */
static Py_ssize_t code_extras_len, code_extras_cap;

Py_ssize_t PyUnstable_Eval_RequestCodeExtraIndex(freefunc free_extra) {
  if (code_extra_indices >= MAX_CODE_EXTRA_INDICES) return -1;
  code_extra_freers[code_extra_indices] = free_extra;
  return code_extra_indices++;
}

static CodeExtra *find_code_extra(PyObject *code, Py_ssize_t index) {
  for (Py_ssize_t i = 0; i < code_extras_len; i++) {
    if (code_extras[i].code == code && code_extras[i].index == index) return &code_extras[i];
  }
  return NULL;
}

static int bad_code_extra(PyObject *code, Py_ssize_t index) {
  if (!PyCode_Check(code)) { PyErr_BadInternalCall(); return 1; }
  if (index < 0 || index >= code_extra_indices) { PyErr_BadInternalCall(); return 1; }
  return 0;
}

int PyUnstable_Code_GetExtra(PyObject *code, Py_ssize_t index, void **extra) {
  *extra = NULL;
  if (bad_code_extra(code, index)) return -1;
  CodeExtra *e = find_code_extra(code, index);
  if (e) *extra = e->extra;
  return 0;
}

int PyUnstable_Code_SetExtra(PyObject *code, Py_ssize_t index, void *extra) {
  if (bad_code_extra(code, index)) return -1;
  CodeExtra *e = find_code_extra(code, index);
  if (e) {
    if (e->extra && code_extra_freers[index]) code_extra_freers[index](e->extra);
    e->extra = extra;
    return 0;
  }
  if (code_extras_len == code_extras_cap) {
    Py_ssize_t cap = code_extras_cap ? code_extras_cap * 2 : 16;
    CodeExtra *grown = PyMem_Realloc(code_extras, (size_t)cap * sizeof *grown);
    if (!grown) { PyErr_NoMemory(); return -1; }
    code_extras = grown;
    code_extras_cap = cap;
  }
  code_extras[code_extras_len++] = (CodeExtra){ Py_NewRef(code), index, extra };
  return 0;
}

/* ---- code objects made by C ---- */
/* A view over compile("", filename, "exec") with the given fields (see code.h). New ref. */
static PyCodeObject *code_view_from_c(PyObject *filename, PyObject *name, PyObject *qualname,
                                      int firstlineno, PyObject *varnames) {
  PyObject *compile = bt_js_builtin("compile");
  PyObject *code = compile ? PyObject_CallFunction(compile, "sOs", "", filename, "exec") : NULL;
  Py_XDECREF(compile);
  if (!code) return NULL;
  PyCodeObject *co = code_view_new(code);
  Py_DECREF(code);
  if (!co) return NULL;
  Py_SETREF(co->co_name, Py_NewRef(name));
  Py_SETREF(co->co_qualname, Py_NewRef(qualname ? qualname : name));
  co->co_firstlineno = firstlineno;
  co->_bt_varnames = Py_XNewRef(varnames);
  return co;
}

PyCodeObject *PyCode_NewEmpty(const char *filename, const char *funcname, int firstlineno) {
  PyObject *file = PyUnicode_FromString(filename), *name = PyUnicode_FromString(funcname);
  PyCodeObject *co = file && name ? code_view_from_c(file, name, NULL, firstlineno, NULL) : NULL;
  Py_XDECREF(file);
  Py_XDECREF(name);
  return co;
}

PyCodeObject *PyUnstable_Code_NewWithPosOnlyArgs(int argcount, int posonlyargcount,
    int kwonlyargcount, int nlocals, int stacksize, int flags, PyObject *code, PyObject *consts,
    PyObject *names, PyObject *varnames, PyObject *freevars, PyObject *cellvars,
    PyObject *filename, PyObject *name, PyObject *qualname, int firstlineno,
    PyObject *linetable, PyObject *exceptiontable) {
  (void)stacksize; (void)code; (void)consts; (void)names; (void)linetable; (void)exceptiontable;
  PyCodeObject *co = code_view_from_c(filename, name, qualname, firstlineno, varnames);
  if (!co) return NULL;
  co->co_argcount = argcount;
  co->co_posonlyargcount = posonlyargcount;
  co->co_kwonlyargcount = kwonlyargcount;
  co->co_nlocals = nlocals;
  co->co_flags = flags;
  co->co_nfreevars = freevars ? (int)PyTuple_GET_SIZE(freevars) : 0;
  co->co_ncellvars = cellvars ? (int)PyTuple_GET_SIZE(cellvars) : 0;
  return co;
}
