#!/bin/bash
# Tier "fuzz": a fixed-seed run of the fuzzer of bad input (tools/fuzz/fuzz.py: seed 1, 300
# random torch calls with wrong types, dtypes, shapes, dims, indices, NaN/inf, empty and huge
# sizes) on every test host, each call next to native PyTorch 2.6.0: it must agree (the same
# exception type, or the same result), or be a known divergence (tests/fuzz/known_divergences.py).
# A trap or a hang fails. Builds torch._C as the torch tier does; installs native PyTorch into
# the cache on first use. The 10,000-call report is `./brytorch bench fuzz` (docs/fuzz.md).
set -uo pipefail
STAGE=test/fuzz
. "$(dirname "$0")/../lib.sh"
cd "$BRYTORCH_ROOT"
prepare_torch_module
native_py=$(bash tools/bench/lib/native_torch.sh) || tier_abort "native PyTorch (the oracle) could not be installed"
status=0
for host in $(test_hosts); do
  echo "--- host $host"
  run_counted "fuzz ($host)" 1800 python3 tools/fuzz/fuzz.py --native-py "$native_py" --calls 300 --seed 1 \
    --host "$host" --hang-seconds 120 --check tests/fuzz/known_divergences.py || status=1
done
tier_end $status
