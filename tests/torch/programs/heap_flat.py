# A module-level loop that makes a 256 KB tensor per iteration and drops the previous one:
# with the loop pausing (web/runtime/scheduler.js), the dead tensors are freed while the
# program runs, so the wasm heap stays near its size after `import torch` (64 MB). Without
# pauses the 400 temporaries (100 MB) would all still be alive at the end; the same for a loop
# in a function the program calls. The bound is the
# issue's: under 64 MB + 64 MB. Also: a tensor reachable only from the paused loop's own
# iterator is never freed under it (its values are checked after every pause).
import _brytorch_bridge as bridge
import torch

MB = 1 << 20
x = torch.ones(256, 256)
for i in range(400):
    y = x @ x   # every element is 256.0
heap = bridge.wasm_heap_bytes()
assert y[0, 0].item() == 256.0 and y[255, 255].item() == 256.0
assert heap < 128 * MB, f"wasm heap {heap / MB:.0f} MB after 400 dropped 256 KB tensors"

# The same loop inside the program's own function (it runs as its generator twin, so its loop
# pauses too): the heap stays where it was.
def train(steps):
    w = torch.ones(256, 256)
    for _ in range(steps):
        w = (w @ x) / 256.0   # every element stays 1.0; each step drops the last w
    return w


w = train(400)
heap_after_function = bridge.wasm_heap_bytes()
assert w[7, 7].item() == 1.0
assert heap_after_function < 128 * MB, f"wasm heap {heap_after_function / MB:.0f} MB after a function's loop"

# The tensor below is held only by the for loop's iterator (no Python name refers to it).
for i, row in enumerate(torch.arange(40.0).reshape(20, 2)):
    for _ in range(20):
        z = x @ x   # garbage, so that collections run while the iterator is suspended
    assert row.tolist() == [2.0 * i, 2.0 * i + 1], (i, row.tolist())
print(f"ok: wasm heap {heap / MB:.0f} MB, {heap_after_function / MB:.0f} MB after the function")
