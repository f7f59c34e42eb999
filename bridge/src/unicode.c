/* str: materialized as UTF-8 (what Brython gives and what most C code asks for), with the
 * PEP 393 fixed-width form made on demand for code that reads characters by index. A str
 * made by PyUnicode_New is written through its PEP 393 data; its UTF-8 is made on first use. */
#include <stdarg.h>
#include "bt_internal.h"

typedef struct _bt_unicodeobject Uni;
#define U(op) ((Uni *)(op))

/* Exact str objects are one malloc block (UTF-8 inline); an instance of a C subclass
 * (numpy.str_, made by builtin_new.c's unicode_new) came from its type's tp_alloc and goes
 * back through tp_free, as CPython's unicode_dealloc does. */
static void unicode_dealloc(PyObject *op) {
  Uni *u = U(op);
  bt_js_forget(op);
  free(u->canonical);
  if (u->utf8 && u->utf8 != (char *)(u + 1)) free(u->utf8);
  if (Py_TYPE(op) != &PyUnicode_Type && Py_TYPE(op)->tp_free) Py_TYPE(op)->tp_free(op);
  else free(u);
}

/* str's repr and str slots, which C subclasses call directly on their own instances
 * (numpy.str_'s repr strips trailing NULs, then calls PyUnicode_Type.tp_repr). */
static PyObject *unicode_repr(PyObject *op) { return _Bt_Builtin_Dunder(&PyUnicode_Type, "__repr__", op, NULL, NULL); }
static PyObject *unicode_str(PyObject *op) { return _Bt_Builtin_Dunder(&PyUnicode_Type, "__str__", op, NULL, NULL); }

PyTypeObject PyUnicode_Type = { { { BT_IMMORTAL_REFCNT, &PyType_Type }, 0 }, .tp_name = "str", BT_GENERIC_ATTRS,
  .tp_basicsize = sizeof(Uni), .tp_dealloc = unicode_dealloc,
  .tp_repr = unicode_repr, .tp_str = unicode_str,
  .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_READY | Py_TPFLAGS_BASETYPE | Py_TPFLAGS_UNICODE_SUBCLASS };

/* A str whose UTF-8 (n bytes) the caller writes at ->utf8, then calls bt_unicode_finish. */
BT_EXPORT PyObject *bt_unicode_alloc(Py_ssize_t n) {  /* new ref */
  Uni *u = (Uni *)malloc(sizeof(Uni) + n + 1);
  if (!u) return PyErr_NoMemory();
  u->ob_base.ob_refcnt = 1;
  u->ob_base.ob_type = &PyUnicode_Type;
  u->utf8 = (char *)(u + 1);
  u->utf8[n] = 0;
  u->utf8_length = n;
  u->canonical = NULL;
  u->kind = 0;
  u->hash = -1;
  return (PyObject *)u;
}

/* Decodes one UTF-8 sequence at s (valid input assumed); returns its length. */
static int utf8_decode(const unsigned char *s, Py_UCS4 *out) {
  if (s[0] < 0x80) { *out = s[0]; return 1; }
  if (s[0] < 0xE0) { *out = ((s[0] & 0x1F) << 6) | (s[1] & 0x3F); return 2; }
  if (s[0] < 0xF0) { *out = ((s[0] & 0x0F) << 12) | ((s[1] & 0x3F) << 6) | (s[2] & 0x3F); return 3; }
  *out = ((s[0] & 0x07) << 18) | ((s[1] & 0x3F) << 12) | ((s[2] & 0x3F) << 6) | (s[3] & 0x3F);
  return 4;
}

BT_EXPORT void bt_unicode_finish(PyObject *op) {
  Uni *u = U(op);
  Py_ssize_t len = 0;
  Py_UCS4 maxc = 0;
  const unsigned char *s = (const unsigned char *)u->utf8, *end = s + u->utf8_length;
  while (s < end) {
    Py_UCS4 c;
    s += utf8_decode(s, &c);
    if (c > maxc) maxc = c;
    len++;
  }
  u->length = len;
  u->max_char = maxc;
  u->ascii = maxc < 128;
}

/* Strict UTF-8 validation (no surrogates, no overlongs). Returns the bad offset or -1. */
static Py_ssize_t utf8_invalid_at(const unsigned char *s, Py_ssize_t n) {
  Py_ssize_t i = 0;
  while (i < n) {
    unsigned c = s[i];
    int len = c < 0x80 ? 1 : (c >= 0xC2 && c < 0xE0) ? 2 : (c >= 0xE0 && c < 0xF0) ? 3 : (c >= 0xF0 && c < 0xF5) ? 4 : 0;
    if (!len || i + len > n) return i;
    for (int k = 1; k < len; k++) if ((s[i + k] & 0xC0) != 0x80) return i;
    if (len == 3 && ((c == 0xE0 && s[i + 1] < 0xA0) || (c == 0xED && s[i + 1] >= 0xA0))) return i;
    if (len == 4 && ((c == 0xF0 && s[i + 1] < 0x90) || (c == 0xF4 && s[i + 1] >= 0x90))) return i;
    i += len;
  }
  return -1;
}

