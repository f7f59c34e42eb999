#!/bin/bash
# Tier "numpy": numpy 2.2.5 on the bridge (its C extensions in wasm, its Python package on
# Brython): tests/numpy/test_*.py, then a fixed subset of numpy's own test suite
# (tests/numpy/upstream_subset.py) with each test's outcome next to native numpy's, on every
# test host; the hosts must agree test by test. Builds what it needs: the numpy stage
# (cached by its inputs; ~15 min cold on 2 cores), the numpy-only wasm module
# (out/bridge/numpy.js) and the VFS bundles; installs native numpy for the oracle
# (tools/bench/lib/native_numpy.sh, once per machine).
set -uo pipefail
STAGE=test/numpy
. "$(dirname "$0")/../lib.sh"
cd "$BRYTORCH_ROOT"
buildlog="$BRYTORCH_ROOT/out/numpy-build.log"
mkdir -p out
log "building numpy and out/bridge/numpy.js (log in out/numpy-build.log)"
{ bash tools/build/numpy.sh && bash tools/build/bridge.sh numpy && bash tools/build/vfs.sh; } > "$buildlog" 2>&1 \
  || { tail -20 "$buildlog"; tier_abort "the numpy build (out/numpy-build.log)"; }
python3 tools/vfs/make_bundle.py --out out/vfs/numpy-tier-tests.vfs.js --tree tests/numpy=numpy_tests \
  >/dev/null || tier_abort "the test bundle"
modules=$(for f in tests/numpy/test_*.py; do printf '"numpy_tests.%s",' "$(basename "$f" .py)"; done)
program="import brytorch_testing; from numpy_tests.known_failures import KNOWN_FAILURES; brytorch_testing.main([$modules], KNOWN_FAILURES)"
run_tests() { node web/cli/run.mjs --host "$1" --timeout 900 --numpy --bundle out/vfs/numpy-tier-tests.vfs.js -c "$program"; }
status=0
run_on_hosts run_tests '^(PASS|FAIL) .*' || status=1
echo "--- numpy's own tests (tests/numpy/upstream_subset.py), next to native numpy"
native_py=$(bash tools/bench/lib/native_numpy.sh) || tier_abort "native numpy (the oracle) could not be installed"
run_upstream() { python3 tools/test/numpy_upstream.py --host "$1" --native-py "$native_py"; }
run_on_hosts run_upstream '^(PASS|FAIL|KNOWN) [^:]*' || status=1
tier_end $status
