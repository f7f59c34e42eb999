/*
 * BryTorch include-path shim for <assert.h> (found before the Emscripten sysroot's).
 *
 * Why: musl declares __assert_fail(const char*, const char*, int, const char*), while
 * c10/macros/Macros.h re-declares it the glibc way (unsigned int line, noexcept) under
 * NDEBUG, which is a conflicting declaration in every c10 file. Both spellings have the same
 * wasm signature (i32 x4), so we hide musl's prototype and declare the glibc one; calls
 * still resolve to musl's __assert_fail at link time. No #include guard on purpose:
 * <assert.h> must be re-includable so NDEBUG changes take effect, like the real one.
 */
#define __assert_fail brytorch_musl_assert_fail_prototype
#include_next <assert.h>
#undef __assert_fail

#ifdef __cplusplus
extern "C" void __assert_fail(const char* assertion, const char* file, unsigned int line,
                              const char* function) noexcept __attribute__((__noreturn__));
#else
__attribute__((__noreturn__)) void __assert_fail(const char* assertion, const char* file,
                                                 unsigned int line, const char* function);
#endif
