#!/bin/bash
# Stage "setup/ext": the pinned sources of third-party C extensions (ext.lock) that the bridge
# must compile unmodified and whose upstream tests must pass on Brython. Downloads each file
# (Debian source or PyPI sdist), verifies its sha256, unpacks it to $SRC_DIR/ext/<name>-<ver>/.
# Idempotent: a verified file and a .complete tree are left alone. Run from sources.sh.
set -euo pipefail
STAGE=setup/ext
. "$(dirname "$0")/../lib.sh"
mkdir -p "$DL_DIR/pypi" "$SRC_DIR/ext"

grep -v '^#' "$BRYTORCH_ROOT/tools/setup/ext.lock" | while read -r name ver kind spec file sum; do
  [ -n "$name" ] || continue
  case "$kind" in
    source) dl="$DL_DIR" ;;
    pypi)   dl="$DL_DIR/pypi" ;;
    *)      die "unknown kind $kind for $name in ext.lock" ;;
  esac
  if [ ! -f "$dl/$file" ]; then
    log "fetching $spec ($file)"
    case "$kind" in
      # Failure tolerated as in sources.sh: pyrsistent/trixie's .dsc and .debian.tar.xz 404
      # while its .orig tarball downloads; the pinned file is checked just below.
      source) (cd "$dl" && apt-get source --download-only -qq "$spec" >/dev/null 2>&1) || true ;;
      pypi)   python3 -m pip download -q --no-deps --no-binary=:all: -d "$dl" "$spec" ;;
    esac
    [ -f "$dl/$file" ] || die "$spec did not provide $file (has the version moved?)"
  fi
  echo "$sum  $dl/$file" | sha256sum --check --status || die "sha256 mismatch for $file"
  dir="$SRC_DIR/ext/$name-$ver"
  if [ ! -f "$dir/.complete" ]; then
    log "unpacking $name $ver"
    rm -rf "$dir"; mkdir -p "$dir"
    tar xzf "$dl/$file" -C "$dir" --strip-components=1
    touch "$dir/.complete"
  fi
done
# CPython 3.11's public headers (Include/, with cpython/ and internal/), from the tarball that
# sources.lock pins: the API reference for tools/bridge/capi_names.py --api-headers.
dir="$SRC_DIR/cpython-3.11-include"
if [ ! -f "$dir/.complete" ]; then
  log "unpacking CPython 3.11 Include/"
  rm -rf "$dir"; mkdir -p "$dir"
  tar xzf "$DL_DIR/python3.11_3.11.2.orig.tar.gz" -C "$dir" --strip-components=2 Python-3.11.2/Include
  touch "$dir/.complete"
fi
log "ok: $(ls "$SRC_DIR/ext" | wc -l) extension sources in $SRC_DIR/ext"
# pybind11 (headers + its test suite): its own lock and script.
bash "$(dirname "$0")/pybind11.sh"
