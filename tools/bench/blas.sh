#!/bin/bash
# BLAS benchmark (`./brytorch bench blas`): our wasm BLAS (tools/build/blas.sh, Eigen 3.4)
# under Node next to native numpy's OpenBLAS on the same machine: sgemm 256 and 512 (NN and
# both transposed forms), dgemm for reference, in ms and GFLOP/s, and the ratio wasm / native.
# Native runs single-threaded (OPENBLAS_NUM_THREADS=1, as wasm is) and, for information, on
# both cores. bench/blas_gemm.c (wasm) and bench/blas_gemm.py (native) time the same cases;
# the sides alternate BENCH_RUNS times (default 3) and each case keeps its best time, since
# the machine is shared. A benchmark, not a test: no thresholds. Builds the blas stage if
# needed (~1.5 min).
set -uo pipefail
STAGE=bench/blas
. "$(dirname "$0")/../lib.sh"
cd "$BRYTORCH_ROOT"
runs=${BENCH_RUNS:-3}
bash tools/build/blas.sh || die "the blas stage failed"
blas=$(bash tools/build/blas.sh --status) || die "no blas build"
LIB="${blas#done }/lib/libblas.a"
native_py=$(bash tools/bench/lib/native_numpy.sh) || die "native numpy could not be installed"
out=$(mktemp -d); trap 'rm -rf "$out"' EXIT

log "building bench/blas_gemm.c against $LIB"
emcc -O2 -msimd128 -fwasm-exceptions -c bench/blas_gemm.c -o "$out/blas_gemm.o" || die "compile failed"
em++ -O2 -fwasm-exceptions "$out/blas_gemm.o" "$LIB" -o "$out/blas_gemm.js" -sALLOW_MEMORY_GROWTH=1 \
  > "$out/link.log" 2>&1 || { cat "$out/link.log"; die "link failed"; }
! grep -q 'signature mismatch' "$out/link.log" || { cat "$out/link.log"; die "signature mismatch"; }

for i in $(seq "$runs"); do
  log "run $i of $runs: node, native 1 thread, native 2 threads"
  node "$out/blas_gemm.js" | grep '^BENCH ' > "$out/node.$i" || die "node run failed"
  OPENBLAS_NUM_THREADS=1 "$native_py" bench/blas_gemm.py | grep '^BENCH ' > "$out/native1.$i" || die "native run failed"
  OPENBLAS_NUM_THREADS=2 "$native_py" bench/blas_gemm.py | grep '^BENCH ' > "$out/native2.$i" || die "native run failed"
done

python3 - "$out" <<'PY'
import glob, json, re, sys
out = sys.argv[1]
def best(side):
    runs = [json.loads(open(f).read()[6:]) for f in sorted(glob.glob(f"{out}/{side}.*"))]
    return {k: min(r[k] for r in runs) for k in runs[0]}
node, n1, n2 = best("node"), best("native1"), best("native2")
def gflops(name, ms):
    n = int(re.search(r"_(\d+)$", name).group(1))
    return 2.0 * n ** 3 / (ms * 1e-3) / 1e9
print(f"\n{'case (C = op(A) op(B), n x n)':24} {'wasm ms':>9} {'GFLOP/s':>8} {'native-1t ms':>13} {'GFLOP/s':>8}"
      f" {'ratio':>7} {'native-2t ms':>13} {'ratio':>7}")
for k in node:
    print(f"{k:24} {node[k]:>9.3f} {gflops(k, node[k]):>8.1f} {n1[k]:>13.3f} {gflops(k, n1[k]):>8.1f}"
          f" {node[k] / n1[k]:>6.1f}x {n2[k]:>13.3f} {node[k] / n2[k]:>6.1f}x")
print("\nratio: wasm time / native time (best of the runs); wasm is single-threaded.")
PY
