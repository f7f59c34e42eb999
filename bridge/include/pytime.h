/* pytime.h -- BryTorch
 * CPython 3.12's private clock API (_PyTime_*), which code supporting 3.12 builds its
 * PyTime_* shims on (torch's pythoncapi_compat.h). Times are int64 nanoseconds. */
#ifndef Py_PYTHON_H
#  include "Python.h"
#endif
#ifndef BT_PYTIME_H
#define BT_PYTIME_H

#ifdef __cplusplus
extern "C" {
#endif

typedef int64_t _PyTime_t;
#define _PyTime_MIN INT64_MIN
#define _PyTime_MAX INT64_MAX

/* what a clock is (time.get_clock_info's fields) */
typedef struct {
    const char *implementation;
    int monotonic;
    int adjustable;
    double resolution;
} _Py_clock_info_t;

PyAPI_FUNC(double) _PyTime_AsSecondsDouble(_PyTime_t t);
/* 0 and *t set, or -1 with an exception; info may be NULL */
PyAPI_FUNC(int) _PyTime_GetSystemClockWithInfo(_PyTime_t *t, _Py_clock_info_t *info);
PyAPI_FUNC(int) _PyTime_GetMonotonicClockWithInfo(_PyTime_t *t, _Py_clock_info_t *info);
PyAPI_FUNC(int) _PyTime_GetPerfCounterWithInfo(_PyTime_t *t, _Py_clock_info_t *info);

#ifdef __cplusplus
}
#endif
#endif /* BT_PYTIME_H */
