/* PyArg_Parse* : CPython's argument format language, written for our runtime.
 * '#' lengths are always Py_ssize_t (PY_SSIZE_T_CLEAN behaviour, required since 3.10). */
#include <stdarg.h>
#include "bt_internal.h"

typedef struct {
  const char *fname;    /* function name for messages (after ':') or NULL */
  const char *custom;   /* message after ';' or NULL */
} Ctx;

static void fmt_names(const char *format, Ctx *ctx) {
  ctx->fname = NULL;
  ctx->custom = NULL;
  const char *p = format;
  while (*p && *p != ':' && *p != ';') p++;
  if (*p == ':') ctx->fname = p + 1;
  else if (*p == ';') ctx->custom = p + 1;
}

static int type_error(Ctx *ctx, int argno, const char *expected, PyObject *arg) {
  if (ctx->custom) PyErr_SetString(PyExc_TypeError, ctx->custom);
  else
    PyErr_Format(PyExc_TypeError, "%s%s() argument %d must be %s, not %.50s",
                 "", ctx->fname ? ctx->fname : "function", argno, expected,
                 arg == Py_None ? "None" : Py_TYPE(arg)->tp_name);
  return -1;
}

/* Number of format units at the top level (stops at ':' or ';'); counts '(...)' as one. */
static int count_units(const char *f, int *min, int *max, int *has_kwonly) {
  int n = 0, depth = 0, opt = -1;
  *has_kwonly = 0;
  for (; *f && *f != ':' && *f != ';'; f++) {
    char c = *f;
    if (c == '(') { if (depth == 0) n++; depth++; continue; }
    if (c == ')') { depth--; continue; }
    if (depth) continue;
    if (c == '|') { if (opt < 0) opt = n; continue; }
    if (c == '$') { *has_kwonly = 1; if (opt < 0) opt = n; continue; }
    if (c == '#' || c == '*' || c == '&' || c == '!' || c == ' ' || c == '\t') continue;
    if ((c == 'e') && (f[1] == 's' || f[1] == 't')) { n++; f++; continue; }
    n++;
  }
  *max = n;
  *min = opt < 0 ? n : opt;
  return n;
}

static int buffer_for(PyObject *arg, Py_buffer *view, int writable) {
  return PyObject_GetBuffer(arg, view, writable ? PyBUF_WRITABLE : PyBUF_SIMPLE);
}

