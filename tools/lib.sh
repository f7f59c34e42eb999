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

# Prints the hash of a list of files and strings (order matters): used as cache keys.
hash_inputs() {
  local item
  for item in "$@"; do
    if [ -d "$item" ]; then (cd "$item" && find . -type f | LC_ALL=C sort | xargs sha256sum)
    elif [ -f "$item" ]; then sha256sum < "$item"
    else printf '%s\n' "$item"; fi
  done | sha256sum | cut -c1-16
}
