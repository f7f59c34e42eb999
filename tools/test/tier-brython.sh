#!/bin/bash
# Tier "brython": Brython fidelity tests (tests/brython/test_*.py) on each host, programs
# whose module-level loops pause compared with CPython (tools/test/pause-programs.sh), then a
# check that every overlay fix is still needed: with that one fix left out, the test named
# in its "Test:" line must fail (a fix whose test passes without it is dead weight, or its
# test cannot fail). Each of those runs imports the test's module and runs that test alone
# (brytorch_testing's `only`): the whole module took ~4x longer (the tier 33 -> 10 minutes).
set -uo pipefail
STAGE=test/brython
. "$(dirname "$0")/../lib.sh"
cd "$BRYTORCH_ROOT"
bash tools/build/brython.sh >/dev/null || tier_abort "tools/build/brython.sh"
python3 tools/vfs/make_bundle.py --out out/vfs/tests.vfs.js --tree tests=brytorch_tests --exclude aten >/dev/null \
  || tier_abort "the test bundle"
modules=$(for f in tests/brython/test_*.py; do b=$(basename "$f" .py); printf '"brytorch_tests.brython.%s",' "$b"; done)
program="import brytorch_testing; brytorch_testing.main([$modules])"
run_tests() { node web/cli/run.mjs --host "$1" --timeout 900 --bundle out/vfs/tests.vfs.js -c "$program"; }
status=0
run_on_hosts run_tests '^(PASS|FAIL) .*' || status=1   # both hosts must agree test by test

echo "--- programs whose loops pause, against CPython (tests/brython/programs)"
run_counted "pause programs" 3600 bash tools/test/pause-programs.sh || status=1

echo "--- each overlay fix is needed (node, one fix left out at a time)"
for fix in brython/overlay/[0-9]*.js; do
  test_ref=$(grep -m1 -oE '^// Test: tests/brython/[a-z_0-9]+\.py::[A-Za-z_0-9]+' "$fix" | cut -c10-) || true
  [ -n "$test_ref" ] || continue   # helpers carry no Test: line
  # A speed change (a `// Speed:` line) changes no behaviour, so nothing can fail without it:
  # not checked here (its test still runs with the others above), and not counted.
  if grep -q '^// Speed:' "$fix"; then echo "(not checked: $(basename "$fix") is a speed change)"; continue; fi
  label="$(basename "${test_ref%%.py::*}")::${test_ref##*::}"
  module="brytorch_tests.brython.$(basename "${test_ref%%.py::*}")"
  without() {
    BRYTORCH_OVERLAY_SKIP="$(basename "$fix")" node web/cli/run.mjs --host node --timeout 300 \
      --bundle out/vfs/tests.vfs.js -c "import brytorch_testing; brytorch_testing.main(['$module'], only=['${test_ref##*::}'])" 2>&1
  }
  out=$(without)
  # A run that did not reach its end (a timeout on a loaded machine) says nothing about the
  # fix: it runs once more, and the reason is reported if it still does not finish.
  if ! echo "$out" | grep -q "^@@END"; then
    echo "(the run without $(basename "$fix") did not finish: $(echo "$out" | tail -n 1); once more)"
    out=$(without)
  fi
  # (a test module that cannot even be imported says nothing about the fix either: edits to
  # brython/overlay/ while this tier runs are loaded by these runs, one file at a time)
  if echo "$out" | grep -q "^FAIL $label: no such test"; then check_result FAIL "$(basename "$fix"): its Test: line names no test ($label)"
  elif echo "$out" | grep -q "^FAIL $label"; then check_result PASS "$(basename "$fix") needed by $label"
  elif ! echo "$out" | grep -q "^@@END"; then check_result FAIL "$(basename "$fix"): the run without it did not finish ($(echo "$out" | tail -n 1))"
  elif echo "$out" | grep -q "^FAIL $module (import)"; then
    check_result FAIL "$(basename "$fix"): without it $module does not import ($(echo "$out" | grep -m1 "^FAIL $module (import)"))"
  else check_result FAIL "$(basename "$fix"): $label does not fail without it"; fi
done
tier_end $status