/* Converts one argument by the unit at *pf; advances *pf. Returns 0 or -1 (error set). */
static int convert(PyObject *arg, const char **pf, va_list *ap, Ctx *ctx, int argno) {
  const char *f = *pf;
  char c = *f++;
  int r = 0;
  switch (c) {
    case 'b': case 'B': case 'h': case 'H': case 'i': case 'I': case 'l': case 'k':
    case 'L': case 'K': case 'n': {
      /* As CPython: 'k' and 'K' take an int only ("must be int, not str"); the others any
       * object with __index__, and the conversion's own error otherwise ("'str' object
       * cannot be interpreted as an integer"). */
      if ((c == 'k' || c == 'K') && !PyLong_Check(arg)) { r = type_error(ctx, argno, "int", arg); break; }
      if (c == 'k' || c == 'K' || c == 'B' || c == 'H' || c == 'I') {
        unsigned long long v = PyLong_AsUnsignedLongLongMask(arg);
        if (v == (unsigned long long)-1 && PyErr_Occurred()) { r = -1; break; }
        if (c == 'k') *va_arg(*ap, unsigned long *) = (unsigned long)v;
        else if (c == 'K') *va_arg(*ap, unsigned long long *) = v;
        else if (c == 'B') *va_arg(*ap, unsigned char *) = (unsigned char)v;
        else if (c == 'H') *va_arg(*ap, unsigned short *) = (unsigned short)v;
        else *va_arg(*ap, unsigned int *) = (unsigned int)v;
        break;
      }
      long long v = PyLong_AsLongLong(arg);
      if (v == -1 && PyErr_Occurred()) { r = -1; break; }
      const char *too_big = NULL;
      switch (c) {
        case 'b':
          if (v < 0) too_big = "unsigned byte integer is less than minimum";
          else if (v > 255) too_big = "unsigned byte integer is greater than maximum";
          else *va_arg(*ap, unsigned char *) = (unsigned char)v;
          break;
        case 'h':
          if (v < SHRT_MIN) too_big = "signed short integer is less than minimum";
          else if (v > SHRT_MAX) too_big = "signed short integer is greater than maximum";
          else *va_arg(*ap, short *) = (short)v;
          break;
        case 'i':
          if (v < INT_MIN) too_big = "signed integer is less than minimum";
          else if (v > INT_MAX) too_big = "signed integer is greater than maximum";
          else *va_arg(*ap, int *) = (int)v;
          break;
        case 'l':
          if (v < LONG_MIN || v > LONG_MAX) too_big = "Python int too large to convert to C long";
          else *va_arg(*ap, long *) = (long)v;
          break;
        case 'L': *va_arg(*ap, long long *) = v; break;
        case 'n':
          if (v < PY_SSIZE_T_MIN || v > PY_SSIZE_T_MAX) too_big = "Python int too large to convert to C ssize_t";
          else *va_arg(*ap, Py_ssize_t *) = (Py_ssize_t)v;
          break;
      }
      if (too_big) { PyErr_SetString(PyExc_OverflowError, too_big); r = -1; }
      break;
    }
    case 'c': {
      char *out = va_arg(*ap, char *);
      if (PyBytes_Check(arg) && PyBytes_GET_SIZE(arg) == 1) *out = PyBytes_AS_STRING(arg)[0];
      else r = type_error(ctx, argno, "a byte string of length 1", arg);
      break;
    }
    case 'C': {
      int *out = va_arg(*ap, int *);
      if (PyUnicode_Check(arg) && PyUnicode_GetLength(arg) == 1) *out = (int)PyUnicode_ReadChar(arg, 0);
      else r = type_error(ctx, argno, "a unicode character", arg);
      break;
    }
    case 'f': case 'd': {
      double v = PyFloat_AsDouble(arg);
      if (v == -1.0 && PyErr_Occurred()) {
        PyErr_Clear();
        r = type_error(ctx, argno, "real number", arg);
        break;
      }
      if (c == 'f') *va_arg(*ap, float *) = (float)v;
      else *va_arg(*ap, double *) = v;
      break;
    }
    case 'D': {
      Py_complex *out = va_arg(*ap, Py_complex *);
      *out = PyComplex_AsCComplex(arg);
      if (out->real == -1.0 && PyErr_Occurred()) r = -1;
      break;
    }
    case 'p': {
      int v = PyObject_IsTrue(arg);
      if (v < 0) r = -1;
      else *va_arg(*ap, int *) = v;
      break;
    }
    case 'O': {
      if (*f == '!') {
        f++;
        PyTypeObject *type = va_arg(*ap, PyTypeObject *);
        PyObject **out = va_arg(*ap, PyObject **);
        if (PyObject_TypeCheck(arg, type)) *out = arg;
        else r = type_error(ctx, argno, type->tp_name, arg);
      } else if (*f == '&') {
        f++;
        int (*conv)(PyObject *, void *) = va_arg(*ap, int (*)(PyObject *, void *));
        void *addr = va_arg(*ap, void *);
        int k = conv(arg, addr);
        if (!k) r = -1;
      } else {
        *va_arg(*ap, PyObject **) = arg;
      }
      break;
    }
    case 'S': case 'Y': case 'U': {
      int ok = c == 'S' ? PyBytes_Check(arg) : c == 'Y' ? PyByteArray_Check(arg) : PyUnicode_Check(arg);
      if (ok) *va_arg(*ap, PyObject **) = arg;
      else r = type_error(ctx, argno, c == 'S' ? "bytes" : c == 'Y' ? "bytearray" : "str", arg);
      break;
    }
    case 's': case 'z': case 'y': {
      int nullable = c == 'z';
      if (*f == '*') {
        f++;
        Py_buffer *view = va_arg(*ap, Py_buffer *);
        if (nullable && arg == Py_None) { PyBuffer_FillInfo(view, NULL, NULL, 0, 1, 0); break; }
        if (c != 'y' && PyUnicode_Check(arg)) {
          Py_ssize_t n;
          const char *s = PyUnicode_AsUTF8AndSize(arg, &n);
          if (!s) { r = -1; break; }
          PyBuffer_FillInfo(view, arg, (void *)s, n, 1, 0);
        } else if (buffer_for(arg, view, 0) < 0) {
          PyErr_Clear();
          r = type_error(ctx, argno, c == 'y' ? "bytes-like object" : "str or bytes-like object", arg);
        }
        break;
      }
      const char **out = va_arg(*ap, const char **);
      Py_ssize_t *lenp = NULL;
      if (*f == '#') { f++; lenp = va_arg(*ap, Py_ssize_t *); }
      if (nullable && arg == Py_None) { *out = NULL; if (lenp) *lenp = 0; break; }
      const char *s = NULL;
      Py_ssize_t n = 0;
      if (c != 'y' && PyUnicode_Check(arg)) {
        s = PyUnicode_AsUTF8AndSize(arg, &n);
        if (!s) { r = -1; break; }
      } else if (PyBytes_Check(arg) && (c == 'y' || lenp)) {
        s = PyBytes_AS_STRING(arg);
        n = PyBytes_GET_SIZE(arg);
      } else {
        r = type_error(ctx, argno, c == 'y' ? "bytes" : nullable ? "str or None" : "str", arg);
        break;
      }
      if (!lenp && (Py_ssize_t)strlen(s) != n) {
        PyErr_SetString(PyExc_ValueError, "embedded null character");
        r = -1;
        break;
      }
      *out = s;
      if (lenp) *lenp = n;
      break;
    }
    case 'w': {
      if (*f == '*') f++;
      Py_buffer *view = va_arg(*ap, Py_buffer *);
      if (buffer_for(arg, view, 1) < 0) { PyErr_Clear(); r = type_error(ctx, argno, "read-write bytes-like object", arg); }
      break;
    }
    case 'e': {
      char kind = *f++;  /* 's' or 't' */
      const char *encoding = va_arg(*ap, const char *);
      char **buffer = va_arg(*ap, char **);
      Py_ssize_t *lenp = NULL;
      if (*f == '#') { f++; lenp = va_arg(*ap, Py_ssize_t *); }
      PyObject *b = NULL;
      if (PyUnicode_Check(arg)) b = PyUnicode_AsEncodedString(arg, encoding ? encoding : "utf-8", NULL);
      else if (kind == 't' && PyBytes_Check(arg)) b = Py_NewRef(arg);
      else { r = type_error(ctx, argno, "str", arg); break; }
      if (!b) { r = -1; break; }
      Py_ssize_t n = PyBytes_GET_SIZE(b);
      if (lenp && *buffer) {
        if (n + 1 > *lenp) {
          PyErr_SetString(PyExc_ValueError, "encoded string too long");
          Py_DECREF(b);
          r = -1;
          break;
        }
      } else {
        *buffer = (char *)PyMem_Malloc(n + 1);
        if (!*buffer) { Py_DECREF(b); PyErr_NoMemory(); r = -1; break; }
      }
      memcpy(*buffer, PyBytes_AS_STRING(b), n + 1);
      if (lenp) *lenp = n;
      Py_DECREF(b);
      break;
    }
    case '(': {
      if (!PySequence_Check(arg) || PyUnicode_Check(arg) || PyBytes_Check(arg)) {
        r = type_error(ctx, argno, "tuple", arg);
        break;
      }
      Py_ssize_t i = 0;
      while (*f && *f != ')') {
        PyObject *item = PySequence_GetItem(arg, i);
        if (!item) { r = -1; break; }
        Py_DECREF(item);  /* borrowed from the sequence, as CPython */
        if (convert(item, &f, ap, ctx, argno) < 0) { r = -1; break; }
        i++;
      }
      if (r == 0 && *f == ')') f++;
      break;
    }
    default:
      PyErr_Format(PyExc_SystemError, "bad format char '%c' passed to PyArg_Parse", c);
      r = -1;
  }
  *pf = f;
  return r;
}

