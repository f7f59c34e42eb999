#!/bin/bash
# Native numpy 2.2.5 (PyPI wheel, the version BryTorch builds) with the test tools its
# requirements/test_requirements.txt pins (pytest 7.4.0, hypothesis 6.104.1, pytz), on the
# machine's CPython, for `./brytorch bench numpy`: the oracle for numpy's own test suite and
# the speed ratios. A venv in the cache ($BRYTORCH_CACHE/native-numpy), installed on first use.
# Prints the venv's python path.
set -euo pipefail
STAGE=bench/native-numpy
. "$(dirname "$0")/../../lib.sh"
VENV="$BRYTORCH_CACHE/native-numpy"
PY=python3.11
command -v "$PY" >/dev/null || PY="$HOME/.pyenv/versions/3.11.7/bin/python"
if [ ! -f "$VENV/DONE" ]; then
  log "installing numpy==2.2.5 and its test tools from PyPI into $VENV (first use)" >&2
  rm -rf "$VENV"
  "$PY" -m venv "$VENV" >&2
  "$VENV/bin/pip" install -q "numpy==2.2.5" "pytest==7.4.0" "hypothesis==6.104.1" \
    "pytz==2023.3.post1" >&2
  "$VENV/bin/python" -c "import numpy; assert numpy.__version__ == '2.2.5'" >&2
  touch "$VENV/DONE"
fi
echo "$VENV/bin/python"
