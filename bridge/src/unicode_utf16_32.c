/* UTF-16 and UTF-32 codecs for C callers (PyUnicode_AsEncodedString, PyUnicode_Decode,
 * PyUnicode_DecodeUTF16/32). Brython has no UTF-32 codec, and binding libraries convert
 * std::u16string / std::u32string / wchar_t through these names (pybind11's string caster
 * encodes with "utf-16"/"utf-32", BOM first, and skips the BOM). Errors are strict. */
#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include "bt_internal.h"

/* "utf-16", "UTF_16LE", "utf-32-be"...: width 2 or 4 and byte order (0 = native with BOM,
 * -1 little, 1 big). Returns 0 for any other encoding name. */
int _Bt_Utf16_32_Codec(const char *encoding, int *width, int *order) {
  char name[16];
  size_t n = 0;
  if (!encoding) return 0;
  for (const char *p = encoding; *p && n < sizeof name - 1; p++)
    if (*p != '-' && *p != '_') name[n++] = (char)tolower((unsigned char)*p);
  name[n] = 0;
  if (strncmp(name, "utf16", 5) == 0) *width = 2;
  else if (strncmp(name, "utf32", 5) == 0) *width = 4;
  else return 0;
  const char *rest = name + 5;
  if (!*rest) *order = 0;
  else if (!strcmp(rest, "le")) *order = -1;
  else if (!strcmp(rest, "be")) *order = 1;
  else return 0;
  return 1;
}

static void put_unit(unsigned char *out, uint32_t v, int width, int big) {
  for (int i = 0; i < width; i++) out[big ? width - 1 - i : i] = (unsigned char)(v >> (8 * i));
}

/* str -> bytes. order 0 writes a little-endian BOM (wasm is little-endian), as CPython does
 * on little-endian machines. New ref. */
PyObject *_Bt_Utf16_32_Encode(PyObject *str, int width, int order) {
  Py_UCS4 *cps = PyUnicode_AsUCS4Copy(str);
  if (!cps) return NULL;
  Py_ssize_t n = PyUnicode_GetLength(str), units = 0;
  for (Py_ssize_t i = 0; i < n; i++) {
    if (cps[i] >= 0xD800 && cps[i] < 0xE000) {
      PyMem_Free(cps);
      /* CPython's UnicodeEncodeError (its five fields), named as CPython names the codec */
      char name[16];
      snprintf(name, sizeof name, "utf-%d%s", width * 8, order == 0 ? "" : order > 0 ? "-be" : "-le");
      PyObject *exc = PyObject_CallFunction(PyExc_UnicodeEncodeError, "sOnns", name, str, i, i + 1,
                                            "surrogates not allowed");
      if (exc) {
        PyErr_SetObject(PyExc_UnicodeEncodeError, exc);
        Py_DECREF(exc);
      }
      return NULL;
    }
    units += (width == 2 && cps[i] > 0xFFFF) ? 2 : 1;
  }
  int bom = order == 0, big = order > 0;
  PyObject *out = PyBytes_FromStringAndSize(NULL, (units + bom) * width);
  if (!out) { PyMem_Free(cps); return NULL; }
  unsigned char *p = (unsigned char *)PyBytes_AS_STRING(out);
  if (bom) { put_unit(p, 0xFEFF, width, 0); p += width; }
  for (Py_ssize_t i = 0; i < n; i++) {
    uint32_t c = cps[i];
    if (width == 2 && c > 0xFFFF) {
      c -= 0x10000;
      put_unit(p, 0xD800 | (c >> 10), 2, big); p += 2;
      put_unit(p, 0xDC00 | (c & 0x3FF), 2, big); p += 2;
    } else {
      put_unit(p, c, width, big); p += width;
    }
  }
  PyMem_Free(cps);
  return out;
}

static uint32_t get_unit(const unsigned char *in, int width, int big) {
  uint32_t v = 0;
  for (int i = 0; i < width; i++) v |= (uint32_t)in[big ? width - 1 - i : i] << (8 * i);
  return v;
}

/* Raises CPython's UnicodeDecodeError for bytes [start, end) of s (n bytes) with the codec
 * named by its byte order, as CPython's UTF-16/32 decoders report errors. Returns NULL. */
static PyObject *decode_error(int width, int big, const char *why, const char *s, Py_ssize_t n,
                              Py_ssize_t start, Py_ssize_t end) {
  char name[16];
  snprintf(name, sizeof name, "utf-%d-%s", width * 8, big ? "be" : "le");
  PyObject *exc = PyUnicodeDecodeError_Create(name, s, n, start, end, why);
  if (exc) {
    PyErr_SetObject(PyExc_UnicodeDecodeError, exc);
    Py_DECREF(exc);
  }
  return NULL;
}

/* bytes -> str. *order: 0 reads a BOM if present (little-endian otherwise) and reports the
 * order found, as PyUnicode_DecodeUTF16's byteorder argument. New ref. */
PyObject *_Bt_Utf16_32_Decode(const char *s, Py_ssize_t n, int width, int *order) {
  const unsigned char *in = (const unsigned char *)s;
  int big = order && *order > 0;
  Py_ssize_t i = 0;
  if (!order || *order == 0) {
    if (n >= width && get_unit(in, width, 0) == 0xFEFF) { big = 0; i = width; }
    else if (n >= width && get_unit(in, width, 1) == 0xFEFF) { big = 1; i = width; }
    if (order) *order = big ? 1 : -1;
  }
  if ((n - i) % width) return decode_error(width, big, "truncated data", s, n, n - (n - i) % width, n);
  Py_UCS4 *cps = PyMem_Malloc(((n - i) / width + 1) * sizeof(Py_UCS4));
  if (!cps) return PyErr_NoMemory();
  Py_ssize_t count = 0;
  for (; i < n; i += width) {
    uint32_t c = get_unit(in + i, width, big);
    if (width == 2 && c >= 0xD800 && c < 0xDC00) {
      if (i + 4 > n) { PyMem_Free(cps); return decode_error(width, big, "unexpected end of data", s, n, i, n); }
      uint32_t lo = get_unit(in + i + 2, 2, big);
      if (lo < 0xDC00 || lo >= 0xE000) {
        PyMem_Free(cps);
        return decode_error(width, big, "illegal UTF-16 surrogate", s, n, i, i + 2);
      }
      c = 0x10000 + ((c - 0xD800) << 10) + (lo - 0xDC00);
      i += 2;
    } else if ((c >= 0xD800 && c < 0xE000) || c > 0x10FFFF) {
      PyMem_Free(cps);
      const char *why = width == 2 ? "illegal encoding" : c > 0x10FFFF ? "code point not in range(0x110000)"
                        : "code point in surrogate code point range(0xd800, 0xe000)";
      return decode_error(width, big, why, s, n, i, i + width);
    }
    cps[count++] = c;
  }
  PyObject *r = PyUnicode_FromKindAndData(PyUnicode_4BYTE_KIND, cps, count);
  PyMem_Free(cps);
  return r;
}
