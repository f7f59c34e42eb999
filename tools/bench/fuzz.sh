#!/bin/bash
# `./brytorch bench fuzz [--calls N] [--seed S] [--host node|chromium]`: the fuzzer of bad
# input (tools/fuzz/fuzz.py), N random torch calls on BryTorch and on native PyTorch 2.6.0
# (installed into the cache on first use), compared call by call. Its last line:
# "fuzz: N calls, T traps, H hangs, D divergences"; details in out/bench/fuzz/. docs/fuzz.md.
set -uo pipefail
STAGE=bench/fuzz
. "$(dirname "$0")/../lib.sh"
cd "$BRYTORCH_ROOT"
native_py=$(bash tools/bench/lib/native_torch.sh) || die "native PyTorch could not be installed"
{ bash tools/build/bindings.sh && bash tools/build/link.sh; } > out/torch-build.log 2>&1 \
  || { tail -20 out/torch-build.log; die "torch._C did not build (out/torch-build.log)"; }
exec python3 tools/fuzz/fuzz.py --native-py "$native_py" "$@"
