#!/bin/bash
# Torch benchmark (`./brytorch bench torch [--json FILE]`): BryTorch on Node and headless
# Chromium next to native PyTorch 2.6.0 (PyPI wheel, tools/bench/lib/native_torch.sh) on the
# same machine, every side on one thread (wasm has one). Measures, with bench/torch_ops.py on
# every side:
#   start to `import torch` done (wall), first start ("cold") and later starts ("warm");
#   `import torch` alone, inside Python; the heap after the import; a + b on 1-element
#   tensors; 256x256 and 512x512 float32 matmul; nn.Linear forward + backward; an MLP SGD
#   step; an nn.Conv2d forward (the program's docstring says exactly what each one is).
# Then profiles one Node start to `import torch` (node --cpu-prof) and says where the time
# went, and times each module's body in another (BRYTORCH_IMPORT_PROFILE, the modules that
# cost most). Cold/warm: native and Node read files through the OS cache, so their runs after the
# first are warm; Chromium's page 1 is a fresh profile (download + wasm compile), pages 2..N
# reuse its HTTP cache and compiled wasm. A benchmark, not a test: no thresholds. The
# machine is noisy: read the ratios. BENCH_RUNS=N (default 3) runs per side.
# --json FILE also writes the figures as one object with an entry per side (`native`,
# `node`, `chromium`), each holding import_warm_s, import_cold_s, add1_us, add1_loop_us, shape_us, matmul256_ms,
# matmul512_gflops, linear_fwd_bwd_ms, mlp_step_ms, conv2d_ms (medians over the runs), and
# for the two hosts wasm_bytes and wasm_brotli_bytes (out/bridge/torch.sizes.txt).
set -uo pipefail
STAGE=bench/torch
. "$(dirname "$0")/../lib.sh"
cd "$BRYTORCH_ROOT"
runs=${BENCH_RUNS:-3}
json_out=
while [ $# -gt 0 ]; do
  case "$1" in
    --json) [ $# -ge 2 ] || die "--json needs a FILE"; json_out=$(realpath -m "$2"); mkdir -p "$(dirname "$json_out")"; shift 2 ;;
    *) die "unknown argument '$1' (usage: ./brytorch bench torch [--json FILE])" ;;
  esac
done
[ -f out/bridge/torch.js ] || die "out/bridge/torch.js is missing: run ./brytorch build bindings link"
native_py=$(bash tools/bench/lib/native_torch.sh) || die "native torch could not be installed"
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

. tools/bench/lib/timing.sh

log "native: $runs runs"
for i in $(seq "$runs"); do
  wall_ms "$native_py" -W ignore -c 'import torch' >> "$out/native.start" || die "native: import torch failed"
  # (stderr kept aside: the PyPI wheel warns that NumPy is absent, which is not needed here)
  "$native_py" bench/torch_ops.py > "$out/native.$i" 2> "$out/native.err" || { cat "$out/native.err"; die "native run failed"; }
done

log "node: $runs runs"
for i in $(seq "$runs"); do
  wall_ms node web/cli/run.mjs --host node -c 'import torch' >> "$out/node.start" || die "node: import torch failed"
  node web/cli/run.mjs --host node bench/torch_ops.py > "$out/node.$i" || die "node run failed"
done

log "chromium: $runs pages in one browser"
node tools/bench/lib/chromium_pages.mjs bench/torch_ops.py "$runs" --torch > "$out/chromium.pages" || die "chromium run failed"

python3 - "$out" "$runs" "$json_out" <<'EOF'
import json, statistics, sys
out, runs, json_out = sys.argv[1], int(sys.argv[2]), sys.argv[3]
def bench(path):
    for line in open(path):
        if "BENCH " in line:
            return json.loads(line[line.index("BENCH ") + 6:])
    sys.exit(f"no BENCH line in {path}")
med = lambda xs: statistics.median(xs) if xs else float("nan")
native = [bench(f"{out}/native.{i}") for i in range(1, runs + 1)]
node = [bench(f"{out}/node.{i}") for i in range(1, runs + 1)]
pages = [json.loads(l) for l in open(f"{out}/chromium.pages")]
chrome = [json.loads(p["output"][p["output"].index("BENCH ") + 6:].splitlines()[0]) for p in pages]
nstart = [int(x) / 1000 for x in open(f"{out}/native.start")]
dstart = [int(x) / 1000 for x in open(f"{out}/node.start")]
cstart = [(p["boot_ms"]) / 1000 + c["import_s"] for p, c in zip(pages, chrome)]
def figure(side, key):
    return med([r[key] for r in side])