/* Bytes decoded by Python's bytes.decode (Brython overlay 546's codecs): what C hands over
 * that is not valid UTF-8, a codec C does not implement, or an error handler other than
 * strict, so that every handler and CPython's UnicodeDecodeError (its five fields, range and
 * reason) apply. New ref. */
static PyObject *decode_in_python(const char *s, Py_ssize_t n, const char *encoding, const char *errors) {
  PyObject *b = PyBytes_FromStringAndSize(s, n);
  if (!b) return NULL;
  PyObject *r = PyObject_CallMethod(b, "decode", "ss", encoding, errors ? errors : "strict");
  Py_DECREF(b);
  return r;
}

PyObject *_Bt_Unicode_FromUTF8Checked(const char *s, Py_ssize_t n) {  /* new ref */
  if (utf8_invalid_at((const unsigned char *)s, n) >= 0) return decode_in_python(s, n, "utf-8", "strict");
  PyObject *op = bt_unicode_alloc(n);
  if (!op) return NULL;
  memcpy(U(op)->utf8, s, n);
  bt_unicode_finish(op);
  return op;
}

PyObject *PyUnicode_FromStringAndSize(const char *s, Py_ssize_t n) {
  if (n < 0) { PyErr_SetString(PyExc_SystemError, "Negative size passed to PyUnicode_FromStringAndSize"); return NULL; }
  if (!s) return PyUnicode_New(n, 127);
  return _Bt_Unicode_FromUTF8Checked(s, n);
}
PyObject *PyUnicode_FromString(const char *s) { return _Bt_Unicode_FromUTF8Checked(s, strlen(s)); }
PyObject *PyUnicode_DecodeUTF8(const char *s, Py_ssize_t n, const char *errors) {
  if (errors && strcmp(errors, "strict") && utf8_invalid_at((const unsigned char *)s, n) >= 0)
    return decode_in_python(s, n, "utf-8", errors);
  return _Bt_Unicode_FromUTF8Checked(s, n);
}
PyObject *PyUnicode_DecodeUTF8Stateful(const char *s, Py_ssize_t n, const char *errors, Py_ssize_t *consumed) {
  if (consumed) *consumed = n;
  return PyUnicode_DecodeUTF8(s, n, errors);
}
/* Attribute and key names C passes as char* (PyObject_GetAttrString, PyDict_GetItemString,
 * PyObject_CallMethod...): one immortal str per distinct short name, so a name crosses to
 * Brython once (the JS side keeps its text) instead of being made, decoded and freed on
 * every call. Bounded: names past the table's fill limit are made the ordinary way. */
#define NAME_CACHE_SLOTS 4096
#define NAME_CACHE_MAX_LEN 64
static PyObject *name_cache[NAME_CACHE_SLOTS];
static int name_cache_used;

PyObject *_Bt_Unicode_Name(const char *s) {  /* new ref (immortal when cached) */
  size_t n = strlen(s);
  if (n > NAME_CACHE_MAX_LEN) return PyUnicode_FromString(s);
  uint32_t h = 2166136261u;
  for (size_t i = 0; i < n; i++) h = (h ^ (unsigned char)s[i]) * 16777619u;
  for (uint32_t probe = 0; probe < NAME_CACHE_SLOTS; probe++) {
    PyObject **slot = &name_cache[(h + probe) & (NAME_CACHE_SLOTS - 1)];
    if (!*slot) {
      PyObject *u = PyUnicode_FromString(s);
      if (!u || name_cache_used >= NAME_CACHE_SLOTS * 3 / 4) return u;
      u->ob_refcnt = BT_IMMORTAL_REFCNT;
      *slot = u;
      name_cache_used++;
      return u;
    }
    if ((size_t)U(*slot)->utf8_length == n && !memcmp(U(*slot)->utf8, s, n)) return *slot;
  }
  return PyUnicode_FromString(s);
}
PyObject *PyUnicode_InternFromString(const char *s) { return _Bt_Unicode_Name(s); }
void PyUnicode_InternInPlace(PyObject **p) { (void)p; }

static int put_utf8(char *out, Py_UCS4 c) {
  if (c < 0x80) { out[0] = (char)c; return 1; }
  if (c < 0x800) { out[0] = (char)(0xC0 | (c >> 6)); out[1] = (char)(0x80 | (c & 0x3F)); return 2; }
  if (c < 0x10000) {
    out[0] = (char)(0xE0 | (c >> 12)); out[1] = (char)(0x80 | ((c >> 6) & 0x3F));
    out[2] = (char)(0x80 | (c & 0x3F)); return 3;
  }
  out[0] = (char)(0xF0 | (c >> 18)); out[1] = (char)(0x80 | ((c >> 12) & 0x3F));
  out[2] = (char)(0x80 | ((c >> 6) & 0x3F)); out[3] = (char)(0x80 | (c & 0x3F)); return 4;
}

