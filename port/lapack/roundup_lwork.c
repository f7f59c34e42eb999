// LAPACK 3.11.0's SROUNDUP_LWORK and DROUNDUP_LWORK (INSTALL/?roundup_lwork.f), which ?gesdd
// calls to report its optimal workspace size. f2c cannot translate them (they use Fortran 90's
// EPSILON), so they are written here with f2c's conventions: a REAL function returns
// doublereal, and a Fortran name with an underscore gets two (names.h prefixes them bt_lapack_).
//
// What they do: LWORK as a floating-point number that, converted back to an integer, is not
// below LWORK; a float cannot hold every int past 2**24, so the value is nudged up by one ulp.
#include <float.h>
#include "f2c.h"

doublereal sroundup_lwork__(integer *lwork) {
  real r = (real)*lwork;
  if ((integer)r < *lwork) r *= 1.0f + FLT_EPSILON;
  return r;
}

doublereal droundup_lwork__(integer *lwork) {
  doublereal r = (doublereal)*lwork;
  if ((integer)r < *lwork) r *= 1.0 + DBL_EPSILON;
  return r;
}
