#!/bin/bash
# Stage "link": torch._C as one wasm module, out/bridge/torch.{js,wasm}: the bridge runtime,
# PyTorch's stub.c (PyInit__C), torch_python (stage "bindings"), c10 + torch_cpu (stage
# "aten") and numpy's extension modules (stage "numpy"), linked by tools/build/bridge.sh from the manifest bridge/builds/torch.txt.
# A whole-archive link takes minutes, so the result is cached by its inputs in
# $BRYTORCH_CACHE/link/<key>/ (a fresh clone copies it instead of relinking).
# Reports the module's size raw, gzip'd and brotli'd (out/bridge/torch.sizes.txt).
#
# BRYTORCH_LINK_OPT (default 1) is the link's optimisation level. The objects are compiled
# with -O2 either way; -O2 at link time also runs binaryen's wasm-opt over the whole module:
# 220 MB -> 97 MB (brotli 13.8 -> 11.0 MB) but 13 minutes on this machine, against about one
# minute at -O1. Tests and development use -O1; BRYTORCH_LINK_OPT=2 makes the deployable one.
set -euo pipefail
STAGE=build/link
. "$(dirname "$0")/../lib.sh"
LIB="$BRYTORCH_CACHE/bindings/libtorch_python.a"
[ -f "$LIB" ] || die "torch_python missing: run ./brytorch build bindings"
aten=$(bash "$BRYTORCH_ROOT/tools/build/aten.sh" --status) || die "run ./brytorch build aten"
onnx=$(bash "$BRYTORCH_ROOT/tools/build/onnx.sh" --status) || die "run ./brytorch build onnx"
numpy=$(bash "$BRYTORCH_ROOT/tools/build/numpy.sh" --status) || die "run ./brytorch build numpy"
blas=$(bash "$BRYTORCH_ROOT/tools/build/blas.sh" --status) || die "run ./brytorch build blas"
OPT=${BRYTORCH_LINK_OPT:-1}
case "$OPT" in 0|1|2|3|s|z) ;; *) die "BRYTORCH_LINK_OPT must be 0-3, s or z" ;; esac
export BRYTORCH_BRIDGE_LDFLAGS="${BRYTORCH_BRIDGE_LDFLAGS:-} -O$OPT"
emcc_version=$(dpkg-query -W -f='${Version}' emscripten 2>/dev/null || echo none)
KEY=$(hash_inputs "$LIB" "${aten#done }/DONE" "${onnx#done }/DONE" "${numpy#done }/DONE" "${blas#done }/DONE" "$BRYTORCH_ROOT/bridge/src" \
  "$BRYTORCH_ROOT/bridge/js" "$BRYTORCH_ROOT/bridge/include" "$BRYTORCH_ROOT/bridge/builds/torch.txt" \
  "$BRYTORCH_ROOT/tools/build/bridge.sh" "emscripten=$emcc_version" "${BRYTORCH_BRIDGE_LDFLAGS:-}")
CACHED="$BRYTORCH_CACHE/link/$KEY"
OUT="$BRYTORCH_ROOT/out/bridge"
mkdir -p "$OUT"
if [ ! -f "$CACHED/torch.wasm" ]; then
  log "linking torch._C at -O$OPT (whole-archive ATen; ~1 min at -O1, ~13 min at -O2)"
  start=$(date +%s)
  bash "$BRYTORCH_ROOT/tools/build/bridge.sh" torch
  mkdir -p "$CACHED"
  cp "$OUT/torch.js" "$OUT/torch.wasm" "$CACHED/"
  wasm="$CACHED/torch.wasm"
  {
    echo "link: $(( $(date +%s) - start )) s (emcc -O$OPT; wasm-opt runs at -O2 and above)"
    echo "torch.wasm: $(stat -c %s "$wasm") bytes"
    echo "gzip -9: $(gzip -9c "$wasm" | wc -c) bytes"
    echo "brotli -q 9: $(brotli -q 9 -c "$wasm" | wc -c) bytes"
  } > "$CACHED/sizes.txt"
  find "$BRYTORCH_CACHE/link" -mindepth 1 -maxdepth 1 -not -name "$KEY" -mmin +1440 -exec rm -rf {} +  # old keys
else
  log "up to date (key $KEY)"
  cp "$CACHED/torch.js" "$CACHED/torch.wasm" "$OUT/"
  echo '{ "type": "commonjs" }' > "$OUT/package.json"
fi
cp "$CACHED/sizes.txt" "$OUT/torch.sizes.txt"
sed "s|^|[$STAGE] |" "$OUT/torch.sizes.txt"
