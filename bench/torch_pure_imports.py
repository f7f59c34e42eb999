"""Import a few of torch's pure-Python modules on Brython (they need no torch._C) and time it.

torch/__init__.py, torch/utils/__init__.py and torch/fx/__init__.py import torch._C, which
needs the wasm module; so the parent packages are registered as empty packages first and
only the modules below (and what they import) run. Prints one line per module: name, ms.
"""
import sys
import time
import types

for parent in ("torch", "torch.utils", "torch.fx"):
    package = types.ModuleType(parent)
    package.__path__ = []
    sys.modules[parent] = package

MODULES = [
    "typing_extensions",
    "torch.utils._pytree",
    "torch.fx._compatibility",
    "torch.fx.immutable_collections",
    "torch.utils._traceback",
    "torch.utils._contextlib",
    "torch._utils_internal" if False else "torch.utils._ordered_set",
]
total = time.perf_counter()
for name in MODULES:
    start = time.perf_counter()
    __import__(name)
    print(f"{name} {1000 * (time.perf_counter() - start):.0f} ms")
print(f"total {1000 * (time.perf_counter() - total):.0f} ms")

from torch.utils import _pytree as pytree  # noqa: E402

leaves, spec = pytree.tree_flatten({"a": [1, 2], "b": (3, {"c": 4})})
assert leaves == [1, 2, 3, 4], leaves
assert pytree.tree_unflatten([10, 20, 30, 40], spec) == {"a": [10, 20], "b": (30, {"c": 40})}
print("pytree flatten/unflatten ok")
