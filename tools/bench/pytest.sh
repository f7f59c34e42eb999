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
python3 tools/vfs/make_bundle.py --out out/bench/pytest/pytest.vfs.js --tree "$SRC_DIR/pytestprobe=" \
  --tree tools/bench/lib/pytest_probe=pytest_probe >/dev/null || die "the bundle"
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
    -c "import pytest_probe.probe as p; p.run(['-p', 'no:cacheprovider'] + ${call%%;*}, ${call##*;})" 2>&1 \
    | grep -E '^(OK|BLOCKED|exit code|ERROR)' | tee -a out/bench/pytest/probe.txt
done
log "written out/bench/pytest/probe.txt"
