/* Floating-point status flags for numpy, kept in software (included first in every numpy
 * compile by cc.sh).
 *
 * numpy reports errors through the C99 status flags: it raises one itself
 * (npy_set_floatstatus_invalid() when a linalg gufunc meets a singular matrix, which
 * np.linalg turns into LinAlgError; divbyzero for integer division by zero; overflow...),
 * then tests and clears them around every ufunc loop (npy_get_floatstatus_barrier). wasm has
 * no status flags, and Emscripten's <fenv.h> defines no FE_* exception macros, so numpy
 * compiles every flag to 0 and never sees one: np.linalg.inv of a singular matrix returned
 * NaNs instead of raising.
 *
 * Here the macros get x86's values and numpy's three calls go to the bridge's flag word
 * (bridge/src/fpstatus.c): every flag numpy raises itself is reported as on CPython. Flags
 * the hardware would raise by itself in a float operation (1.0 / 0.0 in a loop) stay
 * unseen: wasm computes IEEE results without recording them. */
#ifndef BT_NUMPY_FPSTATUS_H
#define BT_NUMPY_FPSTATUS_H
/* <fenv.h> first: libc++'s version #undefs macros named like its functions, so the renames
 * below must come after it (its include guard then keeps it from running again). */
#include <fenv.h>
#define FE_INVALID 1
#define FE_DIVBYZERO 4
#define FE_OVERFLOW 8
#define FE_UNDERFLOW 16
#define FE_INEXACT 32
#define feclearexcept bt_feclearexcept
#define feraiseexcept bt_feraiseexcept
#define fetestexcept bt_fetestexcept
#ifdef __cplusplus
extern "C" {
#endif
int bt_feclearexcept(int excepts);
int bt_feraiseexcept(int excepts);
int bt_fetestexcept(int excepts);
#ifdef __cplusplus
}
#endif
#endif