rows = [
    ("start to `import torch` done, first (s)", nstart[0], dstart[0], cstart[0], False),
    ("start to `import torch` done, warm (s)", med(nstart[1:]), med(dstart[1:]), med(cstart[1:]), False),
    ("`import torch` inside Python, warm (s)", med([r["import_s"] for r in native[1:]]),
     med([r["import_s"] for r in node[1:]]), med([r["import_s"] for r in chrome[1:]]), False),
]
figures = [  # (label, key in the BENCH line, key in --json, higher is better)
    ("a + b, 1-element float32 (us)", "add_us", "add1_us", False),
    ("a + b in a module-level loop, frees in (us)", "add_loop_us", "add1_loop_us", False),
    ("`a.shape`, a torch.Size each read (us)", "shape_us", "shape_us", False),
    ("256x256 float32 matmul (ms)", "mm_ms", "matmul256_ms", False),
    ("512x512 float32 matmul (GFLOP/s)", "mm512_gflops", "matmul512_gflops", True),
    ("nn.Linear 784->128, batch 64, fwd+bwd (ms)", "linear_fwd_bwd_ms", "linear_fwd_bwd_ms", False),
    ("MLP 784-128-10 SGD step, batch 64 (ms)", "mlp_step_ms", "mlp_step_ms", False),
    ("nn.Conv2d 3->16 3x3 on 1x3x64x64 fwd (ms)", "conv2d_ms", "conv2d_ms", False),
]
for label, key, _, higher_better in figures:
    n, d, c = figure(native, key), figure(node, key), figure(chrome, key)
    rows.append((label, n, d, c, higher_better))
fmt = lambda v: f"{v:.3g}" if isinstance(v, float) else str(v)
print(f"{'':44} {'native':>9} {'node':>9} {'ratio':>7} {'chromium':>9} {'ratio':>7}")
# ratio: how many times slower than native (for a rate such as GFLOP/s, native / ours)
slower = lambda native_value, ours, higher_better: native_value / ours if higher_better else ours / native_value
for label, n, d, c, higher_better in rows:
    print(f"{label:44} {fmt(n):>9} {fmt(d):>9} {slower(n, d, higher_better):>6.1f}x {fmt(c):>9} {slower(n, c, higher_better):>6.1f}x")
mb = lambda v: "-" if v is None else f"{v / 2**20:.0f}"
print(f"{'heap after import: wasm / JS (MB)':44} {'':>9} {mb(node[-1]['wasm_heap_bytes']) + ' / ' + mb(node[-1]['js_heap_bytes']):>17} "
      f"{mb(chrome[-1]['wasm_heap_bytes']) + ' / ' + mb(chrome[-1]['js_heap_bytes']):>17}")
if json_out:
    sizes = dict(line.split(": ", 1) for line in open("out/bridge/torch.sizes.txt").read().splitlines())
    wasm = {"wasm_bytes": int(sizes["torch.wasm"].split()[0]), "wasm_brotli_bytes": int(sizes["brotli -q 9"].split()[0])}
    def side(starts, results, host):
        entry = {"import_cold_s": round(starts[0], 3), "import_warm_s": round(med(starts[1:]), 3)}
        entry.update({json_key: figure(results, key) for _, key, json_key, _ in figures})
        return {**entry, **(wasm if host else {})}
    report = {"runs": runs, "threads": 1, "native": side(nstart, native, False),
              "node": side(dstart, node, True), "chromium": side(cstart, chrome, True)}
    with open(json_out, "w") as f:
        json.dump(report, f, indent=1)
    print(f"figures written to {json_out}")
print(f"chromium page boot (scripts + wasm + bridge start), first / warm: {pages[0]['boot_ms'] / 1000:.1f} s / {med([p['boot_ms'] for p in pages[1:]]) / 1000:.1f} s")
EOF

log "profile: one Node start to \`import torch\` done (node --cpu-prof)"
# (node's flags as web/cli/run.mjs gives them: the V8 code cache of the timed runs is reused)
node --cpu-prof --cpu-prof-dir="$out/prof" --stack-size=4000 --expose-gc web/host/node-main.cjs --torch \
  --bridge out/bridge/torch.js --code 'import torch' >/dev/null || die "profiled run failed"
node tools/bench/lib/cpuprofile_summary.mjs "$out"/prof/*.cpuprofile 15

log "import profile: each module's own time in one Node start to \`import torch\` done"
BRYTORCH_IMPORT_PROFILE="$out/import-profile.json" node --stack-size=4000 --expose-gc web/host/node-main.cjs --torch \
  --bridge out/bridge/torch.js --code 'import torch' >/dev/null || die "import-profiled run failed"
node tools/bench/lib/import_profile_summary.mjs "$out/import-profile.json" 20
