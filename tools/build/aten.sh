#!/bin/bash
# Stage "aten": c10 + torch_cpu (PyTorch's C++ core) compiled to wasm32 with Emscripten.
#
# Usage: aten.sh [--pack FILE | --unpack FILE | --key | --status | --install]
#
# Output lives in $BRYTORCH_CACHE/aten/<key>/ where <key> hashes everything that changes the
# result: the PyTorch tarball, our patches, shims, cpuinfo port, CMake flags and the
# toolchain version. The build is resumable (ninja) and uses ccache; `install/` holds the
# finished libraries + headers, and `install/DONE` marks it complete.
set -euo pipefail
STAGE=build/aten
. "$(dirname "$0")/../lib.sh"
PORT="$BRYTORCH_ROOT/port"
FLAGS_FILE="$BRYTORCH_ROOT/tools/build/aten.cmake-flags"

emcc_version=$(dpkg-query -W -f='${Version}' emscripten 2>/dev/null || echo none)
KEY=$(hash_inputs "$(grep ' pytorch_2.6.0+dfsg.orig' "$BRYTORCH_ROOT/tools/setup/sources.lock")" \
  "$PORT/patches" "$PORT/shims" "$PORT/cpuinfo" "$FLAGS_FILE" "emscripten=$emcc_version" \
  "exceptions=wasm")
WORK="$BRYTORCH_CACHE/aten/$KEY"
TREE="$WORK/pytorch"      # patched source tree + third_party overlay
BUILD="$WORK/build"
INSTALL="$WORK/install"

# The configured source tree (with torchgen's generated files) and sysinclude/ travel with
# the pack: the bindings stage compiles against them.
STAGE_PACK_EXTRA="pytorch sysinclude" stage_cache_option ATen "$WORK" "$INSTALL" "$KEY" "$@"
case "${1:-}" in
  ""|--install) ;;
  *) die "unknown option $1" ;;
esac

# Copies libraries and headers into $INSTALL (include/src mirrors the patched source tree,
# include/build the build tree's generated headers); see tools/build/aten-flags.sh for the
# include flags a client uses.
collect_install() {
  log "collecting libraries and headers into $INSTALL"
  rm -rf "$INSTALL"; mkdir -p "$INSTALL/lib" "$INSTALL/include/src" "$INSTALL/include/build"
  cp "$BUILD/lib/libc10.a" "$BUILD/lib/libtorch_cpu.a" "$BUILD/lib/libcpuinfo.a" "$INSTALL/lib/"
  (cd "$TREE" && find c10 aten/src torch/csrc caffe2 third_party/fmt/include \
      third_party/flatbuffers/include third_party/nlohmann/include third_party/pocketfft \
      \( -name '*.h' -o -name '*.hpp' -o -name '*.inc' \) -print0 | tar --null -T - -cf - | tar -xf - -C "$INSTALL/include/src")
  # torch/library.h, torch/custom_class.h ...: the top-level torch/ headers the C++ API includes.
  (cd "$TREE" && find torch -maxdepth 1 -name '*.h' -print0 | tar --null -T - -cf - | tar -xf - -C "$INSTALL/include/src")
  (cd "$BUILD" && find . -name '*.h' -not -path './CMakeFiles/*' -print0 | tar --null -T - -cf - | tar -xf - -C "$INSTALL/include/build")
}

case "${1:-}" in
  --install) [ -f "$BUILD/lib/libtorch_cpu.a" ] || die "no built libtorch_cpu.a for key $KEY"
    collect_install; echo "$KEY" > "$INSTALL/DONE"; log "installed"; exit 0 ;;
esac
if [ -f "$INSTALL/DONE" ]; then log "up to date (key $KEY): $INSTALL"; exit 0; fi
[ -f "$PYTORCH_PRISTINE/.complete" ] || die "PyTorch source missing: run ./brytorch setup"
command -v emcmake >/dev/null || die "Emscripten missing: run ./brytorch setup"
mkdir -p "$WORK"

