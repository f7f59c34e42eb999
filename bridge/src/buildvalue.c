/* Py_BuildValue: CPython's value-building format language, written for our runtime. */
#include <stdarg.h>
#include "bt_internal.h"

static PyObject *build_one(const char **pf, va_list *ap);

/* Counts the items up to `end` (')' ']' '}' or NUL) at this nesting level. */
static Py_ssize_t count_items(const char *f, char end) {
  Py_ssize_t n = 0;
  int depth = 0;
  for (; *f; f++) {
    if (depth == 0 && *f == end) return n;
    switch (*f) {
      case '(': case '[': case '{': if (depth == 0) n++; depth++; break;
      case ')': case ']': case '}': depth--; break;
      case '#': case '&': case '!': case ' ': case '\t': case ',': case ':': break;
      default: if (depth == 0) n++;
    }
    if (depth < 0) break;
  }
  return n;
}

static void skip_separators(const char **pf) {
  while (**pf == ' ' || **pf == '\t' || **pf == ',' || **pf == ':') (*pf)++;
}

static PyObject *build_sequence(const char **pf, va_list *ap, char end, int kind) {
  Py_ssize_t n = count_items(*pf, end);
  PyObject *items = PyTuple_New(n);
  int failed = !items;
  for (Py_ssize_t i = 0; i < n; i++) {
    skip_separators(pf);
    PyObject *v = build_one(pf, ap);  /* keep consuming va_args even after a failure */
    if (!v) failed = 1;
    if (items) PyTuple_SET_ITEM(items, i, v);
  }
  skip_separators(pf);
  if (**pf != end) {
    if (!failed) PyErr_SetString(PyExc_SystemError, "unmatched paren in format");
    Py_XDECREF(items);
    return NULL;
  }
  (*pf)++;
  if (failed) { Py_XDECREF(items); return NULL; }
  if (kind == '(') return items;
  if (kind == '[') {
    PyObject *list = PySequence_List(items);
    Py_DECREF(items);
    return list;
  }
  PyObject *dict = PyDict_New();
  for (Py_ssize_t i = 0; dict && i + 1 < n; i += 2)
    if (PyDict_SetItem(dict, PyTuple_GET_ITEM(items, i), PyTuple_GET_ITEM(items, i + 1)) < 0) Py_CLEAR(dict);
  Py_DECREF(items);
  return dict;
}

static PyObject *build_one(const char **pf, va_list *ap) {
  char c = *(*pf)++;
  switch (c) {
    case '(': return build_sequence(pf, ap, ')', '(');
    case '[': return build_sequence(pf, ap, ']', '[');
    case '{': return build_sequence(pf, ap, '}', '{');
    case 'b': case 'B': case 'h': case 'i': return PyLong_FromLong(va_arg(*ap, int));
    case 'H': return PyLong_FromLong((unsigned short)va_arg(*ap, int));
    case 'I': return PyLong_FromUnsignedLong(va_arg(*ap, unsigned int));
    case 'l': return PyLong_FromLong(va_arg(*ap, long));
    case 'k': return PyLong_FromUnsignedLong(va_arg(*ap, unsigned long));
    case 'L': return PyLong_FromLongLong(va_arg(*ap, long long));
    case 'K': return PyLong_FromUnsignedLongLong(va_arg(*ap, unsigned long long));
    case 'n': return PyLong_FromSsize_t(va_arg(*ap, Py_ssize_t));
    case 'c': { char ch = (char)va_arg(*ap, int); return PyBytes_FromStringAndSize(&ch, 1); }
    case 'C': return PyUnicode_FromOrdinal(va_arg(*ap, int));
    case 'f': case 'd': return PyFloat_FromDouble(va_arg(*ap, double));
    case 'D': { Py_complex *z = va_arg(*ap, Py_complex *); return PyComplex_FromCComplex(*z); }
    case 'p': return PyBool_FromLong(va_arg(*ap, int));
    case 's': case 'z': case 'U': case 'y': {
      const char *s = va_arg(*ap, const char *);
      Py_ssize_t n = -1;
      if (**pf == '#') { (*pf)++; n = va_arg(*ap, Py_ssize_t); }
      if (!s) return Py_NewRef(Py_None);
      if (n < 0) n = (Py_ssize_t)strlen(s);
      return c == 'y' ? PyBytes_FromStringAndSize(s, n) : PyUnicode_FromStringAndSize(s, n);
    }
    case 'N': case 'O': case 'S': {
      if (**pf == '&') {
        (*pf)++;
        PyObject *(*conv)(void *) = va_arg(*ap, PyObject *(*)(void *));
        return conv(va_arg(*ap, void *));
      }
      PyObject *o = va_arg(*ap, PyObject *);
      if (!o) {
        if (!PyErr_Occurred()) PyErr_SetString(PyExc_SystemError, "NULL object passed to Py_BuildValue");
        return NULL;
      }
      return c == 'N' ? o : Py_NewRef(o);  /* 'N' steals */
    }
    default:
      PyErr_Format(PyExc_SystemError, "bad format char '%c' passed to Py_BuildValue", c);
      return NULL;
  }
}

PyObject *Py_VaBuildValue(const char *format, va_list vargs) {
  va_list ap;
  va_copy(ap, vargs);
  const char *f = format;
  Py_ssize_t n = count_items(f, '\0');
  PyObject *r;
  if (n == 0) r = Py_NewRef(Py_None);
  else if (n == 1) { skip_separators(&f); r = build_one(&f, &ap); }
  else r = build_sequence(&f, &ap, '\0', '(');
  va_end(ap);
  return r;
}
PyObject *Py_BuildValue(const char *format, ...) {
  va_list ap;
  va_start(ap, format);
  PyObject *r = Py_VaBuildValue(format, ap);
  va_end(ap);
  return r;
}
PyObject *_Py_BuildValue_SizeT(const char *format, ...) {
  va_list ap;
  va_start(ap, format);
  PyObject *r = Py_VaBuildValue(format, ap);
  va_end(ap);
  return r;
}
PyObject *_Py_VaBuildValue_SizeT(const char *format, va_list vargs) { return Py_VaBuildValue(format, vargs); }
