#!/bin/bash
# Stage "numpy": numpy 2.2.5 (pristine sdist from ./brytorch setup) compiled for wasm against
# the bridge, with numpy's vendored meson and its own Emscripten cross file, no BLAS
# (numpy's internal fallbacks). Each extension module becomes an archive of its objects plus
# a list of the static libraries it needs (tools/build/numpy/cc.sh); bridge/builds/numpy.txt
# links them into wasm modules. numpy's Python package (with the generated .py files and
# version) is installed next to them for the vfs stage.
# meson is run directly (not through meson-python): we want the build tree, not a wheel.
#
# Cached in $BRYTORCH_CACHE/numpy/<key>/install (the package, the extension archives and
# DONE; meson's tree is numpy/tree/<key of the configuration>); --key/--status/--pack/--unpack
# as the other stages.
set -euo pipefail
STAGE=build/numpy
. "$(dirname "$0")/../lib.sh"
SRC="$SRC_DIR/numpy-2.2.5"
TOOLS_VENV="$BRYTORCH_CACHE/numpy-tools"
emcc_version=$(dpkg-query -W -f='${Version}' emscripten 2>/dev/null || echo none)
# The configured meson tree depends on the sources, the compiler and the options; a change of
# bridge/include only recompiles (ninja tracks header dependencies), so it is kept apart.
MESON_OPTIONS=(--buildtype=release -Db_ndebug=true -Dallow-noblas=true -Dblas=none -Dlapack=none
  -Ddisable-threading=true --prefix=/ -Dpython.purelibdir=/site -Dpython.platlibdir=/site)
TREE_KEY=$(hash_inputs "$BRYTORCH_ROOT/tools/setup/numpy.lock" "$BRYTORCH_ROOT/tools/build/numpy/cc.sh" \
  "$BRYTORCH_ROOT/tools/build/numpy/fpstatus.h" \
  "emscripten=$emcc_version" "${MESON_OPTIONS[*]}")
KEY=$(hash_inputs "$TREE_KEY" "$BRYTORCH_ROOT/bridge/include" "$BRYTORCH_ROOT/tools/build/numpy.sh")
WORK="$BRYTORCH_CACHE/numpy/$KEY"
INSTALL="$WORK/install"
stage_cache_option numpy "$WORK" "$INSTALL" "$KEY" "$@"
[ -f "$INSTALL/DONE" ] && { log "up to date (key $KEY)"; exit 0; }
[ -f "$SRC/.complete" ] && [ -x "$TOOLS_VENV/bin/cython" ] || die "numpy sources missing: run ./brytorch setup numpy"
command -v emcc >/dev/null || die "Emscripten missing: run ./brytorch setup"

BUILD="$BRYTORCH_CACHE/numpy/tree/$TREE_KEY"
export BRYTORCH_BRIDGE_INCLUDE="$BRYTORCH_ROOT/bridge/include"
export CC="$BRYTORCH_ROOT/tools/build/numpy/cc.sh emcc" CXX="$BRYTORCH_ROOT/tools/build/numpy/cc.sh em++"
export AR=emar PATH="$TOOLS_VENV/bin:$PATH"
export CCACHE_BASEDIR="$SRC"
if [ ! -f "$BUILD/build.ninja" ]; then
  log "configuring (meson, cross file tools/ci/emscripten/emscripten.meson.cross)"
  rm -rf "$BUILD"; mkdir -p "$(dirname "$BUILD")"
  # allow-noblas: numpy's own fallback BLAS/LAPACK (lapack_lite). disable-threading: one thread.
  "$TOOLS_VENV/bin/python" "$SRC/vendored-meson/meson/meson.py" setup "$BUILD" "$SRC" \
    --cross-file "$SRC/tools/ci/emscripten/emscripten.meson.cross" \
    "${MESON_OPTIONS[@]}"
