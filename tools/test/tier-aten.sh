#!/bin/bash
# Tier "aten": tests/aten/aten_checks.cpp (ATen + libtorch's C++ API) compiled to wasm, linked
# --whole-archive against the cached ATen build, run under Node. Needs the ATen and ONNX
# stages finished in the cache; otherwise its pre-flight check says SKIPPED with the reason.
# The linked program is cached by its inputs (one whole-archive link costs ~7 minutes). The
# BLAS library under ATen has its own tier (tier-blas.sh), which needs no ATen build.
set -uo pipefail
STAGE=test/aten
. "$(dirname "$0")/../lib.sh"
cd "$BRYTORCH_ROOT"
aten_status=$(bash tools/build/aten.sh --status) \
  || skip_tier "no finished ATen build in the cache (key $(bash tools/build/aten.sh --key)); run ./brytorch build aten (~75 min on 2 cores)"
onnx_status=$(bash tools/build/onnx.sh --status 2>/dev/null) \
  || skip_tier "no finished ONNX/protobuf wasm build in the cache; run ./brytorch build onnx"
blas_status=$(bash tools/build/blas.sh --status 2>/dev/null) || {
  bash tools/build/blas.sh || tier_abort "tools/build/blas.sh"
  blas_status=$(bash tools/build/blas.sh --status); }
lapack_status=$(bash tools/build/lapack.sh --status 2>/dev/null) || {
  bash tools/build/lapack.sh || tier_abort "tools/build/lapack.sh"
  lapack_status=$(bash tools/build/lapack.sh --status); }
numpy_status=$(bash tools/build/numpy.sh --status 2>/dev/null) || tier_abort "the lapack stage built without a numpy stage?"
ATEN_INSTALL="${aten_status#done }"
BLAS_INSTALL="${blas_status#done }"
LAPACK_INSTALL="${lapack_status#done }"
NUMPY_INSTALL="${numpy_status#done }"
ONNX_INSTALL="${onnx_status#done }"
. tools/build/aten-flags.sh
ONNX_LIBS=$(ls "$ONNX_INSTALL"/lib/*.a | tr '\n' ' ')
key=$(hash_inputs "$ATEN_INSTALL/DONE" "$BLAS_INSTALL/DONE" "$LAPACK_INSTALL/DONE" "$NUMPY_INSTALL/DONE" "$ONNX_INSTALL/DONE" \
  tests/aten/aten_checks.cpp tools/build/aten-flags.sh port/lapack/no_python.c "$ONNX_LIBS")
out="$BRYTORCH_CACHE/tests/aten/$key"
if [ ! -f "$out/aten_checks.js" ]; then
  mkdir -p "$out"
  log "compiling tests/aten/aten_checks.cpp"
  em++ $ATEN_CXXFLAGS -c tests/aten/aten_checks.cpp -o "$out/aten_checks.o" || tier_abort "compiling aten_checks.cpp"
  emcc -O2 -fwasm-exceptions -Ibridge/include -c port/lapack/no_python.c -o "$out/no_python.o" || tier_abort "compiling no_python.c"
  log "linking with --whole-archive (about 7 minutes; cached afterwards in $out)"
  start=$(date +%s)
  em++ "$out/aten_checks.o" "$out/no_python.o" -o "$out/aten_checks.js" $ATEN_LDFLAGS $ONNX_LIBS -sEXIT_RUNTIME=1 2>&1 \
    | grep -v 'unexpected binaryen version' || true
  [ -f "$out/aten_checks.wasm" ] || tier_abort "linking aten_checks"
  log "linked in $(( $(date +%s) - start )) s: $(du -h "$out/aten_checks.wasm" | cut -f1) wasm"
fi
start_ms=$(date +%s%3N)
run_counted "ATen checks" 600 node "$out/aten_checks.js"
rc=$?
log "ran in $(( $(date +%s%3N) - start_ms )) ms (startup included)"
tier_end $rc