/* Skips one unit without converting (for missing optional arguments): consumes va_args
 * only where CPython would not touch them (it does not: optional outputs keep values). */
static void skip_unit(const char **pf, va_list *ap) {
  const char *f = *pf;
  char c = *f++;
  switch (c) {
    case 'O':
      if (*f == '!') { f++; (void)va_arg(*ap, void *); (void)va_arg(*ap, void *); }
      else if (*f == '&') { f++; (void)va_arg(*ap, void *); (void)va_arg(*ap, void *); }
      else (void)va_arg(*ap, void *);
      break;
    case 'e':
      f++;
      (void)va_arg(*ap, void *); (void)va_arg(*ap, void *);
      if (*f == '#') { f++; (void)va_arg(*ap, void *); }
      break;
    case 's': case 'z': case 'y': case 'w':
      if (*f == '*') { f++; (void)va_arg(*ap, void *); break; }
      (void)va_arg(*ap, void *);
      if (*f == '#') { f++; (void)va_arg(*ap, void *); }
      break;
    case '(': {
      while (*f && *f != ')') skip_unit(&f, ap);
      if (*f == ')') f++;
      break;
    }
    default:
      (void)va_arg(*ap, void *);
  }
  *pf = f;
}

static int vparse(PyObject *args, PyObject *kwargs, const char *format, char *const *kwlist, va_list *ap) {
  Ctx ctx;
  fmt_names(format, &ctx);
  int min, max, kwonly;
  count_units(format, &min, &max, &kwonly);
  if (!PyTuple_Check(args)) {
    PyErr_SetString(PyExc_SystemError, "new style getargs format but argument is not a tuple");
    return 0;
  }
  Py_ssize_t nargs = PyTuple_GET_SIZE(args);
  Py_ssize_t nkw = kwargs ? PyDict_Size(kwargs) : 0;
  const char *fname = ctx.fname ? ctx.fname : "function";
  int npos_allowed = max;
  if (kwlist) {
    /* Positional-only parameters have empty names; keyword-only start at '$'. */
    const char *f = format;
    int units = 0, pos_limit = max;
    for (; *f && *f != ':' && *f != ';'; f++) {
      if (*f == '$') { pos_limit = units; break; }
      if (*f == '|' || *f == '#' || *f == '*' || *f == '&' || *f == '!') continue;
      if (*f == '(') { int d = 1; units++; while (d && *++f) { if (*f == '(') d++; else if (*f == ')') d--; } continue; }
      if (*f == 'e') { f++; }
      units++;
    }
    npos_allowed = pos_limit;
  }
  if (nargs > npos_allowed) {
    if (ctx.custom) PyErr_SetString(PyExc_TypeError, ctx.custom);
    else if (max == min && !kwlist)
      PyErr_Format(PyExc_TypeError, "%.150s() takes exactly %d argument%s (%zd given)", fname, max, max == 1 ? "" : "s", nargs);
    else
      PyErr_Format(PyExc_TypeError, "%.150s() takes at most %d %sargument%s (%zd given)", fname, npos_allowed,
                   kwlist ? "positional " : "", npos_allowed == 1 ? "" : "s", nargs);
    return 0;
  }
  if (!kwlist && nkw) {
    PyErr_Format(PyExc_TypeError, "%.150s() takes no keyword arguments", fname);
    return 0;
  }
  const char *f = format;
  int i = 0, optional = 0;
  Py_ssize_t used_kw = 0;
  for (; *f && *f != ':' && *f != ';';) {
    if (*f == '|') { optional = 1; f++; continue; }
    if (*f == '$') { optional = 1; f++; continue; }
    PyObject *arg = NULL;
    if (i < nargs) {
      arg = PyTuple_GET_ITEM(args, i);
      if (kwlist && kwlist[i] && *kwlist[i] && nkw) {
        PyObject *dup = PyDict_GetItemString(kwargs, kwlist[i]);
        if (dup) {
          PyErr_Format(PyExc_TypeError, "argument for %.150s() given by name ('%s') and position (%d)", fname, kwlist[i], i + 1);
          return 0;
        }
      }
    } else if (kwlist && nkw && kwlist[i] && *kwlist[i]) {
      arg = PyDict_GetItemString(kwargs, kwlist[i]);
      if (arg) used_kw++;
    }
    if (!arg) {
      if (!optional) {
        if (ctx.custom) PyErr_SetString(PyExc_TypeError, ctx.custom);
        else if (kwlist && kwlist[i] && *kwlist[i])
          PyErr_Format(PyExc_TypeError, "%.150s() missing required argument '%s' (pos %d)", fname, kwlist[i], i + 1);
        else if (min == max)
          PyErr_Format(PyExc_TypeError, "%.150s() takes exactly %d argument%s (%zd given)", fname, min, min == 1 ? "" : "s", nargs);
        else
          PyErr_Format(PyExc_TypeError, "%.150s() takes at least %d argument%s (%zd given)", fname, min, min == 1 ? "" : "s", nargs);
        return 0;
      }
      skip_unit(&f, ap);
      i++;
      continue;
    }
    if (convert(arg, &f, ap, &ctx, i + 1) < 0) return 0;
    i++;
  }
  if (kwlist && used_kw < nkw) {
    /* An unknown keyword. */
    Py_ssize_t pos = 0;
    PyObject *k, *v;
    while (PyDict_Next(kwargs, &pos, &k, &v)) {
      int found = 0;
      const char *ks = PyUnicode_Check(k) ? PyUnicode_AsUTF8(k) : NULL;
      if (!ks) { PyErr_Format(PyExc_TypeError, "keywords must be strings"); return 0; }
      for (int j = 0; kwlist[j]; j++)
        if (*kwlist[j] && !strcmp(kwlist[j], ks)) { found = 1; break; }
      if (!found) {
        PyErr_Format(PyExc_TypeError, "%.150s() got an unexpected keyword argument '%s'", fname, ks);
        return 0;
      }
    }
  }
  return 1;
}

