#!/bin/bash
# Tier "lapack": the LAPACK routines ATen calls (the lapack stage over numpy's lapack_lite,
# built here if needed, ~30 s) linked with ATen's own declarations of them and compared with
# native numpy (tools/bench/lib/native_numpy.sh) for every routine family and scalar type
# (tests/lapack/check_lapack.py). Needs the numpy and blas stages, not ATen.
set -uo pipefail
STAGE=test/lapack
. "$(dirname "$0")/../lib.sh"
cd "$BRYTORCH_ROOT"
bash tools/build/lapack.sh || tier_abort "the lapack stage did not build"
lapack=$(bash tools/build/lapack.sh --status)
numpy=$(bash tools/build/numpy.sh --status)
native_py=$(bash tools/bench/lib/native_numpy.sh) || tier_abort "native numpy (the LAPACK checks' reference) could not be installed"
run_counted "LAPACK checks" 600 "$native_py" tests/lapack/check_lapack.py --lib "${lapack#done }/lib/liblapack.a" \
  --lite "${numpy#done }/lib/numpy.linalg._umath_linalg.a" --npymath "${numpy#done }/lib/libnpymath.a" \
  --bridge-include bridge/include --pytorch-src "$PYTORCH_PRISTINE" --work "$BRYTORCH_CACHE/tests/lapack"
tier_end $?