# 1. Patched tree: pristine copy + our patches + third-party pieces Debian strips.
if [ ! -f "$TREE/.prepared" ]; then
  log "preparing source tree in $TREE"
  rm -rf "$TREE"; cp -a "$PYTORCH_PRISTINE" "$TREE"
  for p in "$PORT"/patches/*.patch; do
    log "  patch $(basename "$p")"; patch -s -p1 -d "$TREE" < "$p"
  done
  tp="$TREE/third_party"
  cp -a "$SRC_DIR/fmt" "$tp/fmt"
  cp -a "$SRC_DIR/pytorch-debian/debian/pocketfft/" "$tp/pocketfft"
  mkdir -p "$tp/kineto"; cp -a "$SRC_DIR/pytorch-debian/debian/kineto/libkineto" "$tp/kineto/"
  mkdir -p "$tp/nlohmann" "$tp/flatbuffers"
  cp -a "$DEPS_DIR/nlohmann-json3-dev/usr/include" "$tp/nlohmann/include"
  cp -a "$DEPS_DIR/libflatbuffers-dev/usr/include" "$tp/flatbuffers/include"
  touch "$TREE/.prepared"
fi

# 2. Header-only host packages (FP16, psimd) seen through a private include dir, so the
#    host's /usr/include (glibc) never enters the wasm include path.
SYSINC="$WORK/sysinclude"
mkdir -p "$SYSINC"
for h in fp16.h fp16 psimd.h; do
  [ -e "/usr/include/$h" ] || die "/usr/include/$h missing: run ./brytorch setup"
  ln -sfn "/usr/include/$h" "$SYSINC/$h"
done

# 3. Configure (once per key).
CXXFLAGS_EXTRA="-I$PORT/shims/include -isystem $SYSINC -isystem $DEPS_DIR/libonnx-dev/usr/include -isystem $DEPS_DIR/libprotobuf-dev/usr/include"
export CCACHE_BASEDIR="$WORK" CCACHE_NOHASHDIR=1 CCACHE_SLOPPINESS=pch_defines,time_macros,include_file_mtime,include_file_ctime
ccache --max-size=20G >/dev/null
if [ ! -f "$BUILD/build.ninja" ]; then
  log "configuring (about 2 minutes: mostly PyTorch's code generation)"
  mapfile -t flags < <(grep -v '^\s*#' "$FLAGS_FILE" | grep -v '^\s*$')
  mkdir -p "$BUILD"
  (cd "$BUILD" && emcmake cmake -G Ninja "$TREE" "${flags[@]}" \
    -DPython_EXECUTABLE=/usr/bin/python3 -DPYTHON_EXECUTABLE=/usr/bin/python3 \
    -DCMAKE_C_COMPILER_LAUNCHER=ccache -DCMAKE_CXX_COMPILER_LAUNCHER=ccache \
    -DCPUINFO_SOURCE_DIR="$PORT/cpuinfo" -DCPUINFO_INCLUDE_DIR="$DEPS_DIR/libcpuinfo-dev/usr/include" \
    -DONNX_LIBRARY="$WORK/onnx-is-not-built-for-wasm" -DONNX_PROTO_LIBRARY="$WORK/onnx-is-not-built-for-wasm" \
    -DProtobuf_INCLUDE_DIR="$DEPS_DIR/libprotobuf-dev/usr/include" \
    -DProtobuf_LIBRARY="$WORK/protobuf-is-not-built-for-wasm" \
    -DProtobuf_PROTOC_EXECUTABLE="$WORK/protoc-is-not-needed" \
    -DCMAKE_C_FLAGS="$CXXFLAGS_EXTRA" -DCMAKE_CXX_FLAGS="$CXXFLAGS_EXTRA" \
    -DBLAS_LIBRARIES="$WORK/blas-is-linked-by-the-final-link" \
    -DLAPACK_lapack_LIBRARY="$WORK/lapack-is-linked-by-the-final-link" \
    -DCMAKE_INSTALL_PREFIX="$INSTALL") > "$WORK/configure.log" 2>&1 \
    || { tail -40 "$WORK/configure.log"; rm -f "$BUILD/build.ninja"; die "configure failed, log: $WORK/configure.log"; }
fi

# 4. Build, printing progress (steps done / total, elapsed) about once a minute.
log "building c10 + torch_cpu with ninja -j${JOBS:-2} (full build ~75 min on 2 cores; resumable)"
start=$(date +%s)
export NINJA_STATUS="[%f/%t] "
set +e
# (A bash loop, not awk: Debian's mawk buffers its output when writing to a pipe.)
show_progress() {
  local line last=0 now
  while IFS= read -r line; do
    case "$line" in
      \[[0-9]*/[0-9]*\]*)
        now=$(date +%s)
        if [ $((now - last)) -ge 60 ]; then
          last=$now
          log "${line%%]*}] elapsed $(( (now - start) / 60 ))m$(( (now - start) % 60 ))s"
        fi ;;
      *error*|*FAILED*) echo "$line" ;;
    esac
  done
}
ninja -C "$BUILD" -j"${JOBS:-2}" c10 torch_cpu 2>&1 | tee -a "$WORK/build.log" | show_progress
rc=${PIPESTATUS[0]}
set -e
[ "$rc" = 0 ] || die "ninja failed (rc $rc); log: $WORK/build.log (re-run to resume)"

# 5. Collect the result: libraries + every header a client compiles against (hand-written
#    ones from the source tree, generated ones from the build tree), same relative layout.
collect_install
echo "$KEY" > "$INSTALL/DONE"
log "done in $(( ($(date +%s) - start) / 60 )) min: $(du -h "$INSTALL/lib/libtorch_cpu.a" | cut -f1) libtorch_cpu.a, $(du -h "$INSTALL/lib/libc10.a" | cut -f1) libc10.a"
