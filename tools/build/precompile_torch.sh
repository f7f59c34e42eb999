#!/bin/bash
# Part of stage "vfs": the Python modules `import torch` loads (tools/vfs/torch-profile.txt:
# torch's, its dependencies' and the stdlib's beyond the precompile stage's profile) compiled
# to JavaScript ahead of time, with our overlay fixes applied, as lazily loaded chunks:
# out/vfs/torch.precompiled.js (a small index) + out/vfs/torch.precompiled/N.js; and the
# exec()/eval() sources of tools/vfs/exec-profile.jsonl (dataclasses', namedtuple's). Brython's
# compiler is ~40 % of `import torch` (a profile: ./brytorch bench torch). Cached by inputs in
# $BRYTORCH_CACHE/precompiled-torch/<key>. Optional at run time: hosts ignore it when stale.
set -euo pipefail
STAGE=build/precompile-torch
. "$(dirname "$0")/../lib.sh"
cd "$BRYTORCH_ROOT"
inputs=(out/vfs/host.vfs.js out/vfs/pydeps.vfs.js out/vfs/torch.vfs.js)
# numpy's package, which `import torch` imports (torch_python is built with USE_NUMPY): ~90
# modules, 2 MB of Python, ~3 s of run-time compiling in Node when left out
[ -f out/vfs/numpy.vfs.js ] && inputs+=(out/vfs/numpy.vfs.js)
key=$(hash_inputs "${inputs[@]}" out/brython/overlay.js node_modules/brython/brython.js \
  tools/vfs/precompile.cjs tools/vfs/torch-profile.txt tools/vfs/stdlib-profile.txt tools/vfs/exec-profile.jsonl)
cached="$BRYTORCH_CACHE/precompiled-torch/$key"
if [ ! -f "$cached/DONE" ]; then
  log "compiling the modules of tools/vfs/torch-profile.txt to JavaScript (~1 min)"
  rm -rf "$cached"; mkdir -p "$cached"
  node --stack-size=4000 tools/vfs/precompile.cjs --out "$cached/torch.precompiled.js" --lazy --chunks-url out/vfs/torch.precompiled/ \
    --only tools/vfs/torch-profile.txt --exec-profile tools/vfs/exec-profile.jsonl --stdlib "${inputs[@]}" 2> "$cached/log" || { cat "$cached/log"; die "precompile failed"; }
  grep -v '^\[precompile\] [0-9]\+/' "$cached/log" >&2 || true
  touch "$cached/DONE"
fi
rm -rf out/vfs/torch.precompiled out/vfs/torch.precompiled.js
cp -r "$cached/torch.precompiled" out/vfs/
cp "$cached/torch.precompiled.js" out/vfs/
log "out/vfs/torch.precompiled.js: $(ls out/vfs/torch.precompiled | wc -l) chunks, $(du -sh out/vfs/torch.precompiled | cut -f1)"
