/* pyfpe.h -- BryTorch
 * Floating-point exception guards of old CPython: no-ops since 3.7, and here too. */
#ifndef BT_PYFPE_H
#define BT_PYFPE_H
#define PyFPE_START_PROTECT(err_string, leave_stmt)
#define PyFPE_END_PROTECT(v)
#endif /* BT_PYFPE_H */
