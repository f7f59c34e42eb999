#!/bin/bash
# Tier "torch": `import torch` end to end (torch/ on Brython, torch._C + ATen in wasm) and
# tests/torch/test_*.py on every test host, which must agree test by test, the programs of
# tests/torch/programs (each checks itself: a flat heap while its loop runs), then the REPL
# page with torch (tests/tooling/repl_page.mjs --torch) and the training demo page
# (tests/tooling/demo_page.mjs: 4 epochs on the digits of ./brytorch setup data). Needs the ATen,
# ONNX and bindings stages finished in the cache for the current inputs (otherwise SKIPPED
# with the reason: a cold bindings build is ~45 min on 2 cores); links torch._C itself
# (cached by its inputs; ~15 min when they changed).
set -uo pipefail
STAGE=test/torch
. "$(dirname "$0")/../lib.sh"
cd "$BRYTORCH_ROOT"
if ! bash tools/build/aten.sh --status >/dev/null; then
  echo "SKIPPED: no finished ATen build in the cache (key $(bash tools/build/aten.sh --key)); run ./brytorch build aten (~75 min on 2 cores)"
  exit 0
fi
if ! bash tools/build/onnx.sh --status >/dev/null 2>&1; then
  echo "SKIPPED: no finished ONNX/protobuf wasm build in the cache; run ./brytorch build onnx"
  exit 0
fi
if ! bash tools/build/bindings.sh --status >/dev/null; then
  echo "SKIPPED: torch_python is not built for these inputs (key $(bash tools/build/bindings.sh --key)); run ./brytorch build bindings link (~45 min cold on 2 cores, then ~1 min link)"
  exit 0
fi
buildlog="$BRYTORCH_ROOT/out/torch-build.log"
mkdir -p out
log "building torch._C (bindings + link; log in out/torch-build.log)"
{ bash tools/build/bindings.sh && bash tools/build/link.sh; } > "$buildlog" 2>&1 \
  || { tail -20 "$buildlog"; echo "0 passed, 1 failed"; exit 1; }
python3 tools/vfs/make_bundle.py --out out/vfs/torch-tests.vfs.js --tree tests/torch=torch_tests \
  >/dev/null || exit 1
modules=$(for f in tests/torch/test_*.py; do printf '"torch_tests.%s",' "$(basename "$f" .py)"; done)
program="import brytorch_testing; from torch_tests.known_failures import KNOWN_FAILURES; brytorch_testing.main([$modules], KNOWN_FAILURES)"
run_tests() { node web/cli/run.mjs --host "$1" --timeout 900 --torch --bundle out/vfs/torch-tests.vfs.js -c "$program"; }
status=0
run_on_hosts run_tests '^(PASS|FAIL) .*' || status=1
echo "--- programs whose loops pause: dead tensors are freed while they run (tests/torch/programs)"
passed=0; failed=0
for program in tests/torch/programs/*.py; do
  # each test host as our runners start it (with gc()). Not Chromium without gc() (a person's
  # page): there V8 decides when to collect, and heap_flat.py ended at 133 MB (> 128) in two
  # CI runs while 111 MB in hand runs: README limits, docs/memory.md.
  for host in $(test_hosts); do
    if out=$(node web/cli/run.mjs --host "$host" --timeout 600 --torch "$program" 2>&1); then
      passed=$((passed + 1)); echo "PASS $(basename "$program") ($host): $(echo "$out" | tail -n 1)"
    else
      failed=$((failed + 1)); echo "FAIL $(basename "$program") ($host): $(echo "$out" | tail -n 3 | tr '\n' ' ')"
    fi
  done
done
echo "$passed passed, $failed failed"
[ $failed = 0 ] || status=1
echo "--- the REPL page with torch (./brytorch serve, headless Chromium)"
timeout 900 node tests/tooling/repl_page.mjs --torch || status=1
echo "--- the training demo page (./brytorch serve /demo/, headless Chromium)"
timeout 900 node tests/tooling/demo_page.mjs || status=1
exit $status
