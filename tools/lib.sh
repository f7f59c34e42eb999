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
# and compares the hosts on the lines matching the extended regex OUTCOMES (one line per
# test). Returns 1 if a run failed or the hosts disagree.   Usage: run_on_hosts RUN OUTCOMES
run_on_hosts() {
  local run=$1 outcomes=$2 host out status=0
  local -A seen
  for host in $(test_hosts); do
    echo "--- host $host"
    out=$("$run" "$host" 2>&1) || status=1
    echo "$out"
    seen[$host]=$(echo "$out" | grep -aoE "$outcomes" | sort)
  done
  if [ "$(test_hosts)" = "node chromium" ]; then hosts_agree "${seen[node]}" "${seen[chromium]}" || status=1; fi
  return $status
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
stage_cache_option() {
  local name=$1 work=$2 install=$3 key=$4; shift 4
  case "${1:-}" in
    --key) echo "$key"; exit 0 ;;
    --status) [ -f "$install/DONE" ] && { echo "done $install"; exit 0; } || { echo "missing $work"; exit 1; } ;;
    --pack)
      [ -f "$install/DONE" ] || die "no finished $name build for key $key to pack"
      tar -C "$work" -cf - "$(basename "$install")" | xz -T2 -3 > "$2"; log "packed $(du -h "$2" | cut -f1) to $2"; exit 0 ;;
    --unpack)
      mkdir -p "$work"; xz -dc "$2" | tar -C "$work" -xf -
      [ -f "$install/DONE" ] || die "$2 does not hold a finished $name build"
      grep -qx "$key" "$install/DONE" || die "$2 was built from other inputs (key $(cat "$install/DONE"), expected $key)"
      log "unpacked into $install"; exit 0 ;;
  esac
}
