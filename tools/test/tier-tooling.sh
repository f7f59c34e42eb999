#!/bin/bash
# Tier "tooling": host-side tests of our build tools (host python3, no Brython, no wasm).
set -uo pipefail
cd "$(dirname "$0")/../.."
out=$(python3 -W error::ResourceWarning -m unittest discover -s tests/tooling -p 'test_*.py' -v 2>&1)
rc=$?
echo "$out" | grep -E ' \.\.\. |^(FAIL|ERROR):|Error' | head -100
passed=$(echo "$out" | grep -cE ' \.\.\. ok$')
failed=$(echo "$out" | grep -cE ' \.\.\. (FAIL|ERROR)$')
[ $rc = 0 ] || [ "$failed" -gt 0 ] || failed=1
echo "$passed passed, $failed failed"
exit $rc
