#!/bin/bash
# Stage "bindings": PyTorch's own torch_python sources (the code behind torch._C) compiled
# to wasm objects against the bridge's Python.h and pybind11 2.13.6, into
# $BRYTORCH_CACHE/bindings/libtorch_python.a. The stage "link" then links it with the
# bridge runtime and c10 + torch_cpu into out/bridge/torch.{js,wasm}.
#
# The source list is PyTorch's (port/torch_python/sources.py reads build_variables.bzl and
# caffe2/CMakeLists.txt) minus port/torch_python/excluded.txt, plus our replacements in
# port/torch_python/*.c. The generated binding files come from the ATen stage's codegen
# (torchgen writes them with torch_cpu's sources). ccache keys on content, so an unchanged
# file is not recompiled, also from CI's fresh clone.
set -euo pipefail
STAGE=build/bindings
. "$(dirname "$0")/../lib.sh"
command -v emcc >/dev/null || die "Emscripten missing: run ./brytorch setup"
ATEN_WORK="$BRYTORCH_CACHE/aten/$(bash "$BRYTORCH_ROOT/tools/build/aten.sh" --key)"
TREE="$ATEN_WORK/pytorch"
[ -f "$ATEN_WORK/install/DONE" ] && [ -d "$TREE/torch/csrc/autograd/generated" ] \
  || die "no ATen build with its source tree in $ATEN_WORK: run ./brytorch build aten"
PYBIND11="$SRC_DIR/pybind11-2.13.6/include"
[ -d "$PYBIND11" ] || die "pybind11 2.13.6 missing: run ./brytorch setup"
OUTDIR="$BRYTORCH_CACHE/bindings"
mkdir -p "$OUTDIR/obj" "$OUTDIR/errors"
# What the objects depend on besides the sources (ccache checks content per file; this key
# only answers "is a finished archive for these inputs there", for --status and the tier).
emcc_version=$(dpkg-query -W -f='${Version}' emscripten 2>/dev/null || echo none)
# PyTorch's own numpy support (USE_NUMPY: from_numpy, .numpy(), numpy scalars) compiles against
# the numpy stage's headers; numpy's extensions are linked into the same module (link stage).
numpy_status=$(bash "$BRYTORCH_ROOT/tools/build/numpy.sh" --status 2>/dev/null) \
  || die "torch_python is built with numpy: run ./brytorch build numpy first"
NUMPY_INSTALL=${numpy_status#done }
KEY=$(hash_inputs "$(basename "$ATEN_WORK")" "$BRYTORCH_ROOT/bridge/include" "$BRYTORCH_ROOT/port/torch_python" \
  "$BRYTORCH_ROOT/tools/build/bindings.sh" "$PYBIND11" "emscripten=$emcc_version" "$NUMPY_INSTALL/site/numpy/_core/include")
case "${1:-}" in
  --key) echo "$KEY"; exit 0 ;;
  --status) if [ -f "$OUTDIR/DONE" ] && grep -qx "$KEY" "$OUTDIR/DONE"; then echo "done $OUTDIR"; exit 0
            else echo "missing: torch_python for key $KEY"; exit 1; fi ;;
  # A pack holds the archive and its DONE stamp (the objects stay in this machine's ccache).
  --pack) [ -f "$OUTDIR/DONE" ] && grep -qx "$KEY" "$OUTDIR/DONE" || die "no finished torch_python for key $KEY to pack"
          tar -C "$BRYTORCH_CACHE" -cf - bindings/libtorch_python.a bindings/DONE | xz -T2 -3 > "$2"
          log "packed $(du -h "$2" | cut -f1) to $2"; exit 0 ;;
  --unpack) scratch=$(mktemp -d "$BRYTORCH_CACHE/unpack.XXXXXX")
          xz -dc "$2" | tar -C "$scratch" -xf - bindings/libtorch_python.a bindings/DONE \
            || { rm -rf "$scratch"; die "$2 does not hold a torch_python pack"; }
          grep -qx "$KEY" "$scratch/bindings/DONE" \
            || { other=$(cat "$scratch/bindings/DONE"); rm -rf "$scratch"; die "$2 was built from other inputs (key $other, expected $KEY)"; }
          mv "$scratch/bindings/libtorch_python.a" "$scratch/bindings/DONE" "$OUTDIR/"; rm -rf "$scratch"
          log "unpacked into $OUTDIR"; exit 0 ;;
  "") ;;
  *) die "unknown option $1" ;;
esac
if [ -f "$OUTDIR/DONE" ] && grep -qx "$KEY" "$OUTDIR/DONE" && [ -f "$OUTDIR/libtorch_python.a" ]; then
  log "up to date (key $KEY): $OUTDIR/libtorch_python.a"; exit 0
fi
rm -f "$OUTDIR/DONE"

