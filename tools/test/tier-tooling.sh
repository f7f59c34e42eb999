#!/bin/bash
# Tier "tooling": tests of our tools. The build tools with the host's python3 (no Brython, no
# wasm), then the REPL page of `./brytorch serve` in headless Chromium (needs the Python side
# built: ./brytorch build brython vfs; the host bundle is refreshed here), then `./brytorch
# run` as a command on both hosts. One summary line each.
set -uo pipefail
cd "$(dirname "$0")/../.."
out=$(python3 -W error::ResourceWarning -m unittest discover -s tests/tooling -p 'test_*.py' -v 2>&1)
rc=$?
echo "$out" | grep -E ' \.\.\. |^(FAIL|ERROR):|Error' | head -100
passed=$(echo "$out" | grep -cE ' \.\.\. ok$')
failed=$(echo "$out" | grep -cE ' \.\.\. (FAIL|ERROR)$')
[ $rc = 0 ] || [ "$failed" -gt 0 ] || failed=1
echo "$passed passed, $failed failed"

echo "--- the REPL page (./brytorch serve, headless Chromium)"
if ! bash tools/build/brython.sh >/dev/null; then
  echo "FAIL tools/build/brython.sh"; echo "0 passed, 1 failed"; exit 1
fi
timeout 600 node tests/tooling/repl_page.mjs
repl_rc=$?
[ $repl_rc = 124 ] && { echo "FAIL the REPL page test timed out"; echo "0 passed, 1 failed"; }

echo "--- ./brytorch run as a command: output, exit statuses, tracebacks (node, headless Chromium)"
timeout 300 node tests/tooling/run_cli.mjs
run_rc=$?
[ $run_rc = 124 ] && { echo "FAIL the run command test timed out"; echo "0 passed, 1 failed"; }
[ $rc = 0 ] && [ $repl_rc = 0 ] && [ $run_rc = 0 ]
