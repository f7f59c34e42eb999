#!/bin/bash
# Stage "setup/pybind11": pybind11's headers (2.13.6, from Debian trixie's pybind11-dev .deb)
# and pybind11's own test suite (2.10.3, Debian bookworm's source: no 2.13.6 registry file
# carries tests/), pinned in pybind11.lock. Downloads each file into $DL_DIR, verifies its
# sha256, unpacks it to $SRC_DIR/pybind11-<version>/. Idempotent: a verified file and a
# .complete tree are left alone. Run from ext.sh.
set -euo pipefail
STAGE=setup/pybind11
. "$(dirname "$0")/../lib.sh"
mkdir -p "$DL_DIR" "$SRC_DIR"

grep -v '^#' "$BRYTORCH_ROOT/tools/setup/pybind11.lock" | while read -r name ver kind spec file sum; do
  [ -n "$name" ] || continue
  if [ ! -f "$DL_DIR/$file" ]; then
    log "fetching $spec ($file)"
    case "$kind" in
      deb)    (cd "$DL_DIR" && apt-get download -qq "$spec" >/dev/null 2>&1) || true ;;
      # Failure tolerated as in sources.sh; only the pinned .orig file matters (checked below).
      source) (cd "$DL_DIR" && apt-get source --download-only -qq "$spec" >/dev/null 2>&1) || true ;;
      *)      die "unknown kind $kind for $name in pybind11.lock" ;;
    esac
    [ -f "$DL_DIR/$file" ] || die "$spec did not provide $file (has the Debian version moved?)"
  fi
  echo "$sum  $DL_DIR/$file" | sha256sum --check --status || die "sha256 mismatch for $file"
  dir="$SRC_DIR/pybind11-$ver"
  [ -f "$dir/.complete" ] && continue
  log "unpacking $name $ver"
  rm -rf "$dir" "$dir.tmp"; mkdir -p "$dir"
  case "$kind" in
    deb)    dpkg -x "$DL_DIR/$file" "$dir.tmp"
            mv "$dir.tmp/usr/include" "$dir/include"; rm -rf "$dir.tmp"
            [ -f "$dir/include/pybind11/pybind11.h" ] || die "$file has no include/pybind11" ;;
    source) tar xzf "$DL_DIR/$file" -C "$dir" --strip-components=1
            [ -f "$dir/tests/pybind11_tests.cpp" ] || die "$file has no tests/" ;;
  esac
  touch "$dir/.complete"
done
log "ok: pybind11 headers in $SRC_DIR/pybind11-2.13.6/include, tests in $SRC_DIR/pybind11-2.10.3/tests"
