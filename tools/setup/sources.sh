#!/bin/bash
# Stage "setup/sources": fetch the pinned Debian source tarballs and header packages listed in
# sources.lock into the cache, verify each sha256, and unpack them. Idempotent.
set -euo pipefail
STAGE=setup/sources
. "$(dirname "$0")/../lib.sh"
mkdir -p "$DL_DIR" "$DEPS_DIR" "$SRC_DIR"

grep -v '^#' "$BRYTORCH_ROOT/tools/setup/sources.lock" | while read -r kind name file sum; do
  [ -n "$kind" ] || continue
  if [ ! -f "$DL_DIR/$file" ]; then
    log "fetching $name ($file)"
    case "$kind" in
      # Failure is tolerated: only the pinned file matters, and e.g. onnx/trixie's .dsc and
      # .debian.tar.xz can 404 while its .orig tarball downloads fine (checked just below).
      source) (cd "$DL_DIR" && apt-get source --download-only -qq "$name" >/dev/null 2>&1) || true ;;
      deb)    (cd "$DL_DIR" && apt-get download -qq "$name" >/dev/null 2>&1) ;;
    esac
    [ -f "$DL_DIR/$file" ] || die "$name did not provide $file (has the Debian version moved?)"
  fi
  echo "$sum  $DL_DIR/$file" | sha256sum --check --status || die "sha256 mismatch for $file"
  if [ "$kind" = deb ]; then
    pkg="${file%%_*}"
    [ -d "$DEPS_DIR/$pkg" ] || { mkdir -p "$DEPS_DIR/$pkg.tmp"; dpkg -x "$DL_DIR/$file" "$DEPS_DIR/$pkg.tmp"; mv "$DEPS_DIR/$pkg.tmp" "$DEPS_DIR/$pkg"; }
  fi
done

if [ ! -f "$PYTORCH_PRISTINE/.complete" ]; then
  log "unpacking PyTorch $PYTORCH_VERSION source"
  rm -rf "$PYTORCH_PRISTINE"
  tar xf "$DL_DIR/pytorch_2.6.0+dfsg.orig.tar.xz" -C "$SRC_DIR"
  touch "$PYTORCH_PRISTINE/.complete"
fi
if [ ! -f "$SRC_DIR/pytorch-debian/.complete" ]; then
  rm -rf "$SRC_DIR/pytorch-debian"; mkdir -p "$SRC_DIR/pytorch-debian"
  tar xf "$DL_DIR/pytorch_2.6.0+dfsg-7.debian.tar.xz" -C "$SRC_DIR/pytorch-debian"
  touch "$SRC_DIR/pytorch-debian/.complete"
fi
if [ ! -f "$SRC_DIR/fmt/.complete" ]; then
  rm -rf "$SRC_DIR/fmt"; mkdir -p "$SRC_DIR/fmt"
  tar xzf "$DL_DIR/fmtlib_10.1.1+ds1.orig.tar.gz" -C "$SRC_DIR/fmt" --strip-components=1
  touch "$SRC_DIR/fmt/.complete"
fi
# protobuf + ONNX sources for tools/build/onnx.sh (the tarballs carry a top-level dir).
for tree in protobuf-3.21.12:protobuf_3.21.12.orig.tar.gz onnx-1.17.0:onnx_1.17.0.orig.tar.gz; do
  dir="$SRC_DIR/${tree%%:*}"
  if [ ! -f "$dir/.complete" ]; then
    log "unpacking ${tree%%:*}"
    rm -rf "$dir"; mkdir -p "$dir"
    tar xzf "$DL_DIR/${tree#*:}" -C "$dir" --strip-components=1
    touch "$dir/.complete"
  fi
done
# Eigen 3.4.0 for tools/build/blas.sh (its BLAS, built for wasm, is ATen's BLAS).
dir="$SRC_DIR/eigen-3.4.0"
if [ ! -f "$dir/.complete" ]; then
  log "unpacking eigen-3.4.0"
  rm -rf "$dir"; mkdir -p "$dir"
  tar xjf "$DL_DIR/eigen3_3.4.0.orig.tar.bz2" -C "$dir" --strip-components=1
  touch "$dir/.complete"
fi
# LAPACK 3.11.0's Fortran for tools/build/lapack.sh (f2c translates the routines ATen calls that
# numpy's lapack_lite lacks): only SRC/, BLAS/SRC/ and INSTALL/ (?roundup_lwork, which ?gesdd
# calls). An unpack made before INSTALL/ was needed is redone.
dir="$SRC_DIR/lapack-3.11.0"
if [ ! -f "$dir/.complete" ] || [ ! -d "$dir/INSTALL" ]; then
  log "unpacking lapack-3.11.0 (SRC, BLAS/SRC, INSTALL)"
  rm -rf "$dir"; mkdir -p "$dir"
  tar xzf "$DL_DIR/lapack_3.11.0.orig.tar.gz" -C "$dir" --strip-components=1 lapack-3.11.0/SRC lapack-3.11.0/BLAS/SRC lapack-3.11.0/INSTALL
  touch "$dir/.complete"
fi
# CPython 3.11's own test suite (data for bench/cpython_tests.py, never part of a build): only
# Lib/test, which holds the `test` package, test.support included; it needs nothing else from
# Lib (Brython brings its own stdlib). Unpacked as cpython-3.11-tests/test/.
dir="$SRC_DIR/cpython-3.11-tests"
if [ ! -f "$dir/.complete" ]; then
  log "unpacking CPython 3.11 Lib/test"
  rm -rf "$dir"; mkdir -p "$dir"
  tar xzf "$DL_DIR/python3.11_3.11.2.orig.tar.gz" -C "$dir" --strip-components=2 Python-3.11.2/Lib/test
  touch "$dir/.complete"
fi
# Pure-Python CPython 3.11 stdlib modules Brython's stdlib lacks and torch imports
# (tools/setup/cpython-stdlib-extra.txt), bundled with torch's dependencies by the vfs stage.
dir="$SRC_DIR/cpython-3.11-stdlib-extra"
extra="$BRYTORCH_ROOT/tools/setup/cpython-stdlib-extra.txt"
if [ ! -f "$dir/.complete" ] || [ "$extra" -nt "$dir/.complete" ]; then
  log "unpacking CPython 3.11 stdlib modules Brython lacks"
  rm -rf "$dir"; mkdir -p "$dir"
  mapfile -t members < <(grep -v '^#' "$extra" | awk 'NF {print "Python-3.11.2/Lib/" $1}')
  tar xzf "$DL_DIR/python3.11_3.11.2.orig.tar.gz" -C "$dir" --strip-components=2 "${members[@]}"
  touch "$dir/.complete"
fi
log "ok: sources verified in $BRYTORCH_CACHE"
