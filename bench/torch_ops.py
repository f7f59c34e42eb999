"""The torch benchmark's program: the same file runs on native CPython + PyTorch and on
BryTorch (tools/bench/torch.sh). Prints one line, `BENCH {json}`, with:
  import_s          seconds for `import torch` measured inside Python (the host's boot is not in it)
  add_us            microseconds per `a + b` on 1-element float32 tensors (median of 5 batches)
  add_loop_us       the same in a 50,000-iteration loop at module level (median of 3 loops): on
                    BryTorch the loop pauses and the dead results are freed inside it, so the
                    frees and collections add_us leaves out (they come after its batches) count
  shape_us          microseconds per `a.shape` read (a new torch.Size each time, as in C), in
                    batches of 20,000 reads: a bridge table once slowed with each read inside
                    one batch (bridge/js/address_map.js)
  mm_ms             milliseconds per 256x256 float32 matmul (median of 5)
  mm512_gflops      GFLOP/s of a 512x512 float32 matmul (2 * 512**3 flops, median of 5)
  linear_fwd_bwd_ms milliseconds per nn.Linear(784, 128) forward + backward on a (64, 784) batch
  mlp_step_ms       milliseconds per SGD training step of a 784-128-10 MLP, batch 64
                    (forward, cross-entropy, backward, optimizer step)
  conv2d_ms         milliseconds per nn.Conv2d(3, 16, 3) forward on a 1x3x64x64 input
  wasm_heap_bytes, js_heap_bytes   after the import (BryTorch only; None on native)
Every figure is the median of 5 timed batches after three untimed warm-up batches; the host
may pause and collect between batches, never inside one
(V8 first runs wasm with its baseline compiler and swaps in optimised code for hot functions:
a 512x512 matmul on Node goes 5 -> 13 -> 20 GFLOP/s over its first three calls).
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

torch.set_num_threads(1)  # wasm has one thread; the native side is compared on one as well


def median(values):
    values = sorted(values)
    return values[len(values) // 2]


def _make_per_call():
    # Nested, so BryTorch compiles it as a plain function whose loop never pauses
    # (docs/memory.md): the host's pauses and collections fall between timed batches (in
    # timed()'s loop), not inside one, and the figures are the operations' own cost.
    def per_call(fn, calls):
        begin = time.perf_counter()
        for _ in range(calls):
            fn()
        return (time.perf_counter() - begin) / calls
    return per_call


per_call = _make_per_call()


def timed(fn, calls=1, repeats=5, warmups=3):
    """Seconds per call of fn: `warmups` untimed batches, then the median of `repeats` batches."""
    for _ in range(warmups):
        per_call(fn, calls)
    return median([per_call(fn, calls) for _ in range(repeats)])


torch.manual_seed(0)
a = torch.ones(1)
b = torch.ones(1)
add_us = 1e6 * timed(lambda: a + b, calls=2000)

loop_us = []
for _ in range(3):
    begin = time.perf_counter()
    for _ in range(50000):
        c = a + b
    loop_us.append(1e6 * (time.perf_counter() - begin) / 50000)
add_loop_us = median(loop_us)
del c

shape_us = 1e6 * timed(lambda: a.shape, calls=20000)

x = torch.rand(256, 256)
y = torch.rand(256, 256)
mm_ms = 1e3 * timed(lambda: x @ y)

x512 = torch.rand(512, 512)
y512 = torch.rand(512, 512)
mm512_gflops = 2 * 512 ** 3 / timed(lambda: x512 @ y512) / 1e9

linear = torch.nn.Linear(784, 128)
batch = torch.rand(64, 784)


def linear_fwd_bwd():
    linear.zero_grad()
    linear(batch).sum().backward()


linear_fwd_bwd_ms = 1e3 * timed(linear_fwd_bwd, calls=3)

mlp = torch.nn.Sequential(torch.nn.Linear(784, 128), torch.nn.ReLU(), torch.nn.Linear(128, 10))
optimizer = torch.optim.SGD(mlp.parameters(), lr=0.01)
labels = torch.randint(0, 10, (64,))


def mlp_step():
    optimizer.zero_grad()
    torch.nn.functional.cross_entropy(mlp(batch), labels).backward()
    optimizer.step()


mlp_step_ms = 1e3 * timed(mlp_step, calls=3)

conv = torch.nn.Conv2d(3, 16, 3)
image = torch.rand(1, 3, 64, 64)
conv2d_ms = 1e3 * timed(lambda: conv(image), calls=3)

print("BENCH " + json.dumps({
    "import_s": round(import_s, 3), "add_us": round(add_us, 2), "add_loop_us": round(add_loop_us, 2), "shape_us": round(shape_us, 2), "mm_ms": round(mm_ms, 3),
    "mm512_gflops": round(mm512_gflops, 2), "linear_fwd_bwd_ms": round(linear_fwd_bwd_ms, 3),
    "mlp_step_ms": round(mlp_step_ms, 3), "conv2d_ms": round(conv2d_ms, 3), **memory}))
