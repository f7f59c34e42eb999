#!/bin/bash
# Stage "setup/pydeps": torch's pure-Python dependencies from PyPI, pinned by sha256
# (pydeps.lock), unpacked into $SRC_DIR/pydeps/<package> for the vfs stage. MarkupSafe comes
# as an sdist: only its pure-Python package is used (its C speedups are optional upstream).
set -euo pipefail
STAGE=setup/pydeps
. "$(dirname "$0")/../lib.sh"
dl="$DL_DIR/pypi"; dest="$SRC_DIR/pydeps"
mkdir -p "$dl" "$dest"
grep -v '^#' "$BRYTORCH_ROOT/tools/setup/pydeps.lock" | while read -r file sum take; do
  [ -n "$file" ] || continue
  if [ ! -f "$dl/$file" ]; then
    spec=$(echo "$file" | sed -E 's/^([A-Za-z0-9_]+)-([0-9][^-]*)(-py3-none-any\.whl|\.tar\.gz)$/\1==\2/')
    log "fetching $spec"
    if [[ "$file" == *.whl ]]; then
      python3 -m pip download -q --no-deps --only-binary=:all: --python-version 3.12 \
        --implementation py --abi none --platform any -d "$dl" "$spec"
    else
      python3 -m pip download -q --no-deps --no-binary=:all: -d "$dl" "$spec"
    fi
  fi
  echo "$sum  $dl/$file" | sha256sum --check --status || die "sha256 mismatch for $file"
  name=$(basename "$take")
  if [ ! -e "$dest/$name" ]; then
    tmp=$(mktemp -d)
    if [[ "$file" == *.whl ]]; then python3 -m zipfile -e "$dl/$file" "$tmp"; else tar xzf "$dl/$file" -C "$tmp"; fi
    cp -a "$tmp/$take" "$dest/$name"; rm -rf "$tmp"
  fi
done
log "ok: $(ls "$dest" | wc -l) packages in $dest"
