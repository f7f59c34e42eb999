# Shared shell definitions for BryTorch's setup and build stages (sourced, not run).
# The cache lives outside the checkout so fresh clones (CI) and later sessions reuse it.
BRYTORCH_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BRYTORCH_CACHE="${BRYTORCH_CACHE:-$HOME/.cache/brytorch}"
DL_DIR="$BRYTORCH_CACHE/dl"          # downloaded registry files, verified by sha256
DEPS_DIR="$BRYTORCH_CACHE/deps"      # header packages unpacked with dpkg -x, one dir each
SRC_DIR="$BRYTORCH_CACHE/src"        # pristine upstream source trees
export CCACHE_DIR="${CCACHE_DIR:-$BRYTORCH_CACHE/ccache}"
PYTORCH_VERSION=2.6.0
PYTORCH_PRISTINE="$SRC_DIR/pytorch-v$PYTORCH_VERSION"

# The hosts' Node: the pinned Node LTS setup/npm installs (node_modules/.bin/node), else the
# system's. Emscripten keeps its own (/usr/bin/node, its config). ./brytorch does the same.
export PATH="$BRYTORCH_ROOT/node_modules/.bin:$PATH"

log() { echo "[$STAGE] $*"; }
die() { echo "[$STAGE] ERROR: $*" >&2; exit 1; }
# Python test tiers: the hosts to run on (BRYTORCH_TEST_HOSTS = node, chromium or both), and
# the check that both hosts gave the same outcome per test (prints the difference).
test_hosts() { local h="${BRYTORCH_TEST_HOSTS:-both}"; [ "$h" = both ] && h="node chromium"; echo "$h"; }
hosts_agree() {
  [ "$1" = "$2" ] && return 0
  echo "FAIL hosts disagree:"; diff <(echo "$1") <(echo "$2")
  return 1
}
# The per-host loop of the Python test tiers: runs `RUN HOST` (a function of the tier that
# runs its programs on HOST and prints their output) on every test host, shows the output,
# counts its outcomes (count_outcomes) and compares the hosts on the lines matching the
# extended regex OUTCOMES (one line per test), except the lines matching MAY_DIFFER (tests
# whose outcome depends on the host by design, each listed with its reason by the tier).
# Returns 1 if a run failed or the hosts disagree.   Usage: run_on_hosts RUN OUTCOMES [MAY_DIFFER]
run_on_hosts() {
  local run=$1 outcomes=$2 may_differ=${3:-} host out rc status=0 failed_before
  local -A seen
  for host in $(test_hosts); do
    echo "--- host $host"
    out=$("$run" "$host" 2>&1); rc=$?
    echo "$out"
    failed_before=$TIER_FAILED
    count_outcomes "$run ($host)" <<< "$out"
    if [ "$rc" != 0 ]; then
      status=1
      # a non-zero exit with every test passing is still a failure (a crash after the tests)
      [ "$TIER_FAILED" != "$failed_before" ] || check_result FAIL "$run ($host): exit status $rc"
    fi
    seen[$host]=$(echo "$out" | grep -aoE "$outcomes" | { if [ -n "$may_differ" ]; then grep -vE "$may_differ"; else cat; fi; } | sort)
  done
  if [ "$(test_hosts)" = "node chromium" ]; then
    hosts_agree "${seen[node]}" "${seen[chromium]}" || { status=1; TIER_FAILED=$((TIER_FAILED + 1)); }
  fi
  return $status
}

# A tier's accounting (the protocol: tools/test/outcomes.py). A tier script counts each
# program it runs with count_outcomes (run_on_hosts does), the checks it makes itself with
# check_result, and ends with tier_end, which prints the tier's one summary and hands the
# counts to run-tiers.sh in $BRYTORCH_TIER_RESULT: other "N passed" lines are not added up.
# A tier that cannot run here says so with skip_tier, from its pre-flight check only.
TIER_PASSED=0; TIER_FAILED=0
count_outcomes() {  # count_outcomes LABEL < OUTPUT
  local counts p f
  counts=$(mktemp)
  python3 "$BRYTORCH_ROOT/tools/test/outcomes.py" "$1" "$counts"
  read -r p f < "$counts" || { p=0; f=1; echo "FAIL $1: its outcomes could not be counted"; }
  rm -f "$counts"
  TIER_PASSED=$((TIER_PASSED + p)); TIER_FAILED=$((TIER_FAILED + f))
}
run_counted() {  # run_counted LABEL SECONDS CMD...: runs a checking program, shows and counts its output
  local label=$1 limit=$2 out rc; shift 2
  out=$(timeout "$limit" "$@" 2>&1); rc=$?
  echo "$out"
  count_outcomes "$label" <<< "$out"
  [ $rc != 124 ] || check_result FAIL "$label: timed out after $limit s"
  return $rc
}
check_result() {  # check_result PASS|FAIL TEXT: one check made by the tier script itself
  echo "$1 $2"
  if [ "$1" = PASS ]; then TIER_PASSED=$((TIER_PASSED + 1)); else TIER_FAILED=$((TIER_FAILED + 1)); fi
}
tier_end() {  # tier_end [STATUS]: a non-zero STATUS with no failure counted is one failure
  if [ "${1:-0}" != 0 ] && [ "$TIER_FAILED" = 0 ]; then check_result FAIL "the tier's script: status $1"; fi
  echo "tier total: $TIER_PASSED passed, $TIER_FAILED failed"
  [ -z "${BRYTORCH_TIER_RESULT:-}" ] || echo "$TIER_PASSED $TIER_FAILED" > "$BRYTORCH_TIER_RESULT"
  [ "$TIER_FAILED" = 0 ] && exit 0 || exit 1
}
tier_abort() { check_result FAIL "$*"; tier_end; }   # a step the tests need failed
TIER_SKIPPED=77
skip_tier() { echo "SKIPPED: $*"; exit $TIER_SKIPPED; }

