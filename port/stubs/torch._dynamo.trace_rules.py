"""BryTorch's torch._dynamo.trace_rules (replaces the module; port/stubs.txt says why).

Upstream's module lists which functions dynamo traces; importing it imports the bytecode
transformer and the rest of the compiler stack, which cannot load on Brython. PyTorch's test
harness (torch.testing._internal.common_utils) imports one helper from it, a path function
that does not involve dynamo; it is written here to the same contract. Any other name raises
AttributeError with the reason.
"""
import os
from pathlib import Path

REASON = ("torch._dynamo.trace_rules is not available in BryTorch: it imports the compiler "
          "stack, which needs CPython's frame-evaluation API and bytecode")


def _as_posix_path(path):
    """`path` normalised, with '/' separators, keeping a trailing separator if it had one."""
    result = Path(os.path.normpath(path)).as_posix()
    if path.endswith(("/", os.path.sep)):
        result += "/"
    return result


def __getattr__(name):
    raise AttributeError(f"torch._dynamo.trace_rules.{name}: {REASON}")
