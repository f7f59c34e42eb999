#!/bin/bash
# Stages "setup/pydeps" and "setup/testdeps": pure-Python packages from PyPI, pinned by
# sha256, unpacked into $SRC_DIR/<lock name>/<package> for the vfs stage.
#   pydeps.lock:   torch's runtime dependencies (bundled as out/vfs/pydeps.vfs.js);
#   testdeps.lock: what the upstream test suites import (numpy's and PyTorch's: hypothesis
#                  and its dependencies, expecttest, ...; out/vfs/testdeps.vfs.js).
# MarkupSafe comes as an sdist: only its pure-Python package is used (its C speedups are
# optional upstream).
set -euo pipefail
LOCK=${1:-pydeps}
STAGE=setup/$LOCK
. "$(dirname "$0")/../lib.sh"
dl="$DL_DIR/pypi"; dest="$SRC_DIR/$LOCK"
mkdir -p "$dl" "$dest"
grep -v '^#' "$BRYTORCH_ROOT/tools/setup/$LOCK.lock" | while read -r file sum take; do
  [ -n "$file" ] || continue
  if [ ! -f "$dl/$file" ]; then
    # name-version-... in both wheel and sdist file names
    spec=$(echo "$file" | sed -E 's/^([A-Za-z0-9_.]+)-([0-9][^-]*)(-.*\.whl|\.tar\.gz)$/\1==\2/')
    log "fetching $spec"
    if [[ "$file" == *.whl ]]; then
      python3 -m pip download -q --no-deps --only-binary=:all: --python-version 3.12 \
        --implementation py --abi none --platform any -d "$dl" "$spec"
    else
      python3 -m pip download -q --no-deps --no-binary=:all: -d "$dl" "$spec"
    fi
  fi
  echo "$sum  $dl/$file" | sha256sum --check --status || die "sha256 mismatch for $file"
  # "PATH" takes PATH to the top level; "PATH=DEST" puts it at DEST (a stdlib gap filled
  # from a backport package: the module lands inside the stdlib's own package).
  src=${take%%=*}; name=$(basename "$take")
  [[ "$take" == *=* ]] && name=${take#*=}
  if [ ! -e "$dest/$name" ]; then
    tmp=$(mktemp -d)
    if [[ "$file" == *.whl ]]; then python3 -m zipfile -e "$dl/$file" "$tmp"; else tar xzf "$dl/$file" -C "$tmp"; fi
    mkdir -p "$(dirname "$dest/$name")"; cp -a "$tmp/$src" "$dest/$name"; rm -rf "$tmp"
  fi
done
# What the lock no longer names goes: the bundle takes the whole directory, so a package
# dropped from the lock must not live on in this machine's copy only.
expected=$(grep -v '^#' "$BRYTORCH_ROOT/tools/setup/$LOCK.lock" | awk 'NF {
  t = $3; if (index(t, "=")) t = substr(t, index(t, "=") + 1); else sub(/.*\//, "", t)
  split(t, part, "/"); print part[1] }' | sort -u)
for entry in "$dest"/*; do
  [ -e "$entry" ] || continue   # an empty directory
  grep -qxF "$(basename "$entry")" <<<"$expected" || { log "removing $(basename "$entry") (not in $LOCK.lock)"; rm -rf "$entry"; }
done
log "ok: $(ls "$dest" | wc -l) packages in $dest"