static Py_UCS4 canon_read(const Uni *u, Py_ssize_t i) {
  return u->kind == 1 ? ((Py_UCS1 *)u->canonical)[i] : u->kind == 2 ? ((Py_UCS2 *)u->canonical)[i]
                                                                     : ((Py_UCS4 *)u->canonical)[i];
}

/* Makes sure the UTF-8 form exists (a str built through PyUnicode_New writes its data first). */
static int ensure_utf8(Uni *u) {
  if (u->utf8) return 0;
  char *buf = (char *)malloc(u->length * 4 + 1), *p = buf;
  if (!buf) { PyErr_NoMemory(); return -1; }
  Py_UCS4 maxc = 0;
  for (Py_ssize_t i = 0; i < u->length; i++) {
    Py_UCS4 c = canon_read(u, i);
    if (c > maxc) maxc = c;
    p += put_utf8(p, c);
  }
  *p = 0;
  u->utf8 = buf;
  u->utf8_length = p - buf;
  u->max_char = maxc;
  u->ascii = maxc < 128;
  return 0;
}

static int ensure_canonical(Uni *u) {
  if (u->canonical) return 0;
  int kind = u->max_char < 256 ? 1 : u->max_char < 65536 ? 2 : 4;
  void *data = calloc(u->length + 1, kind);
  if (!data) { PyErr_NoMemory(); return -1; }
  const unsigned char *s = (const unsigned char *)u->utf8;
  for (Py_ssize_t i = 0; i < u->length; i++) {
    Py_UCS4 c;
    s += utf8_decode(s, &c);
    if (kind == 1) ((Py_UCS1 *)data)[i] = (Py_UCS1)c;
    else if (kind == 2) ((Py_UCS2 *)data)[i] = (Py_UCS2)c;
    else ((Py_UCS4 *)data)[i] = c;
  }
  u->canonical = data;
  u->kind = kind;
  return 0;
}

/* Exported for the JS side: the UTF-8 of a str (made if needed). */
BT_EXPORT const char *bt_unicode_utf8(PyObject *op) {
  return ensure_utf8(U(op)) < 0 ? NULL : U(op)->utf8;
}

static int check_exact(PyObject *op) {
  if (op && Py_IS_TYPE(op, &PyUnicode_Type)) return 1;
  if (op && PyUnicode_Check(op)) return 0;  /* str subclass: a proxy */
  PyErr_Format(PyExc_TypeError, "bad argument type for built-in operation (str expected, got %.100s)",
               op ? Py_TYPE(op)->tp_name : "NULL");
  return -1;
}

/* The str whose characters C may read for `op`: op itself, or for a str subclass instance
 * (a proxy) the exact str it holds, kept alive with op (borrowed). NULL + TypeError. */
static Uni *readable(PyObject *op) {
  int k = check_exact(op);
  if (k < 0) return NULL;
  if (k) return U(op);
  return (Uni *)bt_js_borrow_item(op, NULL, BT_BORROW_STR);
}

/* A str subclass instance (a proxy) as an exact str: new ref. */
static PyObject *exact_str(PyObject *op) {
  Uni *u = readable(op);
  return u ? Py_NewRef((PyObject *)u) : NULL;
}

const char *PyUnicode_AsUTF8AndSize(PyObject *op, Py_ssize_t *size) {
  Uni *u = readable(op);
  if (!u) return NULL;
  op = (PyObject *)u;
  if (ensure_utf8(U(op)) < 0) return NULL;
  if (size) *size = U(op)->utf8_length;
  return U(op)->utf8;
}
const char *PyUnicode_AsUTF8(PyObject *op) { return PyUnicode_AsUTF8AndSize(op, NULL); }
PyObject *PyUnicode_AsUTF8String(PyObject *op) {
  Py_ssize_t n;
  const char *s = PyUnicode_AsUTF8AndSize(op, &n);
  return s ? PyBytes_FromStringAndSize(s, n) : NULL;
}
PyObject *PyUnicode_AsEncodedString(PyObject *op, const char *encoding, const char *errors) {
  int width, order;
  if (!encoding || !strcmp(encoding, "utf-8") || !strcmp(encoding, "utf8") || !strcmp(encoding, "UTF-8"))
    return PyUnicode_AsUTF8String(op);
  if (_Bt_Utf16_32_Codec(encoding, &width, &order) && PyUnicode_Check(op)) return _Bt_Utf16_32_Encode(op, width, order);
  return PyObject_CallMethod(op, "encode", "ss", encoding, errors ? errors : "strict");
}
PyObject *PyUnicode_AsASCIIString(PyObject *op) { return PyUnicode_AsEncodedString(op, "ascii", NULL); }
PyObject *PyUnicode_AsLatin1String(PyObject *op) { return PyUnicode_AsEncodedString(op, "latin-1", NULL); }
PyObject *PyUnicode_Decode(const char *s, Py_ssize_t n, const char *encoding, const char *errors) {
  int width, order;
  if (!encoding || !strcmp(encoding, "utf-8") || !strcmp(encoding, "utf8")) return PyUnicode_DecodeUTF8(s, n, errors);
  if ((!errors || !strcmp(errors, "strict")) && _Bt_Utf16_32_Codec(encoding, &width, &order))
    return _Bt_Utf16_32_Decode(s, n, width, &order);
  return decode_in_python(s, n, encoding, errors);
}
PyObject *PyUnicode_DecodeLatin1(const char *s, Py_ssize_t n, const char *errors) {
  (void)errors;
  PyObject *u = PyUnicode_New(n, 255);
  if (!u) return NULL;
  memcpy(U(u)->canonical, s, n);
  return u;
}
PyObject *PyUnicode_DecodeASCII(const char *s, Py_ssize_t n, const char *errors) {
  for (Py_ssize_t i = 0; i < n; i++)
    if ((unsigned char)s[i] >= 128) return PyUnicode_Decode(s, n, "ascii", errors);
  return PyUnicode_FromStringAndSize(s, n);
}

