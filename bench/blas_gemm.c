/* The blas benchmark's wasm side (tools/bench/blas.sh): sgemm/dgemm through the BLAS
 * interface ATen calls (sgemm_, dgemm_ of libblas.a), square sizes, single thread. Prints one
 * line, `BENCH {json}`: for each case the best time in ms of several calls after a warm-up
 * (the machine is shared: best-of, not median). bench/blas_gemm.py is the native side and
 * uses the same case names. */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

void sgemm_(char *transa, char *transb, int *m, int *n, int *k, float *alpha, const float *a, int *lda, const float *b, int *ldb, float *beta, float *c, int *ldc);
void dgemm_(char *transa, char *transb, int *m, int *n, int *k, double *alpha, const double *a, int *lda, const double *b, int *ldb, double *beta, double *c, int *ldc);

static double now_ms(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1e3 + t.tv_nsec * 1e-6;
}

static int first = 1;
static void report(const char *name, double ms) {
  printf("%s\"%s\": %.4f", first ? "BENCH {" : ", ", name, ms);
  first = 0;
}

/* One case: C = A op B, n x n, column-major, alpha 1, beta 0; best of `reps` calls. */
static double time_gemm(char dtype, char ta, char tb, int n, int reps) {
  size_t es = dtype == 's' ? sizeof(float) : sizeof(double);
  void *a = malloc(es * n * n), *b = malloc(es * n * n), *c = malloc(es * n * n);
  for (int i = 0; i < n * n; i++) {
    if (dtype == 's') { ((float *)a)[i] = (i % 13) * 0.1f - 0.6f; ((float *)b)[i] = (i % 7) * 0.2f - 0.5f; }
    else { ((double *)a)[i] = (i % 13) * 0.1 - 0.6; ((double *)b)[i] = (i % 7) * 0.2 - 0.5; }
  }
  float sone = 1, szero = 0;
  double done = 1, dzero = 0, best = 1e30;
  for (int r = 0; r <= reps; r++) {  /* r == 0 warms up */
    double t0 = now_ms();
    if (dtype == 's') sgemm_(&ta, &tb, &n, &n, &n, &sone, a, &n, b, &n, &szero, c, &n);
    else dgemm_(&ta, &tb, &n, &n, &n, &done, a, &n, b, &n, &dzero, c, &n);
    double dt = now_ms() - t0;
    if (r > 0 && dt < best) best = dt;
  }
  free(a); free(b); free(c);
  return best;
}

int main(void) {
  static const struct { char dtype, ta, tb; int n; } cases[] = {
    {'s', 'N', 'N', 256}, {'s', 'T', 'N', 256}, {'s', 'N', 'T', 256},
    {'s', 'N', 'N', 512}, {'s', 'T', 'N', 512}, {'s', 'N', 'T', 512},
    {'d', 'N', 'N', 256}, {'d', 'N', 'N', 512},
  };
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    char name[32];
    snprintf(name, sizeof name, "%cgemm_%c%c_%d", cases[i].dtype, cases[i].ta, cases[i].tb, cases[i].n);
    report(name, time_gemm(cases[i].dtype, cases[i].ta, cases[i].tb, cases[i].n, cases[i].n <= 256 ? 30 : 8));
  }
  printf("}\n");
  return 0;
}
