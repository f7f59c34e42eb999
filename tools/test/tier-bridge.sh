#!/bin/bash
# Tier "bridge": the CPython C-API bridge on each host. Builds out/bridge/tests.js (the
# bridge + the test extensions listed in bridge/builds/tests.txt), bundles bridge/tests/*.py
# and runs them with brytorch_testing; both hosts must agree test by test. Programs of their
# own: lifetimes across tasks, Py_FatalError, and out of memory (the same extensions in
# out/bridge/tests-small-heap.js, heap capped at 48 MB). First, the header compile checks
# (bridge/tests/headers, C and C++). Last, the REPL page's wasm path and the embedding API
# with this module, in headless Chromium (tests/tooling/repl_page.mjs --wasm).
set -uo pipefail
STAGE=test/bridge
. "$(dirname "$0")/../lib.sh"
cd "$BRYTORCH_ROOT"
bash tools/build/bridge.sh tests tests-small-heap || tier_abort "tools/build/bridge.sh tests tests-small-heap"
# The headers compile CPython-style extension code unchanged, as C and as C++ (-Werror).
objdir=$(mktemp -d)
for src in bridge/tests/headers/compile_check.c bridge/tests/headers/compile_check.cpp; do
  if [ "${src##*.}" = cpp ]; then cc=(em++ -std=c++17); else cc=(emcc); fi
  if "${cc[@]}" -c -Wall -Werror -I bridge/include "$src" -o "$objdir/check.o"; then
    check_result PASS "headers::$(basename "$src")"
  else
    check_result FAIL "headers::$(basename "$src")"
  fi
done
rm -rf "$objdir"
python3 tools/vfs/make_bundle.py --out out/vfs/bridge-tests.vfs.js --tree bridge/tests=bridge_tests --data-files \
  --exclude ext --exclude headers >/dev/null || tier_abort "the test bundle"
modules=$(for f in bridge/tests/test_*.py; do printf '"bridge_tests.%s",' "$(basename "$f" .py)"; done)
program="import brytorch_testing; from bridge_tests.known_failures import KNOWN_FAILURES; brytorch_testing.main([$modules], KNOWN_FAILURES)"
run_tests() {
  local rc=0
  node web/cli/run.mjs --host "$1" --timeout 600 --bridge out/bridge/tests.js \
    --bundle out/vfs/bridge-tests.vfs.js -c "$program" || rc=1
  # Lifetimes across tasks: the garbage collector runs between the two programs.
  node web/cli/run.mjs --host "$1" --timeout 300 --bridge out/bridge/tests.js \
    --bundle out/vfs/bridge-tests.vfs.js \
    --then "import brytorch_testing; brytorch_testing.main(['bridge_tests.finalize_check'])" \
    -c "import bridge_tests.finalize_check as f; f.setup()" || rc=1
  # Py_FatalError stops the C runtime, so it has a program of its own.
  node web/cli/run.mjs --host "$1" --timeout 300 --bridge out/bridge/tests.js \
    --bundle out/vfs/bridge-tests.vfs.js -c "import brytorch_testing; brytorch_testing.main(['bridge_tests.fatal_check'])" || rc=1
  # Out of memory: the same extensions in a module whose heap is capped at 48 MB.
  node web/cli/run.mjs --host "$1" --timeout 300 --bridge out/bridge/tests-small-heap.js \
    --bundle out/vfs/bridge-tests.vfs.js -c "import brytorch_testing; brytorch_testing.main(['bridge_tests.memory_check'])" || rc=1
  return $rc
}
status=0
run_on_hosts run_tests '^(PASS|FAIL) .*' || status=1
echo "--- the REPL page and the embedding API with this module (headless Chromium)"
run_counted "the REPL page (--wasm)" 600 node tests/tooling/repl_page.mjs --wasm || status=1
tier_end $status
