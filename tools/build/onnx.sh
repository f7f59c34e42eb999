#!/bin/bash
# Stage "onnx": protobuf 3.21.12 (libprotobuf) and ONNX 1.17.0 (libonnx, libonnx_proto) compiled
# to static wasm32 libraries with Emscripten, for linking torch_cpu completely: its ONNX
# exporter (torch/csrc/jit/serialization/export.cpp, onnx.cpp) uses onnx:: protobuf messages,
# the ONNX checker and shape inference.
#
# Usage: onnx.sh [--pack FILE | --unpack FILE | --key | --status]
#
# Output lives in $BRYTORCH_CACHE/onnx/<key>/install/{lib,include}; <key> hashes both source
# tarballs, this script (flags, smoke test) and the Emscripten version. The build is resumable
# (ninja, ccache) and `install/DONE` (holding the key) marks it complete, written only after a
# smoke test linked against the libraries has run under node.
set -euo pipefail
STAGE=build/onnx
. "$(dirname "$0")/../lib.sh"
SELF="$BRYTORCH_ROOT/tools/build/onnx.sh"
LOCK="$BRYTORCH_ROOT/tools/setup/sources.lock"
PB_SRC="$SRC_DIR/protobuf-3.21.12"
ONNX_SRC="$SRC_DIR/onnx-1.17.0"
# Host protoc generates ONNX's .pb.cc/.pb.h; it must be the same release as the wasm
# libprotobuf because the generated code checks PROTOBUF_VERSION at compile time.
PROTOC=/usr/bin/protoc
PROTOC_VERSION="libprotoc 3.21.12"

emcc_version=$(dpkg-query -W -f='${Version}' emscripten 2>/dev/null || echo none)
KEY=$(hash_inputs "$(grep ' protobuf_3.21.12.orig' "$LOCK")" "$(grep ' onnx_1.17.0.orig' "$LOCK")" \
  "$SELF" "emscripten=$emcc_version")
WORK="$BRYTORCH_CACHE/onnx/$KEY"
PB_BUILD="$WORK/protobuf-build"
ONNX_BUILD="$WORK/onnx-build"
INSTALL="$WORK/install"   # one prefix for both: ONNX finds protobuf here, clients find both

case "${1:-}" in
  --key) echo "$KEY"; exit 0 ;;
  --status) [ -f "$INSTALL/DONE" ] && { echo "done $INSTALL"; exit 0; } || { echo "missing $WORK"; exit 1; } ;;
  --pack)
    [ -f "$INSTALL/DONE" ] || die "no finished ONNX build for key $KEY to pack"
    tar -C "$WORK" -cf - install | xz -T2 -3 > "$2"; log "packed $(du -h "$2" | cut -f1) to $2"; exit 0 ;;
  --unpack)
    mkdir -p "$WORK"; xz -dc "$2" | tar -C "$WORK" -xf -
    [ -f "$INSTALL/DONE" ] || die "$2 does not hold a finished ONNX build"
    grep -qx "$KEY" "$INSTALL/DONE" || die "$2 was built from other inputs (key $(cat "$INSTALL/DONE"), expected $KEY)"
    log "unpacked into $INSTALL"; exit 0 ;;
  "") ;;
  *) die "unknown option $1" ;;
esac

if [ -f "$INSTALL/DONE" ]; then log "up to date (key $KEY): $INSTALL"; exit 0; fi
[ -f "$PB_SRC/.complete" ] && [ -f "$ONNX_SRC/.complete" ] || die "protobuf/ONNX sources missing: run ./brytorch setup"
command -v emcmake >/dev/null || die "Emscripten missing: run ./brytorch setup"
[ -x "$PROTOC" ] || die "$PROTOC missing (Debian protobuf-compiler): run ./brytorch setup"
[ "$("$PROTOC" --version)" = "$PROTOC_VERSION" ] || die "$PROTOC is '$("$PROTOC" --version)', '$PROTOC_VERSION' expected"
mkdir -p "$WORK"
start=$(date +%s)

# Same code generation as the rest of the project: native wasm exceptions (ONNX reports
# checker/shape-inference failures by throwing), single-threaded, static, no PIC (the libraries
# end up in one statically linked module). C++17 like PyTorch; protobuf 3.21 forces C++11 on
# itself, which is how Debian builds it too (same libc++ ABI either way).
RELEASE_FLAGS="-O2 -DNDEBUG"
COMMON=(-G Ninja -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_STANDARD=17
  -DCMAKE_C_FLAGS="-fwasm-exceptions" -DCMAKE_CXX_FLAGS="-fwasm-exceptions"
  -DCMAKE_C_FLAGS_RELEASE="$RELEASE_FLAGS" -DCMAKE_CXX_FLAGS_RELEASE="$RELEASE_FLAGS"
  -DBUILD_SHARED_LIBS=OFF -DCMAKE_POSITION_INDEPENDENT_CODE=OFF
  -DCMAKE_C_COMPILER_LAUNCHER=ccache -DCMAKE_CXX_COMPILER_LAUNCHER=ccache
  -DCMAKE_INSTALL_PREFIX="$INSTALL" -DCMAKE_INSTALL_LIBDIR=lib)
