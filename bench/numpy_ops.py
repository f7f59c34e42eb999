"""The numpy benchmark's speed program: the same file runs on native CPython + numpy and on
BryTorch (tools/bench/numpy.sh). Prints one line, `BENCH {json}`: milliseconds per operation
(median of 5 runs after one warm-up) for the operations the numpy issue names, and `labels`.
"""
import json
import time

import numpy as np


def median_ms(fn, runs=5):
    fn()   # warm up
    times = []
    for _ in range(runs):
        begin = time.perf_counter()
        fn()
        times.append(1e3 * (time.perf_counter() - begin))
    return sorted(times)[len(times) // 2]


rng = np.random.default_rng(0)
a = rng.standard_normal(10**6)
b = rng.standard_normal(10**6)
m = rng.standard_normal((256, 256))
n = rng.standard_normal((256, 256))
small = np.ones(3)

result = {
    "labels": {
        "add_ms": "a + b, 1e6 float64",
        "sum_ms": "a.sum(), 1e6 float64",
        "matmul_ms": "256x256 float64 matmul",
        "rng_ms": "default_rng(0).standard_normal(10**6)",
        "small_add_ms": "a + b, 3 float64 (call overhead)",
    },
    "add_ms": median_ms(lambda: a + b),
    "sum_ms": median_ms(lambda: a.sum()),
    "matmul_ms": median_ms(lambda: m @ n),
    "rng_ms": median_ms(lambda: np.random.default_rng(0).standard_normal(10**6)),
    "small_add_ms": median_ms(lambda: [small + small for _ in range(1000)]) / 1000,
}
print("BENCH " + json.dumps(result))