PyObject *PyUnicode_New(Py_ssize_t size, Py_UCS4 maxchar) {  /* new ref */
  Uni *u = (Uni *)malloc(sizeof(Uni));
  int kind = maxchar < 256 ? 1 : maxchar < 65536 ? 2 : 4;
  void *data = calloc(size + 1, kind);
  if (!u || !data) { free(u); free(data); return PyErr_NoMemory(); }
  u->ob_base.ob_refcnt = 1;
  u->ob_base.ob_type = &PyUnicode_Type;
  u->length = size;
  u->hash = -1;
  u->utf8 = NULL;
  u->utf8_length = 0;
  u->canonical = data;
  u->kind = kind;
  u->max_char = maxchar;
  u->ascii = maxchar < 128;
  return (PyObject *)u;
}

PyObject *PyUnicode_FromKindAndData(int kind, const void *buffer, Py_ssize_t size) {
  Py_UCS4 maxc = 0;
  for (Py_ssize_t i = 0; i < size; i++) {
    Py_UCS4 c = kind == 1 ? ((const Py_UCS1 *)buffer)[i] : kind == 2 ? ((const Py_UCS2 *)buffer)[i] : ((const Py_UCS4 *)buffer)[i];
    if (c > maxc) maxc = c;
  }
  PyObject *u = PyUnicode_New(size, maxc);
  if (!u) return NULL;
  for (Py_ssize_t i = 0; i < size; i++) {
    Py_UCS4 c = kind == 1 ? ((const Py_UCS1 *)buffer)[i] : kind == 2 ? ((const Py_UCS2 *)buffer)[i] : ((const Py_UCS4 *)buffer)[i];
    PyUnicode_WRITE(U(u)->kind, U(u)->canonical, i, c);
  }
  return u;
}
PyObject *PyUnicode_FromOrdinal(int ordinal) {
  if (ordinal < 0 || ordinal > 0x10ffff) {
    PyErr_SetString(PyExc_ValueError, "chr() arg not in range(0x110000)");
    return NULL;
  }
  Py_UCS4 c = (Py_UCS4)ordinal;
  return PyUnicode_FromKindAndData(4, &c, 1);
}
PyObject *PyUnicode_FromWideChar(const wchar_t *w, Py_ssize_t size) {
  if (size < 0) size = (Py_ssize_t)wcslen(w);
  return PyUnicode_FromKindAndData(sizeof(wchar_t), w, size);
}
Py_ssize_t PyUnicode_AsWideChar(PyObject *op, wchar_t *w, Py_ssize_t size) {
  Py_ssize_t n = PyUnicode_GetLength(op);
  if (n < 0) return -1;
  for (Py_ssize_t i = 0; i < n && i < size; i++) w[i] = (wchar_t)PyUnicode_ReadChar(op, i);
  if (n < size) w[n] = 0;
  return n < size ? n : size;
}
wchar_t *PyUnicode_AsWideCharString(PyObject *op, Py_ssize_t *size) {
  Py_ssize_t n = PyUnicode_GetLength(op);
  if (n < 0) return NULL;
  wchar_t *w = (wchar_t *)PyMem_Malloc((n + 1) * sizeof(wchar_t));
  if (!w) { PyErr_NoMemory(); return NULL; }
  PyUnicode_AsWideChar(op, w, n + 1);
  if (size) *size = n;
  return w;
}

