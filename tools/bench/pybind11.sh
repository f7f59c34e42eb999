#!/bin/bash
# `./brytorch bench pybind11 [--host node|chromium] [-k KEYWORD]`: the dashboard of pybind11's
# own test suite on the bridge (docs/pybind11.md): the C++ test modules from pybind11 2.10.3's
# sources built against the 2.13.6 headers (bridge/builds/pybind11_tests.txt), the unmodified
# Python test files run by our pytest-compatible runner. Prints one summary line per file
# and a total; logs in out/bench/pybind11/.
set -uo pipefail
STAGE=bench/pybind11
. "$(dirname "$0")/../lib.sh"
cd "$BRYTORCH_ROOT"
host=node keyword=""
while [ $# -gt 0 ]; do
  case "$1" in
    --host) host=$2; shift 2 ;;
    -k) keyword=$2; shift 2 ;;
    *) die "unknown option $1" ;;
  esac
done
T="$SRC_DIR/pybind11-2.10.3/tests"
[ -d "$T" ] || die "pybind11 test sources missing: run ./brytorch setup ext"
bash tools/build/bridge.sh pybind11_tests >/dev/null || exit 1
python3 tools/vfs/make_bundle.py --out out/vfs/pybind11-tests.vfs.js --tree "$T" \
  --exclude test_cmake_build --exclude test_embed --exclude extra_python_package --exclude extra_setuptools >/dev/null || exit 1
mkdir -p out/bench/pybind11
tests=(test_class test_methods_and_attributes test_kwargs_and_defaults test_exceptions test_operator_overloading
  test_enum test_callbacks test_sequences_and_iterators test_smart_ptr test_virtual_functions test_stl
  test_buffers test_builtin_casters test_pytypes test_modules test_multiple_inheritance)
tp=0 tf=0 ts=0 te=0
for t in "${tests[@]}"; do
  log=out/bench/pybind11/$t-$host.log
  node web/cli/run.mjs --host "$host" --timeout ${BRYTORCH_PYBIND11_TIMEOUT:-300} --bridge out/bridge/pybind11_tests.js \
    --bundle out/vfs/pybind11-tests.vfs.js \
    -c "import brytorch_pytest, sys; sys.exit(brytorch_pytest.main(['$t'], keyword=${keyword:+\"$keyword\"}${keyword:-None}, verbose=True))" > "$log" 2>&1
  line=$(grep -a -E '^[0-9]+ passed, [0-9]+ failed, [0-9]+ skipped' "$log" | tail -1)
  echo "$t ($host): ${line:-no summary, see $log}"
  if [ -n "$line" ]; then
    set -- $line
    tp=$((tp + $1)); tf=$((tf + $3)); ts=$((ts + $5)); te=$((te + $9))
  else
    te=$((te + 1))
  fi
done
echo "total ($host): $tp passed, $tf failed, $ts skipped, $te errors"
