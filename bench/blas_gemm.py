"""The blas benchmark's native side (tools/bench/blas.sh): the cases of bench/blas_gemm.c
with native numpy (its OpenBLAS; the thread count comes from OPENBLAS_NUM_THREADS, set by
the caller). Prints one line, `BENCH {json}`: best time in ms per case, same names.

Column-major C = op(A) op(B) is the row-major C^T = op(B)^T op(A)^T; numpy hands a
transposed operand to BLAS as a transpose flag, so each case runs the same GEMM variant.
"""
import json
import time

import numpy as np


def best_ms(fn, reps):
    fn()  # warm up
    best = float("inf")
    for _ in range(reps):
        begin = time.perf_counter()
        fn()
        best = min(best, 1e3 * (time.perf_counter() - begin))
    return best


result = {}
for dtype, ta, tb, n in [("s", "N", "N", 256), ("s", "T", "N", 256), ("s", "N", "T", 256),
                         ("s", "N", "N", 512), ("s", "T", "N", 512), ("s", "N", "T", 512),
                         ("d", "N", "N", 256), ("d", "N", "N", 512)]:
    dt = np.float32 if dtype == "s" else np.float64
    a = ((np.arange(n * n) % 13) * 0.1 - 0.6).astype(dt).reshape(n, n)
    b = ((np.arange(n * n) % 7) * 0.2 - 0.5).astype(dt).reshape(n, n)
    c = np.empty((n, n), dt)
    # row-major views of the column-major case: C^T = op(B)^T op(A)^T
    lhs = b.T if tb == "T" else b
    rhs = a.T if ta == "T" else a
    result[f"{dtype}gemm_{ta}{tb}_{n}"] = best_ms(lambda: np.matmul(lhs, rhs, out=c), 30 if n <= 256 else 8)
print("BENCH " + json.dumps(result))
