#!/bin/bash
# Stage "link": torch._C as one wasm module, out/bridge/torch.{js,wasm}: the bridge runtime,
# PyTorch's stub.c (PyInit__C), torch_python (stage "bindings"), c10 + torch_cpu (stage
# "aten") and numpy's extension modules (stage "numpy"), linked by tools/build/bridge.sh from the manifest bridge/builds/torch.txt.
# A whole-archive link takes minutes, so the result is cached by its inputs in
# $BRYTORCH_CACHE/link/<key>/ (a fresh clone copies it instead of relinking).
# Reports the module's size raw, gzip'd and brotli'd (out/bridge/torch.sizes.txt).
#
# BRYTORCH_LINK_OPT says how the module is optimised (the objects are compiled with -O2 either
# way):
#   release (default): the deployable module. emcc links at -O1 (seconds), then binaryen's
#     wasm-opt (Debian's, the one emcc runs) makes one pass over the whole module with the
#     passes in RELEASE_PASSES: 220 MB -> 98.6 MB, brotli 12.9 MB, ~10 minutes on this
#     machine (measured 2026-12-05, docs/torch.md). Function names leave the module (the
#     name section was 96 MB) for out/bridge/torch.symbols ("index:name" per line), which
#     reads the wasm-function[N] frames of a trap's stack.
#   1: the quick link for development, seconds, names kept in the module (readable wasm
#     stack traces), 229 MB.
#   0, 2, 3, s, z: emcc's own level; 2 runs emcc's wasm-opt -O2 (97 MB, ~13 minutes).
set -euo pipefail
STAGE=build/link
. "$(dirname "$0")/../lib.sh"
LIB="$BRYTORCH_CACHE/bindings/libtorch_python.a"
[ -f "$LIB" ] || die "torch_python missing: run ./brytorch build bindings"
aten=$(bash "$BRYTORCH_ROOT/tools/build/aten.sh" --status) || die "run ./brytorch build aten"
onnx=$(bash "$BRYTORCH_ROOT/tools/build/onnx.sh" --status) || die "run ./brytorch build onnx"
numpy=$(bash "$BRYTORCH_ROOT/tools/build/numpy.sh" --status) || die "run ./brytorch build numpy"
blas=$(bash "$BRYTORCH_ROOT/tools/build/blas.sh" --status) || die "run ./brytorch build blas"
lapack=$(bash "$BRYTORCH_ROOT/tools/build/lapack.sh" --status) || die "run ./brytorch build lapack"
OPT=${BRYTORCH_LINK_OPT:-release}
# What the release pass does, measured one step at a time on the 229 MB module: -O1 (the
# function passes) 133 -> 108 MB without names; duplicate-function elimination and merging
# similar functions -> 102 MB; dead-argument elimination and inlining, optimised at level 1
# with shrinking preferred, -> 99 MB. wasm-opt -Os instead of the last step: 99 MB in 16 more
# minutes on one core.
# Then (2026-12-05, measured on numpy's module, 7.1 MB without names: the passes above make
# 6.06 MB): what emcc's own -O2 assumes of a module it links, that the first 1 KB of memory is
# never used (GLOBAL_BASE is 1024) and that memory starts zero-filled (not imported), -1.1 %;
# hoisting repeated constants into locals, -3.5 %; functions ordered by use count (smaller
# call indices), -0.6 %: 5.75 MB (-5.1 %), brotli +2.5 %. numpy's `sin` over 1e6 doubles
# takes the same time (best of 40, 3 runs each way). On torch's module: 101.9 -> 98.6 MB
# (-3.2 %), brotli 12.4 -> 12.9 MB, wasm-opt 624 s on 2 cores.
RELEASE_PASSES=(--low-memory-unused --zero-filled-memory
  -O1 --duplicate-function-elimination --merge-similar-functions
  --optimize-level=1 --shrink-level=2 --dae-optimizing --inlining-optimizing
  --const-hoisting --coalesce-locals --reorder-locals --reorder-functions)
case "$OPT" in
  release) EMCC_OPT=1 ;;
  0|1|2|3|s|z) EMCC_OPT=$OPT ;;
  *) die "BRYTORCH_LINK_OPT must be release, 0-3, s or z" ;;
esac
export BRYTORCH_BRIDGE_LDFLAGS="${BRYTORCH_BRIDGE_LDFLAGS:-} -O$EMCC_OPT"
wasm_opt_version=$(wasm-opt --version 2>/dev/null || echo none)
emcc_version=$(dpkg-query -W -f='${Version}' emscripten 2>/dev/null || echo none)
KEY=$(hash_inputs "$LIB" "${aten#done }/DONE" "${onnx#done }/DONE" "${numpy#done }/DONE" "${blas#done }/DONE" "${lapack#done }/DONE" "$BRYTORCH_ROOT/bridge/src" \
  "$BRYTORCH_ROOT/bridge/js" "$BRYTORCH_ROOT/bridge/include" "$BRYTORCH_ROOT/bridge/builds/torch.txt" \
  "$BRYTORCH_ROOT/tools/build/bridge.sh" "emscripten=$emcc_version" "${BRYTORCH_BRIDGE_LDFLAGS:-}" \
  "opt=$OPT" "wasm-opt=$wasm_opt_version" "${RELEASE_PASSES[*]}")
