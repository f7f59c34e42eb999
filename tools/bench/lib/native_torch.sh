#!/bin/bash
# Native PyTorch 2.6.0 from PyPI (the same version as BryTorch's), for benchmarks that
# report BryTorch next to native on the same machine. A venv in the cache
# ($BRYTORCH_CACHE/native-torch, several GB with the CUDA libraries PyPI's wheel depends on;
# nothing runs on a GPU). Prints the venv's python path. Installed on first use only.
set -euo pipefail
STAGE=bench/native-torch
. "$(dirname "$0")/../../lib.sh"
VENV="$BRYTORCH_CACHE/native-torch"
PY=python3.11
command -v "$PY" >/dev/null || PY="$HOME/.pyenv/versions/3.11.7/bin/python"
if [ ! -f "$VENV/DONE" ]; then
  log "installing torch==2.6.0 from PyPI into $VENV (first use; large download)" >&2
  rm -rf "$VENV"
  "$PY" -m venv "$VENV" >&2
  "$VENV/bin/pip" install -q "torch==2.6.0" >&2
  "$VENV/bin/python" -c "import torch; assert torch.__version__.startswith('2.6.0')" >&2
  touch "$VENV/DONE"
fi
echo "$VENV/bin/python"
