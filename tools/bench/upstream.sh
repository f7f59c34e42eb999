#!/bin/bash
# PyTorch's own test suites (issue 14): `./brytorch bench upstream [SUITE...] [--host
# node|chromium|both] [--shard I/N] [--chunk-timeout S] [--suite-budget S] [--refresh-native]`.
# `./brytorch bench upstream --imports [--host ...]` instead imports every top-level
# test/test_*.py here and natively and counts those that import (tools/bench/lib/upstream_imports.py).
# Each suite (a top-level test/test_*.py of PyTorch 2.6.0, unmodified) runs here under
# brytorch_pytest, one process (Node) or page (Chromium) at a time, and under pytest on native
# PyTorch 2.6.0 (CPython, PyPI wheel; tools/bench/lib/native_torch.sh), test by test
# (tools/bench/lib/upstream_suite.py): a table, out/bench/upstream/<host>/<suite>.json and
# out/bench/upstream/summary.json. Builds nothing: needs `./brytorch build` (torch) and
# `./brytorch setup testdeps && ./brytorch build vfs`. A benchmark, not a test: no thresholds.
set -uo pipefail
STAGE=bench/upstream
. "$(dirname "$0")/../lib.sh"
cd "$BRYTORCH_ROOT"
for f in out/bridge/torch.js out/vfs/torch.vfs.js out/vfs/upstream-tests.vfs.js out/vfs/testdeps.vfs.js; do
  [ -f "$f" ] || die "$f is missing: run ./brytorch setup testdeps && ./brytorch build"
done
[ -f "$PYTORCH_PRISTINE/.complete" ] || die "PyTorch source missing: run ./brytorch setup sources"
native_py=$(bash tools/bench/lib/native_torch.sh) || die "native PyTorch could not be installed"
exec python3 tools/bench/lib/upstream_suite.py --native-py "$native_py" --test-dir "$PYTORCH_PRISTINE/test" "$@"
