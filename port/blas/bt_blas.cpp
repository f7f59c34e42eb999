// The BLAS routines ATen calls, with ATen's own prototypes, over Eigen 3.4's BLAS.
//
// ATen (built with USE_BLAS, BLAS=Generic) declares every routine it calls `extern "C" void`
// (aten/src/ATen/native/CPUBlas.cpp, BlasKernel.cpp, BatchLinearAlgebra.cpp), except sdot_
// (float: AT_BLAS_F2C is 0) and ddot_ (double). Eigen's BLAS returns `int` from each of them.
// In wasm a call through a signature other than the definition's traps at run time; wasm-ld
// only warns. So tools/build/blas.sh compiles Eigen's BLAS with every name prefixed
// (sgemm_ -> bt_eigen_sgemm_) and this file defines the names ATen uses, each calling Eigen.
// The blas tier check links ATen's declarations, read from the PyTorch source, against this
// library and requires no signature mismatch.
//
// Zero increments: the reference BLAS reads x[0] (or updates y[0]) n times when incx (incy)
// is 0, and ATen passes a tensor's stride, which is 0 for an expanded tensor
// (torch.dot(x.expand(n), y)). Eigen's dot, dotu/dotc, axpy and swap do nothing for a zero
// increment (dotu/dotc leave the result unset), so those cases run a plain loop here.
// scal does nothing for incx <= 0, as in the reference BLAS (Eigen would use |incx|).
#include <complex>

typedef std::complex<float> cfloat;
typedef std::complex<double> cdouble;

// Eigen's entry points (Eigen/src/misc/blas.h, renamed by the blas stage).
extern "C" {
int bt_eigen_sgemm_(const char*, const char*, const int*, const int*, const int*, const float*, const float*, const int*, const float*, const int*, const float*, float*, const int*);
int bt_eigen_dgemm_(const char*, const char*, const int*, const int*, const int*, const double*, const double*, const int*, const double*, const int*, const double*, double*, const int*);
int bt_eigen_cgemm_(const char*, const char*, const int*, const int*, const int*, const float*, const float*, const int*, const float*, const int*, const float*, float*, const int*);
int bt_eigen_zgemm_(const char*, const char*, const int*, const int*, const int*, const double*, const double*, const int*, const double*, const int*, const double*, double*, const int*);
int bt_eigen_sgemv_(const char*, const int*, const int*, const float*, const float*, const int*, const float*, const int*, const float*, float*, const int*);
int bt_eigen_dgemv_(const char*, const int*, const int*, const double*, const double*, const int*, const double*, const int*, const double*, double*, const int*);
int bt_eigen_strsm_(const char*, const char*, const char*, const char*, const int*, const int*, const float*, const float*, const int*, float*, const int*);
int bt_eigen_dtrsm_(const char*, const char*, const char*, const char*, const int*, const int*, const double*, const double*, const int*, double*, const int*);
int bt_eigen_ctrsm_(const char*, const char*, const char*, const char*, const int*, const int*, const float*, const float*, const int*, float*, const int*);
int bt_eigen_ztrsm_(const char*, const char*, const char*, const char*, const int*, const int*, const double*, const double*, const int*, double*, const int*);
int bt_eigen_saxpy_(const int*, const float*, const float*, const int*, float*, const int*);
int bt_eigen_daxpy_(const int*, const double*, const double*, const int*, double*, const int*);
int bt_eigen_caxpy_(const int*, const float*, const float*, const int*, float*, const int*);
int bt_eigen_zaxpy_(const int*, const double*, const double*, const int*, double*, const int*);
int bt_eigen_scopy_(int*, float*, int*, float*, int*);
int bt_eigen_dcopy_(int*, double*, int*, double*, int*);
int bt_eigen_ccopy_(int*, float*, int*, float*, int*);
int bt_eigen_zcopy_(int*, double*, int*, double*, int*);
int bt_eigen_cswap_(int*, float*, int*, float*, int*);
int bt_eigen_sscal_(int*, float*, float*, int*);
int bt_eigen_dscal_(int*, double*, double*, int*);
float bt_eigen_sdot_(int*, float*, int*, float*, int*);
double bt_eigen_ddot_(int*, double*, int*, double*, int*);
int bt_eigen_cdotuw_(int*, float*, int*, float*, int*, float*);
int bt_eigen_cdotcw_(int*, float*, int*, float*, int*, float*);
int bt_eigen_zdotuw_(int*, double*, int*, double*, int*, double*);
int bt_eigen_zdotcw_(int*, double*, int*, double*, int*, double*);
}

