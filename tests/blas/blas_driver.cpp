// Runs BLAS cases through ATen's own declarations of the routines (aten_blas_decls.h, which
// tests/blas/check_blas.py extracts from the PyTorch source) against the library it is
// linked with, for check_blas.py to compare with native numpy.
//
// Usage: blas_driver CASES OUT. CASES is a sequence of records, each a Header then its three
// arrays a, b, c (lens[] elements of the routine's type: s float, d double, c and z complex);
// OUT gets, per record, the result (two doubles: the value of a dot, else 0) then b and c as
// they are after the call. Roles of the arrays: gemm A, B, C; gemv A, x, y; trsm A, -, B (in c,
// leading dimension ldc); axpy/copy/swap/dot x, y in b, c; scal x in c.
#include <complex>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include "aten_blas_decls.h"

struct Header {
  double alpha[2], beta[2];  // real, imaginary
  int32_t m, n, k, lda, ldb, ldc, incx, incy;
  int32_t lens[3];           // elements of a, b, c
  char name[8];              // e.g. "sgemm_", NUL-padded
  char chars[4];             // gemm: transa transb; gemv: trans; trsm: side uplo transa diag
};
static_assert(sizeof(Header) == 88, "the record layout check_blas.py writes");

typedef std::complex<float> cf;
typedef std::complex<double> cd;

static size_t elem_size(char t) { return t == 's' ? 4 : t == 'd' ? 8 : t == 'c' ? 8 : 16; }

int main(int argc, char** argv) {
  if (argc != 3) { std::fprintf(stderr, "usage: blas_driver CASES OUT\n"); return 2; }
  FILE* in = std::fopen(argv[1], "rb");
  FILE* out = std::fopen(argv[2], "wb");
  if (!in || !out) { std::perror("blas_driver"); return 2; }
  Header h;
  int count = 0;
  while (std::fread(&h, sizeof h, 1, in) == 1) {
    std::string name(h.name, strnlen(h.name, sizeof h.name));
    size_t es = elem_size(name[0]);
    std::vector<char> arr[3];
    for (int i = 0; i < 3; i++) {
      arr[i].resize(h.lens[i] * es + 16);
      if (h.lens[i] && std::fread(arr[i].data(), es, h.lens[i], in) != (size_t)h.lens[i]) { std::fprintf(stderr, "short read\n"); return 2; }
    }
    void *a = arr[0].data(), *b = arr[1].data(), *c = arr[2].data();
    float sa = (float)h.alpha[0], sb = (float)h.beta[0];
    double da = h.alpha[0], db = h.beta[0];
    cf ca(h.alpha[0], h.alpha[1]), cb(h.beta[0], h.beta[1]);
    cd za(h.alpha[0], h.alpha[1]), zb(h.beta[0], h.beta[1]);
    char* ch = h.chars;
    double result[2] = {0, 0};
    cf cr; cd zr;
    if (name == "sgemm_") sgemm_(&ch[0], &ch[1], &h.m, &h.n, &h.k, &sa, (float*)a, &h.lda, (float*)b, &h.ldb, &sb, (float*)c, &h.ldc);
    else if (name == "dgemm_") dgemm_(&ch[0], &ch[1], &h.m, &h.n, &h.k, &da, (double*)a, &h.lda, (double*)b, &h.ldb, &db, (double*)c, &h.ldc);
    else if (name == "cgemm_") cgemm_(&ch[0], &ch[1], &h.m, &h.n, &h.k, &ca, a, &h.lda, b, &h.ldb, &cb, c, &h.ldc);
    else if (name == "zgemm_") zgemm_(&ch[0], &ch[1], &h.m, &h.n, &h.k, &za, a, &h.lda, b, &h.ldb, &zb, c, &h.ldc);
    else if (name == "sgemv_") sgemv_(&ch[0], &h.m, &h.n, &sa, (float*)a, &h.lda, (float*)b, &h.incx, &sb, (float*)c, &h.incy);
    else if (name == "dgemv_") dgemv_(&ch[0], &h.m, &h.n, &da, (double*)a, &h.lda, (double*)b, &h.incx, &db, (double*)c, &h.incy);
    else if (name == "strsm_") strsm_(&ch[0], &ch[1], &ch[2], &ch[3], &h.m, &h.n, &sa, (float*)a, &h.lda, (float*)c, &h.ldc);
    else if (name == "dtrsm_") dtrsm_(&ch[0], &ch[1], &ch[2], &ch[3], &h.m, &h.n, &da, (double*)a, &h.lda, (double*)c, &h.ldc);
    else if (name == "ctrsm_") ctrsm_(&ch[0], &ch[1], &ch[2], &ch[3], &h.m, &h.n, &ca, (cf*)a, &h.lda, (cf*)c, &h.ldc);
    else if (name == "ztrsm_") ztrsm_(&ch[0], &ch[1], &ch[2], &ch[3], &h.m, &h.n, &za, (cd*)a, &h.lda, (cd*)c, &h.ldc);
    else if (name == "saxpy_") saxpy_(&h.n, &sa, (float*)b, &h.incx, (float*)c, &h.incy);
    else if (name == "daxpy_") daxpy_(&h.n, &da, (double*)b, &h.incx, (double*)c, &h.incy);
    else if (name == "caxpy_") caxpy_(&h.n, &ca, b, &h.incx, c, &h.incy);
    else if (name == "zaxpy_") zaxpy_(&h.n, &za, b, &h.incx, c, &h.incy);
    else if (name == "scopy_") scopy_(&h.n, (float*)b, &h.incx, (float*)c, &h.incy);
    else if (name == "dcopy_") dcopy_(&h.n, (double*)b, &h.incx, (double*)c, &h.incy);
    else if (name == "ccopy_") ccopy_(&h.n, b, &h.incx, c, &h.incy);
    else if (name == "zcopy_") zcopy_(&h.n, b, &h.incx, c, &h.incy);
    else if (name == "cswap_") cswap_(&h.n, b, &h.incx, c, &h.incy);
    else if (name == "sscal_") sscal_(&h.n, &sa, (float*)c, &h.incx);
    else if (name == "dscal_") dscal_(&h.n, &da, (double*)c, &h.incx);
    else if (name == "sdot_") result[0] = sdot_(&h.n, (float*)b, &h.incx, (float*)c, &h.incy);
    else if (name == "ddot_") result[0] = ddot_(&h.n, (double*)b, &h.incx, (double*)c, &h.incy);
    else if (name == "cdotu_") { cdotu_(&cr, &h.n, (cf*)b, &h.incx, (cf*)c, &h.incy); result[0] = cr.real(); result[1] = cr.imag(); }
    else if (name == "cdotc_") { cdotc_(&cr, &h.n, (cf*)b, &h.incx, (cf*)c, &h.incy); result[0] = cr.real(); result[1] = cr.imag(); }
    else if (name == "zdotu_") { zdotu_(&zr, &h.n, (cd*)b, &h.incx, (cd*)c, &h.incy); result[0] = zr.real(); result[1] = zr.imag(); }
    else if (name == "zdotc_") { zdotc_(&zr, &h.n, (cd*)b, &h.incx, (cd*)c, &h.incy); result[0] = zr.real(); result[1] = zr.imag(); }
    else { std::fprintf(stderr, "unknown routine %s\n", name.c_str()); return 2; }
    std::fwrite(result, sizeof result, 1, out);
    std::fwrite(b, es, h.lens[1], out);
    std::fwrite(c, es, h.lens[2], out);
    count++;
  }
  std::fclose(out);
  std::printf("blas_driver: ran %d cases\n", count);
  return 0;
}