# The pre-flight and build of the tiers that need torch._C (torch, upstream). They are
# SKIPPED only when the ATen or ONNX stage is absent (75+ min to build); otherwise the
# numpy stage, the bindings (ccache keeps a rebuild for changed inputs incremental; a cold
# one is ~45 min on 2 cores) and the link are built here. Log: out/torch-build.log.
prepare_torch_module() {
  bash "$BRYTORCH_ROOT/tools/build/aten.sh" --status >/dev/null \
    || skip_tier "no finished ATen build in the cache (key $(bash "$BRYTORCH_ROOT/tools/build/aten.sh" --key)); run ./brytorch build aten (~75 min on 2 cores)"
  bash "$BRYTORCH_ROOT/tools/build/onnx.sh" --status >/dev/null 2>&1 \
    || skip_tier "no finished ONNX/protobuf wasm build in the cache; run ./brytorch build onnx"
  local buildlog="$BRYTORCH_ROOT/out/torch-build.log" start
  mkdir -p "$BRYTORCH_ROOT/out"
  start=$(date +%s)
  if ! bash "$BRYTORCH_ROOT/tools/build/numpy.sh" --status >/dev/null 2>&1 \
     || ! bash "$BRYTORCH_ROOT/tools/build/bindings.sh" --status >/dev/null 2>&1; then
    log "torch_python is not built for these inputs: building it (incremental with ccache; ~45 min cold; log in out/torch-build.log)"
  fi
  { bash "$BRYTORCH_ROOT/tools/build/numpy.sh" && bash "$BRYTORCH_ROOT/tools/build/bindings.sh" \
      && bash "$BRYTORCH_ROOT/tools/build/link.sh"; } > "$buildlog" 2>&1 \
    || { tail -20 "$buildlog"; tier_abort "building torch._C (out/torch-build.log)"; }
  log "torch._C ready ($(( $(date +%s) - start )) s)"
}

# Prints the hash of a list of files and strings (order matters): used as cache keys.
hash_inputs() {
  local item
  for item in "$@"; do
    if [ -d "$item" ]; then (cd "$item" && find . -type f | LC_ALL=C sort | xargs sha256sum)
    elif [ -f "$item" ]; then sha256sum < "$item"
    else printf '%s\n' "$item"; fi
  done | sha256sum | cut -c1-16
}

# The cache-management options every cached stage takes, handled the same way:
#   --key | --status | --pack FILE | --unpack FILE
# Usage: stage_cache_option NAME WORK INSTALL KEY "$@" -- exits when an option was handled.
# STAGE_PACK_EXTRA: more directories of WORK a pack carries (what later stages need).
# A pack is unpacked into a scratch directory first and kept only if its key is this one.
stage_cache_option() {
  local name=$1 work=$2 install=$3 key=$4 scratch item; shift 4
  case "${1:-}" in
    --key) echo "$key"; exit 0 ;;
    --status) [ -f "$install/DONE" ] && { echo "done $install"; exit 0; } || { echo "missing $work"; exit 1; } ;;
    --pack)
      [ -f "$install/DONE" ] || die "no finished $name build for key $key to pack"
      # shellcheck disable=SC2086 # STAGE_PACK_EXTRA is a list of names
      tar -C "$work" -cf - "$(basename "$install")" ${STAGE_PACK_EXTRA:-} | xz -T2 -3 > "$2"
      log "packed $(du -h "$2" | cut -f1) to $2"; exit 0 ;;
    --unpack)
      scratch=$(mktemp -d "$BRYTORCH_CACHE/unpack.XXXXXX")
      xz -dc "$2" | tar -C "$scratch" -xf - || { rm -rf "$scratch"; die "$2 could not be unpacked"; }
      local done_file="$scratch/$(basename "$install")/DONE"
      [ -f "$done_file" ] || { rm -rf "$scratch"; die "$2 does not hold a finished $name build"; }
      if ! grep -qx "$key" "$done_file"; then
        local other; other=$(cat "$done_file"); rm -rf "$scratch"
        die "$2 was built from other inputs (key $other, expected $key)"
      fi
      mkdir -p "$work"
      for item in "$scratch"/*; do rm -rf "${work:?}/$(basename "$item")"; mv "$item" "$work/"; done
      rm -rf "$scratch"
      log "unpacked into $work"; exit 0 ;;
  esac
}
