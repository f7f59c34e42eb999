/* The datetime C API (include/datetime.h) over Python's datetime module. */
#include "Python.h"
#include "datetime.h"

static PyObject *datetime_module;   /* owned once imported, for the life of the runtime */
static PyDateTime_CAPI imported_marker = { 1 };

PyDateTime_CAPI *_Bt_DateTime_Import(void) {
  if (!datetime_module && !(datetime_module = PyImport_ImportModule("datetime"))) return NULL;
  return &imported_marker;
}

static const char *const class_names[] = { "date", "datetime", "time", "timedelta", "tzinfo" };

/* the datetime module's class of this kind (new ref), or NULL + error */
static PyObject *datetime_class(int kind) {
  if (!_Bt_DateTime_Import()) return NULL;
  return PyObject_GetAttrString(datetime_module, class_names[kind]);
}

int _Bt_DateTime_Check(PyObject *op, int kind, int exact) {
  PyObject *cls = datetime_class(kind);
  if (!cls) { PyErr_Clear(); return 0; }
  int r = exact ? (PyObject *)Py_TYPE(op) == cls : PyObject_IsInstance(op, cls);
  Py_DECREF(cls);
  if (r < 0) { PyErr_Clear(); return 0; }
  return r;
}

int _Bt_DateTime_Field(PyObject *op, const char *name) {
  PyObject *v = PyObject_GetAttrString(op, name);
  if (!v) return -1;
  long r = PyLong_AsLong(v);
  Py_DECREF(v);
  return (int)r;
}

/* datetime.<kind>(*args) from a Py_BuildValue format: new ref or NULL */
static PyObject *make(int kind, const char *format, ...) {
  PyObject *cls = datetime_class(kind);
  if (!cls) return NULL;
  va_list va;
  va_start(va, format);
  PyObject *args = Py_VaBuildValue(format, va);
  va_end(va);
  PyObject *r = args ? PyObject_Call(cls, args, NULL) : NULL;
  Py_XDECREF(args);
  Py_DECREF(cls);
  return r;
}

PyObject *PyDate_FromDate(int y, int m, int d) { return make(BT_DT_DATE, "(iii)", y, m, d); }
PyObject *PyDateTime_FromDateAndTime(int y, int mo, int d, int h, int mi, int s, int us) {
  return make(BT_DT_DATETIME, "(iiiiiii)", y, mo, d, h, mi, s, us);
}
PyObject *PyTime_FromTime(int h, int m, int s, int us) { return make(BT_DT_TIME, "(iiii)", h, m, s, us); }
PyObject *PyDelta_FromDSU(int d, int s, int us) { return make(BT_DT_DELTA, "(iii)", d, s, us); }