fi
# numpy.random's legacy RandomState (module mtrand) compiles its own copy of
# distributions.c with NP_RANDOM_LEGACY, where RAND_INT_TYPE is `long` instead of int64_t
# (distributions.h). Under CPython each extension is its own shared object; in one static
# link the two copies share names, and Generator's calls reached the `long` copy: a
# signature mismatch the linker turns into a trap (default_rng().multinomial), and a
# binomial_t laid out with 4-byte fields. cc.sh renames every function distributions.c
# defines to bt_legacy_* in the compiles that define NP_RANDOM_LEGACY (this header, made
# from the pinned source), so each module keeps its own copy, as under CPython.
LEGACY_NAMES="$BUILD/bt_random_legacy_names.h"
export BRYTORCH_NUMPY_LEGACY_NAMES="$LEGACY_NAMES"
grep -oE '^[A-Za-z_][A-Za-z_0-9 *]*[ *]random_[A-Za-z_0-9]+\(' "$SRC/numpy/random/src/distributions/distributions.c" \
  | grep -oE 'random_[A-Za-z_0-9]+\($' | tr -d '(' | LC_ALL=C sort -u \
  | sed 's/.*/#define & bt_legacy_&/' > "$LEGACY_NAMES.new"
[ -s "$LEGACY_NAMES.new" ] || die "no function definitions found in numpy's distributions.c"
cmp -s "$LEGACY_NAMES.new" "$LEGACY_NAMES" && rm "$LEGACY_NAMES.new" || mv "$LEGACY_NAMES.new" "$LEGACY_NAMES"
log "compiling ($(grep -c '^build .*\.o:' "$BUILD/build.ninja") objects; ccache)"
ninja -C "$BUILD" -k 0 -j"${BRYTORCH_JOBS:-$(nproc)}" > "$BUILD/ninja.log" 2>&1 \
  || { grep -v '^\[[0-9]*/[0-9]*\] ' "$BUILD/ninja.log" > "$BUILD/errors.log" || true; head -60 "$BUILD/errors.log"; die "numpy build failed (errors above; all of it: $BUILD/ninja.log)"; }
rm -rf "$INSTALL"
DESTDIR="$INSTALL" "$TOOLS_VENV/bin/python" "$SRC/vendored-meson/meson/meson.py" install -C "$BUILD" --quiet --no-rebuild
# The extension modules for the bridge's link (bridge/builds/numpy.txt): their archives and
# the static libraries they name, copied next to the package so the install is self-contained
# (--pack), listed as "dotted.name archive [library...]" in extensions.txt.
mkdir -p "$INSTALL/lib"
find "$INSTALL/site" -name '*.so' -delete   # meson installed the archives under module names
: > "$INSTALL/extensions.txt"
# Some sources are compiled into several extension modules (lapack_lite into lapack_lite and
# _umath_linalg, npy_cpu_features.c into four...): separate shared objects under CPython, one
# static link here, where the copies would be duplicate symbols. Each object file (named
# after its source path) goes into the first module that has it; the others link to it.
declare -A taken
scratch=$(mktemp -d); trap 'rm -rf "$scratch"' EXIT
while read -r so; do
  rel=${so#$BUILD/}; mod=${rel%%.cpython-*}; mod=${mod//\//.}
  rm -rf "$scratch"/*; (cd "$scratch" && emar x "$so")
  keep=()
  for member in $(emar t "$so"); do
    [ -n "${taken[$member]:-}" ] && continue
    taken[$member]=$mod; keep+=("$member")
  done
  (cd "$scratch" && emar rcs "$INSTALL/lib/$mod.a" "${keep[@]}")
  line="$mod \$NUMPY_INSTALL/lib/$mod.a"
  while read -r lib; do
    [ -n "$lib" ] || continue
    # meson's static libraries may be thin archives (members stay in the build tree): the
    # copy holds the members themselves.
    if [ -f "$INSTALL/lib/$(basename "$lib")" ]; then :
    elif [ "$(head -c 7 "$lib")" = '!<thin>' ]; then
      (cd "$(dirname "$lib")" && mapfile -t members < <(emar t "$lib") \
        && emar rcs "$INSTALL/lib/$(basename "$lib")" "${members[@]}")
    else cp "$lib" "$INSTALL/lib/"; fi
    line+=" \$NUMPY_INSTALL/lib/$(basename "$lib")"
  done < "$so.libs"
  echo "$line" >> "$INSTALL/extensions.txt"
done < <(find "$BUILD/numpy" -name '*.so' | LC_ALL=C sort | grep _multiarray_umath; find "$BUILD/numpy" -name '*.so' | LC_ALL=C sort | grep -v _multiarray_umath)
echo "$KEY" > "$INSTALL/DONE"
log "done: $(find "$INSTALL/site/numpy" -name '*.py' | wc -l) .py files in $INSTALL/site/numpy, $(wc -l < "$INSTALL/extensions.txt") extension modules ($INSTALL/extensions.txt)"
