#!/bin/bash
# `./brytorch test [TIER...] [--host node|chromium|both]`: runs test tiers in order, prints
# each tier's own summary and a final total "N passed, N failed" line. A tier that cannot
# run here (e.g. the ATen tier without a finished ATen build in the cache) prints SKIPPED
# with the reason and exits with status 77 (skip_tier, tools/lib.sh); it is never counted as
# passed. A tier's counts are the ones its tier_end hands over, nothing else it prints.
# Exit status 1 if any test failed.
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
  script="${BRYTORCH_TIER_DIR:-$BRYTORCH_ROOT/tools/test}/tier-$tier.sh"   # the directory: for its own tests
  [ -f "$script" ] || { echo "[test] unknown tier '$tier'"; failed_tiers+=("$tier"); total_failed=$((total_failed + 1)); continue; }
  echo "===== tier $tier ====="
  start=$(date +%s)
  out=$(mktemp); result=$(mktemp); rm -f "$result"
  BRYTORCH_TIER_RESULT="$result" bash "$script" 2>&1 | tee "$out"
  rc=${PIPESTATUS[0]}
  if [ "$rc" = "$TIER_SKIPPED" ]; then   # the tier's pre-flight check said it cannot run here
    skipped+=("$tier ($(grep -a '^SKIPPED:' "$out" | tail -n 1 | cut -c10-))")
  else
    # Only the tier's own counts (tier_end writes them), never "N passed" lines in its output.
    if read -r p f 2>/dev/null < "$result"; then :; else
      p=0; f=1; echo "[test] tier $tier ended without its summary (status $rc)"
    fi
    if [ "$rc" != 0 ] && [ "$f" = 0 ]; then f=1; echo "[test] tier $tier exited with status $rc"; fi
    total_passed=$((total_passed + p)); total_failed=$((total_failed + f))
    [ "$f" = 0 ] || failed_tiers+=("$tier")
    echo "[test] tier $tier: $p passed, $f failed ($(( $(date +%s) - start )) s)"
  fi
  rm -f "$result"
  rm -f "$out"
done
echo "===== summary ====="
for s in "${skipped[@]}"; do echo "SKIPPED tier $s"; done
[ ${#failed_tiers[@]} = 0 ] || echo "FAILED tiers: ${failed_tiers[*]}"
echo "$total_passed passed, $total_failed failed"
[ "$total_failed" = 0 ]
