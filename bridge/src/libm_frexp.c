/* frexp and frexpf with glibc's answer for infinities and NaN: the value itself and an
 * exponent of 0. C leaves that exponent unspecified; Emscripten's libc (musl) returns without
 * writing it, so callers that store it unconditionally read whatever was there: ATen's
 * `torch.frexp` gave exponents such as 24 or 47439488 for inf/nan (native PyTorch and numpy:
 * 0), numpy's `np.frexp(nan)` 96, and test_ops' frexp reference tests failed on it. Every
 * module links the bridge, so these definitions come before libc's in each link. Finite
 * values are split exactly as C requires: x = m * 2**e with 0.5 <= |m| < 1, and 0 gives (0, 0);
 * subnormals are scaled into the normal range first. */
#include <stdint.h>
#include <string.h>

double frexp(double x, int *e) {
  uint64_t bits;
  memcpy(&bits, &x, sizeof bits);
  int biased = (int)(bits >> 52 & 0x7ff);
  if (biased == 0x7ff || x == 0) {   /* inf, nan, +-0: returned as they are, exponent 0 */
    *e = 0;
    return x;
  }
  int shift = 0;
  if (biased == 0) {   /* subnormal: scale by 2**64 into the normal range */
    x *= 18446744073709551616.0;
    memcpy(&bits, &x, sizeof bits);
    biased = (int)(bits >> 52 & 0x7ff);
    shift = 64;
  }
  *e = biased - 0x3fe - shift;
  bits = (bits & ~((uint64_t)0x7ff << 52)) | ((uint64_t)0x3fe << 52);   /* exponent of [0.5, 1) */
  memcpy(&x, &bits, sizeof bits);
  return x;
}

float frexpf(float x, int *e) {
  uint32_t bits;
  memcpy(&bits, &x, sizeof bits);
  int biased = (int)(bits >> 23 & 0xff);
  if (biased == 0xff || x == 0) {
    *e = 0;
    return x;
  }
  int shift = 0;
  if (biased == 0) {   /* subnormal: scale by 2**64 into the normal range */
    x *= 18446744073709551616.0f;
    memcpy(&bits, &x, sizeof bits);
    biased = (int)(bits >> 23 & 0xff);
    shift = 64;
  }
  *e = biased - 0x7e - shift;
  bits = (bits & ~((uint32_t)0xff << 23)) | ((uint32_t)0x7e << 23);
  memcpy(&x, &bits, sizeof bits);
  return x;
}