namespace {

// Index of the i-th of n elements at increment inc, as the reference BLAS walks them
// (a negative increment starts from the far end).
inline long at(int i, int n, int inc) { return inc >= 0 ? (long)i * inc : (long)(n - 1 - i) * -inc; }

template <typename T> T conj_if(T v, bool c) { return v; }
template <typename R> std::complex<R> conj_if(std::complex<R> v, bool c) { return c ? std::conj(v) : v; }

// The zero-increment cases of dot (conjugating x for dotc), axpy and swap.
template <typename T> T dot_loop(int n, const T* x, int incx, const T* y, int incy, bool conj) {
  T sum = T(0);
  for (int i = 0; i < n; i++) sum += conj_if(x[at(i, n, incx)], conj) * y[at(i, n, incy)];
  return sum;
}
template <typename T> void axpy_loop(int n, T a, const T* x, int incx, T* y, int incy) {
  for (int i = 0; i < n; i++) y[at(i, n, incy)] += a * x[at(i, n, incx)];
}
template <typename T> void swap_loop(int n, T* x, int incx, T* y, int incy) {
  for (int i = 0; i < n; i++) { T t = x[at(i, n, incx)]; x[at(i, n, incx)] = y[at(i, n, incy)]; y[at(i, n, incy)] = t; }
}

}  // namespace

