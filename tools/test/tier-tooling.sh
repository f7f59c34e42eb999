#!/bin/bash
# Tier "tooling": tests of our tools. The build tools with the host's python3 (no Brython, no
# wasm; tools/test/unittest_run.py), then the REPL page of `./brytorch serve` in headless
# Chromium (needs the Python side built: ./brytorch build brython vfs; the host bundle is
# refreshed here), then `./brytorch run` as a command on both hosts.
set -uo pipefail
STAGE=test/tooling
. "$(dirname "$0")/../lib.sh"
cd "$BRYTORCH_ROOT"
run_counted "tooling unit tests" 600 python3 -W error::ResourceWarning tools/test/unittest_run.py tests/tooling

echo "--- the REPL page (./brytorch serve, headless Chromium)"
bash tools/build/brython.sh >/dev/null || tier_abort "tools/build/brython.sh"
run_counted "the REPL page" 600 node tests/tooling/repl_page.mjs

echo "--- ./brytorch run as a command: output, exit statuses, tracebacks (node, headless Chromium)"
run_counted "./brytorch run" 300 node tests/tooling/run_cli.mjs
tier_end
