#!/bin/bash
# Writes tools/vfs/torch-profile.txt: the Python modules `import torch` loads (torch's, its
# dependencies' and the stdlib's, minus those of tools/vfs/stdlib-profile.txt, which the
# precompile stage already compiles), for the torch precompile (tools/build/vfs.sh). Needs
# torch._C built (./brytorch build bindings link). Rerun when torch's imports change: a
# module missing from the list still works, compiled at import time.
set -euo pipefail
cd "$(dirname "$0")/../.."
BRYTORCH_NO_PRECOMPILED=1 node web/cli/run.mjs --host node --torch -c '
import sys
import torch, torch.nn, torch.optim, torch.autograd, torch.utils.data
# (names starting with __ are pseudo-modules of the runtime, __main__ among them; __future__ is a module)
print("\n".join(sorted(n for n in sys.modules if not n.startswith("__") or n == "__future__")))
' | grep -vxF -f tools/vfs/stdlib-profile.txt > tools/vfs/torch-profile.txt
echo "tools/vfs/torch-profile.txt: $(wc -l < tools/vfs/torch-profile.txt) modules"
