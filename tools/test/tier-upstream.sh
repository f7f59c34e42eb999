#!/bin/bash
# Tier "upstream": a fixed subset of PyTorch 2.6.0's own test suites, unmodified, on each test
# host, test by test against native PyTorch 2.6.0 (tests/upstream/expected.py: the suites,
# their natively passing counts, the known failures as strict expected failures). Runs
# `bench upstream`'s engine into out/test/upstream and checks it (tools/test/upstream_check.py).
# Needs torch._C, built as the torch tier does (prepare_torch_module), and native PyTorch,
# which tools/bench/lib/native_torch.sh installs into the cache on first use.
set -uo pipefail
STAGE=test/upstream
. "$(dirname "$0")/../lib.sh"
cd "$BRYTORCH_ROOT"
prepare_torch_module
suites=$(python3 -c "import sys; sys.path.insert(0, 'tests/upstream'); import expected; print(' '.join(expected.SUITES))")
status=0
for host in $(test_hosts); do
  echo "--- host $host"
  rm -rf "out/test/upstream/$host"
  bash tools/bench/upstream.sh $suites --host "$host" --out out/test/upstream \
    --chunk-timeout 600 --suite-budget 900 | grep --line-buffered -E '^\[bench/upstream\] (node|chromium):' || true
  run_counted "upstream suites ($host)" 600 python3 tools/test/upstream_check.py out/test/upstream "$host" || status=1
done
tier_end $status
