#!/bin/bash
# Stage "link": torch._C as one wasm module, out/bridge/torch.{js,wasm}: the bridge runtime,
# PyTorch's stub.c (PyInit__C), torch_python (stage "bindings") and c10 + torch_cpu (stage
# "aten"), linked by tools/build/bridge.sh from the manifest bridge/builds/torch.txt.
# Reports the module's size raw, gzip'd and brotli'd (out/bridge/torch.sizes.txt).
set -euo pipefail
STAGE=build/link
. "$(dirname "$0")/../lib.sh"
[ -f "$BRYTORCH_CACHE/bindings/libtorch_python.a" ] || die "torch_python missing: run ./brytorch build bindings"
log "linking torch._C (whole-archive ATen; several minutes)"
start=$(date +%s)
bash "$BRYTORCH_ROOT/tools/build/bridge.sh" torch
wasm="$BRYTORCH_ROOT/out/bridge/torch.wasm"
{
  echo "link: $(( $(date +%s) - start )) s"
  echo "torch.wasm: $(stat -c %s "$wasm") bytes"
  echo "gzip -9: $(gzip -9c "$wasm" | wc -c) bytes"
  command -v brotli >/dev/null && echo "brotli -q 9: $(brotli -q 9 -c "$wasm" | wc -c) bytes"
} | tee "$BRYTORCH_ROOT/out/bridge/torch.sizes.txt" | sed "s/^/[$STAGE] /"
