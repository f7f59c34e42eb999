/* Character properties for C (Py_UNICODE_IS* and the _PyUnicode_Is* functions behind them).
 * ASCII is answered here; any other code point asks the running Python's own str methods
 * (Brython's Unicode database), so C and Python agree on every character. */
#include "bt_internal.h"

/* Calls str(chr(ch)).<method>() and returns its truth; 0 if anything fails (the error is
 * cleared: these predicates cannot fail in CPython). */
static int ask_python(Py_UCS4 ch, const char *method) {
  PyObject *s = PyUnicode_FromOrdinal((int)ch);
  if (!s) { PyErr_Clear(); return 0; }
  PyObject *r = PyObject_CallMethod(s, method, NULL);
  Py_DECREF(s);
  int truth = r ? PyObject_IsTrue(r) : 0;
  Py_XDECREF(r);
  if (truth < 0 || !r) { PyErr_Clear(); truth = 0; }
  return truth;
}

int _PyUnicode_IsWhitespace(Py_UCS4 ch) {
  if (ch < 128) return ch == ' ' || (ch >= 0x09 && ch <= 0x0D) || (ch >= 0x1C && ch <= 0x1F);
  return ask_python(ch, "isspace");
}
int _PyUnicode_IsLinebreak(Py_UCS4 ch) {
  if (ch < 128) return ch == '\n' || ch == '\r' || ch == 0x0B || ch == 0x0C || (ch >= 0x1C && ch <= 0x1E);
  if (ch == 0x85 || ch == 0x2028 || ch == 0x2029) return 1;
  return 0;   /* str.splitlines' line boundaries: the list above is complete */
}
int _PyUnicode_IsLowercase(Py_UCS4 ch) { return ch < 128 ? (ch >= 'a' && ch <= 'z') : ask_python(ch, "islower"); }
int _PyUnicode_IsUppercase(Py_UCS4 ch) { return ch < 128 ? (ch >= 'A' && ch <= 'Z') : ask_python(ch, "isupper"); }
/* Titlecase letters (Lt) only: one-char str.istitle() is also true for uppercase ones. */
int _PyUnicode_IsTitlecase(Py_UCS4 ch) {
  return ch >= 128 && ask_python(ch, "istitle") && !ask_python(ch, "isupper");
}
int _PyUnicode_IsDecimalDigit(Py_UCS4 ch) { return ch < 128 ? (ch >= '0' && ch <= '9') : ask_python(ch, "isdecimal"); }
int _PyUnicode_IsDigit(Py_UCS4 ch) { return ch < 128 ? (ch >= '0' && ch <= '9') : ask_python(ch, "isdigit"); }
int _PyUnicode_IsNumeric(Py_UCS4 ch) { return ch < 128 ? (ch >= '0' && ch <= '9') : ask_python(ch, "isnumeric"); }
int _PyUnicode_IsPrintable(Py_UCS4 ch) { return ch < 128 ? (ch >= 0x20 && ch < 0x7F) : ask_python(ch, "isprintable"); }
int _PyUnicode_IsAlpha(Py_UCS4 ch) {
  if (ch < 128) return (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z');
  return ask_python(ch, "isalpha");
}
