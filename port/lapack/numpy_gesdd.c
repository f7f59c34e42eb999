// numpy's SVD through LAPACK 3.11's ?gesdd. numpy.linalg._umath_linalg calls lapack_lite's
// ?gesdd (LAPACK 3.2.2, named bt_numpy_?gesdd_), which passes a NaN norm on to ?lascl, whose
// xerbla raises "ValueError: On entry to DLASCL parameter number 5 had an illegal value";
// native numpy (OpenBLAS's LAPACK 3.11) gets INFO = -4 and raises LinAlgError("SVD did not
// converge"), which PyTorch's test_linalg test_cond expects. The torch link wraps those four
// names (-Wl,--wrap=bt_numpy_?gesdd_, bridge/builds/torch.txt), so numpy's calls land here;
// lapack_lite's own code never calls ?gesdd. Compiled with stage "lapack"'s names.h, so
// ?gesdd_ below is our translation, bt_lapack_?gesdd_.
#include "f2c.h"

int sgesdd_(char *jobz, integer *m, integer *n, real *a, integer *lda, real *s, real *u, integer *ldu, real *vt,
            integer *ldvt, real *work, integer *lwork, integer *iwork, integer *info);
int dgesdd_(char *jobz, integer *m, integer *n, doublereal *a, integer *lda, doublereal *s, doublereal *u,
            integer *ldu, doublereal *vt, integer *ldvt, doublereal *work, integer *lwork, integer *iwork,
            integer *info);
int cgesdd_(char *jobz, integer *m, integer *n, singlecomplex *a, integer *lda, real *s, singlecomplex *u,
            integer *ldu, singlecomplex *vt, integer *ldvt, singlecomplex *work, integer *lwork, real *rwork,
            integer *iwork, integer *info);
int zgesdd_(char *jobz, integer *m, integer *n, doublecomplex *a, integer *lda, doublereal *s, doublecomplex *u,
            integer *ldu, doublecomplex *vt, integer *ldvt, doublecomplex *work, integer *lwork, doublereal *rwork,
            integer *iwork, integer *info);

int __wrap_bt_numpy_sgesdd_(char *jobz, integer *m, integer *n, real *a, integer *lda, real *s, real *u, integer *ldu,
                            real *vt, integer *ldvt, real *work, integer *lwork, integer *iwork, integer *info) {
  return sgesdd_(jobz, m, n, a, lda, s, u, ldu, vt, ldvt, work, lwork, iwork, info);
}
int __wrap_bt_numpy_dgesdd_(char *jobz, integer *m, integer *n, doublereal *a, integer *lda, doublereal *s,
                            doublereal *u, integer *ldu, doublereal *vt, integer *ldvt, doublereal *work,
                            integer *lwork, integer *iwork, integer *info) {
  return dgesdd_(jobz, m, n, a, lda, s, u, ldu, vt, ldvt, work, lwork, iwork, info);
}
int __wrap_bt_numpy_cgesdd_(char *jobz, integer *m, integer *n, singlecomplex *a, integer *lda, real *s,
                            singlecomplex *u, integer *ldu, singlecomplex *vt, integer *ldvt, singlecomplex *work,
                            integer *lwork, real *rwork, integer *iwork, integer *info) {
  return cgesdd_(jobz, m, n, a, lda, s, u, ldu, vt, ldvt, work, lwork, rwork, iwork, info);
}
int __wrap_bt_numpy_zgesdd_(char *jobz, integer *m, integer *n, doublecomplex *a, integer *lda, doublereal *s,
                            doublecomplex *u, integer *ldu, doublecomplex *vt, integer *ldvt, doublecomplex *work,
                            integer *lwork, doublereal *rwork, integer *iwork, integer *info) {
  return zgesdd_(jobz, m, n, a, lda, s, u, ldu, vt, ldvt, work, lwork, rwork, iwork, info);
}
