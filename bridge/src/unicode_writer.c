/* _PyUnicodeWriter (include/unicodeobject.h): a growable UTF-8 buffer in wasm memory that
 * becomes one Python string at the end, so building text costs one crossing to JS. */
#include "Python.h"

void _PyUnicodeWriter_Init(_PyUnicodeWriter *w) { memset(w, 0, sizeof *w); }

/* makes room for `more` bytes; 0 or -1 with MemoryError */
static int reserve(_PyUnicodeWriter *w, Py_ssize_t more) {
  if (more < 0 || w->pos > PY_SSIZE_T_MAX - more) { PyErr_NoMemory(); return -1; }
  if (w->pos + more <= w->size) return 0;
  Py_ssize_t cap = w->size ? w->size : 64;
  while (cap < w->pos + more) cap = cap > PY_SSIZE_T_MAX / 2 ? w->pos + more : cap * 2;
  void *grown = PyMem_Realloc(w->data, (size_t)cap);
  if (!grown) { PyErr_NoMemory(); return -1; }
  w->data = grown;
  w->size = cap;
  return 0;
}

static int append(_PyUnicodeWriter *w, const char *bytes, Py_ssize_t n) {
  if (reserve(w, n) < 0) return -1;
  memcpy((char *)w->data + w->pos, bytes, (size_t)n);
  w->pos += n;
  return 0;
}

int _PyUnicodeWriter_Prepare(_PyUnicodeWriter *w, Py_ssize_t length, Py_UCS4 maxchar) {
  if (maxchar > w->maxchar) w->maxchar = maxchar;
  return length > 0 && length <= PY_SSIZE_T_MAX / 4 ? reserve(w, length * 4) : 0;
}

int _PyUnicodeWriter_WriteChar(_PyUnicodeWriter *w, Py_UCS4 ch) {
  char b[4];
  Py_ssize_t n;
  if (ch > 0x10FFFF) {
    PyErr_SetString(PyExc_ValueError, "character must be in range(0x110000)");
    return -1;
  }
  if (ch < 0x80) { b[0] = (char)ch; n = 1; }
  else if (ch < 0x800) { b[0] = (char)(0xC0 | ch >> 6); b[1] = (char)(0x80 | (ch & 0x3F)); n = 2; }
  else if (ch < 0x10000) {
    b[0] = (char)(0xE0 | ch >> 12); b[1] = (char)(0x80 | (ch >> 6 & 0x3F));
    b[2] = (char)(0x80 | (ch & 0x3F)); n = 3;
  } else {
    b[0] = (char)(0xF0 | ch >> 18); b[1] = (char)(0x80 | (ch >> 12 & 0x3F));
    b[2] = (char)(0x80 | (ch >> 6 & 0x3F)); b[3] = (char)(0x80 | (ch & 0x3F)); n = 4;
  }
  if (ch > w->maxchar) w->maxchar = ch;
  return append(w, b, n);
}

int _PyUnicodeWriter_WriteStr(_PyUnicodeWriter *w, PyObject *str) {
  Py_ssize_t n;
  const char *utf8 = PyUnicode_AsUTF8AndSize(str, &n);
  return utf8 ? append(w, utf8, n) : -1;
}

int _PyUnicodeWriter_WriteSubstring(_PyUnicodeWriter *w, PyObject *str, Py_ssize_t start,
                                    Py_ssize_t end) {
  PyObject *part = PyUnicode_Substring(str, start, end);
  if (!part) return -1;
  int r = _PyUnicodeWriter_WriteStr(w, part);
  Py_DECREF(part);
  return r;
}

int _PyUnicodeWriter_WriteASCIIString(_PyUnicodeWriter *w, const char *ascii, Py_ssize_t len) {
  if (len < 0) len = (Py_ssize_t)strlen(ascii);  /* -1: NUL-terminated */
  return append(w, ascii, len);
}

PyObject *_PyUnicodeWriter_Finish(_PyUnicodeWriter *w) {
  PyObject *s = PyUnicode_DecodeUTF8(w->pos ? (const char *)w->data : "", w->pos, "strict");
  _PyUnicodeWriter_Dealloc(w);
  return s;
}

void _PyUnicodeWriter_Dealloc(_PyUnicodeWriter *w) {
  PyMem_Free(w->data);
  _PyUnicodeWriter_Init(w);
}
