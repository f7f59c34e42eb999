#!/bin/bash
# Bundles CPython 3.11's `test` package (unmodified, from Debian bookworm's python3.11 source;
# ./brytorch setup sources unpacks it) into out/vfs/cpython-tests.vfs.js for
# bench/cpython_tests.py: test/__init__.py, test/support/**, the test modules below and the
# helper modules they import (make_bundle.py --only); directories without __init__.py (namespace
# packages, e.g. test/test_warnings/data) become empty packages. Takes a few seconds.
set -euo pipefail
STAGE=vfs/cpython-tests
. "$(dirname "$0")/../lib.sh"
cd "$BRYTORCH_ROOT"
tests="$SRC_DIR/cpython-3.11-tests"
[ -f "$tests/.complete" ] || die "CPython tests missing: run ./brytorch setup sources"
modules=(test_typing test_dataclasses test_enum test_functools test_contextlib test_weakref
         test_inspect test_abc test_collections test_warnings test_itertools test_ast)
only=(--only test.support)
for m in "${modules[@]}"; do only+=(--only "test.$m"); done
python3 tools/vfs/make_bundle.py --out out/vfs/cpython-tests.vfs.js --tree "$tests/test=test" --implicit-packages \
  "${only[@]}" 2>out/vfs/cpython-tests.vfs.warnings
log "$(grep -c warning out/vfs/cpython-tests.vfs.warnings || true) files the host parser rejected (out/vfs/cpython-tests.vfs.warnings)"
