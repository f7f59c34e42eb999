#!/bin/bash
# `./brytorch test [TIER...] [--host node|chromium|both]`: runs test tiers in order, prints
# each tier's own summary and a final total "N passed, N failed" line. A tier that cannot
# run here (e.g. the ATen tier without a finished ATen build in the cache) prints SKIPPED
# with the reason; it is never counted as passed. Exit status 1 if any test failed.
set -uo pipefail
STAGE=test
. "$(dirname "$0")/../lib.sh"
tiers=(); host=both
while [ $# -gt 0 ]; do
  case "$1" in
    --host) host="$2"; shift 2 ;;
    *) tiers+=("$1"); shift ;;
  esac
done
export BRYTORCH_TEST_HOSTS="$host"
total_passed=0; total_failed=0; skipped=(); failed_tiers=()
for tier in "${tiers[@]}"; do
  script="$BRYTORCH_ROOT/tools/test/tier-$tier.sh"
  [ -f "$script" ] || { echo "[test] unknown tier '$tier'"; failed_tiers+=("$tier"); total_failed=$((total_failed + 1)); continue; }
  echo "===== tier $tier ====="
  start=$(date +%s)
  out=$(mktemp)
  bash "$script" 2>&1 | tee "$out"
  rc=${PIPESTATUS[0]}
  if grep -q '^SKIPPED:' "$out"; then
    skipped+=("$tier ($(grep -m1 '^SKIPPED:' "$out" | cut -c10-))")
  else
    # A tier prints one "N passed, N failed" line per host/program; add them all.
    p=$(grep -E '^[0-9]+ passed, [0-9]+ failed$' "$out" | awk '{s+=$1} END {print s+0}')
    f=$(grep -E '^[0-9]+ passed, [0-9]+ failed$' "$out" | awk '{s+=$3} END {print s+0}')
    if [ "$rc" != 0 ] && [ "$f" = 0 ]; then f=1; echo "[test] tier $tier exited with status $rc"; fi
    if ! grep -qE '^[0-9]+ passed, [0-9]+ failed$' "$out"; then f=$((f + 1)); echo "[test] tier $tier printed no summary"; fi
    total_passed=$((total_passed + p)); total_failed=$((total_failed + f))
    [ "$f" = 0 ] || failed_tiers+=("$tier")
    echo "[test] tier $tier: $p passed, $f failed ($(( $(date +%s) - start )) s)"
  fi
  rm -f "$out"
done
echo "===== summary ====="
for s in "${skipped[@]}"; do echo "SKIPPED tier $s"; done
[ ${#failed_tiers[@]} = 0 ] || echo "FAILED tiers: ${failed_tiers[*]}"
echo "$total_passed passed, $total_failed failed"
[ "$total_failed" = 0 ]
