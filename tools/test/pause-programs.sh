#!/bin/bash
# Programs whose module-level loops pause (tests/brython/programs/*.py; issue 15,
# web/runtime/scheduler.js), and programs whose behaviour only a fresh process shows, run
# under CPython, the oracle, and under BryTorch on each test host: stdout and the exit status
# must be equal, and so must an uncaught exception's traceback (its `line N, in NAME` entries and its last line; CPython also prints source
# lines, which Brython does not). Prints PASS/FAIL per program and host, then the counts, in
# the tiers' protocol (tools/test/outcomes.py).
set -uo pipefail
STAGE=test/brython
. "$(dirname "$0")/../lib.sh"
cd "$BRYTORCH_ROOT"
signature() { grep -aoE 'line [0-9]+, in [^ ]+' "$1"; tail -n 1 "$1"; }
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
passed=0; failed=0
programs=(tests/brython/programs/*.py)
echo "@@BEGIN"
echo "@@COLLECTED $(( ${#programs[@]} * $(test_hosts | wc -w) )) tests/brython/programs"
for program in "${programs[@]}"; do
  name=$(basename "$program" .py)
  python3 "$program" > "$work/cpython.out" 2> "$work/cpython.err"; want=$?
  for host in $(test_hosts); do
    node web/cli/run.mjs --host "$host" --timeout 300 "$program" > "$work/$host.out" 2> "$work/$host.err"; got=$?
    grep -av 'precompiled.js is older' "$work/$host.err" > "$work/$host.err2"
    why=""
    [ "$got" = "$want" ] || why="exit status $got, CPython's $want"
    cmp -s "$work/cpython.out" "$work/$host.out" || why="${why:+$why; }stdout differs: $(diff "$work/cpython.out" "$work/$host.out" | head -5 | tr '\n' ' ')"
    if [ -s "$work/cpython.err" ] && [ "$(signature "$work/cpython.err")" != "$(signature "$work/$host.err2")" ]; then
      why="${why:+$why; }traceback differs: $(signature "$work/$host.err2" | tr '\n' ' ')"
    fi
    if [ -z "$why" ]; then passed=$((passed + 1)); echo "PASS $name ($host)"
    else failed=$((failed + 1)); echo "FAIL $name ($host): $why"; fi
  done
done
echo "$passed passed, $failed failed"
echo "@@END"
[ $failed = 0 ]
