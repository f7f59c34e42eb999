// Runs LAPACK cases through ATen's own declarations of the routines (aten_lapack_decls.h, which
// tests/lapack/check_lapack.py extracts from the PyTorch source) against the library it is
// linked with (stage "lapack" + numpy's lapack_lite), for check_lapack.py to compare with
// native numpy.
//
// Usage: lapack_driver CASES OUT. CASES is text, one case per line:
//   FAMILY TYPE M N NRHS a... b...
// with A (M x N) and B (M x NRHS) column-major, a complex value as two numbers (real, imag).
// OUT gets one line per result: "INDEX KEY COUNT values..." (complex values as pairs), and
// "INDEX info ROUTINE VALUE" for every call's info.
#include <complex>
#include <cstdio>
#include <cstring>
#include <string>
#include <type_traits>
#include <vector>

#include "aten_lapack_decls.h"

typedef std::complex<float> cf;
typedef std::complex<double> cd;
template <class T> struct is_cplx : std::false_type {};
template <class T> struct is_cplx<std::complex<T>> : std::true_type {};
template <class T> struct real_of { typedef T type; };
template <class T> struct real_of<std::complex<T>> { typedef T type; };

// One overload per scalar type for the routines whose other arguments do not depend on it:
// BY_TYPE(name, P, A, s, d, c, z) defines name(P(T)) calling the routine of T's letter with A.
#define BY_TYPE(fn, P, A, s, d, c, z)  \
  static void fn P(float) { s A; }      \
  static void fn P(double) { d A; }     \
  static void fn P(cf) { c A; }         \
  static void fn P(cd) { z A; }
#define P_GETRF(T) (int *m, int *n, T *a, int *lda, int *ipiv, int *info)
#define A_GETRF (m, n, a, lda, ipiv, info)
#define P_GETRS(T) (char *tr, int *n, int *nrhs, T *a, int *lda, int *ipiv, T *b, int *ldb, int *info)
#define A_GETRS (tr, n, nrhs, a, lda, ipiv, b, ldb, info)
#define P_POTRF(T) (char *uplo, int *n, T *a, int *lda, int *info)
#define A_POTRF (uplo, n, a, lda, info)
#define P_POTRS(T) (char *uplo, int *n, int *nrhs, T *a, int *lda, T *b, int *ldb, int *info)
#define A_POTRS (uplo, n, nrhs, a, lda, b, ldb, info)
#define P_GEQRF(T) (int *m, int *n, T *a, int *lda, T *tau, T *work, int *lwork, int *info)
#define A_GEQRF (m, n, a, lda, tau, work, lwork, info)
#define P_ORGQR(T) (int *m, int *n, int *k, T *a, int *lda, T *tau, T *work, int *lwork, int *info)
#define A_ORGQR (m, n, k, a, lda, tau, work, lwork, info)
#define P_ORMQR(T) (char *side, char *tr, int *m, int *n, int *k, T *a, int *lda, T *tau, T *c, int *ldc, T *work, int *lwork, int *info)
#define A_ORMQR (side, tr, m, n, k, a, lda, tau, c, ldc, work, lwork, info)
#define P_SYTRF(T) (char *uplo, int *n, T *a, int *lda, int *ipiv, T *work, int *lwork, int *info)
#define A_SYTRF (uplo, n, a, lda, ipiv, work, lwork, info)
#define P_SYTRS(T) (char *uplo, int *n, int *nrhs, T *a, int *lda, int *ipiv, T *b, int *ldb, int *info)
#define A_SYTRS (uplo, n, nrhs, a, lda, ipiv, b, ldb, info)
#define P_GELS(T) (char *tr, int *m, int *n, int *nrhs, T *a, int *lda, T *b, int *ldb, T *work, int *lwork, int *info)
#define A_GELS (tr, m, n, nrhs, a, lda, b, ldb, work, lwork, info)
BY_TYPE(getrf, P_GETRF, A_GETRF, sgetrf_, dgetrf_, cgetrf_, zgetrf_)
BY_TYPE(getrs, P_GETRS, A_GETRS, sgetrs_, dgetrs_, cgetrs_, zgetrs_)
BY_TYPE(potrf, P_POTRF, A_POTRF, spotrf_, dpotrf_, cpotrf_, zpotrf_)
BY_TYPE(potri, P_POTRF, A_POTRF, spotri_, dpotri_, cpotri_, zpotri_)
BY_TYPE(potrs, P_POTRS, A_POTRS, spotrs_, dpotrs_, cpotrs_, zpotrs_)
BY_TYPE(geqrf, P_GEQRF, A_GEQRF, sgeqrf_, dgeqrf_, cgeqrf_, zgeqrf_)
BY_TYPE(orgqr, P_ORGQR, A_ORGQR, sorgqr_, dorgqr_, cungqr_, zungqr_)
BY_TYPE(ormqr, P_ORMQR, A_ORMQR, sormqr_, dormqr_, cunmqr_, zunmqr_)
BY_TYPE(sytrf, P_SYTRF, A_SYTRF, ssytrf_, dsytrf_, csytrf_, zsytrf_)
static void hetrf P_SYTRF(cf) { chetrf_ A_SYTRF; }
static void hetrf P_SYTRF(cd) { zhetrf_ A_SYTRF; }
BY_TYPE(sytrs, P_SYTRS, A_SYTRS, ssytrs_, dsytrs_, csytrs_, zsytrs_)
static void hetrs P_SYTRS(cf) { chetrs_ A_SYTRS; }
static void hetrs P_SYTRS(cd) { zhetrs_ A_SYTRS; }
BY_TYPE(gels, P_GELS, A_GELS, sgels_, dgels_, cgels_, zgels_)

