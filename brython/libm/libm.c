/* libm.c -- BryTorch
 * The C library's pow, exp and log for Brython's float `**` and its math module
 * (brython/overlay/390-float-pow-exp-log-libm.js). They come from Emscripten's musl, whose pow,
 * exp and log are the algorithms glibc has used since 2.28: with them Python's float results
 * agree with CPython on Linux far more often than with V8's Math.pow/exp/log, and with the
 * float64 pow of ATen in the same wasm build (measured: brython/CHANGES.md).
 * tools/build/brython.sh compiles this file into a standalone wasm module of ~13 KB (no
 * imports) and writes it, base64, into out/brython/libm.js, which hosts load right before
 * the overlay (web/runtime/scripts.json). */
#include <math.h>

__attribute__((export_name("pow"))) double bt_libm_pow(double x, double y) { return pow(x, y); }
__attribute__((export_name("exp"))) double bt_libm_exp(double x) { return exp(x); }
__attribute__((export_name("log"))) double bt_libm_log(double x) { return log(x); }