CACHED="$BRYTORCH_CACHE/link/$KEY"
OUT="$BRYTORCH_ROOT/out/bridge"
mkdir -p "$OUT"
if [ ! -f "$CACHED/torch.wasm" ]; then
  log "linking torch._C at -O$EMCC_OPT (whole-archive ATen; seconds at -O1, ~13 min at -O2)"
  start=$(date +%s)
  bash "$BRYTORCH_ROOT/tools/build/bridge.sh" torch
  link_s=$(( $(date +%s) - start ))
  tmp="$BRYTORCH_CACHE/link/$KEY.tmp"
  rm -rf "$tmp"; mkdir -p "$tmp"
  cp "$OUT/torch.js" "$tmp/"
  opt_note="no wasm-opt"
  if [ "$OPT" = release ]; then
    # wasm-opt's result depends only on the module it reads (and the passes, in the key): a
    # change to bridge/js alone leaves that module byte for byte the same, so the optimised
    # one is kept by its hash and such a relink takes seconds instead of ~10-20 minutes.
    opt_key=$(sha256sum "$OUT/torch.wasm" | cut -c1-16)-$(echo "$wasm_opt_version ${RELEASE_PASSES[*]}" | sha256sum | cut -c1-8)
    OPT_CACHED="$BRYTORCH_CACHE/link/wasm-opt/$opt_key"
    if [ -f "$OPT_CACHED/torch.wasm" ]; then
      log "wasm-opt: the module before optimisation is unchanged; reusing its optimised copy ($opt_key)"
      cp "$OPT_CACHED/torch.wasm" "$OPT_CACHED/torch.symbols" "$tmp/"
      touch "$OPT_CACHED"
      opt_note="wasm-opt: reused (same module as $(cat "$OPT_CACHED/made-by" 2>/dev/null || echo 'an earlier link'))"
    else
      log "optimising the module with wasm-opt (${RELEASE_PASSES[*]}; ~10 min on 2 cores)"
      start=$(date +%s)
      # --print-function-map before --strip-debug: the names of the optimised module's functions
      wasm-opt "$OUT/torch.wasm" "${RELEASE_PASSES[@]}" --print-function-map --strip-debug --strip-producers \
        -o "$tmp/torch.wasm" > "$tmp/torch.symbols" || die "wasm-opt failed"
      opt_note="wasm-opt: $(( $(date +%s) - start )) s (${RELEASE_PASSES[*]})"
      rm -rf "$OPT_CACHED.tmp"; mkdir -p "$OPT_CACHED.tmp"
      cp "$tmp/torch.wasm" "$tmp/torch.symbols" "$OPT_CACHED.tmp/"
      echo "link key $KEY, $(date -u +%F)" > "$OPT_CACHED.tmp/made-by"
      rm -rf "$OPT_CACHED"; mv "$OPT_CACHED.tmp" "$OPT_CACHED"
    fi
  else
    cp "$OUT/torch.wasm" "$tmp/"
    case "$EMCC_OPT" in 2|3|s|z) opt_note="emcc's wasm-opt -O$EMCC_OPT" ;; esac
  fi
  rm -rf "$CACHED"; mv "$tmp" "$CACHED"
  wasm="$CACHED/torch.wasm"
  {
    echo "link: $link_s s (emcc -O$EMCC_OPT); $opt_note"
    echo "torch.wasm: $(stat -c %s "$wasm") bytes"
    echo "gzip -9: $(gzip -9c "$wasm" | wc -c) bytes"
    echo "brotli -q 9: $(brotli -q 9 -c "$wasm" | wc -c) bytes"
  } > "$CACHED/sizes.txt"
  find "$BRYTORCH_CACHE/link" -mindepth 1 -maxdepth 1 -not -name "$KEY" -not -name wasm-opt -mmin +1440 -exec rm -rf {} +  # old keys
  if [ -d "$BRYTORCH_CACHE/link/wasm-opt" ]; then
    find "$BRYTORCH_CACHE/link/wasm-opt" -mindepth 1 -maxdepth 1 -mmin +1440 -exec rm -rf {} +   # unused for a day
  fi
else
  log "up to date (key $KEY)"
fi
cp "$CACHED/torch.js" "$CACHED/torch.wasm" "$OUT/"
rm -f "$OUT/torch.symbols"
if [ -f "$CACHED/torch.symbols" ]; then cp "$CACHED/torch.symbols" "$OUT/"; fi
echo '{ "type": "commonjs" }' > "$OUT/package.json"
cp "$CACHED/sizes.txt" "$OUT/torch.sizes.txt"
sed "s|^|[$STAGE] |" "$OUT/torch.sizes.txt"
