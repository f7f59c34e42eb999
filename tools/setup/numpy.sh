#!/bin/bash
# Stage "setup/numpy": numpy 2.2.5's sdist and the Cython that builds it (numpy.lock), from
# PyPI's simple index, verified by sha256. The sdist is unpacked pristine into
# $SRC_DIR/numpy-2.2.5 (the build stage never writes there); Cython is installed into its own
# venv, $BRYTORCH_CACHE/numpy-tools, so the machine's Python stays untouched.
# (`pip download --no-binary` cannot fetch numpy's sdist: it builds metadata with mesonpy.)
set -euo pipefail
STAGE=setup/numpy
. "$(dirname "$0")/../lib.sh"
dl="$DL_DIR/pypi"
mkdir -p "$dl"

pypi_fetch() {  # pypi_fetch FILE: downloads FILE from its project's page on PyPI's simple index
  local file=$1 project url
  project=$(echo "${file%%-[0-9]*}" | tr 'A-Z_' 'a-z-')
  url=$(curl -fsSL "https://pypi.org/simple/$project/" | grep -o "https://[^\"#]*/$file" | head -1) \
    || die "PyPI's index for $project is unreachable"
  [ -n "$url" ] || die "$file is not on PyPI's index for $project"
  curl -fsSL -o "$dl/$file.part" "$url" && mv "$dl/$file.part" "$dl/$file"
}

grep -v '^#' "$BRYTORCH_ROOT/tools/setup/numpy.lock" | while read -r file sum; do
  [ -n "$file" ] || continue
  [ -f "$dl/$file" ] || { log "fetching $file"; pypi_fetch "$file"; }
  echo "$sum  $dl/$file" | sha256sum --check --status || die "sha256 mismatch for $file"
done

src="$SRC_DIR/numpy-2.2.5"
if [ ! -f "$src/.complete" ]; then
  log "unpacking numpy 2.2.5"
  rm -rf "$src"; mkdir -p "$src"
  tar xzf "$dl/numpy-2.2.5.tar.gz" -C "$src" --strip-components=1
  touch "$src/.complete"
fi
venv="$BRYTORCH_CACHE/numpy-tools"
if ! "$venv/bin/cython" --version 2>&1 | grep -q 3.1.8; then
  log "installing Cython into $venv"
  rm -rf "$venv"; python3 -m venv "$venv"
  "$venv/bin/pip" install -q --no-index --no-deps "$dl/cython-3.1.8-py3-none-any.whl"
fi
log "ok: numpy 2.2.5 in $src, $("$venv/bin/cython" --version 2>&1)"