Py_ssize_t PyUnicode_GetLength(PyObject *op) {
  Uni *u = readable(op);
  return u ? u->length : -1;
}
int _Bt_Unicode_Kind(PyObject *op) {
  Uni *u = readable(op);
  if (!u || ensure_canonical(u) < 0) return 0;
  return u->kind;
}
void *_Bt_Unicode_Data(PyObject *op) {
  Uni *u = readable(op);
  if (!u || ensure_canonical(u) < 0) return NULL;
  return u->canonical;
}
int _Bt_Unicode_IsAscii(PyObject *op) {
  Uni *u = readable(op);
  return u && (u->utf8 || ensure_utf8(u) == 0) && u->ascii;
}
Py_UCS4 _Bt_Unicode_MaxCharValue(PyObject *op) {
  Uni *u = readable(op);
  if (!u) return 0x10ffff;
  int kind = _Bt_Unicode_Kind(op);
  return u->ascii ? 0x7f : kind == 1 ? 0xff : kind == 2 ? 0xffff : 0x10ffff;
}
Py_UCS4 PyUnicode_ReadChar(PyObject *op, Py_ssize_t i) {
  Uni *u = readable(op);
  if (!u || ensure_canonical(u) < 0) return (Py_UCS4)-1;
  if (i < 0 || i >= u->length) { PyErr_SetString(PyExc_IndexError, "string index out of range"); return (Py_UCS4)-1; }
  return canon_read(u, i);
}
int PyUnicode_WriteChar(PyObject *op, Py_ssize_t i, Py_UCS4 c) {
  if (check_exact(op) != 1 || ensure_canonical(U(op)) < 0) return -1;
  if (i < 0 || i >= U(op)->length) { PyErr_SetString(PyExc_IndexError, "string index out of range"); return -1; }
  PyUnicode_WRITE(U(op)->kind, U(op)->canonical, i, c);
  if (U(op)->utf8 && U(op)->utf8 != (char *)(U(op) + 1)) free(U(op)->utf8);
  U(op)->utf8 = NULL;
  return 0;
}
Py_UCS4 *PyUnicode_AsUCS4(PyObject *op, Py_UCS4 *buf, Py_ssize_t buflen, int copy_null) {
  Py_ssize_t n = PyUnicode_GetLength(op);
  if (n < 0) return NULL;
  if (buflen < n + (copy_null ? 1 : 0)) { PyErr_SetString(PyExc_SystemError, "string is longer than the buffer"); return NULL; }
  for (Py_ssize_t i = 0; i < n; i++) buf[i] = PyUnicode_ReadChar(op, i);
  if (copy_null) buf[n] = 0;
  return buf;
}
Py_UCS4 *PyUnicode_AsUCS4Copy(PyObject *op) {
  Py_ssize_t n = PyUnicode_GetLength(op);
  if (n < 0) return NULL;
  Py_UCS4 *buf = (Py_UCS4 *)PyMem_Malloc((n + 1) * sizeof(Py_UCS4));
  if (!buf) { PyErr_NoMemory(); return NULL; }
  return PyUnicode_AsUCS4(op, buf, n + 1, 1);
}

