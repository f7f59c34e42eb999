"""The training loop of `./brytorch bench memory` (issue 15): an MLP 784-128-10 trained with
SGD on random batches of 64 (seeded), for STEPS steps, reporting every REPORT steps the wasm
heap, the JS heap and the steps per second. Runs unchanged on native PyTorch (CPython),
where the heap column is the process's resident memory.

    train_loop.py [STEPS] [REPORT] [top|function|library]

`top`: the loop is at module level, where BryTorch's loops pause and free dead tensors.
`function`: the same loop inside a function the program calls (it pauses too: its generator
twin runs). `library`: that function called by library code (`map`), where BryTorch cannot
pause (docs/memory.md): the limit, shown honestly.
Prints `STEP n heap_mb js_mb steps_per_s` lines, then `BENCH {json}`.
"""
import json
import sys
import time

import torch

STEPS = int(sys.argv[1]) if len(sys.argv) > 1 else 10000
REPORT = int(sys.argv[2]) if len(sys.argv) > 2 else 1000
WHERE = sys.argv[3] if len(sys.argv) > 3 else "top"

try:
    import _brytorch_bridge

    def heap_mb():
        sizes = _brytorch_bridge.memory(False)   # no collection first: what the program holds now
        js = sizes["js_heap_bytes"]
        return sizes["wasm_heap_bytes"] / 2**20, (js / 2**20 if js is not None else None)
except ImportError:   # native: resident memory of the process
    def heap_mb():
        with open("/proc/self/statm") as f:
            return int(f.read().split()[1]) * 4096 / 2**20, None

torch.set_num_threads(1)   # wasm has one thread; native is compared on one too (as bench torch)
torch.manual_seed(0)
model = torch.nn.Sequential(torch.nn.Linear(784, 128), torch.nn.ReLU(), torch.nn.Linear(128, 10))
opt = torch.optim.SGD(model.parameters(), lr=0.01)
loss_fn = torch.nn.CrossEntropyLoss()
reports = []
t0 = time.perf_counter()
last = t0


def step():
    xb = torch.randn(64, 784)
    yb = torch.randint(0, 10, (64,))
    opt.zero_grad()
    loss = loss_fn(model(xb), yb)
    loss.backward()
    opt.step()
    return loss


def report(n, loss):
    global last
    now = time.perf_counter()
    wasm, js = heap_mb()
    rate = REPORT / (now - last)
    last = now
    reports.append({"step": n, "heap_mb": round(wasm, 1), "js_mb": None if js is None else round(js, 1),
                    "steps_per_s": round(rate, 2), "loss": round(loss.item(), 4)})
    print("STEP", n, f"{wasm:.0f}", "-" if js is None else f"{js:.0f}", f"{rate:.1f}", flush=True)


def train_in_function():
    for n in range(1, STEPS + 1):
        loss = step()
        if n % REPORT == 0:
            report(n, loss)


if WHERE == "function":
    train_in_function()
elif WHERE == "library":
    list(map(lambda _: train_in_function(), [None]))   # called by a builtin: cannot pause
else:
    for n in range(1, STEPS + 1):
        loss = step()
        if n % REPORT == 0:
            report(n, loss)
try:   # BryTorch: what the slice scheduler did (web/runtime/scheduler.js)
    import javascript
    stats = javascript.this().BryTorchScheduler.stats()
    scheduler = {"pauses": stats.slices, "collections": stats.collections, "gc_ms": stats.gc_ms,
                 # young-generation collections tried first (gc() hosts; the full one only when still due)
                 "minor_collections": stats.minor_collections,
                 # collections inside code that never pauses (Node: bridge/js/collect.js)
                 "collections_in_calls": stats.sync_collections, "freed_in_calls": stats.sync_freed}
except ImportError:
    scheduler = None
try:   # BryTorch: how the heap is used at the end: in use, free, and in how many pieces
    malloc = dict(_brytorch_bridge.malloc_info())
except NameError:   # native
    malloc = None
print("BENCH " + json.dumps({"where": WHERE, "steps": STEPS, "seconds": round(time.perf_counter() - t0, 2),
                             "reports": reports, "scheduler": scheduler, "malloc": malloc}))
