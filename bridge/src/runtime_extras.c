/* bytearray, UTF-16/32 decoding, running source text, os.fspath:
 * all done by Brython. */
#include "bt_internal.h"

static PyObject *call_builtin(const char *name, PyObject *arg) {  /* new ref */
  PyObject *f = bt_js_builtin(name);
  if (!f) return NULL;
  PyObject *r = arg ? PyObject_CallOneArg(f, arg) : PyObject_CallNoArgs(f);
  Py_DECREF(f);
  return r;
}

/* bytearray objects are Brython's (mutable, one state): C reads them through a snapshot of
 * their bytes kept with the object; writes through that pointer are not seen by Python. */
char *PyByteArray_AsString(PyObject *op) {
  PyObject *snap = bt_js_borrow_item(op, NULL, BT_BORROW_BYTES_SNAPSHOT);
  return snap ? PyBytes_AS_STRING(snap) : NULL;
}
Py_ssize_t PyByteArray_Size(PyObject *op) { return bt_js_len(op); }
PyObject *PyByteArray_FromObject(PyObject *o) { return call_builtin("bytearray", o); }
PyObject *PyByteArray_FromStringAndSize(const char *s, Py_ssize_t n) {
  PyObject *b = PyBytes_FromStringAndSize(s, n);
  if (!b) return NULL;
  PyObject *r = call_builtin("bytearray", b);
  Py_DECREF(b);
  return r;
}
PyObject *PyByteArray_Concat(PyObject *a, PyObject *b) {
  PyObject *ba = PyByteArray_FromObject(a);
  if (!ba) return NULL;
  PyObject *r = PyNumber_InPlaceAdd(ba, b);
  Py_DECREF(ba);
  return r;
}
int PyByteArray_Resize(PyObject *op, Py_ssize_t len) {
  Py_ssize_t n = bt_js_len(op);
  if (n < 0) return -1;
  if (len < n) return PySequence_DelSlice(op, len, n);
  PyObject *zeros = PyBytes_FromStringAndSize(NULL, len - n);
  if (!zeros) return -1;
  PyObject *r = PyObject_CallMethod(op, "extend", "(O)", zeros);
  Py_DECREF(zeros);
  Py_XDECREF(r);
  return r ? 0 : -1;
}

PyObject *PyUnicode_DecodeUTF16(const char *s, Py_ssize_t n, const char *errors, int *byteorder) {
  (void)errors;  /* strict */
  return _Bt_Utf16_32_Decode(s, n, 2, byteorder);
}
PyObject *PyUnicode_DecodeUTF32(const char *s, Py_ssize_t n, const char *errors, int *byteorder) {
  (void)errors;
  return _Bt_Utf16_32_Decode(s, n, 4, byteorder);
}

/* Source text run by Brython's eval/exec with the given namespaces. */
PyObject *PyRun_StringFlags(const char *str, int start, PyObject *globals, PyObject *locals, PyCompilerFlags *flags) {
  (void)flags;
  PyObject *src = PyUnicode_FromString(str);
  if (!src) return NULL;
  PyObject *f = bt_js_builtin(start == Py_eval_input ? "eval" : "exec");
  PyObject *r = f ? PyObject_CallFunctionObjArgs(f, src, globals ? globals : Py_None, locals ? locals : (globals ? globals : Py_None), NULL) : NULL;
  Py_XDECREF(f);
  Py_DECREF(src);
  return r;
}
PyObject *PyRun_String(const char *str, int start, PyObject *globals, PyObject *locals) {
  return PyRun_StringFlags(str, start, globals, locals, NULL);
}
int PyRun_SimpleString(const char *command) {
  PyObject *d = PyDict_New();
  if (!d) return -1;
  PyDict_SetItemString(d, "__name__", PyUnicode_FromString("__main__"));
  PyObject *r = PyRun_String(command, Py_file_input, d, d);
  Py_DECREF(d);
  if (!r) { PyErr_Print(); return -1; }
  Py_DECREF(r);
  return 0;
}

PyObject *PyOS_FSPath(PyObject *path) {
  if (PyUnicode_Check(path) || PyBytes_Check(path)) return Py_NewRef(path);
  PyObject *os = PyImport_ImportModule("os");
  PyObject *r = os ? PyObject_CallMethod(os, "fspath", "(O)", path) : NULL;
  Py_XDECREF(os);
  return r;
}

FILE *_Py_fopen_obj(PyObject *path, const char *mode) {
  PyObject *p = PyOS_FSPath(path);
  if (!p) return NULL;
  const char *name = PyUnicode_Check(p) ? PyUnicode_AsUTF8(p) : PyBytes_AsString(p);
  FILE *f = name ? fopen(name, mode) : NULL;
  if (name && !f) PyErr_SetFromErrnoWithFilenameObject(PyExc_OSError, path);
  Py_DECREF(p);
  return f;
}
PyObject *PyRun_FileEx(FILE *fp, const char *filename, int start, PyObject *globals, PyObject *locals, int closeit) {
  (void)filename;
  size_t cap = 4096, len = 0, n;
  char *buf = (char *)malloc(cap);
  if (!buf) return PyErr_NoMemory();
  while ((n = fread(buf + len, 1, cap - len - 1, fp)) > 0) {
    len += n;
    if (cap - len < 2) {
      char *nb = (char *)realloc(buf, cap * 2);
      if (!nb) { free(buf); return PyErr_NoMemory(); }
      buf = nb;
      cap *= 2;
    }
  }
  buf[len] = 0;
  if (closeit) fclose(fp);
  PyObject *r = PyRun_String(buf, start, globals, locals);
  free(buf);
  return r;
}

/* compile(str, filename, mode) with the mode named by the start symbol. */
PyObject *Py_CompileString(const char *str, const char *filename, int start) {
  const char *mode = start == Py_eval_input ? "eval" : start == Py_single_input ? "single" : "exec";
  PyObject *compile = bt_js_builtin("compile");
  PyObject *r = compile ? PyObject_CallFunction(compile, "sss", str, filename, mode) : NULL;
  Py_XDECREF(compile);
  return r;
}
/* eval() runs a code object of any mode; an "exec" one gives None, as CPython's does. */
PyObject *PyEval_EvalCode(PyObject *co, PyObject *globals, PyObject *locals) {
  PyObject *eval = bt_js_builtin("eval");
  PyObject *r = eval ? PyObject_CallFunctionObjArgs(eval, co, globals, locals ? locals : globals, NULL) : NULL;
  Py_XDECREF(eval);
  return r;
}
