/* datetime.h -- BryTorch
 * The datetime C API. datetime objects here are Brython's (opaque): the checks are
 * isinstance() against the datetime module's classes and the field macros read attributes,
 * so they are functions, not struct reads. PyDateTime_IMPORT imports the module once. */
#ifndef Py_PYTHON_H
#  include "Python.h"
#endif
#ifndef BT_DATETIME_H
#define BT_DATETIME_H

#ifdef __cplusplus
extern "C" {
#endif

/* CPython's capsule of function pointers; here only a non-NULL marker that the module is
 * imported (clients test `if (!PyDateTimeAPI) PyDateTime_IMPORT;`). */
typedef struct { int imported; } PyDateTime_CAPI;
PyAPI_FUNC(PyDateTime_CAPI *) _Bt_DateTime_Import(void); /* NULL + error if the import fails */
static PyDateTime_CAPI *PyDateTimeAPI = NULL;
#define PyDateTime_IMPORT (PyDateTimeAPI = _Bt_DateTime_Import())
#define PyDateTime_CAPSULE_NAME "datetime.datetime_CAPI"

enum { BT_DT_DATE, BT_DT_DATETIME, BT_DT_TIME, BT_DT_DELTA, BT_DT_TZINFO };
/* 1 if op is an instance of the class (exact: of exactly that class), else 0 */
PyAPI_FUNC(int) _Bt_DateTime_Check(PyObject *op, int kind, int exact);
/* the int attribute `name` of op (-1 with an error set if it has none) */
PyAPI_FUNC(int) _Bt_DateTime_Field(PyObject *op, const char *name);

#define PyDate_Check(op) _Bt_DateTime_Check(_PyObject_CAST(op), BT_DT_DATE, 0)
#define PyDate_CheckExact(op) _Bt_DateTime_Check(_PyObject_CAST(op), BT_DT_DATE, 1)
#define PyDateTime_Check(op) _Bt_DateTime_Check(_PyObject_CAST(op), BT_DT_DATETIME, 0)
#define PyDateTime_CheckExact(op) _Bt_DateTime_Check(_PyObject_CAST(op), BT_DT_DATETIME, 1)
#define PyTime_Check(op) _Bt_DateTime_Check(_PyObject_CAST(op), BT_DT_TIME, 0)
#define PyTime_CheckExact(op) _Bt_DateTime_Check(_PyObject_CAST(op), BT_DT_TIME, 1)
#define PyDelta_Check(op) _Bt_DateTime_Check(_PyObject_CAST(op), BT_DT_DELTA, 0)
#define PyDelta_CheckExact(op) _Bt_DateTime_Check(_PyObject_CAST(op), BT_DT_DELTA, 1)
#define PyTZInfo_Check(op) _Bt_DateTime_Check(_PyObject_CAST(op), BT_DT_TZINFO, 0)

#define PyDateTime_GET_YEAR(o) _Bt_DateTime_Field(_PyObject_CAST(o), "year")
#define PyDateTime_GET_MONTH(o) _Bt_DateTime_Field(_PyObject_CAST(o), "month")
#define PyDateTime_GET_DAY(o) _Bt_DateTime_Field(_PyObject_CAST(o), "day")
#define PyDateTime_DATE_GET_HOUR(o) _Bt_DateTime_Field(_PyObject_CAST(o), "hour")
#define PyDateTime_DATE_GET_MINUTE(o) _Bt_DateTime_Field(_PyObject_CAST(o), "minute")
#define PyDateTime_DATE_GET_SECOND(o) _Bt_DateTime_Field(_PyObject_CAST(o), "second")
#define PyDateTime_DATE_GET_MICROSECOND(o) _Bt_DateTime_Field(_PyObject_CAST(o), "microsecond")
#define PyDateTime_DATE_GET_FOLD(o) _Bt_DateTime_Field(_PyObject_CAST(o), "fold")
#define PyDateTime_TIME_GET_HOUR(o) _Bt_DateTime_Field(_PyObject_CAST(o), "hour")
#define PyDateTime_TIME_GET_MINUTE(o) _Bt_DateTime_Field(_PyObject_CAST(o), "minute")
#define PyDateTime_TIME_GET_SECOND(o) _Bt_DateTime_Field(_PyObject_CAST(o), "second")
#define PyDateTime_TIME_GET_MICROSECOND(o) _Bt_DateTime_Field(_PyObject_CAST(o), "microsecond")
#define PyDateTime_TIME_GET_FOLD(o) _Bt_DateTime_Field(_PyObject_CAST(o), "fold")
#define PyDateTime_DELTA_GET_DAYS(o) _Bt_DateTime_Field(_PyObject_CAST(o), "days")
#define PyDateTime_DELTA_GET_SECONDS(o) _Bt_DateTime_Field(_PyObject_CAST(o), "seconds")
#define PyDateTime_DELTA_GET_MICROSECONDS(o) _Bt_DateTime_Field(_PyObject_CAST(o), "microseconds")

/* constructors: new refs, naive (no tzinfo) */
PyAPI_FUNC(PyObject *) PyDate_FromDate(int year, int month, int day);
PyAPI_FUNC(PyObject *) PyDateTime_FromDateAndTime(int year, int month, int day, int hour,
                                                  int minute, int second, int usecond);
PyAPI_FUNC(PyObject *) PyTime_FromTime(int hour, int minute, int second, int usecond);
PyAPI_FUNC(PyObject *) PyDelta_FromDSU(int days, int seconds, int useconds);

#ifdef __cplusplus
}
#endif
#endif /* BT_DATETIME_H */