extern "C" {

// Level 3 (CPUBlas.cpp: gemm; BatchLinearAlgebra.cpp: trsm).
void sgemm_(char* transa, char* transb, int* m, int* n, int* k, float* alpha, const float* a, int* lda, const float* b, int* ldb, float* beta, float* c, int* ldc) {
  bt_eigen_sgemm_(transa, transb, m, n, k, alpha, a, lda, b, ldb, beta, c, ldc);
}
void dgemm_(char* transa, char* transb, int* m, int* n, int* k, double* alpha, const double* a, int* lda, const double* b, int* ldb, double* beta, double* c, int* ldc) {
  bt_eigen_dgemm_(transa, transb, m, n, k, alpha, a, lda, b, ldb, beta, c, ldc);
}
void cgemm_(char* transa, char* transb, int* m, int* n, int* k, void* alpha, const void* a, int* lda, const void* b, int* ldb, void* beta, void* c, int* ldc) {
  bt_eigen_cgemm_(transa, transb, m, n, k, (const float*)alpha, (const float*)a, lda, (const float*)b, ldb, (const float*)beta, (float*)c, ldc);
}
void zgemm_(char* transa, char* transb, int* m, int* n, int* k, void* alpha, const void* a, int* lda, const void* b, int* ldb, void* beta, void* c, int* ldc) {
  bt_eigen_zgemm_(transa, transb, m, n, k, (const double*)alpha, (const double*)a, lda, (const double*)b, ldb, (const double*)beta, (double*)c, ldc);
}
void strsm_(char* side, char* uplo, char* trans, char* diag, int* m, int* n, float* alpha, float* a, int* lda, float* b, int* ldb) {
  bt_eigen_strsm_(side, uplo, trans, diag, m, n, alpha, a, lda, b, ldb);
}
void dtrsm_(char* side, char* uplo, char* trans, char* diag, int* m, int* n, double* alpha, double* a, int* lda, double* b, int* ldb) {
  bt_eigen_dtrsm_(side, uplo, trans, diag, m, n, alpha, a, lda, b, ldb);
}
void ctrsm_(char* side, char* uplo, char* trans, char* diag, int* m, int* n, cfloat* alpha, cfloat* a, int* lda, cfloat* b, int* ldb) {
  bt_eigen_ctrsm_(side, uplo, trans, diag, m, n, (float*)alpha, (float*)a, lda, (float*)b, ldb);
}
void ztrsm_(char* side, char* uplo, char* trans, char* diag, int* m, int* n, cdouble* alpha, cdouble* a, int* lda, cdouble* b, int* ldb) {
  bt_eigen_ztrsm_(side, uplo, trans, diag, m, n, (double*)alpha, (double*)a, lda, (double*)b, ldb);
}

// Level 2 (BlasKernel.cpp).
void sgemv_(char* trans, int* m, int* n, float* alpha, float* a, int* lda, float* x, int* incx, float* beta, float* y, int* incy) {
  bt_eigen_sgemv_(trans, m, n, alpha, a, lda, x, incx, beta, y, incy);
}
void dgemv_(char* trans, int* m, int* n, double* alpha, double* a, int* lda, double* x, int* incx, double* beta, double* y, int* incy) {
  bt_eigen_dgemv_(trans, m, n, alpha, a, lda, x, incx, beta, y, incy);
}

// Level 1 (CPUBlas.cpp: axpy, copy, swap; BlasKernel.cpp: dot, scal).
void saxpy_(int* n, float* a, const float* x, int* incx, float* y, int* incy) {
  if (*n > 0 && (*incx == 0 || *incy == 0)) axpy_loop(*n, *a, x, *incx, y, *incy);
  else bt_eigen_saxpy_(n, a, x, incx, y, incy);
}
void daxpy_(int* n, double* a, const double* x, int* incx, double* y, int* incy) {
  if (*n > 0 && (*incx == 0 || *incy == 0)) axpy_loop(*n, *a, x, *incx, y, *incy);
  else bt_eigen_daxpy_(n, a, x, incx, y, incy);
}
void caxpy_(int* n, void* a, const void* x, int* incx, void* y, int* incy) {
  if (*n > 0 && (*incx == 0 || *incy == 0)) axpy_loop(*n, *(cfloat*)a, (const cfloat*)x, *incx, (cfloat*)y, *incy);
  else bt_eigen_caxpy_(n, (const float*)a, (const float*)x, incx, (float*)y, incy);
}
void zaxpy_(int* n, void* a, const void* x, int* incx, void* y, int* incy) {
  if (*n > 0 && (*incx == 0 || *incy == 0)) axpy_loop(*n, *(cdouble*)a, (const cdouble*)x, *incx, (cdouble*)y, *incy);
  else bt_eigen_zaxpy_(n, (const double*)a, (const double*)x, incx, (double*)y, incy);
}
void scopy_(int* n, const float* x, int* incx, float* y, int* incy) {
  bt_eigen_scopy_(n, (float*)x, incx, y, incy);
}
void dcopy_(int* n, const double* x, int* incx, double* y, int* incy) {
  bt_eigen_dcopy_(n, (double*)x, incx, y, incy);
}
void ccopy_(int* n, const void* x, int* incx, void* y, int* incy) {
  bt_eigen_ccopy_(n, (float*)x, incx, (float*)y, incy);
}
void zcopy_(int* n, const void* x, int* incx, void* y, int* incy) {
  bt_eigen_zcopy_(n, (double*)x, incx, (double*)y, incy);
}
void cswap_(int* n, const void* x, int* incx, void* y, int* incy) {
  if (*n > 0 && (*incx == 0 || *incy == 0)) swap_loop(*n, (cfloat*)x, *incx, (cfloat*)y, *incy);
  else bt_eigen_cswap_(n, (float*)x, incx, (float*)y, incy);
}
void sscal_(int* n, float* a, float* x, int* incx) {
  if (*incx > 0) bt_eigen_sscal_(n, a, x, incx);
}
void dscal_(int* n, double* a, double* x, int* incx) {
  if (*incx > 0) bt_eigen_dscal_(n, a, x, incx);
}
float sdot_(int* n, float* x, int* incx, float* y, int* incy) {
  if (*n > 0 && (*incx == 0 || *incy == 0)) return dot_loop(*n, x, *incx, y, *incy, false);
  return bt_eigen_sdot_(n, x, incx, y, incy);
}
double ddot_(int* n, double* x, int* incx, double* y, int* incy) {
  if (*n > 0 && (*incx == 0 || *incy == 0)) return dot_loop(*n, x, *incx, y, *incy, false);
  return bt_eigen_ddot_(n, x, incx, y, incy);
}
// The complex dots return through their first argument (ATen's declaration, AT_BLAS_F2C 0).
void cdotu_(cfloat* res, int* n, cfloat* x, int* incx, cfloat* y, int* incy) {
  if (*n > 0 && (*incx == 0 || *incy == 0)) *res = dot_loop(*n, x, *incx, y, *incy, false);
  else bt_eigen_cdotuw_(n, (float*)x, incx, (float*)y, incy, (float*)res);
}
void cdotc_(cfloat* res, int* n, cfloat* x, int* incx, cfloat* y, int* incy) {
  if (*n > 0 && (*incx == 0 || *incy == 0)) *res = dot_loop(*n, x, *incx, y, *incy, true);
  else bt_eigen_cdotcw_(n, (float*)x, incx, (float*)y, incy, (float*)res);
}
void zdotu_(cdouble* res, int* n, cdouble* x, int* incx, cdouble* y, int* incy) {
  if (*n > 0 && (*incx == 0 || *incy == 0)) *res = dot_loop(*n, x, *incx, y, *incy, false);
  else bt_eigen_zdotuw_(n, (double*)x, incx, (double*)y, incy, (double*)res);
}
void zdotc_(cdouble* res, int* n, cdouble* x, int* incx, cdouble* y, int* incy) {
  if (*n > 0 && (*incx == 0 || *incy == 0)) *res = dot_loop(*n, x, *incx, y, *incy, true);
  else bt_eigen_zdotcw_(n, (double*)x, incx, (double*)y, incy, (double*)res);
}

}  // extern "C"
