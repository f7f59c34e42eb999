"""The torch benchmark's program: the same file runs on native CPython + PyTorch and on
BryTorch (tools/bench/torch.sh). Prints one line, `BENCH {json}`, with:
  import_s    seconds for `import torch` measured inside Python (the host's boot is not in it)
  add_us      microseconds per `a + b` on 1-element float32 tensors (median of 5 batches)
  mm_ms       milliseconds per 256x256 float32 matmul (median of 5)
  wasm_heap_bytes, js_heap_bytes   after the import (BryTorch only; None on native)
"""
import json
import time

start = time.perf_counter()
import torch  # noqa: E402  (timed)
import_s = time.perf_counter() - start

try:
    import _brytorch_bridge
    memory = dict(_brytorch_bridge.memory())
except ImportError:
    memory = {"wasm_heap_bytes": None, "js_heap_bytes": None}


def median(values):
    values = sorted(values)
    return values[len(values) // 2]


def per_call(fn, calls):
    begin = time.perf_counter()
    for _ in range(calls):
        fn()
    return (time.perf_counter() - begin) / calls


a = torch.ones(1)
b = torch.ones(1)
per_call(lambda: a + b, 200)                       # warm up
add_us = 1e6 * median([per_call(lambda: a + b, 2000) for _ in range(5)])

torch.manual_seed(0)
x = torch.rand(256, 256)
y = torch.rand(256, 256)
per_call(lambda: x @ y, 1)
mm_ms = 1e3 * median([per_call(lambda: x @ y, 1) for _ in range(5)])

print("BENCH " + json.dumps({"import_s": round(import_s, 3), "add_us": round(add_us, 2),
                             "mm_ms": round(mm_ms, 3), **memory}))
