#!/bin/bash
# Native PyTorch 2.6.0 from PyPI (the same version as BryTorch's), for benchmarks that
# report BryTorch next to native on the same machine, with what PyTorch's own test suites
# need (`./brytorch bench upstream`): numpy 2.2.5 (BryTorch's), and the harness's test tools
# at the versions of tools/setup/testdeps.lock. A venv in the cache
# ($BRYTORCH_CACHE/native-torch, several GB with the CUDA libraries PyPI's wheel depends on;
# nothing runs on a GPU). Prints the venv's python path. Installed on first use only.
set -euo pipefail
STAGE=bench/native-torch
. "$(dirname "$0")/../../lib.sh"
. "$(dirname "$0")/native_venv.sh"
native_venv native-torch "import torch, numpy; assert torch.__version__.startswith('2.6.0')" \
  "torch==2.6.0" "numpy==2.2.5" "pytest==7.4.0" "hypothesis==6.104.1" "expecttest==0.3.0"
