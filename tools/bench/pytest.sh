#!/bin/bash
# `./brytorch bench pytest`: how far PyPI's pytest 7.4.0 (tools/setup/pytestprobe.lock) gets
# on Brython (issue 17, part 4; findings in docs/pytest.md). One Node process per run, each
# run switching off one more thing that blocked the previous one (tools/bench/lib/
# pytest_probe/probe.py). Not a test: it reports what blocks real pytest here.
set -uo pipefail
STAGE=bench/pytest
. "$(dirname "$0")/../lib.sh"
cd "$BRYTORCH_ROOT"
bash tools/setup/pydeps.sh pytestprobe || die "fetching pytest from PyPI failed"
mkdir -p out/bench/pytest
python3 tools/vfs/make_bundle.py --out out/bench/pytest/pytest.vfs.js --tree "$SRC_DIR/pytestprobe=" >/dev/null \
  || die "the pytest bundle"
python3 tools/vfs/make_bundle.py --out out/bench/pytest/probe.vfs.js --tree tools/bench/lib/pytest_probe=pytest_probe \
  >/dev/null || die "the probe bundle"
runs=(
  "[];False|plain"
  "[];True|importlib.resources._functional stood in"
  "['-p', 'no:junitxml'];True|junitxml off (Brython has no xml package)"
  "['-p', 'no:junitxml', '--capture=sys'];True|fd capture off (no os.fstat/dup)"
  "['-p', 'no:junitxml', '-s'];True|capture off (io.TextIOWrapper over BytesIO)"
  "['-p', 'no:junitxml', '-s', '-p', 'no:faulthandler'];True|faulthandler off"
  "['-p', 'no:junitxml', '-s', '-p', 'no:faulthandler', '-p', 'no:logging'];True|logging off (opens os.devnull for writing)"
)
: > out/bench/pytest/probe.txt
for entry in "${runs[@]}"; do
  call=${entry%%|*}; why=${entry#*|}
  echo "--- $why" | tee -a out/bench/pytest/probe.txt
  timeout 300 node web/cli/run.mjs --host node --timeout 300 --bundle out/bench/pytest/pytest.vfs.js \
    --bundle out/bench/pytest/probe.vfs.js \
    -c "import pytest_probe.probe as p; p.run(['-p', 'no:cacheprovider'] + ${call%%;*}, ${call##*;})" 2>&1 \
    | grep -E '^(OK|BLOCKED|exit code|ERROR)' | tee -a out/bench/pytest/probe.txt
done

# With a bridge module (numpy's) Python has a file system: pytest collects test files from it
# and imports them (overlays 475-480). The same numpy test modules under PyPI's pytest and
# under brytorch_pytest, their summary lines side by side (numpy's conftest.py is not loaded:
# its marks are unknown to pytest, which warns).
[ -f out/bridge/numpy.js ] && [ -f out/vfs/numpy-tests.vfs.js ] && [ -f out/vfs/pydeps.vfs.js ] || die "numpy's module and tests: ./brytorch build numpy bridge vfs"
PYTEST_ARGS="['-p', 'no:cacheprovider', '-p', 'no:junitxml', '--capture=sys', '-p', 'no:faulthandler', '-q']"
for module in ${BRYTORCH_PYTEST_MODULES:-numpy.fft.tests.test_pocketfft numpy.random.tests.test_direct numpy._core.tests.test_scalarmath numpy.random.tests.test_random numpy.linalg.tests.test_linalg}; do
  for runner in pytest brytorch_pytest; do
    bundles=(--bundle out/vfs/pydeps.vfs.js --bundle out/vfs/testdeps.vfs.js --bundle out/vfs/numpy-tests.vfs.js)
    [ "$runner" = pytest ] && bundles+=(--bundle out/bench/pytest/pytest.vfs.js)
    start=$(date +%s)
    summary=$(timeout 1800 node web/cli/run.mjs --host node --timeout 1800 --numpy "${bundles[@]}" \
      --bundle out/bench/pytest/probe.vfs.js \
      -c "import pytest_probe.probe as p; p.run_on_files(['$module'], $PYTEST_ARGS, '$runner')" 2>&1 \
      | grep -E '^(=* ?[0-9]+ (passed|failed)|[0-9]+ passed,|BLOCKED|.*(Error|error):)' | tail -n 2 | tr '\n' ' ')
    echo "$module | $runner | ${summary:-no summary (timeout or crash)} | $(( $(date +%s) - start )) s" \
      | tee -a out/bench/pytest/probe.txt
  done
done
# Selection by keyword and mark (-k, -m: match expressions that eval over a read-only
# mapping, overlays 012 and 014-016); native pytest selects 8 / 91 / 99 of its 99 tests.
for selection in "'-k', 'seed'" "'-k', 'not seed and not jump'" "'-m', 'not slow'"; do
  summary=$(timeout 600 node web/cli/run.mjs --host node --timeout 600 --numpy --bundle out/vfs/pydeps.vfs.js \
    --bundle out/vfs/testdeps.vfs.js --bundle out/vfs/numpy-tests.vfs.js --bundle out/bench/pytest/pytest.vfs.js \
    --bundle out/bench/pytest/probe.vfs.js \
    -c "import pytest_probe.probe as p; p.run_on_files(['numpy.random.tests.test_direct'], $PYTEST_ARGS + [$selection], 'pytest')" 2>&1 \
    | grep -E '^=* ?[0-9]+ (passed|failed|deselected)|^[0-9]+ (passed|failed|deselected)' | tail -n 1)
  echo "numpy.random.tests.test_direct [$selection] | pytest | ${summary:-no summary (timeout or crash)}" | tee -a out/bench/pytest/probe.txt
done
log "written out/bench/pytest/probe.txt"
