#!/bin/bash
# `./brytorch bench bridge`: cost of crossing the bridge, on Node and Chromium, next to the
# same C code (bridge/tests/ext/bt_bench.c) under native CPython, as ratios. A benchmark:
# the machine is noisy, so read the ratios, not the absolute numbers.
set -uo pipefail
STAGE=bench/bridge
. "$(dirname "$0")/../lib.sh"
cd "$BRYTORCH_ROOT"
bash tools/build/bridge.sh tests >/dev/null || exit 1
native="$BRYTORCH_CACHE/bench/native"
mkdir -p "$native"
inc=$(/usr/bin/python3 -c 'import sysconfig; print(sysconfig.get_paths()["include"])')
[ -f "$inc/Python.h" ] || die "native CPython headers missing: run ./brytorch setup apt (python3-dev)"
gcc -O2 -shared -fPIC -I"$inc" bridge/tests/ext/bt_bench.c -o "$native/bt_bench$(/usr/bin/python3 -c 'import sysconfig; print(sysconfig.get_config_var("EXT_SUFFIX"))')" || exit 1
python3 tools/vfs/make_bundle.py --out out/vfs/bench.vfs.js --tree bench=bench --implicit-packages --only bench.bridge_calls >/dev/null || exit 1
out="$BRYTORCH_ROOT/out/bench/bridge"; mkdir -p "$out"
echo "[bench] native CPython $(/usr/bin/python3 -c 'import platform; print(platform.python_version())')"
PYTHONPATH="$native" /usr/bin/python3 bench/bridge_calls.py > "$out/cpython.txt" || exit 1
for host in node chromium; do
  echo "[bench] $host"
  node web/cli/run.mjs --host "$host" --timeout 600 --bridge out/bridge/tests.js --bundle out/vfs/bench.vfs.js \
    -c "import sys; sys.argv = ['bridge_calls']; import bench.bridge_calls" > "$out/$host.txt" 2>&1 || { cat "$out/$host.txt" | tail -5; exit 1; }
done
python3 - "$out" <<'PY'
import sys, os
d = sys.argv[1]
def load(name):
    rows = {}
    for line in open(os.path.join(d, name + ".txt")):
        parts = line.split()
        if len(parts) == 2:
            try: rows[parts[0]] = float(parts[1])
            except ValueError: pass
    return rows
cp, nd, ch = load("cpython"), load("node"), load("chromium")
print(f"{'operation (ns per op, median)':34} {'CPython':>9} {'Node':>9} {'Chromium':>9} {'Node/Py':>8} {'Chr/Py':>8}")
for k in cp:
    ratio = lambda v: f"{v / cp[k]:.1f}x" if cp[k] > 0.05 and v is not None else "-"
    print(f"{k:34} {cp[k]:9.1f} {nd.get(k, float('nan')):9.1f} {ch.get(k, float('nan')):9.1f} {ratio(nd.get(k)):>8} {ratio(ch.get(k)):>8}")
PY
