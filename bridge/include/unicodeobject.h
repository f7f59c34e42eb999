/* unicodeobject.h -- BryTorch
 * Python str: creation, conversion to UTF-8/wide/UCS4, codecs, string
 * operations, comparison.  PyUnicodeObject, PyASCIIObject and
 * PyCompactUnicodeObject are OPAQUE (layout is ours): the CPython macros
 * that read str internals (PyUnicode_KIND, PyUnicode_DATA, ...) are calls
 * here.  A data pointer from PyUnicode_DATA / PyUnicode_AsUTF8 stays valid
 * while the str object is alive. */
#ifndef Py_PYTHON_H
#  include "Python.h"
#endif
#ifndef BT_UNICODEOBJECT_H
#define BT_UNICODEOBJECT_H

#ifdef __cplusplus
extern "C" {
#endif

typedef uint32_t Py_UCS4;
typedef uint16_t Py_UCS2;
typedef uint8_t Py_UCS1;
typedef wchar_t Py_UNICODE;   /* deprecated */

/* Python 3 strings are always Unicode; numpy's headers insist on the macro. */
#define Py_USING_UNICODE

/* A str's struct: our layout, not CPython's (UTF-8 first, PEP 393 data made on the first
 * request). Complete so that a C subclass of str can embed it (numpy's np.str_); read it
 * through the API, never field by field. */
struct _bt_unicodeobject {
    PyObject_HEAD
    Py_ssize_t length;       /* code points */
    Py_hash_t hash;          /* -1 until computed */
    Py_ssize_t utf8_length;  /* bytes, without the NUL */
    char *utf8;              /* NUL-terminated; right after the struct for exact str */
    void *canonical;         /* PEP 393 data (kind 1/2/4) or NULL; owned */
    int kind;                /* 0 until canonical exists */
    int ascii;
    Py_UCS4 max_char;
};
typedef struct _bt_unicodeobject PyUnicodeObject;
typedef struct _bt_unicodeobject PyASCIIObject;
typedef struct _bt_unicodeobject PyCompactUnicodeObject;

PyAPI_DATA(PyTypeObject) PyUnicode_Type;
PyAPI_DATA(PyTypeObject) PyUnicodeIter_Type;

#define PyUnicode_Check(op) PyType_FastSubclass(Py_TYPE(op), Py_TPFLAGS_UNICODE_SUBCLASS)
#define PyUnicode_CheckExact(op) Py_IS_TYPE((op), &PyUnicode_Type)

/* U+FFFD, substituted for undecodable input */
#define Py_UNICODE_REPLACEMENT_CHARACTER ((Py_UCS4)0xFFFD)

/* ---- kinds and raw access --------------------------------------------- */
enum PyUnicode_Kind {
    PyUnicode_1BYTE_KIND = 1,
    PyUnicode_2BYTE_KIND = 2,
    PyUnicode_4BYTE_KIND = 4
};

/* runtime accessors behind the CPython macros */
PyAPI_FUNC(int) _Bt_Unicode_Kind(PyObject *op);
PyAPI_FUNC(void *) _Bt_Unicode_Data(PyObject *op);
PyAPI_FUNC(int) _Bt_Unicode_IsAscii(PyObject *op);
PyAPI_FUNC(Py_UCS4) _Bt_Unicode_MaxCharValue(PyObject *op);

#define PyUnicode_KIND(op) _Bt_Unicode_Kind(_PyObject_CAST(op))
#define PyUnicode_DATA(op) _Bt_Unicode_Data(_PyObject_CAST(op))
#define PyUnicode_1BYTE_DATA(op) ((Py_UCS1 *)PyUnicode_DATA(op))
#define PyUnicode_2BYTE_DATA(op) ((Py_UCS2 *)PyUnicode_DATA(op))
#define PyUnicode_4BYTE_DATA(op) ((Py_UCS4 *)PyUnicode_DATA(op))
#define PyUnicode_IS_ASCII(op) _Bt_Unicode_IsAscii(_PyObject_CAST(op))
#define PyUnicode_IS_COMPACT_ASCII(op) _Bt_Unicode_IsAscii(_PyObject_CAST(op))
#define PyUnicode_IS_COMPACT(op) 1
#define PyUnicode_IS_READY(op) 1
#define PyUnicode_READY(op) 0
/* Interning is not observable on this runtime: no str reports as interned. */
#define SSTATE_NOT_INTERNED 0
#define SSTATE_INTERNED_MORTAL 1
#define SSTATE_INTERNED_IMMORTAL 2
#define PyUnicode_CHECK_INTERNED(op) ((void)(op), SSTATE_NOT_INTERNED)
#define PyUnicode_MAX_CHAR_VALUE(op) _Bt_Unicode_MaxCharValue(_PyObject_CAST(op))
#define PyUnicode_GET_LENGTH(op) PyUnicode_GetLength(_PyObject_CAST(op))
#define PyUnicode_READ_CHAR(op, index) PyUnicode_ReadChar(_PyObject_CAST(op), (index))

/* read / write one code point of a (kind, data) buffer */
static inline Py_UCS4 PyUnicode_READ(int kind, const void *data, Py_ssize_t index) {
    if (kind == PyUnicode_1BYTE_KIND) return ((const Py_UCS1 *)data)[index];
    if (kind == PyUnicode_2BYTE_KIND) return ((const Py_UCS2 *)data)[index];
    return ((const Py_UCS4 *)data)[index];
}
#define PyUnicode_READ(kind, data, index) \
    PyUnicode_READ((int)(kind), (const void *)(data), (Py_ssize_t)(index))

static inline void PyUnicode_WRITE(int kind, void *data, Py_ssize_t index, Py_UCS4 value) {
    if (kind == PyUnicode_1BYTE_KIND) ((Py_UCS1 *)data)[index] = (Py_UCS1)value;
    else if (kind == PyUnicode_2BYTE_KIND) ((Py_UCS2 *)data)[index] = (Py_UCS2)value;
    else ((Py_UCS4 *)data)[index] = value;
}
#define PyUnicode_WRITE(kind, data, index, value) \
    PyUnicode_WRITE((int)(kind), (void *)(data), (Py_ssize_t)(index), (Py_UCS4)(value))

/* ---- creation ---------------------------------------------------------- */
/* a fresh, writable string of size code points, all < maxchar + 1 */
PyAPI_FUNC(PyObject *) PyUnicode_New(Py_ssize_t size, Py_UCS4 maxchar); /* new ref */
PyAPI_FUNC(PyObject *) PyUnicode_FromString(const char *u); /* new ref */
PyAPI_FUNC(PyObject *) PyUnicode_FromStringAndSize(const char *u, Py_ssize_t size); /* new ref */
PyAPI_FUNC(PyObject *) PyUnicode_FromKindAndData(int kind, const void *buffer,
                                                 Py_ssize_t size); /* new ref */
PyAPI_FUNC(PyObject *) PyUnicode_FromWideChar(const wchar_t *w, Py_ssize_t size); /* new ref */
PyAPI_FUNC(PyObject *) PyUnicode_FromOrdinal(int ordinal); /* new ref */
PyAPI_FUNC(PyObject *) PyUnicode_FromFormat(const char *format, ...); /* new ref */
PyAPI_FUNC(PyObject *) PyUnicode_FromFormatV(const char *format, va_list vargs); /* new ref */
/* str(obj) for str subclasses, a new reference to obj for exact str */
PyAPI_FUNC(PyObject *) PyUnicode_FromObject(PyObject *obj); /* new ref */
PyAPI_FUNC(PyObject *) PyUnicode_FromEncodedObject(PyObject *obj, const char *encoding,
                                                   const char *errors); /* new ref */
PyAPI_FUNC(PyObject *) PyUnicode_InternFromString(const char *v); /* new ref */
/* replaces *p by the interned string (reference-neutral for the caller) */
PyAPI_FUNC(void) PyUnicode_InternInPlace(PyObject **p);

/* ---- length and characters -------------------------------------------- */
PyAPI_FUNC(Py_ssize_t) PyUnicode_GetLength(PyObject *unicode);
PyAPI_FUNC(Py_UCS4) PyUnicode_ReadChar(PyObject *unicode, Py_ssize_t index);
PyAPI_FUNC(int) PyUnicode_WriteChar(PyObject *unicode, Py_ssize_t index, Py_UCS4 character);
PyAPI_FUNC(Py_ssize_t) PyUnicode_CopyCharacters(PyObject *to, Py_ssize_t to_start,
                                                PyObject *from, Py_ssize_t from_start,
                                                Py_ssize_t how_many);
PyAPI_FUNC(Py_ssize_t) PyUnicode_Fill(PyObject *unicode, Py_ssize_t start,
                                      Py_ssize_t length, Py_UCS4 fill_char);
/* *unicode must be a fresh string with refcount 1 */
PyAPI_FUNC(int) PyUnicode_Resize(PyObject **unicode, Py_ssize_t length);
PyAPI_FUNC(Py_UCS4 *) PyUnicode_AsUCS4(PyObject *unicode, Py_UCS4 *buffer, Py_ssize_t buflen,
                                       int copy_null);
/* PyMem_Malloc'ed copy, NUL terminated */
PyAPI_FUNC(Py_UCS4 *) PyUnicode_AsUCS4Copy(PyObject *unicode);

/* ---- UTF-8 and wide views --------------------------------------------- */
/* cached in the object; valid while it lives; do not free */
PyAPI_FUNC(const char *) PyUnicode_AsUTF8(PyObject *unicode);
PyAPI_FUNC(const char *) PyUnicode_AsUTF8AndSize(PyObject *unicode, Py_ssize_t *size);
PyAPI_FUNC(Py_ssize_t) PyUnicode_AsWideChar(PyObject *unicode, wchar_t *w, Py_ssize_t size);
/* PyMem_Malloc'ed, NUL terminated; free with PyMem_Free */
PyAPI_FUNC(wchar_t *) PyUnicode_AsWideCharString(PyObject *unicode, Py_ssize_t *size);

/* ---- codecs ------------------------------------------------------------ */
PyAPI_FUNC(PyObject *) PyUnicode_Decode(const char *str, Py_ssize_t size,
                                        const char *encoding, const char *errors); /* new ref */
PyAPI_FUNC(PyObject *) PyUnicode_AsEncodedString(PyObject *unicode, const char *encoding,
                                                 const char *errors); /* new ref */
PyAPI_FUNC(PyObject *) PyUnicode_DecodeUTF8(const char *str, Py_ssize_t size,
                                            const char *errors); /* new ref */
PyAPI_FUNC(PyObject *) PyUnicode_DecodeUTF8Stateful(const char *str, Py_ssize_t size,
                                                    const char *errors,
                                                    Py_ssize_t *consumed); /* new ref */
PyAPI_FUNC(PyObject *) PyUnicode_AsUTF8String(PyObject *unicode); /* new ref */
PyAPI_FUNC(PyObject *) PyUnicode_DecodeUTF16(const char *str, Py_ssize_t size,
                                             const char *errors, int *byteorder); /* new ref */
PyAPI_FUNC(PyObject *) PyUnicode_AsUTF16String(PyObject *unicode); /* new ref */
PyAPI_FUNC(PyObject *) PyUnicode_DecodeUTF32(const char *str, Py_ssize_t size,
                                             const char *errors, int *byteorder); /* new ref */
PyAPI_FUNC(PyObject *) PyUnicode_AsUTF32String(PyObject *unicode); /* new ref */
PyAPI_FUNC(PyObject *) PyUnicode_DecodeLatin1(const char *str, Py_ssize_t size,
                                              const char *errors); /* new ref */
PyAPI_FUNC(PyObject *) PyUnicode_AsLatin1String(PyObject *unicode); /* new ref */
PyAPI_FUNC(PyObject *) PyUnicode_DecodeASCII(const char *str, Py_ssize_t size,
                                             const char *errors); /* new ref */
PyAPI_FUNC(PyObject *) PyUnicode_AsASCIIString(PyObject *unicode); /* new ref */
PyAPI_FUNC(PyObject *) PyUnicode_DecodeUnicodeEscape(const char *str, Py_ssize_t size,
                                                     const char *errors); /* new ref */
PyAPI_FUNC(PyObject *) PyUnicode_AsUnicodeEscapeString(PyObject *unicode); /* new ref */
PyAPI_FUNC(PyObject *) PyUnicode_DecodeRawUnicodeEscape(const char *str, Py_ssize_t size,
                                                        const char *errors); /* new ref */
PyAPI_FUNC(PyObject *) PyUnicode_AsRawUnicodeEscapeString(PyObject *unicode); /* new ref */

/* file-system encoding (UTF-8 here) */
PyAPI_FUNC(PyObject *) PyUnicode_DecodeFSDefault(const char *s); /* new ref */
PyAPI_FUNC(PyObject *) PyUnicode_DecodeFSDefaultAndSize(const char *s,
                                                        Py_ssize_t size); /* new ref */
PyAPI_FUNC(PyObject *) PyUnicode_EncodeFSDefault(PyObject *unicode); /* new ref */
PyAPI_FUNC(PyObject *) PyUnicode_DecodeLocale(const char *str, const char *errors); /* new ref */
PyAPI_FUNC(PyObject *) PyUnicode_DecodeLocaleAndSize(const char *str, Py_ssize_t len,
                                                     const char *errors); /* new ref */
PyAPI_FUNC(PyObject *) PyUnicode_EncodeLocale(PyObject *unicode, const char *errors); /* new ref */
/* "O&" converters: *result receives a new reference (bytes / str) */
PyAPI_FUNC(int) PyUnicode_FSConverter(PyObject *obj, void *result);
PyAPI_FUNC(int) PyUnicode_FSDecoder(PyObject *obj, void *result);

/* ---- operations -------------------------------------------------------- */
PyAPI_FUNC(PyObject *) PyUnicode_Concat(PyObject *left, PyObject *right); /* new ref */
/* *pleft is replaced by the concatenation (or NULL on error) */
PyAPI_FUNC(void) PyUnicode_Append(PyObject **pleft, PyObject *right);
/* as PyUnicode_Append, then releases right */
PyAPI_FUNC(void) PyUnicode_AppendAndDel(PyObject **pleft, PyObject *right);
PyAPI_FUNC(PyObject *) PyUnicode_Substring(PyObject *str, Py_ssize_t start,
                                           Py_ssize_t end); /* new ref */
PyAPI_FUNC(PyObject *) PyUnicode_Split(PyObject *s, PyObject *sep,
                                       Py_ssize_t maxsplit); /* new ref */
PyAPI_FUNC(PyObject *) PyUnicode_RSplit(PyObject *s, PyObject *sep,
                                        Py_ssize_t maxsplit); /* new ref */
PyAPI_FUNC(PyObject *) PyUnicode_Splitlines(PyObject *s, int keepends); /* new ref */
PyAPI_FUNC(PyObject *) PyUnicode_Partition(PyObject *s, PyObject *sep); /* new ref */
PyAPI_FUNC(PyObject *) PyUnicode_RPartition(PyObject *s, PyObject *sep); /* new ref */
PyAPI_FUNC(PyObject *) PyUnicode_Join(PyObject *separator, PyObject *seq); /* new ref */
PyAPI_FUNC(PyObject *) PyUnicode_Replace(PyObject *str, PyObject *substr, PyObject *replstr,
                                         Py_ssize_t maxcount); /* new ref */
PyAPI_FUNC(PyObject *) PyUnicode_Translate(PyObject *str, PyObject *table,
                                           const char *errors); /* new ref */
/* format % args */
PyAPI_FUNC(PyObject *) PyUnicode_Format(PyObject *format, PyObject *args); /* new ref */
/* direction: 1 forward, -1 backward; -1 not found, -2 error */
PyAPI_FUNC(Py_ssize_t) PyUnicode_Find(PyObject *str, PyObject *substr, Py_ssize_t start,
                                      Py_ssize_t end, int direction);
PyAPI_FUNC(Py_ssize_t) PyUnicode_FindChar(PyObject *str, Py_UCS4 ch, Py_ssize_t start,
                                          Py_ssize_t end, int direction);
PyAPI_FUNC(Py_ssize_t) PyUnicode_Count(PyObject *str, PyObject *substr, Py_ssize_t start,
                                       Py_ssize_t end);
/* direction -1: prefix match, 1: suffix match */
PyAPI_FUNC(Py_ssize_t) PyUnicode_Tailmatch(PyObject *str, PyObject *substr, Py_ssize_t start,
                                           Py_ssize_t end, int direction);
PyAPI_FUNC(int) PyUnicode_Contains(PyObject *container, PyObject *element);
PyAPI_FUNC(int) PyUnicode_IsIdentifier(PyObject *s);

/* ---- comparison -------------------------------------------------------- */
PyAPI_FUNC(int) PyUnicode_Compare(PyObject *left, PyObject *right);
PyAPI_FUNC(int) PyUnicode_CompareWithASCIIString(PyObject *unicode, const char *string);
#ifdef Py_BT_3_13_NAMES
PyAPI_FUNC(int) PyUnicode_EqualToUTF8(PyObject *unicode, const char *string);        /* 3.13 */
PyAPI_FUNC(int) PyUnicode_EqualToUTF8AndSize(PyObject *unicode, const char *string,
                                             Py_ssize_t size);                         /* 3.13 */
#endif /* Py_BT_3_13_NAMES */
PyAPI_FUNC(int) _PyUnicode_EqualToASCIIString(PyObject *left, const char *right);
PyAPI_FUNC(PyObject *) PyUnicode_RichCompare(PyObject *left, PyObject *right,
                                             int op); /* new ref */

/* CPython 3.12's private string builder, which code supporting 3.12 builds the 3.14
 * PyUnicodeWriter API on (torch's pythoncapi_compat.h). The layout is ours: the text
 * accumulates as UTF-8 in `data` (`pos` bytes used of `size`); `buffer` stays NULL and
 * `overallocate`, `min_length`, `readonly` are accepted and ignored. */
typedef struct {
    PyObject *buffer;
    void *data;
    int kind;
    Py_UCS4 maxchar;
    Py_ssize_t size;
    Py_ssize_t pos;
    Py_ssize_t min_length;
    Py_UCS4 min_char;
    unsigned char overallocate;
    unsigned char readonly;
} _PyUnicodeWriter;

PyAPI_FUNC(void) _PyUnicodeWriter_Init(_PyUnicodeWriter *writer);
/* room for length more characters up to maxchar; 0, or -1 with MemoryError */
PyAPI_FUNC(int) _PyUnicodeWriter_Prepare(_PyUnicodeWriter *writer, Py_ssize_t length,
                                         Py_UCS4 maxchar);
PyAPI_FUNC(int) _PyUnicodeWriter_WriteChar(_PyUnicodeWriter *writer, Py_UCS4 ch);
PyAPI_FUNC(int) _PyUnicodeWriter_WriteStr(_PyUnicodeWriter *writer, PyObject *str);
/* characters [start, end) of str */
PyAPI_FUNC(int) _PyUnicodeWriter_WriteSubstring(_PyUnicodeWriter *writer, PyObject *str,
                                                Py_ssize_t start, Py_ssize_t end);
PyAPI_FUNC(int) _PyUnicodeWriter_WriteASCIIString(_PyUnicodeWriter *writer, const char *ascii,
                                                  Py_ssize_t len);
/* the string (new ref) and the writer emptied; NULL on error */
PyAPI_FUNC(PyObject *) _PyUnicodeWriter_Finish(_PyUnicodeWriter *writer);
PyAPI_FUNC(void) _PyUnicodeWriter_Dealloc(_PyUnicodeWriter *writer);

/* ---- character properties (Unicode database of the running Python) ---- */
PyAPI_FUNC(int) _PyUnicode_IsWhitespace(Py_UCS4 ch);
PyAPI_FUNC(int) _PyUnicode_IsLinebreak(Py_UCS4 ch);
PyAPI_FUNC(int) _PyUnicode_IsLowercase(Py_UCS4 ch);
PyAPI_FUNC(int) _PyUnicode_IsUppercase(Py_UCS4 ch);
PyAPI_FUNC(int) _PyUnicode_IsTitlecase(Py_UCS4 ch);
PyAPI_FUNC(int) _PyUnicode_IsDecimalDigit(Py_UCS4 ch);
PyAPI_FUNC(int) _PyUnicode_IsDigit(Py_UCS4 ch);
PyAPI_FUNC(int) _PyUnicode_IsNumeric(Py_UCS4 ch);
PyAPI_FUNC(int) _PyUnicode_IsPrintable(Py_UCS4 ch);
PyAPI_FUNC(int) _PyUnicode_IsAlpha(Py_UCS4 ch);
/* ASCII answers inline; the rest asks the runtime. */
#define Py_UNICODE_ISSPACE(ch) \
    ((Py_UCS4)(ch) < 128 ? ((ch) == ' ' || ((ch) >= 0x09 && (ch) <= 0x0D) || ((ch) >= 0x1C && (ch) <= 0x1F)) \
                         : _PyUnicode_IsWhitespace((Py_UCS4)(ch)))
#define Py_UNICODE_ISLOWER(ch) _PyUnicode_IsLowercase((Py_UCS4)(ch))
#define Py_UNICODE_ISUPPER(ch) _PyUnicode_IsUppercase((Py_UCS4)(ch))
#define Py_UNICODE_ISTITLE(ch) _PyUnicode_IsTitlecase((Py_UCS4)(ch))
#define Py_UNICODE_ISLINEBREAK(ch) _PyUnicode_IsLinebreak((Py_UCS4)(ch))
#define Py_UNICODE_ISDECIMAL(ch) _PyUnicode_IsDecimalDigit((Py_UCS4)(ch))
#define Py_UNICODE_ISDIGIT(ch) _PyUnicode_IsDigit((Py_UCS4)(ch))
#define Py_UNICODE_ISNUMERIC(ch) _PyUnicode_IsNumeric((Py_UCS4)(ch))
#define Py_UNICODE_ISPRINTABLE(ch) _PyUnicode_IsPrintable((Py_UCS4)(ch))
#define Py_UNICODE_ISALPHA(ch) _PyUnicode_IsAlpha((Py_UCS4)(ch))
#define Py_UNICODE_ISALNUM(ch) \
    (Py_UNICODE_ISALPHA(ch) || Py_UNICODE_ISDECIMAL(ch) || Py_UNICODE_ISDIGIT(ch) || Py_UNICODE_ISNUMERIC(ch))

/* 3.12 private names pythoncapi-compat builds on: 1 if the two str are equal, else 0 */
PyAPI_FUNC(int) _PyUnicode_EQ(PyObject *a, PyObject *b);
/* PyUnicode_CopyCharacters for callers that checked the bounds (Cython) */
PyAPI_FUNC(void) _PyUnicode_FastCopyCharacters(PyObject *to, Py_ssize_t to_start, PyObject *from,
                                               Py_ssize_t from_start, Py_ssize_t how_many);

/* obj: bytes or another buffer exporter, decoded (encoding NULL: UTF-8); str is a TypeError */
PyAPI_FUNC(PyObject *) PyUnicode_FromEncodedObject(PyObject *obj, const char *encoding,
                                                   const char *errors); /* new ref */

#ifdef __cplusplus
}
#endif
#endif /* BT_UNICODEOBJECT_H */