# Paths below $WORK are rewritten relative, so a new key (e.g. an edit to this script) still
# hits the cache for unchanged compiles; the sources live at fixed paths in $SRC_DIR.
export CCACHE_BASEDIR="$WORK" CCACHE_NOHASHDIR=1 CCACHE_SLOPPINESS=time_macros,include_file_mtime,include_file_ctime

# Runs ninja in $1 for targets $3.., printing progress (steps done / total) about every 30 s;
# its full output goes to $WORK/$2.log. (A bash read loop, not awk: Debian's default mawk
# block-buffers a pipe, which would delay the progress lines by minutes.)
run_ninja() {
  local dir=$1 name=$2 line now last=0 rc; shift 2
  set +e
  NINJA_STATUS="[%f/%t] " ninja -C "$dir" -j"${JOBS:-2}" "$@" 2>&1 | tee -a "$WORK/$name.log" |
    while IFS= read -r line; do
      case "$line" in
        \[[0-9]*/[0-9]*\]*) printf -v now '%(%s)T' -1
          if [ $((now - last)) -ge 30 ]; then last=$now
            log "$name ${line%% *} elapsed $(( (now - start) / 60 ))m$(( (now - start) % 60 ))s"; fi ;;
        *error*|*FAILED*) echo "$line" ;;
      esac
    done
  rc=${PIPESTATUS[0]}
  set -e
  [ "$rc" = 0 ] || die "ninja failed in $dir (rc $rc); log: $WORK/$name.log (re-run to resume)"
}

# 1. protobuf: only the runtime libraries (libprotobuf, libprotobuf-lite); protoc comes from
#    the host, zlib support (gzip streams) is not used by ONNX or PyTorch.
if [ ! -f "$WORK/protobuf.installed" ]; then
  if [ ! -f "$PB_BUILD/build.ninja" ]; then
    log "configuring protobuf 3.21.12"
    mkdir -p "$PB_BUILD"
    (cd "$PB_BUILD" && emcmake cmake "$PB_SRC" "${COMMON[@]}" \
      -Dprotobuf_BUILD_TESTS=OFF -Dprotobuf_BUILD_PROTOC_BINARIES=OFF -Dprotobuf_BUILD_LIBPROTOC=OFF \
      -Dprotobuf_BUILD_SHARED_LIBS=OFF -Dprotobuf_WITH_ZLIB=OFF -Dprotobuf_BUILD_EXAMPLES=OFF) \
      > "$WORK/protobuf-configure.log" 2>&1 \
      || { tail -30 "$WORK/protobuf-configure.log"; rm -f "$PB_BUILD/build.ninja"; die "protobuf configure failed, log: $WORK/protobuf-configure.log"; }
  fi
  log "building protobuf with ninja -j${JOBS:-2} (resumable)"
  run_ninja "$PB_BUILD" protobuf all
  ninja -C "$PB_BUILD" install > "$WORK/protobuf-install.log" 2>&1 || die "protobuf install failed, log: $WORK/protobuf-install.log"
  touch "$WORK/protobuf.installed"
fi

# 2. ONNX against that libprotobuf. The cache entries short-circuit ONNX's own protobuf search
#    (which would otherwise look next to protoc in /usr and find the host's x86 libraries);
#    FindProtobuf then defines protobuf::libprotobuf on our wasm archive, and ONNX runs the
#    host protoc found via Protobuf_PROTOC_EXECUTABLE (ONNX_CUSTOM_PROTOC_EXECUTABLE is only
#    read when a protobuf::libprotobuf target exists before ONNX's project, i.e. not here). ONNX_ML and the
#    "onnx" namespace match PyTorch (USE_SYSTEM_ONNX, -DONNX_ML=1 -DONNX_NAMESPACE=onnx), so
#    the generated onnx/onnx-ml.pb.h is the header torch_cpu compiles against.
if [ ! -f "$ONNX_BUILD/build.ninja" ]; then
  log "configuring ONNX 1.17.0"
  mkdir -p "$ONNX_BUILD"
  (cd "$ONNX_BUILD" && emcmake cmake "$ONNX_SRC" "${COMMON[@]}" \
    -DPYTHON_EXECUTABLE=/usr/bin/python3 -DProtobuf_PROTOC_EXECUTABLE="$PROTOC" \
    -DProtobuf_INCLUDE_DIR="$INSTALL/include" -DProtobuf_LIBRARY="$INSTALL/lib/libprotobuf.a" \
    -DProtobuf_LITE_LIBRARY="$INSTALL/lib/libprotobuf-lite.a" \
    -DONNX_ML=ON -DONNX_NAMESPACE=onnx -DONNX_BUILD_TESTS=OFF -DBUILD_ONNX_PYTHON=OFF \
    -DONNX_USE_PROTOBUF_SHARED_LIBS=OFF -DONNX_USE_LITE_PROTO=OFF -DONNX_WERROR=OFF) \
    > "$WORK/onnx-configure.log" 2>&1 \
    || { tail -30 "$WORK/onnx-configure.log"; rm -f "$ONNX_BUILD/build.ninja"; die "ONNX configure failed, log: $WORK/onnx-configure.log"; }
  grep -q "Protobuf_VERSION: 3.21.12" "$WORK/onnx-configure.log" \
    || die "ONNX did not pick up protobuf 3.21.12, log: $WORK/onnx-configure.log"
