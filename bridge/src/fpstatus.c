/* Floating-point status flags in software: the flag word behind feraiseexcept/fetestexcept/
 * feclearexcept for C compiled with tools/build/numpy/fpstatus.h (numpy), since wasm keeps
 * none. Flags are raised only by explicit calls. One thread, so one word. */
#include "bt_internal.h"

static int fp_status;

BT_EXPORT int bt_feraiseexcept(int excepts) { fp_status |= excepts; return 0; }
BT_EXPORT int bt_fetestexcept(int excepts) { return fp_status & excepts; }
BT_EXPORT int bt_feclearexcept(int excepts) { fp_status &= ~excepts; return 0; }
