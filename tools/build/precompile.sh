#!/bin/bash
# Stage "precompile": Brython's stdlib (with our overlay fixes applied) compiled to
# JavaScript ahead of time, out/vfs/stdlib.precompiled.js, so cold imports skip Brython's
# compiler (measured ~6x faster imports; see docs/startup.md). Rebuilt when the overlay,
# brython.js or the precompiler changes. Optional at run time: hosts ignore it when stale.
set -euo pipefail
STAGE=build/precompile
. "$(dirname "$0")/../lib.sh"
cd "$BRYTORCH_ROOT"
bash tools/build/brython.sh >/dev/null
out=out/vfs/stdlib.precompiled.js
if [ -f "$out" ] && [ "$out" -nt out/brython/overlay.js ] && [ "$out" -nt tools/vfs/precompile.cjs ] \
   && [ "$out" -nt node_modules/brython/brython.js ]; then
  log "up to date: $out"; exit 0
fi
log "compiling Brython's stdlib to JavaScript (about a minute)"
node --stack-size=4000 tools/vfs/precompile.cjs --out "$out" --stdlib