# ATen's generated headers: its build tree where ATen was built here, else the copy the ATen
# stage installs (an unpacked prebuilt ATen has no build tree).
GEN="$ATEN_WORK/build"
[ -f "$GEN/c10/macros/cmake_macros.h" ] || GEN="$ATEN_WORK/install/include/build"
[ -f "$GEN/c10/macros/cmake_macros.h" ] || die "ATen's generated headers are missing in $ATEN_WORK"

# torch_cpu's defines (ABI: both sides must agree), torch_python's THP_BUILD_MAIN_LIB
# (torch/CMakeLists.txt), and the bridge's headers in place of CPython's.
FLAGS=(
  -O2 -msimd128 -DNDEBUG -fwasm-exceptions -DEMSCRIPTEN
  -DAT_PER_OPERATOR_HEADERS -DTHP_BUILD_MAIN_LIB -DFMT_HEADER_ONLY=1 -DONNX_ML=1
  -DONNX_NAMESPACE=onnx -DHAVE_MALLOC_USABLE_SIZE=1 -DHAVE_MMAP=1 -DHAVE_SHM_OPEN=1
  -DHAVE_SHM_UNLINK=1 -D_FILE_OFFSET_BITS=64
  -DPYBIND11_SIMPLE_GIL_MANAGEMENT   # one thread, no per-thread PyThreadState (docs/pybind11.md)
  -DUSE_NUMPY -I"$NUMPY_INSTALL/site/numpy/_core/include"
  -I"$BRYTORCH_ROOT/bridge/include" -I"$PYBIND11"
  -I"$GEN/aten/src" -I"$TREE/aten/src" -I"$GEN" -I"$TREE"
  -I"$TREE/torch/csrc/api/include" -I"$TREE/torch/csrc" -I"$TREE/torch/lib"
  -I"$TREE/torch/lib/libshm" -I"$TREE/third_party/kineto/libkineto/include"
  -I"$TREE/third_party/fmt/include" -I"$TREE/third_party/flatbuffers/include"
  -isystem "$TREE/third_party/nlohmann/include" -I"$DEPS_DIR/libcpuinfo-dev/usr/include"
  -isystem "$DEPS_DIR/libonnx-dev/usr/include" -isystem "$DEPS_DIR/libprotobuf-dev/usr/include"
  -I"$BRYTORCH_ROOT/port/shims/include" -isystem "$ATEN_WORK/sysinclude"
  -Wno-unused-parameter -Wno-missing-field-initializers -Wno-deprecated-declarations
)
export CCACHE_BASEDIR="$BRYTORCH_ROOT"

mapfile -t upstream < <(python3 "$BRYTORCH_ROOT/port/torch_python/sources.py" "$TREE")
sources=()
for s in "${upstream[@]}"; do sources+=("$TREE/$s"); done
sources+=("$TREE/torch/lib/libshm/core.cpp")   # stub.c (PyInit__C) is the link stage's module source
for s in "$BRYTORCH_ROOT"/port/torch_python/*.c "$BRYTORCH_ROOT"/port/torch_python/*.cpp; do
  [ -f "$s" ] && sources+=("$s")
done

compile_one() {  # SRC OBJ: compiles, or leaves the compiler's output in errors/ and fails
  local src=$1 obj=$2 err="$OUTDIR/errors/$(basename "$2" .o).log"
  mkdir -p "$(dirname "$obj")"
  local cc=(ccache em++ -std=gnu++17)
  case "$src" in *.c) cc=(ccache emcc) ;; esac
  if "${cc[@]}" "${FLAGS[@]}" -c "$src" -o "$obj" > "$err" 2>&1; then rm -f "$err"
  else echo "[$STAGE] FAILED ${src#$TREE/} (errors/$(basename "$err"))"; return 1; fi
}

JOBS=${BRYTORCH_JOBS:-$(nproc)}
objs=(); failed=0; done_count=0; total=${#sources[@]}
log "compiling $total translation units on $JOBS cores (ccache; first build ~1 h)"
for src in "${sources[@]}"; do
  rel=${src#$TREE/}; rel=${rel#$BRYTORCH_ROOT/}
  obj="$OUTDIR/obj/${rel//\//__}.o"
  objs+=("$obj")
  while [ "$(jobs -rp | wc -l)" -ge "$JOBS" ]; do
    wait -n || failed=$((failed + 1)); done_count=$((done_count + 1))
    [ $((done_count % 10)) = 0 ] && log "  $done_count/$total done"
  done
  compile_one "$src" "$obj" < /dev/null &
done
while [ "$(jobs -rp | wc -l)" -gt 0 ]; do wait -n || failed=$((failed + 1)); done
[ "$failed" = 0 ] || die "$failed of $total translation units failed (logs in $OUTDIR/errors)"
rm -f "$OUTDIR/libtorch_python.a"
emar rcs "$OUTDIR/libtorch_python.a" "${objs[@]}"
echo "$KEY" > "$OUTDIR/DONE"
log "done: $(du -h "$OUTDIR/libtorch_python.a" | cut -f1) $OUTDIR/libtorch_python.a ($total objects)"