fi
log "building ONNX with ninja -j${JOBS:-2} (resumable)"
run_ninja "$ONNX_BUILD" onnx onnx onnx_proto
ninja -C "$ONNX_BUILD" install > "$WORK/onnx-install.log" 2>&1 || die "ONNX install failed, log: $WORK/onnx-install.log"

# 3. Smoke test: build, serialize, parse back, check and shape-infer a model, and catch a
#    checker exception thrown from inside libonnx (proves the wasm exception ABI matches).
SMOKE="$WORK/smoke"
mkdir -p "$SMOKE"
cat > "$SMOKE/smoke.cc" <<'CC'
#include <onnx/onnx_pb.h>
#include <onnx/checker.h>
#include <onnx/shape_inference/implementation.h>
#include <cstdio>
#include <string>

static void add_tensor(onnx::ValueInfoProto* v, const char* name) {
  v->set_name(name);
  auto* t = v->mutable_type()->mutable_tensor_type();
  t->set_elem_type(onnx::TensorProto::FLOAT);
  t->mutable_shape()->add_dim()->set_dim_value(2);
  t->mutable_shape()->add_dim()->set_dim_value(3);
}

int main() {
  onnx::ModelProto m;
  m.set_ir_version(onnx::IR_VERSION);
  m.set_producer_name("brytorch-smoke");
  auto* opset = m.add_opset_import();
  opset->set_domain("");
  opset->set_version(17);
  auto* g = m.mutable_graph();
  g->set_name("smoke_graph");
  add_tensor(g->add_input(), "x");
  add_tensor(g->add_output(), "y");  // main-graph inputs/outputs need a shape
  auto* relu = g->add_node(); relu->set_op_type("Relu"); relu->add_input("x"); relu->add_output("t");
  auto* id = g->add_node(); id->set_op_type("Identity"); id->add_input("t"); id->add_output("y");

  std::string bytes;
  if (!m.SerializeToString(&bytes)) { std::puts("serialize failed"); return 1; }
  onnx::ModelProto back;
  if (!back.ParseFromString(bytes)) { std::puts("parse failed"); return 1; }
  std::printf("serialized %zu bytes; parsed ir_version=%lld graph=%s nodes=%d opset=%lld\n",
              bytes.size(), (long long)back.ir_version(), back.graph().name().c_str(),
              back.graph().node_size(), (long long)back.opset_import(0).version());

  onnx::checker::check_model(back);
  std::puts("check_model: ok");
  onnx::shape_inference::InferShapes(back);
  for (const auto& vi : back.graph().value_info()) {
    std::printf("inferred %s: [", vi.name().c_str());
    const auto& s = vi.type().tensor_type().shape();
    for (int i = 0; i < s.dim_size(); i++) std::printf(i ? ",%lld" : "%lld", (long long)s.dim(i).dim_value());
    std::puts("]");
  }

  onnx::ModelProto bad;  // no opset_import and no ir_version: the checker must throw
  bad.mutable_graph()->set_name("bad");
  try {
    onnx::checker::check_model(bad);
    std::puts("check_model(bad): unexpectedly passed");
    return 1;
  } catch (const onnx::checker::ValidationError& e) {
    std::printf("check_model(bad) threw ValidationError: %.60s\n", e.what());
  }
  std::puts("SMOKE OK");
  return 0;
}
CC
log "smoke test: linking against the libraries and running under node"
em++ -O2 -fwasm-exceptions -DONNX_ML=1 -DONNX_NAMESPACE=onnx -I"$INSTALL/include" "$SMOKE/smoke.cc" \
  -L"$INSTALL/lib" -lonnx -lonnx_proto -lprotobuf -sALLOW_MEMORY_GROWTH=1 -o "$SMOKE/smoke.js" \
  > "$SMOKE/link.log" 2>&1 || { tail -30 "$SMOKE/link.log"; die "smoke test failed to build, log: $SMOKE/link.log"; }
node "$SMOKE/smoke.js" > "$SMOKE/output.txt" 2>&1 || true
while IFS= read -r line; do log "  $line"; done < "$SMOKE/output.txt"
grep -qx "SMOKE OK" "$SMOKE/output.txt" || die "smoke test failed, output: $SMOKE/output.txt"

echo "$KEY" > "$INSTALL/DONE"
sizes=$(cd "$INSTALL/lib" && du -h libprotobuf.a libonnx.a libonnx_proto.a | awk '{printf "%s %s, ", $1, $2}')
log "done in $(( ($(date +%s) - start) / 60 )) min: ${sizes%, } in $INSTALL/lib"
