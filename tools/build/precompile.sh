#!/bin/bash
# Stage "precompile": the commonly imported part of Brython's stdlib (tools/vfs/
# stdlib-profile.txt), with our overlay fixes applied, compiled to JavaScript ahead of time
# (out/vfs/stdlib.precompiled.js, an index, and its chunks in out/vfs/stdlib.precompiled/, loaded
# on first use: Node keeps their compiled code in its code cache), so cold imports skip
# Brython's compiler (see docs/startup.md). Rebuilt when the overlay,
# brython.js or the precompiler changes. Optional at run time: hosts ignore it when stale.
set -euo pipefail
STAGE=build/precompile
. "$(dirname "$0")/../lib.sh"
cd "$BRYTORCH_ROOT"
bash tools/build/brython.sh >/dev/null
out=out/vfs/stdlib.precompiled.js
if [ -f "$out" ] && [ "$out" -nt out/brython/overlay.js ] && [ "$out" -nt tools/vfs/precompile.cjs ] \
   && [ "$out" -nt node_modules/brython/brython.js ] && [ "$out" -nt tools/vfs/stdlib-profile.txt ]; then
  log "up to date: $out"; exit 0
fi
log "compiling $(wc -l < tools/vfs/stdlib-profile.txt) stdlib modules to JavaScript"
node --stack-size=4000 tools/vfs/precompile.cjs --out "$out" --lazy --chunks-url out/vfs/stdlib.precompiled/ \
  --stdlib --only tools/vfs/stdlib-profile.txt
