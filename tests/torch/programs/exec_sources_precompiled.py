# `import torch` compiles none of its exec()/eval() sources at run time (dataclasses' methods,
# namedtuple's __new__): every key it asks for is in tools/vfs/exec-profile.jsonl, which the
# build compiles into torch's precompiled chunks (brython/overlay/013-exec-source-compiled-once.js,
# docs/startup.md). A new PyTorch or Brython (other generated sources, other namespace names)
# fails this until tools/vfs/exec_profile.sh is run again; meanwhile only speed is lost (~0.5 s
# of the import), so it is a check of the build, not of behaviour.
import javascript
import torch

compiled_at_run_time = javascript.this().__BRYTHON__.brytorchOverlay.execSourceCache.cache.size
assert compiled_at_run_time == 0, (
    f"{compiled_at_run_time} exec/eval sources of `import torch` were compiled at run time: "
    "run tools/vfs/exec_profile.sh and rebuild (./brytorch build vfs)")
print("ok: every exec/eval source of `import torch` was compiled at build time")
