/* The private clock API of CPython 3.12 (include/pytime.h), on the C library's clocks
 * (Emscripten maps them to the host's Date.now / performance.now). */
#include "Python.h"
#include <time.h>

double _PyTime_AsSecondsDouble(_PyTime_t t) {
  /* split so large values keep their nanoseconds */
  return (double)(t / 1000000000) + (double)(t % 1000000000) * 1e-9;
}

static int read_clock(clockid_t id, _PyTime_t *t, _Py_clock_info_t *info, const char *name,
                      int monotonic, int adjustable) {
  struct timespec ts;
  if (clock_gettime(id, &ts) != 0) { PyErr_SetFromErrno(PyExc_OSError); return -1; }
  *t = (_PyTime_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
  if (info) {
    struct timespec res;
    info->implementation = name;
    info->monotonic = monotonic;
    info->adjustable = adjustable;
    info->resolution = clock_getres(id, &res) == 0 ? res.tv_sec + res.tv_nsec * 1e-9 : 1e-9;
  }
  return 0;
}

int _PyTime_GetSystemClockWithInfo(_PyTime_t *t, _Py_clock_info_t *info) {
  return read_clock(CLOCK_REALTIME, t, info, "clock_gettime(CLOCK_REALTIME)", 0, 1);
}
int _PyTime_GetMonotonicClockWithInfo(_PyTime_t *t, _Py_clock_info_t *info) {
  return read_clock(CLOCK_MONOTONIC, t, info, "clock_gettime(CLOCK_MONOTONIC)", 1, 0);
}
int _PyTime_GetPerfCounterWithInfo(_PyTime_t *t, _Py_clock_info_t *info) {
  return _PyTime_GetMonotonicClockWithInfo(t, info);
}
