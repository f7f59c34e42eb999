#!/bin/bash
# Tier "torch": `import torch` end to end (torch/ on Brython, torch._C + ATen in wasm) and
# tests/torch/test_*.py on every test host, which must agree test by test, the programs of
# tests/torch/programs (each checks itself: a flat heap while its loop runs, no exec source of
# `import torch` compiled at run time), then the REPL
# page with torch (tests/tooling/repl_page.mjs --torch) and the training demo page
# (tests/tooling/demo_page.mjs: 4 epochs on the digits of ./brytorch setup data). Needs the
# ATen and ONNX stages finished in the cache (otherwise SKIPPED with the reason); builds the
# bindings and links torch._C itself when their inputs changed (prepare_torch_module).
set -uo pipefail
STAGE=test/torch
. "$(dirname "$0")/../lib.sh"
cd "$BRYTORCH_ROOT"
prepare_torch_module
python3 tools/vfs/make_bundle.py --out out/vfs/torch-tests.vfs.js --tree tests/torch=torch_tests \
  >/dev/null || tier_abort "the test bundle"
modules=$(for f in tests/torch/test_*.py; do printf '"torch_tests.%s",' "$(basename "$f" .py)"; done)
program="import brytorch_testing; from torch_tests.known_failures import KNOWN_FAILURES; brytorch_testing.main([$modules], KNOWN_FAILURES)"
run_tests() { node web/cli/run.mjs --host "$1" --timeout 900 --torch --bundle out/vfs/torch-tests.vfs.js -c "$program"; }
status=0
run_on_hosts run_tests '^(PASS|FAIL) .*' || status=1
echo "--- programs that check themselves (tests/torch/programs): dead tensors freed while loops run, exec sources precompiled"
for program in tests/torch/programs/*.py; do
  # each test host as our runners start it (with gc()). Not Chromium without gc() (a person's
  # page): there V8 decides when to collect, and heap_flat.py ended at 133 MB (> 128) in two
  # CI runs while 111 MB in hand runs: README limits, docs/memory.md.
  for host in $(test_hosts); do
    if out=$(node web/cli/run.mjs --host "$host" --timeout 600 --torch "$program" 2>&1); then
      check_result PASS "$(basename "$program") ($host): $(echo "$out" | tail -n 1)"
    else
      check_result FAIL "$(basename "$program") ($host): $(echo "$out" | tail -n 3 | tr '\n' ' ')"
    fi
  done
done
echo "--- the REPL page with torch (./brytorch serve, headless Chromium)"
run_counted "the REPL page (--torch)" 900 node tests/tooling/repl_page.mjs --torch || status=1
echo "--- the training demo page (./brytorch serve /demo/, headless Chromium)"
# Its oracle is native PyTorch running the same code and seed (installed on first use).
native_py=$(bash tools/bench/lib/native_torch.sh) || tier_abort "native PyTorch (the demo's oracle) could not be installed"
BRYTORCH_NATIVE_PYTHON="$native_py" run_counted "the training demo page" 900 node tests/tooling/demo_page.mjs || status=1
tier_end $status
