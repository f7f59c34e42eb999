#!/bin/bash
# Tier "numpy": numpy 2.2.5 on the bridge (its C extensions in wasm, its Python package on
# Brython), tests/numpy/test_*.py on every test host, which must agree test by test. Builds
# what it needs: the numpy stage (cached by its inputs; ~15 min cold on 2 cores), the
# numpy-only wasm module (out/bridge/numpy.js) and numpy's VFS bundle.
set -uo pipefail
STAGE=test/numpy
. "$(dirname "$0")/../lib.sh"
cd "$BRYTORCH_ROOT"
buildlog="$BRYTORCH_ROOT/out/numpy-build.log"
mkdir -p out
log "building numpy and out/bridge/numpy.js (log in out/numpy-build.log)"
{ bash tools/build/numpy.sh && bash tools/build/bridge.sh numpy && bash tools/build/vfs.sh; } > "$buildlog" 2>&1 \
  || { tail -20 "$buildlog"; echo "0 passed, 1 failed"; exit 1; }
python3 tools/vfs/make_bundle.py --out out/vfs/numpy-tier-tests.vfs.js --tree tests/numpy=numpy_tests \
  >/dev/null || exit 1
modules=$(for f in tests/numpy/test_*.py; do printf '"numpy_tests.%s",' "$(basename "$f" .py)"; done)
program="import brytorch_testing; from numpy_tests.known_failures import KNOWN_FAILURES; brytorch_testing.main([$modules], KNOWN_FAILURES)"
run_tests() { node web/cli/run.mjs --host "$1" --timeout 900 --numpy --bundle out/vfs/numpy-tier-tests.vfs.js -c "$program"; }
run_on_hosts run_tests '^(PASS|FAIL) .*'
