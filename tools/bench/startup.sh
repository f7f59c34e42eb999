#!/bin/bash
# Startup benchmark: Brython boot and cold imports on both hosts, with and without the
# precompiled stdlib (stage "precompile"), and the same imports in native CPython for scale.
# Prints medians of N runs (default 3; BENCH_RUNS=N). Absolute times on a busy machine are
# noisy: read the ratios.
set -uo pipefail
cd "$(dirname "$0")/../.."
runs=${BENCH_RUNS:-3}
imports='import time; t=time.perf_counter(); import dataclasses, typing, enum, inspect, functools, collections, re, json; print("%.0f" % (1000*(time.perf_counter()-t)))'
. tools/bench/lib/timing.sh
printf '%-10s %-14s %12s %14s\n' host stdlib "boot (ms)" "imports (ms)"
for host in node chromium; do
  for mode in compiled-at-import precompiled; do
    export BRYTORCH_NO_PRECOMPILED=$([ $mode = precompiled ] && echo 0 || echo 1)
    boot=$(for i in $(seq $runs); do wall_ms node web/cli/run.mjs --host $host -c pass; done | median)
    imp=$(for i in $(seq $runs); do node web/cli/run.mjs --host $host -c "$imports" 2>/dev/null | tail -1; done | median)
    printf '%-10s %-14s %12s %14s\n' $host $mode "$boot" "$imp"
  done
done
unset BRYTORCH_NO_PRECOMPILED
native=$(for i in $(seq $runs); do python3 -c "$imports"; done | median)
printf '%-10s %-14s %12s %14s\n' cpython native "-" "$native"
