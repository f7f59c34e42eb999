# Sourced by native_torch.sh and native_numpy.sh: a venv in the cache with pinned PyPI
# packages, made on first use, for benchmarks that put BryTorch next to native on the same
# machine. Usage: native_venv NAME CHECK PACKAGE...  (CHECK: Python code that must succeed
# in the venv). The venv's DONE file holds the package list it was made for; a changed list
# is installed into the existing venv. Prints the venv's python path.
native_venv() {
  local venv="$BRYTORCH_CACHE/$1" check=$2 py=python3.11
  shift 2
  command -v "$py" >/dev/null || py="$HOME/.pyenv/versions/3.11.7/bin/python"
  if [ ! -f "$venv/DONE" ] || [ "$(cat "$venv/DONE")" != "$*" ]; then
    log "installing $* from PyPI into $venv" >&2
    [ -x "$venv/bin/pip" ] || "$py" -m venv "$venv" >&2
    rm -f "$venv/DONE"
    "$venv/bin/pip" install -q "$@" >&2
    "$venv/bin/python" -c "$check" >&2
    echo "$*" > "$venv/DONE"
  fi
  echo "$venv/bin/python"
}
