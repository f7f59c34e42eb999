#!/bin/bash
# Writes tools/vfs/exec-profile.jsonl: the exec()/eval() compilations `import torch` asks for
# (the sources dataclasses and namedtuple generate, with the names of their namespaces; one
# key of brython/overlay/013-exec-source-compiled-once.js per line), which the torch precompile
# (tools/build/precompile_torch.sh) compiles ahead of time: ~0.5 s of `import torch` was
# Brython compiling them. Needs a built torch (out/bridge/torch.js). A key whose source or
# namespace names change (a new PyTorch, a new Brython dataclasses) is compiled at run time,
# as before, until this is run again.
set -euo pipefail
cd "$(dirname "$0")/../.."
[ -f out/bridge/torch.js ] || { echo "exec_profile.sh: out/bridge/torch.js missing: ./brytorch build first" >&2; exit 1; }
# The keys name the namespaces' names, and a module compiled at run time holds other dunder
# names than a precompiled one: record with the precompiled torch that users run.
[ out/vfs/torch.precompiled.js -nt out/brython/overlay.js ] ||
  { echo "exec_profile.sh: out/vfs/torch.precompiled.js is stale: ./brytorch build vfs first" >&2; exit 1; }
out=tools/vfs/exec-profile.jsonl
BRYTORCH_EXEC_PROFILE="$PWD/$out.tmp" node --stack-size=4000 web/host/node-main.cjs --torch \
  --bridge out/bridge/torch.js --code 'import torch'
# (sorted: the file changes only where the keys do)
LC_ALL=C sort -u "$out.tmp" > "$out" && rm -f "$out.tmp"
echo "$out: $(wc -l < "$out") keys"