int PyArg_ParseTuple(PyObject *args, const char *format, ...) {
  va_list ap;
  va_start(ap, format);
  int r = vparse(args, NULL, format, NULL, &ap);
  va_end(ap);
  return r;
}
int _PyArg_ParseTuple_SizeT(PyObject *args, const char *format, ...) {
  va_list ap;
  va_start(ap, format);
  int r = vparse(args, NULL, format, NULL, &ap);
  va_end(ap);
  return r;
}
int PyArg_VaParse(PyObject *args, const char *format, va_list vargs) {
  va_list ap;
  va_copy(ap, vargs);
  int r = vparse(args, NULL, format, NULL, &ap);
  va_end(ap);
  return r;
}
int PyArg_ParseTupleAndKeywords(PyObject *args, PyObject *kwargs, const char *format, char *const *kwlist, ...) {
  va_list ap;
  va_start(ap, kwlist);
  int r = vparse(args, kwargs, format, kwlist, &ap);
  va_end(ap);
  return r;
}
int _PyArg_ParseTupleAndKeywords_SizeT(PyObject *args, PyObject *kwargs, const char *format, char *const *kwlist, ...) {
  va_list ap;
  va_start(ap, kwlist);
  int r = vparse(args, kwargs, format, kwlist, &ap);
  va_end(ap);
  return r;
}
int PyArg_VaParseTupleAndKeywords(PyObject *args, PyObject *kwargs, const char *format, char *const *kwlist, va_list vargs) {
  va_list ap;
  va_copy(ap, vargs);
  int r = vparse(args, kwargs, format, kwlist, &ap);
  va_end(ap);
  return r;
}
int PyArg_Parse(PyObject *arg, const char *format, ...) {
  /* One object, not a tuple: wrap it. */
  PyObject *args = PyTuple_Pack(1, arg);
  if (!args) return 0;
  va_list ap;
  va_start(ap, format);
  int r = vparse(args, NULL, format, NULL, &ap);
  va_end(ap);
  Py_DECREF(args);
  return r;
}
int PyArg_UnpackTuple(PyObject *args, const char *name, Py_ssize_t min, Py_ssize_t max, ...) {
  Py_ssize_t n = PyTuple_GET_SIZE(args);
  if (n < min || n > max) {
    if (min == max)
      PyErr_Format(PyExc_TypeError, "%s expected %s%zd argument%s, got %zd", name ? name : "unpacked tuple", "", min, min == 1 ? "" : "s", n);
    else
      PyErr_Format(PyExc_TypeError, "%s expected %s%zd argument%s, got %zd", name ? name : "unpacked tuple",
                   n < min ? "at least " : "at most ", n < min ? min : max, (n < min ? min : max) == 1 ? "" : "s", n);
    return 0;
  }
  va_list ap;
  va_start(ap, max);
  for (Py_ssize_t i = 0; i < n; i++) *va_arg(ap, PyObject **) = PyTuple_GET_ITEM(args, i);
  va_end(ap);
  return 1;
}
int PyArg_ValidateKeywordArguments(PyObject *kwargs) {
  if (!PyDict_Check(kwargs)) { PyErr_BadInternalCall(); return 0; }
  Py_ssize_t pos = 0;
  PyObject *k, *v;
  while (PyDict_Next(kwargs, &pos, &k, &v))
    if (!PyUnicode_Check(k)) { PyErr_SetString(PyExc_TypeError, "keywords must be strings"); return 0; }
  return 1;
}
int _PyArg_NoKeywords(const char *funcname, PyObject *kwargs) {
  if (!kwargs || PyDict_Size(kwargs) == 0) return 1;
  PyErr_Format(PyExc_TypeError, "%.200s() takes no keyword arguments", funcname);
  return 0;
}
int _PyArg_NoPositional(const char *funcname, PyObject *args) {
  if (!args || PyTuple_GET_SIZE(args) == 0) return 1;
  PyErr_Format(PyExc_TypeError, "%.200s() takes no positional arguments", funcname);
  return 0;
}
int _PyArg_VaParse_SizeT(PyObject *args, const char *format, va_list vargs) { return PyArg_VaParse(args, format, vargs); }
int _PyArg_VaParseTupleAndKeywords_SizeT(PyObject *args, PyObject *kwargs, const char *format,
                                         char *const *kwlist, va_list vargs) {
  return PyArg_VaParseTupleAndKeywords(args, kwargs, format, kwlist, vargs);
}
int _PyArg_Parse_SizeT(PyObject *arg, const char *format, ...) {
  PyObject *args = PyTuple_Pack(1, arg);
  if (!args) return 0;
  va_list ap;
  va_start(ap, format);
  int r = PyArg_VaParse(args, format, ap);
  va_end(ap);
  Py_DECREF(args);
  return r;
}