// Routines whose arguments differ between real and complex types: the complex ones take a
// real workspace (rwork) and return complex eigenvalues in one array.
template <class R> struct Real;  // R: float or double; S: its complex
#define REAL_FAMILY(R, S, re, cx)                                                                                  \
  template <> struct Real<R> {                                                                                         \
    static void syevd(char *jz, char *up, int *n, R *a, int *lda, R *w, R *work, int *lw, int *iw, int *liw, int *info) { re##syevd_(jz, up, n, a, lda, w, work, lw, iw, liw, info); } \
    static void heevd(char *jz, char *up, int *n, S *a, int *lda, R *w, S *work, int *lw, R *rw, int *lrw, int *iw, int *liw, int *info) { cx##heevd_(jz, up, n, a, lda, w, work, lw, rw, lrw, iw, liw, info); } \
    static void geev(char *l, char *r, int *n, R *a, int *lda, R *wr, R *wi, R *vl, int *ldvl, R *vr, int *ldvr, R *work, int *lw, int *info) { re##geev_(l, r, n, a, lda, wr, wi, vl, ldvl, vr, ldvr, work, lw, info); } \
    static void geev(char *l, char *r, int *n, S *a, int *lda, S *w, S *vl, int *ldvl, S *vr, int *ldvr, S *work, int *lw, R *rw, int *info) { cx##geev_(l, r, n, a, lda, w, vl, ldvl, vr, ldvr, work, lw, rw, info); } \
    static void gesdd(char *jz, int *m, int *n, R *a, int *lda, R *s_, R *u, int *ldu, R *vt, int *ldvt, R *work, int *lw, int *iw, int *info) { re##gesdd_(jz, m, n, a, lda, s_, u, ldu, vt, ldvt, work, lw, iw, info); } \
    static void gesdd(char *jz, int *m, int *n, S *a, int *lda, R *s_, S *u, int *ldu, S *vt, int *ldvt, S *work, int *lw, R *rw, int *iw, int *info) { cx##gesdd_(jz, m, n, a, lda, s_, u, ldu, vt, ldvt, work, lw, rw, iw, info); } \
    static void gelsd(int *m, int *n, int *nr, R *a, int *lda, R *b, int *ldb, R *s_, R *rc, int *rk, R *work, int *lw, int *iw, int *info) { re##gelsd_(m, n, nr, a, lda, b, ldb, s_, rc, rk, work, lw, iw, info); } \
    static void gelsd(int *m, int *n, int *nr, S *a, int *lda, S *b, int *ldb, R *s_, R *rc, int *rk, S *work, int *lw, R *rw, int *iw, int *info) { cx##gelsd_(m, n, nr, a, lda, b, ldb, s_, rc, rk, work, lw, rw, iw, info); } \
    static void gelss(int *m, int *n, int *nr, R *a, int *lda, R *b, int *ldb, R *s_, R *rc, int *rk, R *work, int *lw, int *info) { re##gelss_(m, n, nr, a, lda, b, ldb, s_, rc, rk, work, lw, info); } \
    static void gelss(int *m, int *n, int *nr, S *a, int *lda, S *b, int *ldb, R *s_, R *rc, int *rk, S *work, int *lw, R *rw, int *info) { cx##gelss_(m, n, nr, a, lda, b, ldb, s_, rc, rk, work, lw, rw, info); } \
    static void gelsy(int *m, int *n, int *nr, R *a, int *lda, R *b, int *ldb, int *jp, R *rc, int *rk, R *work, int *lw, int *info) { re##gelsy_(m, n, nr, a, lda, b, ldb, jp, rc, rk, work, lw, info); } \
    static void gelsy(int *m, int *n, int *nr, S *a, int *lda, S *b, int *ldb, int *jp, R *rc, int *rk, S *work, int *lw, R *rw, int *info) { cx##gelsy_(m, n, nr, a, lda, b, ldb, jp, rc, rk, work, lw, rw, info); } \
  };
REAL_FAMILY(float, cf, s, c)
REAL_FAMILY(double, cd, d, z)

static FILE *out;
static int case_index;

template <class T> static void emit(const char *key, const std::vector<T> &v, size_t count) {
  std::fprintf(out, "%d %s %zu", case_index, key, count);
  for (size_t i = 0; i < count; i++) {
    if constexpr (is_cplx<T>::value) std::fprintf(out, " %.17g %.17g", (double)v[i].real(), (double)v[i].imag());
    else std::fprintf(out, " %.17g", (double)v[i]);
  }
  std::fprintf(out, "\n");
}
static void info_of(const char *routine, int info) { std::fprintf(out, "%d info %s %d\n", case_index, routine, info); }

template <class T> static void run(const std::string &fam, int m, int n, int nrhs, std::vector<T> a0, std::vector<T> b0) {
  typedef typename real_of<T>::type R;
  const bool cplx = is_cplx<T>::value;
  int info = 0, lda = m, ldb = m, lwork = 1 << 16, one = 1;  // workspaces big enough for every case
  std::vector<T> a = a0, b = b0, work(lwork), tau(n);
  std::vector<R> rwork(1 << 16), s(n), w(n);
  std::vector<int> ipiv(n), iwork(1 << 14), jpvt(n);
  char N = 'N', U = 'U', V = 'V', S = 'S', L = 'L', TC = cplx ? 'C' : 'T';
  int liwork = 1 << 14, lrwork = 1 << 16;
  if (fam == "lu") {          // A x = B
    getrf(&m, &n, a.data(), &lda, ipiv.data(), &info); info_of("getrf", info);
    getrs(&N, &n, &nrhs, a.data(), &lda, ipiv.data(), b.data(), &ldb, &info); info_of("getrs", info);
    emit("x", b, (size_t)n * nrhs);
  } else if (fam == "cholesky") {  // A Hermitian positive definite: x, then inv(A) (upper triangle)
    potrf(&U, &n, a.data(), &lda, &info); info_of("potrf", info);
    potrs(&U, &n, &nrhs, a.data(), &lda, b.data(), &ldb, &info); info_of("potrs", info);
    emit("x", b, (size_t)n * nrhs);
    potri(&U, &n, a.data(), &lda, &info); info_of("potri", info);
    emit("inv_upper", a, (size_t)n * n);
  } else if (fam == "qr") {   // Q (m x n), then Q^H B
    geqrf(&m, &n, a.data(), &lda, tau.data(), work.data(), &lwork, &info); info_of("geqrf", info);
    std::vector<T> q = a;
    ormqr(&L, &TC, &m, &nrhs, &n, a.data(), &lda, tau.data(), b.data(), &ldb, work.data(), &lwork, &info); info_of("ormqr", info);
    emit("qhb", b, (size_t)m * nrhs);
    orgqr(&m, &n, &n, q.data(), &lda, tau.data(), work.data(), &lwork, &info); info_of("orgqr", info);
    emit("q", q, (size_t)m * n);
  } else if (fam == "ldl_sym" || fam == "ldl_herm") {  // A symmetric (or Hermitian) indefinite: x
    std::vector<T> lw(64 * n + 64);
    int lwl = (int)lw.size();
    if constexpr (is_cplx<T>::value) {
      if (fam == "ldl_herm") {
        hetrf(&L, &n, a.data(), &lda, ipiv.data(), lw.data(), &lwl, &info); info_of("hetrf", info);
        hetrs(&L, &n, &nrhs, a.data(), &lda, ipiv.data(), b.data(), &ldb, &info); info_of("hetrs", info);
        emit("x", b, (size_t)n * nrhs);
        return;
      }
    }
    sytrf(&L, &n, a.data(), &lda, ipiv.data(), lw.data(), &lwl, &info); info_of("sytrf", info);
    sytrs(&L, &n, &nrhs, a.data(), &lda, ipiv.data(), b.data(), &ldb, &info); info_of("sytrs", info);
    emit("x", b, (size_t)n * nrhs);
  } else if (fam == "lstsq") {  // the four drivers on the same overdetermined, full-rank problem
    R rcond = -1;
    int rank = 0;
    gels(&N, &m, &n, &nrhs, a.data(), &lda, b.data(), &ldb, work.data(), &lwork, &info); info_of("gels", info);
    emit("gels", b, (size_t)m * nrhs);  // x is in the first n rows of each column (ldb = m)
    a = a0; b = b0;
    if constexpr (is_cplx<T>::value) Real<R>::gelsd(&m, &n, &nrhs, a.data(), &lda, b.data(), &ldb, s.data(), &rcond, &rank, work.data(), &lwork, rwork.data(), iwork.data(), &info);
    else Real<R>::gelsd(&m, &n, &nrhs, a.data(), &lda, b.data(), &ldb, s.data(), &rcond, &rank, work.data(), &lwork, iwork.data(), &info);
    info_of("gelsd", info); emit("gelsd", b, (size_t)m * nrhs); emit("gelsd_s", s, n);
    a = a0; b = b0;
    if constexpr (is_cplx<T>::value) Real<R>::gelss(&m, &n, &nrhs, a.data(), &lda, b.data(), &ldb, s.data(), &rcond, &rank, work.data(), &lwork, rwork.data(), &info);
    else Real<R>::gelss(&m, &n, &nrhs, a.data(), &lda, b.data(), &ldb, s.data(), &rcond, &rank, work.data(), &lwork, &info);
    info_of("gelss", info); emit("gelss", b, (size_t)m * nrhs); emit("gelss_s", s, n);
    a = a0; b = b0;
    R rc = (R)1e-5;
    for (auto &j : jpvt) j = 0;
    if constexpr (is_cplx<T>::value) Real<R>::gelsy(&m, &n, &nrhs, a.data(), &lda, b.data(), &ldb, jpvt.data(), &rc, &rank, work.data(), &lwork, rwork.data(), &info);
    else Real<R>::gelsy(&m, &n, &nrhs, a.data(), &lda, b.data(), &ldb, jpvt.data(), &rc, &rank, work.data(), &lwork, &info);
    info_of("gelsy", info); emit("gelsy", b, (size_t)m * nrhs);
    std::vector<R> rk(1, (R)rank); emit("gelsy_rank", rk, 1);
  } else if (fam == "eigh") {  // eigenvalues (ascending) and eigenvectors of a Hermitian A
    if constexpr (is_cplx<T>::value) Real<R>::heevd(&V, &L, &n, a.data(), &lda, w.data(), work.data(), &lwork, rwork.data(), &lrwork, iwork.data(), &liwork, &info);
    else Real<R>::syevd(&V, &L, &n, a.data(), &lda, w.data(), work.data(), &lwork, iwork.data(), &liwork, &info);
    info_of("syevd", info); emit("w", w, n); emit("v", a, (size_t)n * n);
  } else if (fam == "eig") {   // eigenvalues of a general A (complex)
    std::vector<std::complex<R>> wc(n);
    if constexpr (is_cplx<T>::value) {
      Real<R>::geev(&N, &N, &n, a.data(), &lda, wc.data(), nullptr, &one, nullptr, &one, work.data(), &lwork, rwork.data(), &info);
    } else {
      std::vector<R> wr(n), wi(n);
      Real<R>::geev(&N, &N, &n, a.data(), &lda, wr.data(), wi.data(), nullptr, &one, nullptr, &one, work.data(), &lwork, &info);
      for (int i = 0; i < n; i++) wc[i] = std::complex<R>(wr[i], wi[i]);
    }
    info_of("geev", info); emit("w", wc, n);
  } else if (fam == "svd" || fam == "svd_nan") {   // thin SVD: s, U (m x k), Vh (k x n)
    int k = m < n ? m : n;
    std::vector<T> u((size_t)m * k), vt((size_t)k * n);
    if constexpr (is_cplx<T>::value) Real<R>::gesdd(&S, &m, &n, a.data(), &lda, s.data(), u.data(), &m, vt.data(), &k, work.data(), &lwork, rwork.data(), iwork.data(), &info);
    else Real<R>::gesdd(&S, &m, &n, a.data(), &lda, s.data(), u.data(), &m, vt.data(), &k, work.data(), &lwork, iwork.data(), &info);
    info_of("gesdd", info); emit("s", s, k); emit("u", u, (size_t)m * k); emit("vh", vt, (size_t)k * n);
  } else {
    std::fprintf(stderr, "unknown family %s\n", fam.c_str());
    std::exit(2);
  }
}

template <class T> static std::vector<T> read_values(FILE *in, size_t count) {
  std::vector<T> v(count);
  for (size_t i = 0; i < count; i++) {
    double re = 0, im = 0;
    if (std::fscanf(in, "%lf", &re) != 1) { std::fprintf(stderr, "short case\n"); std::exit(2); }
    if constexpr (is_cplx<T>::value) {
      if (std::fscanf(in, "%lf", &im) != 1) { std::fprintf(stderr, "short case\n"); std::exit(2); }
      v[i] = T((typename T::value_type)re, (typename T::value_type)im);
    } else {
      v[i] = (T)re;
    }
  }
  return v;
}

template <class T> static void one_case(FILE *in, const std::string &fam, int m, int n, int nrhs) {
  std::vector<T> a = read_values<T>(in, (size_t)m * n), b = read_values<T>(in, (size_t)m * nrhs);
  run<T>(fam, m, n, nrhs, a, b);
}

int main(int argc, char **argv) {
  if (argc != 3) { std::fprintf(stderr, "usage: lapack_driver CASES OUT\n"); return 2; }
  FILE *in = std::fopen(argv[1], "r");
  out = std::fopen(argv[2], "w");
  if (!in || !out) { std::perror("lapack_driver"); return 2; }
  char fam[32], type[4];
  int m, n, nrhs;
  while (std::fscanf(in, "%31s %3s %d %d %d", fam, type, &m, &n, &nrhs) == 5) {
    switch (type[0]) {
      case 's': one_case<float>(in, fam, m, n, nrhs); break;
      case 'd': one_case<double>(in, fam, m, n, nrhs); break;
      case 'c': one_case<cf>(in, fam, m, n, nrhs); break;
      case 'z': one_case<cd>(in, fam, m, n, nrhs); break;
      default: std::fprintf(stderr, "unknown type %s\n", type); return 2;
    }
    case_index++;
  }
  std::fclose(out);
  std::printf("%d cases\n", case_index);
  return 0;
}
