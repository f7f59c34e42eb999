#!/bin/bash
# Tier "aten", two programs, each printing its "N passed, N failed":
#   1. tests/blas/check_blas.py: the BLAS library ATen calls (the blas stage, built here if
#      needed, ~1.5 min) linked with ATen's own declarations of its BLAS routines and
#      compared with native numpy (tools/bench/lib/native_numpy.sh) case by case; needs no
#      ATen build.
#   2. tests/aten/aten_checks.cpp (ATen + libtorch's C++ API) compiled to wasm, linked
#      --whole-archive against the cached ATen build, run under Node. Needs the ATen and ONNX
#      stages finished in the cache; otherwise it prints SKIPPED with the reason (the whole
#      tier then counts as skipped), unless part 1 failed: a failure is never hidden behind a
#      skip. The linked program is cached by its inputs (one whole-archive link costs ~7
#      minutes).
set -uo pipefail
STAGE=test/aten
. "$(dirname "$0")/../lib.sh"
cd "$BRYTORCH_ROOT"

blas_rc=0
if bash tools/build/blas.sh; then
  blas=$(bash tools/build/blas.sh --status)
  if native_py=$(bash tools/bench/lib/native_numpy.sh); then
    "$native_py" tests/blas/check_blas.py --lib "${blas#done }/lib/libblas.a" \
      --pytorch-src "$PYTORCH_PRISTINE" --work "$BRYTORCH_CACHE/tests/blas" || blas_rc=1
  else
    echo "FAIL native numpy (the BLAS checks' reference) could not be installed"; blas_rc=1
  fi
else
  echo "FAIL the blas stage did not build"; blas_rc=1
fi
skip() {  # skip REASON: SKIPPED for the ATen checks, unless the BLAS checks failed
  if [ "$blas_rc" = 0 ]; then echo "SKIPPED: $1"; exit 0; fi
  echo "ATen checks not run: $1"; exit 1
}
if ! aten_status=$(bash tools/build/aten.sh --status); then
  skip "no finished ATen build in the cache (key $(bash tools/build/aten.sh --key)); run ./brytorch build aten (~75 min on 2 cores)"
fi
if ! onnx_status=$(bash tools/build/onnx.sh --status 2>/dev/null); then
  skip "no finished ONNX/protobuf wasm build in the cache; run ./brytorch build onnx"
fi
ATEN_INSTALL="${aten_status#done }"
ONNX_INSTALL="${onnx_status#done }"
. tools/build/aten-flags.sh
ONNX_LIBS=$(ls "$ONNX_INSTALL"/lib/*.a | tr '\n' ' ')
key=$(hash_inputs "$ATEN_INSTALL/DONE" "$ONNX_INSTALL/DONE" tests/aten/aten_checks.cpp tools/build/aten-flags.sh "$ONNX_LIBS")
out="$BRYTORCH_CACHE/tests/aten/$key"
if [ ! -f "$out/aten_checks.js" ]; then
  mkdir -p "$out"
  log "compiling tests/aten/aten_checks.cpp"
  em++ $ATEN_CXXFLAGS -c tests/aten/aten_checks.cpp -o "$out/aten_checks.o" || exit 1
  log "linking with --whole-archive (about 7 minutes; cached afterwards in $out)"
  start=$(date +%s)
  em++ "$out/aten_checks.o" -o "$out/aten_checks.js" $ATEN_LDFLAGS $ONNX_LIBS -sEXIT_RUNTIME=1 2>&1 \
    | grep -v 'unexpected binaryen version' || true
  [ -f "$out/aten_checks.wasm" ] || { echo "link failed"; exit 1; }
  log "linked in $(( $(date +%s) - start )) s: $(du -h "$out/aten_checks.wasm" | cut -f1) wasm"
fi
start_ms=$(date +%s%3N)
node "$out/aten_checks.js"
rc=$?
log "ran in $(( $(date +%s%3N) - start_ms )) ms (startup included)"
[ "$rc" = 0 ] && [ "$blas_rc" = 0 ]
