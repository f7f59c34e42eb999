#!/bin/bash
# Stage "setup/data": the data sets of the demo page (data.lock): each pinned registry file is
# fetched from PyPI into $DL_DIR/pypi, checked by sha256, and only the named member is taken,
# checked by its own sha256, into $SRC_DIR/data/ and served from out/data/ (the page fetches
# /out/data/digits.csv.gz). Idempotent: a verified file is not fetched again.
set -euo pipefail
STAGE=setup/data
. "$(dirname "$0")/../lib.sh"
dl="$DL_DIR/pypi"; dest="$SRC_DIR/data"; served="$BRYTORCH_ROOT/out/data"
mkdir -p "$dl" "$dest" "$served"
grep -v '^#' "$BRYTORCH_ROOT/tools/setup/data.lock" | while read -r file sum member member_sum; do
  [ -n "$file" ] || continue
  name=$(basename "$member")
  if ! echo "$member_sum  $dest/$name" | sha256sum --check --status 2>/dev/null; then
    if [ ! -f "$dl/$file" ]; then
      # name-version-pythontag-abitag-platform.whl: pip is asked for exactly that wheel.
      IFS=- read -r dist ver py abi platform <<<"${file%.whl}"
      log "fetching $dist==$ver ($file)"
      python3 -m pip download -q --no-deps --only-binary=:all: --python-version "${py#cp}" \
        --implementation cp --abi "$abi" --platform "${platform%%.*}" -d "$dl" "$dist==$ver"
      [ -f "$dl/$file" ] || die "pip did not provide $file"
    fi
    echo "$sum  $dl/$file" | sha256sum --check --status || die "sha256 mismatch for $file"
    python3 -c 'import sys, zipfile; sys.stdout.buffer.write(zipfile.ZipFile(sys.argv[1]).read(sys.argv[2]))' \
      "$dl/$file" "$member" > "$dest/$name.tmp"
    echo "$member_sum  $dest/$name.tmp" | sha256sum --check --status || die "sha256 mismatch for $member of $file"
    mv "$dest/$name.tmp" "$dest/$name"
  fi
  cmp -s "$dest/$name" "$served/$name" || cp "$dest/$name" "$served/$name"
  log "ok: out/data/$name ($member of $file)"
done
