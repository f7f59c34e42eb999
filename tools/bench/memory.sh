#!/bin/bash
# Memory benchmark (`./brytorch bench memory [--steps N] [--host node|chromium|both]`, issue
# 15): bench/train_loop.py (an MLP 784-128-10, SGD, batches of 64, 10,000 steps by default)
# on native PyTorch 2.6.0 and on BryTorch, printing the wasm heap, the JS heap and steps per
# second every tenth of the run. On BryTorch it runs three times per host: the loop at module
# level and the same loop inside a function the program calls (both pause, and dead tensors
# are freed as they run), and that function called by library code (`map`: it cannot pause;
# on Node the bridge collects inside the call, bridge/js/collect.js; in a page the heap grows
# until it runs out: the limit, shown as it is). Chromium runs as a person's page would, without
# gc(); Node as ./brytorch run starts it, with gc(). A benchmark, not a test: no thresholds.
set -uo pipefail
STAGE=bench/memory
. "$(dirname "$0")/../lib.sh"
cd "$BRYTORCH_ROOT"
steps=10000; hosts="node chromium"
while [ $# -gt 0 ]; do
  case "$1" in
    --steps) steps=$2; shift 2 ;;
    --host) hosts=$2; [ "$hosts" = both ] && hosts="node chromium"; shift 2 ;;
    *) die "unknown option $1 (have: --steps N, --host node|chromium|both)" ;;
  esac
done
report=$((steps / 10)); [ "$report" -ge 1 ] || report=1
[ -f out/bridge/torch.js ] || die "out/bridge/torch.js is missing: run ./brytorch build"
native_py=$(bash tools/bench/lib/native_torch.sh) || die "native torch could not be installed"
out=$(mktemp -d); trap 'rm -rf "$out"' EXIT
run() {   # NAME COMMAND...: shows the STEP lines as they come, keeps the BENCH line
  local name=$1; shift
  log "$name: $steps steps"
  "$@" 2>&1 | tee "$out/$name.log" | grep --line-buffered '^STEP' | sed "s/^/  $name /"
  grep -q '^BENCH' "$out/$name.log" || { log "$name did not finish; its last lines:"; tail -n 3 "$out/$name.log" | sed 's/^/    /'; }
}
run native "$native_py" bench/train_loop.py "$steps" "$report" top
for host in $hosts; do
  flags=(--host "$host" --timeout 7200); [ "$host" = chromium ] && flags+=(--no-expose-gc)
  for where in top function library; do
    run "$host-$where" node web/cli/run.mjs "${flags[@]}" --torch bench/train_loop.py "$steps" "$report" "$where"
  done
done
python3 - "$out" <<'PY'
import glob, json, os, statistics, sys
out = sys.argv[1]
runs = {}
for path in sorted(glob.glob(f"{out}/*.log")):
    lines = [l for l in open(path) if l.startswith("BENCH ")]
    steps = [l.split() for l in open(path) if l.startswith("STEP ")]
    runs[os.path.basename(path)[:-4]] = json.loads(lines[-1][6:]) if lines else \
        {"unfinished": steps[-1] if steps else None}
native = runs.pop("native")
rate = lambda r: statistics.median(x["steps_per_s"] for x in r["reports"])
print(f"\n{'run':18} {'heap at 1/10':>13} {'heap at end':>12} {'growth':>8} {'JS heap end':>12} {'steps/s':>8} {'vs native':>10}")
def row(name, r, unit):
    if "unfinished" in r:
        last = r["unfinished"]
        where = f"last report: step {last[1]}, heap {last[2]} MB" if last else "no report"
        print(f"{name:18} did not finish ({where}; its error is above)"); return
    first, last = r["reports"][0], r["reports"][-1]
    js = "-" if last["js_mb"] is None else f"{last['js_mb']:.0f} MB"
    print(f"{name:18} {first['heap_mb']:>10.0f} MB {last['heap_mb']:>9.0f} MB {last['heap_mb'] - first['heap_mb']:>+6.0f} MB "
          f"{js:>12} {rate(r):>8.1f} {rate(r) / rate(native):>9.2f}x")
row("native (RSS)", native, "")
for name, r in runs.items():
    row(name, r, "")
def section(title, key, describe):   # one line per BryTorch run that reported `key`
    print("\n" + title)
    for name, r in runs.items():
        if r.get(key):
            print(f"  {name:18} {describe(r[key])}")
section("what freed the dead tensors (BryTorch): the scheduler's collections at pauses, and the bridge's"
        " collections inside calls that never pause (Node only: bridge/js/collect.js)", "scheduler",
        lambda s: f"{s['pauses']} pauses, {s['collections']} full and {s.get('minor_collections', 0)} young-generation"
                  f" collections at pauses ({s['gc_ms']} ms), "
                  f"{s.get('collections_in_calls', 0)} inside calls ({s.get('freed_in_calls', 0)} wrappers freed)")
section("how malloc uses the heap at the end (dlmalloc, _brytorch_bridge.malloc_info): a heap much larger than"
        " what is in use, with the free bytes in many pieces, is fragmented", "malloc",
        lambda m: f"{m['system'] / 2**20:.0f} MB taken from the heap: {m['in_use'] / 2**20:.0f} MB in use, "
                  f"{m['free'] / 2**20:.0f} MB free in {m['free_chunks']:.0f} pieces ({m['top'] / 2**20:.0f} MB of it at the top)")
print("heap: BryTorch's wasm heap; native's resident memory. Target (issue 15): growth from 1/10 to the end"
      " under 64 MB for top and function, on both hosts (library cannot pause; on Node the bridge collects"
      " inside its calls).")
PY