PyObject *PyUnicode_Substring(PyObject *op, Py_ssize_t start, Py_ssize_t end) {
  PyObject *s = exact_str(op);
  if (!s) return NULL;
  if (ensure_canonical(U(s)) < 0) { Py_DECREF(s); return NULL; }
  if (start < 0) start = 0;
  if (end > U(s)->length) end = U(s)->length;
  if (end < start) end = start;
  PyObject *r = PyUnicode_FromKindAndData(U(s)->kind, (char *)U(s)->canonical + start * U(s)->kind, end - start);
  Py_DECREF(s);
  return r;
}
PyObject *PyUnicode_Concat(PyObject *a, PyObject *b) {
  Py_ssize_t na, nb;
  const char *sa = PyUnicode_AsUTF8AndSize(a, &na), *sb = sa ? PyUnicode_AsUTF8AndSize(b, &nb) : NULL;
  if (!sb) return NULL;
  PyObject *op = bt_unicode_alloc(na + nb);
  if (!op) return NULL;
  memcpy(U(op)->utf8, sa, na);
  memcpy(U(op)->utf8 + na, sb, nb);
  bt_unicode_finish(op);
  return op;
}
void PyUnicode_Append(PyObject **pleft, PyObject *right) {
  if (!*pleft) return;
  PyObject *r = right ? PyUnicode_Concat(*pleft, right) : NULL;
  Py_SETREF(*pleft, r);
}
void PyUnicode_AppendAndDel(PyObject **pleft, PyObject *right) {
  PyUnicode_Append(pleft, right);
  Py_XDECREF(right);
}
int PyUnicode_Compare(PyObject *a, PyObject *b) {
  Py_ssize_t na, nb;
  const char *sa = PyUnicode_AsUTF8AndSize(a, &na), *sb = sa ? PyUnicode_AsUTF8AndSize(b, &nb) : NULL;
  if (!sb) return -1;
  /* UTF-8 byte order equals code point order. */
  int c = memcmp(sa, sb, na < nb ? na : nb);
  if (c) return c < 0 ? -1 : 1;
  return na < nb ? -1 : na > nb ? 1 : 0;
}
int PyUnicode_CompareWithASCIIString(PyObject *a, const char *b) {
  const char *sa = PyUnicode_AsUTF8(a);
  if (!sa) { PyErr_Clear(); return -1; }
  int c = strcmp(sa, b);
  return c < 0 ? -1 : c > 0 ? 1 : 0;
}
int PyUnicode_EqualToUTF8(PyObject *a, const char *b) {
  Py_ssize_t n;
  const char *sa = PyUnicode_Check(a) ? PyUnicode_AsUTF8AndSize(a, &n) : NULL;
  if (!sa) { PyErr_Clear(); return 0; }
  return (size_t)n == strlen(b) && !memcmp(sa, b, n);
}
int _PyUnicode_EqualToASCIIString(PyObject *a, const char *b) { return PyUnicode_EqualToUTF8(a, b); }
PyObject *PyUnicode_RichCompare(PyObject *a, PyObject *b, int op) { return PyObject_RichCompare(a, b, op); }
int PyUnicode_Contains(PyObject *container, PyObject *element) { return PySequence_Contains(container, element); }
int PyUnicode_IsIdentifier(PyObject *op) {
  PyObject *r = PyObject_CallMethod(op, "isidentifier", NULL);
  if (!r) { PyErr_Clear(); return 0; }
  int v = r == Py_True;
  Py_DECREF(r);
  return v;
}
PyObject *PyUnicode_Join(PyObject *sep, PyObject *seq) { return PyObject_CallMethod(sep, "join", "(O)", seq); }
PyObject *PyUnicode_Split(PyObject *s, PyObject *sep, Py_ssize_t maxsplit) {
  return PyObject_CallMethod(s, "split", "On", sep ? sep : Py_None, maxsplit);
}
PyObject *PyUnicode_Replace(PyObject *s, PyObject *a, PyObject *b, Py_ssize_t max) {
  return PyObject_CallMethod(s, "replace", "OOn", a, b, max);
}
PyObject *PyUnicode_Format(PyObject *format, PyObject *args) { return PyNumber_Remainder(format, args); }
Py_ssize_t PyUnicode_Find(PyObject *s, PyObject *sub, Py_ssize_t start, Py_ssize_t end, int direction) {
  PyObject *r = PyObject_CallMethod(s, direction > 0 ? "find" : "rfind", "Onn", sub, start, end);
  if (!r) return -2;
  Py_ssize_t v = PyLong_AsSsize_t(r);
  Py_DECREF(r);
  return v;
}
Py_ssize_t PyUnicode_FindChar(PyObject *s, Py_UCS4 ch, Py_ssize_t start, Py_ssize_t end, int direction) {
  PyObject *c = PyUnicode_FromOrdinal((int)ch);
  if (!c) return -2;
  Py_ssize_t r = PyUnicode_Find(s, c, start, end, direction);
  Py_DECREF(c);
  return r;
}
Py_ssize_t PyUnicode_Tailmatch(PyObject *s, PyObject *sub, Py_ssize_t start, Py_ssize_t end, int direction) {
  PyObject *r = PyObject_CallMethod(s, direction > 0 ? "endswith" : "startswith", "Onn", sub, start, end);
  if (!r) return -1;
  int v = r == Py_True;
  Py_DECREF(r);
  return v;
}
int PyUnicode_Resize(PyObject **p, Py_ssize_t length) {
  PyObject *u = *p;
  if (check_exact(u) != 1 || ensure_canonical(U(u)) < 0) return -1;
  PyObject *r = PyUnicode_New(length, U(u)->max_char);
  if (!r) return -1;
  Py_ssize_t n = length < U(u)->length ? length : U(u)->length;
  for (Py_ssize_t i = 0; i < n; i++) PyUnicode_WRITE(U(r)->kind, U(r)->canonical, i, canon_read(U(u), i));
  Py_SETREF(*p, r);
  return 0;
}
Py_ssize_t PyUnicode_CopyCharacters(PyObject *to, Py_ssize_t to_start, PyObject *from, Py_ssize_t from_start, Py_ssize_t how_many) {
  if (check_exact(to) != 1 || ensure_canonical(U(to)) < 0) return -1;
  PyObject *f = exact_str(from);
  if (!f || ensure_canonical(U(f)) < 0) { Py_XDECREF(f); return -1; }
  Py_ssize_t n = how_many;
  if (n > U(f)->length - from_start) n = U(f)->length - from_start;
  if (n > U(to)->length - to_start) n = U(to)->length - to_start;
  for (Py_ssize_t i = 0; i < n; i++) PyUnicode_WRITE(U(to)->kind, U(to)->canonical, to_start + i, canon_read(U(f), from_start + i));
  Py_DECREF(f);
  return n;
}
Py_ssize_t PyUnicode_Fill(PyObject *u, Py_ssize_t start, Py_ssize_t length, Py_UCS4 c) {
  if (check_exact(u) != 1 || ensure_canonical(U(u)) < 0) return -1;
  Py_ssize_t i = 0;
  for (; i < length && start + i < U(u)->length; i++) PyUnicode_WRITE(U(u)->kind, U(u)->canonical, start + i, c);
  return i;
}
PyObject *PyUnicode_DecodeFSDefault(const char *s) { return PyUnicode_FromString(s); }
PyObject *PyUnicode_DecodeFSDefaultAndSize(const char *s, Py_ssize_t n) { return PyUnicode_FromStringAndSize(s, n); }
PyObject *PyUnicode_EncodeFSDefault(PyObject *u) { return PyUnicode_AsUTF8String(u); }
int PyUnicode_FSConverter(PyObject *arg, void *addr) {
  PyObject **out = (PyObject **)addr;
  if (!arg) { Py_CLEAR(*out); return 1; }
  if (PyBytes_Check(arg)) { *out = Py_NewRef(arg); return 1; }
  if (PyUnicode_Check(arg)) { *out = PyUnicode_AsUTF8String(arg); return *out ? 1 : 0; }
  PyErr_Format(PyExc_TypeError, "expected str, bytes or os.PathLike object, not %.200s", Py_TYPE(arg)->tp_name);
  return 0;
}
int PyUnicode_FSDecoder(PyObject *arg, void *addr) {
  PyObject **out = (PyObject **)addr;
  if (!arg) { Py_CLEAR(*out); return 1; }
  if (PyUnicode_Check(arg)) { *out = Py_NewRef(arg); return 1; }
  if (PyBytes_Check(arg)) { *out = PyUnicode_DecodeUTF8(PyBytes_AS_STRING(arg), PyBytes_GET_SIZE(arg), NULL); return *out ? 1 : 0; }
  PyErr_Format(PyExc_TypeError, "expected str, bytes or os.PathLike object, not %.200s", Py_TYPE(arg)->tp_name);
  return 0;
}

