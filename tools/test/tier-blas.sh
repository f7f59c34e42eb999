#!/bin/bash
# Tier "blas": the BLAS library ATen calls (the blas stage, built here if needed, ~1.5 min)
# linked with ATen's own declarations of its BLAS routines and compared with native numpy
# (tools/bench/lib/native_numpy.sh) case by case (tests/blas/check_blas.py). Needs no ATen
# build, so it runs on every machine.
set -uo pipefail
STAGE=test/blas
. "$(dirname "$0")/../lib.sh"
cd "$BRYTORCH_ROOT"
bash tools/build/blas.sh || tier_abort "the blas stage did not build"
blas=$(bash tools/build/blas.sh --status)
native_py=$(bash tools/bench/lib/native_numpy.sh) || tier_abort "native numpy (the BLAS checks' reference) could not be installed"
run_counted "BLAS checks" 1800 "$native_py" tests/blas/check_blas.py --lib "${blas#done }/lib/libblas.a" \
  --pytorch-src "$PYTORCH_PRISTINE" --work "$BRYTORCH_CACHE/tests/blas"
tier_end $?
