#!/bin/bash
# `./brytorch bench ext [--host node|chromium]`: the dashboard of third-party C extensions on
# the bridge (docs/extensions.md): each project's own upstream tests, unmodified, run by our
# pytest-compatible runner, one summary line per project. Not a test tier: failures are
# listed in docs/extensions.md with their causes.
set -uo pipefail
STAGE=bench/ext
. "$(dirname "$0")/../lib.sh"
cd "$BRYTORCH_ROOT"
host=node
[ "${1:-}" = "--host" ] && host=$2
X="$SRC_DIR/ext"
[ -d "$X/markupsafe-2.1.5" ] || die "extension sources missing: run ./brytorch setup ext"
bash tools/build/bridge.sh ext >/dev/null || exit 1
bundle() { python3 tools/vfs/make_bundle.py --implicit-packages "$@" >/dev/null || exit 1; }
mkdir -p out/bench/ext/pyrsistent-top
cp "$X/pyrsistent-0.20.0/_pyrsistent_version.py" out/bench/ext/pyrsistent-top/
bundle --out out/vfs/ext-markupsafe.vfs.js --tree "$X/markupsafe-2.1.5/src/markupsafe=markupsafe" \
  --tree "$X/markupsafe-2.1.5/tests=markupsafe_tests"
bundle --out out/vfs/ext-pyrsistent.vfs.js --tree "$X/pyrsistent-0.20.0/pyrsistent=pyrsistent" \
  --tree out/bench/ext/pyrsistent-top --tree "$X/pyrsistent-0.20.0/tests=pyrsistent_tests"
bundle --out out/vfs/ext-simplejson.vfs.js --tree "$X/simplejson-4.3.0/simplejson=simplejson"
bundle --out out/vfs/ext-xxhash.vfs.js --tree "$X/xxhash-4.1.0/xxhash=xxhash" \
  --tree "$X/xxhash-4.1.0/tests=xxhash_tests"
list() { printf "'%s'," "$@"; }
# Left out, with the reason (docs/extensions.md): gc object counting, threads,
# subprocesses, subinterpreters, pyright, pytest plugins, hypothesis.
suites=(
  "markupsafe|$(list markupsafe_tests.test_escape markupsafe_tests.test_markupsafe markupsafe_tests.test_exception_custom_html)"
  "pyrsistent|$(list $(for f in bag checked_map checked_set checked_vector class deque field freeze immutable_object list map record regression set toolz transform vector; do echo pyrsistent_tests.${f}_test; done))"
  "simplejson|$(list $(ls "$X/simplejson-4.3.0/simplejson/tests"/test_*.py | xargs -n1 basename | sed 's/\.py$//' | grep -v 'test_tool\|test_free_threading\|test_subinterpreters' | sed 's/^/simplejson.tests./'))"
  "xxhash|$(list $(for f in test test_algorithms_available test_fastcall test_hashlib_compat test_name test_xxh32 test_xxh3_128 test_xxh3_64 test_xxh64; do echo xxhash_tests.$f; done))"
)
mkdir -p out/bench/ext
for entry in "${suites[@]}"; do
  name=${entry%%|*}; mods=${entry#*|}
  log=out/bench/ext/$name-$host.log
  node web/cli/run.mjs --host "$host" --timeout 900 --bridge out/bridge/ext.js --bundle "out/vfs/ext-$name.vfs.js" \
    -c "import brytorch_pytest, sys; sys.exit(brytorch_pytest.main([$mods], verbose=True))" > "$log" 2>&1
  summary=$(grep -a -E '^[0-9]+ passed, [0-9]+ failed, [0-9]+ skipped' "$log" | tail -1)
  echo "$name ($host): ${summary:-no summary, see $log}"
done