/* ---- PyUnicode_FromFormat: CPython's format codes, written for our runtime ---- */
typedef struct { char *buf; size_t len, cap; int failed; } Sb;
static void sb_put(Sb *b, const char *s, size_t n) {
  if (b->failed) return;
  if (b->len + n + 1 > b->cap) {
    size_t cap = (b->len + n + 1) * 2;
    char *nb = (char *)realloc(b->buf, cap);
    if (!nb) { b->failed = 1; return; }
    b->buf = nb;
    b->cap = cap;
  }
  memcpy(b->buf + b->len, s, n);
  b->len += n;
  b->buf[b->len] = 0;
}
/* Appends at most `prec` code points of UTF-8 text (prec < 0: all). */
static void sb_put_utf8(Sb *b, const char *s, Py_ssize_t n, Py_ssize_t prec) {
  if (prec >= 0) {
    const char *p = s, *end = s + n;
    Py_ssize_t count = 0;
    while (p < end && count < prec) {
      p++;
      while (p < end && (*p & 0xC0) == 0x80) p++;
      count++;
    }
    n = p - s;
  }
  sb_put(b, s, n);
}
static int sb_put_object(Sb *b, PyObject *obj, int op, Py_ssize_t prec) {
  PyObject *s = op == 'U' ? Py_NewRef(obj) : op == 'S' ? PyObject_Str(obj) : op == 'R' ? PyObject_Repr(obj) : PyObject_ASCII(obj);
  if (!s) return -1;
  Py_ssize_t n;
  const char *u = PyUnicode_AsUTF8AndSize(s, &n);
  if (u) sb_put_utf8(b, u, n, prec);
  Py_DECREF(s);
  return u ? 0 : -1;
}

