#!/bin/bash
# numpy benchmark (`./brytorch bench numpy [--host node|chromium|both] [--modules FILE...]
# [--chunk-timeout S] [--module-budget S] [--refresh-native]`):
#   1. numpy 2.2.5's own tests (numpy/{_core,linalg,fft,random}/tests, unmodified) here and on
#      native numpy (CPython, PyPI wheel) on the same machine, test by test
#      (tools/bench/lib/numpy_suite.py): a table, and JSON under out/bench/numpy/<host>/;
#   2. speed ratios to native numpy (bench/numpy_ops.py on both sides), unless --no-speed
#      (--no-suite: only the speed part).
# Builds nothing: needs `./brytorch build numpy bridge vfs` (the numpy tier builds them too).
# A benchmark, not a test: no thresholds. The whole suite takes hours here; --modules picks.
set -uo pipefail
STAGE=bench/numpy
. "$(dirname "$0")/../lib.sh"
cd "$BRYTORCH_ROOT"
for f in out/bridge/numpy.js out/vfs/numpy.vfs.js out/vfs/numpy-tests.vfs.js out/vfs/testdeps.vfs.js out/vfs/pydeps.vfs.js; do
  [ -f "$f" ] || die "$f is missing: run ./brytorch setup testdeps && ./brytorch build numpy bridge vfs"
done
native_py=$(bash tools/bench/lib/native_numpy.sh) || die "native numpy could not be installed"
speed=1; suite=1; host=node; suite_args=()
while [ $# -gt 0 ]; do
  case "$1" in
    --no-speed) speed=0 ;;
    --no-suite) suite=0 ;;
    --host) host=$2; suite_args+=("$1" "$2"); shift ;;
    *) suite_args+=("$1") ;;
  esac
  shift
done
if [ "$suite" = 1 ]; then
  python3 tools/bench/lib/numpy_suite.py --native-py "$native_py" "${suite_args[@]}" || die "the suite run failed"
fi
[ "$speed" = 1 ] || exit 0
log "speed: bench/numpy_ops.py, native and $host"
hosts=("$host"); [ "$host" = both ] && hosts=(node chromium)
out=$(mktemp -d); trap 'rm -rf "$out"' EXIT
"$native_py" bench/numpy_ops.py > "$out/native" || die "native speed run failed"
for h in "${hosts[@]}"; do
  node web/cli/run.mjs --host "$h" --timeout 900 --numpy bench/numpy_ops.py > "$out/$h" || die "$h speed run failed"
done
python3 - "$out" "${hosts[@]}" <<'PY'
import json, sys
out, hosts = sys.argv[1], sys.argv[2:]
def bench(path):
    for line in open(path):
        if line.startswith("BENCH "):
            return json.loads(line[6:])
    sys.exit(f"no BENCH line in {path}")
native = bench(f"{out}/native")
sides = {h: bench(f"{out}/{h}") for h in hosts}
print(f"\n{'numpy operation (median ms)':44} {'native':>9}" + "".join(f" {h:>9} {'ratio':>7}" for h in hosts))
for key, label in native["labels"].items():
    n = native[key]
    print(f"{label:44} {n:>9.3g}" + "".join(f" {sides[h][key]:>9.3g} {sides[h][key] / n:>6.1f}x" for h in hosts))
PY
