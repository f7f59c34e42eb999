#!/bin/bash
# Native numpy 2.2.5 (PyPI wheel, the version BryTorch builds) with the test tools its
# requirements/test_requirements.txt pins (pytest 7.4.0, hypothesis 6.104.1, pytz), on the
# machine's CPython, for `./brytorch bench numpy` and the numpy tier: the oracle for numpy's
# own test suite and the speed ratios. A venv in the cache ($BRYTORCH_CACHE/native-numpy),
# installed on first use. Prints the venv's python path.
set -euo pipefail
STAGE=bench/native-numpy
. "$(dirname "$0")/../../lib.sh"
. "$(dirname "$0")/native_venv.sh"
native_venv native-numpy "import numpy; assert numpy.__version__ == '2.2.5'" \
  "numpy==2.2.5" "pytest==7.4.0" "hypothesis==6.104.1" "pytz==2023.3.post1"
