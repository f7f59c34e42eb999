#!/bin/bash
# Runs bench/cpython_tests.py one module per process (a hang or a crash costs one module),
# with our overlay or on stock Brython, and prints one summary line per module.
#   bench/cpython_tests.sh [--stock] [--host node|chromium] [--timeout S]
#                          [--exclude TEST_ID_PART]... [MODULE...]
# --stock sets BRYTORCH_OVERLAY_SKIP='*' (no overlay fix, no precompiled stdlib; Node only).
# --exclude is passed on to bench/cpython_tests.py (a test that kills the whole process).
# Each module's verbose log (the tests that did not pass, with reasons) goes to
# out/bench/cpython-tests/<after|before>/MODULE.log.
set -uo pipefail
cd "$(dirname "$0")/.."
mode=after host=node timeout=1200 exclude=()
while [ $# -gt 0 ]; do
  case "$1" in
    --stock) mode=before; export BRYTORCH_OVERLAY_SKIP='*' ;;
    --host) host=$2; shift ;;
    --timeout) timeout=$2; shift ;;
    --exclude) exclude+=(--exclude "$2"); shift ;;
    *) break ;;
  esac
  shift
done
modules=("$@")
[ ${#modules[@]} -gt 0 ] || modules=(test_typing test_dataclasses test_enum test_functools
  test_contextlib test_weakref test_inspect test_abc test_collections test_warnings
  test_itertools test_ast)
[ -f out/vfs/cpython-tests.vfs.js ] || bash tools/vfs/cpython_tests_bundle.sh >/dev/null || exit 1
logs="out/bench/cpython-tests/$mode"; mkdir -p "$logs"
echo "# $mode ($([ $mode = before ] && echo stock Brython || echo with overlay)), host $host, $(date -u '+%Y-%m-%d %H:%M UTC')"
for m in "${modules[@]}"; do
  node web/cli/run.mjs --host "$host" --timeout "$timeout" --bundle out/vfs/cpython-tests.vfs.js \
    bench/cpython_tests.py -v "${exclude[@]}" "$m" >"$logs/$m.log" 2>&1
  rc=$?
  line=$(grep -m1 "^$m: " "$logs/$m.log")
  if [ -n "$line" ]; then echo "$line"
  else
    where=$(grep '^# test ' "$logs/$m.log" | tail -1 | cut -c8-)
    if grep -q 'heap out of memory' "$logs/$m.log"; then why="JS heap out of memory"
    else why=$(grep -v '^brytorch: out/vfs' "$logs/$m.log" | tail -1 | cut -c1-200); fi
    [ $rc = 124 ] && why="timed out after $timeout s"
    echo "$m: crashed (exit $rc) ${where:+in $where}: $why"
  fi
done