PyObject *PyUnicode_FromFormatV(const char *format, va_list vargs) {
  Sb b = { NULL, 0, 0, 0 };
  va_list ap;
  va_copy(ap, vargs);
  sb_put(&b, "", 0);
  for (const char *f = format; *f;) {
    if (*f != '%') {
      const char *start = f;
      while (*f && *f != '%') f++;
      sb_put(&b, start, f - start);
      continue;
    }
    const char *spec = f++;
    if (*f == '%') { sb_put(&b, "%", 1); f++; continue; }
    char flags[8] = {0};
    int nf = 0;
    while ((*f == '-' || *f == '0') && nf < 7) flags[nf++] = *f++;
    int width = -1, prec = -1;
    if (*f == '*') { width = va_arg(ap, int); f++; }
    else if (*f >= '0' && *f <= '9') { width = 0; while (*f >= '0' && *f <= '9') width = width * 10 + (*f++ - '0'); }
    if (*f == '.') {
      f++;
      if (*f == '*') { prec = va_arg(ap, int); f++; }
      else { prec = 0; while (*f >= '0' && *f <= '9') prec = prec * 10 + (*f++ - '0'); }
    }
    int lmod = 0;  /* 1 l, 2 ll, 3 z, 4 t, 5 j */
    if (*f == 'l') { lmod = 1; f++; if (*f == 'l') { lmod = 2; f++; } }
    else if (*f == 'z') { lmod = 3; f++; }
    else if (*f == 't') { lmod = 4; f++; }
    else if (*f == 'j') { lmod = 5; f++; }
    char conv = *f ? *f++ : 0;
    char tmp[128], cfmt[32];
    switch (conv) {
      case 'c': {
        int c = va_arg(ap, int);
        char u8[4];
        sb_put(&b, u8, put_utf8(u8, (Py_UCS4)c));
        break;
      }
      case 'd': case 'i': case 'u': case 'x': case 'X': case 'o': {
        const char *len = lmod == 1 ? "l" : lmod == 2 ? "ll" : lmod == 3 ? "z" : lmod == 4 ? "t" : lmod == 5 ? "j" : "";
        snprintf(cfmt, sizeof cfmt, "%%%s%s%s%c", flags, width >= 0 ? "*" : "", len, conv);
        long long v;
        if (lmod == 2 || lmod == 5) v = va_arg(ap, long long);
        else if (lmod == 1) v = (conv == 'd' || conv == 'i') ? va_arg(ap, long) : (long long)va_arg(ap, unsigned long);
        else if (lmod == 3 || lmod == 4) v = (conv == 'd' || conv == 'i') ? va_arg(ap, Py_ssize_t) : (long long)va_arg(ap, size_t);
        else v = (conv == 'd' || conv == 'i') ? va_arg(ap, int) : (long long)va_arg(ap, unsigned int);
        /* Re-print with a long long conversion of the same kind. */
        snprintf(cfmt, sizeof cfmt, "%%%s%sll%c", flags, width >= 0 ? "*" : "", conv);
        if (width >= 0) snprintf(tmp, sizeof tmp, cfmt, width, v); else snprintf(tmp, sizeof tmp, cfmt, v);
        sb_put(&b, tmp, strlen(tmp));
        break;
      }
      case 'p': {
        snprintf(tmp, sizeof tmp, "0x%lx", (unsigned long)(uintptr_t)va_arg(ap, void *));
        sb_put(&b, tmp, strlen(tmp));
        break;
      }
      case 's': {
        const char *s = va_arg(ap, const char *);
        if (!s) s = "(null)";
        sb_put_utf8(&b, s, strlen(s), prec);
        break;
      }
      case 'U': case 'S': case 'R': case 'A': {
        if (sb_put_object(&b, va_arg(ap, PyObject *), conv, prec) < 0) { free(b.buf); va_end(ap); return NULL; }
        break;
      }
      case 'V': {
        PyObject *obj = va_arg(ap, PyObject *);
        const char *s = va_arg(ap, const char *);
        if (obj) { if (sb_put_object(&b, obj, 'U', prec) < 0) { free(b.buf); va_end(ap); return NULL; } }
        else sb_put_utf8(&b, s, strlen(s), prec);
        break;
      }
      default:
        /* Unknown code: copy the rest of the format verbatim, as CPython does. */
        sb_put(&b, spec, strlen(spec));
        f = spec + strlen(spec);
        break;
    }
  }
  va_end(ap);
  if (b.failed) { free(b.buf); return PyErr_NoMemory(); }
  PyObject *r = PyUnicode_FromStringAndSize(b.buf, b.len);
  free(b.buf);
  return r;
}
PyObject *PyUnicode_FromFormat(const char *format, ...) {
  va_list ap;
  va_start(ap, format);
  PyObject *r = PyUnicode_FromFormatV(format, ap);
  va_end(ap);
  return r;
}

/* bytes, bytearray or any buffer exporter, decoded; str itself is refused, as in CPython. */
PyObject *PyUnicode_FromEncodedObject(PyObject *obj, const char *encoding, const char *errors) {
  if (PyUnicode_Check(obj)) {
    PyErr_SetString(PyExc_TypeError, "decoding str is not supported");
    return NULL;
  }
  if (PyBytes_Check(obj))
    return PyUnicode_Decode(PyBytes_AS_STRING(obj), PyBytes_GET_SIZE(obj), encoding, errors);
  Py_buffer view;
  if (PyObject_GetBuffer(obj, &view, PyBUF_SIMPLE) < 0) {
    if (PyErr_ExceptionMatches(PyExc_TypeError)) {
      PyErr_Clear();
      PyErr_Format(PyExc_TypeError, "decoding to str: need a bytes-like object, %.80s found",
                   Py_TYPE(obj)->tp_name);
    }
    return NULL;
  }
  PyObject *r = PyUnicode_Decode((const char *)view.buf, view.len, encoding, errors);
  PyBuffer_Release(&view);
  return r;
}

int _PyUnicode_EQ(PyObject *a, PyObject *b) {
  int r = PyObject_RichCompareBool(a, b, Py_EQ);
  if (r < 0) { PyErr_Clear(); return 0; }   /* both are str: comparing cannot fail in CPython */
  return r;
}

void _PyUnicode_FastCopyCharacters(PyObject *to, Py_ssize_t to_start, PyObject *from,
                                   Py_ssize_t from_start, Py_ssize_t how_many) {
  if (PyUnicode_CopyCharacters(to, to_start, from, from_start, how_many) < 0) PyErr_Clear();
}
