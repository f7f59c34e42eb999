#!/bin/bash
# Stage "bridge": links the bridge runtime (bridge/src + bridge/js) with a set of C extension
# modules into one wasm module, out/bridge/<name>.{js,wasm}.
#
# Usage: bridge.sh NAME...   (each NAME has a manifest bridge/builds/NAME.txt)
#
# Manifest lines: "dotted.module.name  source.c [source.c/.cpp...] [-Dflag|-Idir ...]" (paths
# relative to the repository root, or starting with $SRC_DIR for pinned upstream sources),
# "@link WORD..." lines: extra link inputs and flags, after ours (they may name
# $BRYTORCH_CACHE, and $ATEN_INSTALL / $ONNX_INSTALL / $NUMPY_INSTALL, those stages' install
# directories; a word with * is a glob), and "@extensions LIST" lines: extension modules
# another stage built as archives (LIST: "dotted.name archive [library...]" per line).
# Every extension is compiled against our Python.h; its PyInit_<last part> is entered in a
# generated table (_bt_extensions) so the JS side can import it by its dotted name.
set -euo pipefail
STAGE=build/bridge
. "$(dirname "$0")/../lib.sh"
command -v emcc >/dev/null || die "Emscripten missing: run ./brytorch setup"
OUT="$BRYTORCH_ROOT/out/bridge"
# Objects per checkout (ccache shares the work between clones): two checkouts building at once
# (a CI clone and a working tree) never write the same object file.
OBJ="$BRYTORCH_ROOT/out/bridge-obj"
mkdir -p "$OUT" "$OBJ"
# Emscripten emits CommonJS; the repository's package.json says "type": "module".
echo '{ "type": "commonjs" }' > "$OUT/package.json"
[ $# -gt 0 ] || set -- tests

# One flag set for the runtime and the extensions, each flag with its reason:
CFLAGS=(
  -O2 -DNDEBUG             # release: extensions are built like CPython release builds
                           # (no assert() aborts); -O0 makes every crossing several times slower
  -msimd128                # wasm SIMD128, as ATen and the BLAS (auto-vectorised loops)
  -fwasm-exceptions        # the one exception mode of the whole project (torch is C++)
  -I"$BRYTORCH_ROOT/bridge/include"
  -Wall -Wno-unused-function
)
LDFLAGS=(
  -sMODULARIZE=1 -sEXPORT_NAME=createBridgeModule  # one factory per module, no globals
  -sENVIRONMENT=node,web   # both hosts
  -sALLOW_MEMORY_GROWTH=1  # tensors and test suites grow the heap
  -sSTACK_SIZE=1MB         # deep C recursion through Python callbacks
  -sWASM_BIGINT=1          # 64-bit ints cross to JS as BigInt, not split pairs
  -sEXPORTED_FUNCTIONS=_malloc,_free
  -sFORCE_FILESYSTEM=1     # Emscripten's MEMFS in every module: Python's open() and C's fopen share it (bridge/js/files.js)
  -Wl,--wrap=malloc,--wrap=calloc,--wrap=realloc,--wrap=posix_memalign,--wrap=memalign,--wrap=free  # the allocation meter (bridge/src/alloc_meter.c)
  -sEXPORTED_RUNTIME_METHODS=UTF8ToString
  -sEXPORT_EXCEPTION_HANDLING_HELPERS=1  # a C++ exception reaching JS becomes a Python error with its message
  -Wno-js-compiler         # bridge/js/calls.js uses getWasmTableEntry on purpose (loose-arity calls)
)
# Debugging: BRYTORCH_BRIDGE_LDFLAGS=--profiling-funcs keeps C function names in wasm stack traces.
read -r -a extra_ldflags <<< "${BRYTORCH_BRIDGE_LDFLAGS:-}"
LDFLAGS+=("${extra_ldflags[@]}")
JSLIBS=()
for f in "$BRYTORCH_ROOT"/bridge/js/*.js; do JSLIBS+=(--js-library "$f"); done
# $BTCodes, the codes and struct layouts C and JS share (bridge/src/bt_codes.h): printed by a
# small C program compiled with the runtime's flags and run under Node (about a second), so
# bridge/js never spells a number that C could change under it.
CODES_JS="$OBJ/bt_codes.js"
codes_tmp=$(mktemp -d "$OBJ/codes.XXXXXX")
echo '{ "type": "commonjs" }' > "$codes_tmp/package.json"   # Emscripten writes CommonJS
emcc "${CFLAGS[@]}" -I"$BRYTORCH_ROOT/bridge/src" "$BRYTORCH_ROOT/bridge/src/codegen/print_js_codes.c" \
  -o "$codes_tmp/print_js_codes.js" > "$codes_tmp/emcc.log" 2>&1 \
  || { cat "$codes_tmp/emcc.log"; rm -rf "$codes_tmp"; die "bridge/src/codegen/print_js_codes.c does not compile"; }
node "$codes_tmp/print_js_codes.js" > "$codes_tmp/bt_codes.js" || { rm -rf "$codes_tmp"; die "print_js_codes failed"; }
mv "$codes_tmp/bt_codes.js" "$CODES_JS"; rm -rf "$codes_tmp"
JSLIBS+=(--js-library "$CODES_JS")

# ccache keys on content; with base_dir, a clone at another path (CI's fresh clone) hits the
# entries this machine already made.
export CCACHE_BASEDIR="$BRYTORCH_ROOT"
JOBS=${BRYTORCH_JOBS:-$(nproc)}
failed_jobs=0
spawn() {  # spawn CMD...: in the background, at most $JOBS at once (both cores for pybind11's TUs)
  while [ "$(jobs -rp | wc -l)" -ge "$JOBS" ]; do wait -n || failed_jobs=$((failed_jobs + 1)); done
  "$@" < /dev/null &
}
drain() {  # waits for every spawned job; dies if one failed
  while [ "$(jobs -rp | wc -l)" -gt 0 ]; do wait -n || failed_jobs=$((failed_jobs + 1)); done
  wait || failed_jobs=$((failed_jobs + 1))
  [ "$failed_jobs" = 0 ] || die "$failed_jobs compilation(s) failed (errors above)"
}

compile() {  # compile SRC OBJFILE FLAGS... (ccache keyed on content)
  local src=$1 obj=$2; shift 2
  case "$src" in  # C++ extensions (pybind11): em++, C++17 (pybind11 and torch need it)
    *.cpp|*.cc|*.cxx) ccache em++ -std=c++17 "${CFLAGS[@]}" "$@" -c "$src" -o "$obj" ;;
    *)                ccache emcc "${CFLAGS[@]}" "$@" -c "$src" -o "$obj" ;;
  esac
}

# $BRYTORCH_CACHE, and $ATEN_INSTALL / $ONNX_INSTALL / $NUMPY_INSTALL / $BLAS_INSTALL / $LAPACK_INSTALL (a finished stage's
# install directory) in a manifest word.
expand_stage_vars() {
  local w=${1//\$BRYTORCH_CACHE/$BRYTORCH_CACHE} stage var st
  for stage in aten onnx numpy blas lapack; do
    var="\$${stage^^}_INSTALL"
    [[ "$w" = *"$var"* ]] || continue
    st=$(bash "$BRYTORCH_ROOT/tools/build/$stage.sh" --status 2>/dev/null) \
      || die "$name links the $stage stage: run ./brytorch build $stage"
    w=${w//"$var"/${st#done }}
  done
  echo "$w"
}

for name in "$@"; do
  manifest="$BRYTORCH_ROOT/bridge/builds/$name.txt"
  [ -f "$manifest" ] || die "no manifest $manifest"
  objs=(); linker=emcc; link_extra=(); ext_archives=(); ext_libs=()
  for src in "$BRYTORCH_ROOT"/bridge/src/*.c; do
    o="$OBJ/runtime-$(basename "${src%.c}").o"
    spawn compile "$src" "$o" -I"$BRYTORCH_ROOT/bridge/src" -DBT_DECLARE_3_13_NAMES  # the runtime defines the 3.13 names
    objs+=("$o")
  done
  table="$OBJ/$name-extensions.c"
  {
    echo "/* Generated by tools/build/bridge.sh from bridge/builds/$name.txt: do not edit. */"
    echo '#include "Python.h"'
  } > "$table"
  entries=()
  while read -r mod rest; do
    case "$mod" in ''|\#*) continue ;; esac
    if [ "$mod" = @extensions ]; then
      # Extension modules built by another stage, as archives: each line of the list is
      # "dotted.name archive [static library...]". The archive goes in whole (it is the
      # module); each library once; PyInit_<last part> keeps its name (unique in the list).
      list=$(expand_stage_vars "$rest")
      [ -f "$list" ] || die "$name: extension list $list missing"
      while read -r emod earchive elibs; do
        [ -n "$emod" ] || continue
        esym="PyInit_${emod##*.}"
        grep -q " ${esym}(void);" "$table" && die "$name: two extension modules named ${emod##*.}"
        echo "PyMODINIT_FUNC ${esym}(void);" >> "$table"
        entries+=("  { \"$emod\", ${esym} },")
        ext_archives+=(-Wl,--whole-archive "$(expand_stage_vars "$earchive")" -Wl,--no-whole-archive)
        for l in $elibs; do
          l=$(expand_stage_vars "$l")
          [[ " ${ext_libs[*]} " = *" $l "* ]] || ext_libs+=("$l")
        done
      done < "$list"
      linker=em++   # numpy has C++ (libc++, the exception runtime)
      continue
    fi
    if [ "$mod" = @link ]; then
      for w in $rest; do
        w=$(expand_stage_vars "$w")
        if [[ "$w" = *'*'* ]]; then mapfile -t matched < <(compgen -G "$w" | LC_ALL=C sort); link_extra+=("${matched[@]}")
        else link_extra+=("$w"); fi
      done
      linker=em++
      continue
    fi
    srcs=(); flags=()
    for w in $rest; do
      w=${w//\$SRC_DIR/$SRC_DIR}
      case "$w" in -*) flags+=("$w") ;; *) srcs+=("$w") ;; esac
    done
    last=${mod##*.}
    # Each module's PyInit is renamed so two extensions may share a last name.
    sym="PyInit_${mod//./__}"
    for src in "${srcs[@]}"; do
      [[ "$src" = /* ]] || src="$BRYTORCH_ROOT/$src"
      [ -f "$src" ] || die "$mod: source $src missing (run ./brytorch setup?)"
      o="$OBJ/$name-${mod}-$(basename "${src%.c}").o"
      case "$src" in *.cpp|*.cc|*.cxx) linker=em++ ;; esac  # links libc++/libc++abi
      spawn compile "$src" "$o" "-DPyInit_${last}=${sym}" "${flags[@]}"
      objs+=("$o")
    done
    echo "PyMODINIT_FUNC ${sym}(void);" >> "$table"
    entries+=("  { \"$mod\", ${sym} },")
  done < "$manifest"
  {
    echo 'typedef struct { const char *name; PyObject *(*init)(void); } BtExtension;'
    echo 'const BtExtension _bt_extensions[] = {'
    printf '%s\n' "${entries[@]}"
    echo '  { 0, 0 } };'
  } >> "$table"
  spawn compile "$table" "$OBJ/$name-extensions.o"
  objs+=("$OBJ/$name-extensions.o")
  drain
  log "linking out/bridge/$name.js (${#entries[@]} extension modules)"
  $linker "${CFLAGS[@]}" "${objs[@]}" "${ext_archives[@]}" "${ext_libs[@]}" "${JSLIBS[@]}" "${LDFLAGS[@]}" "${link_extra[@]}" -o "$OUT/$name.js" 2>&1 \
    | grep -v "unexpected binaryen version\|depends on internal symbol .\$getWasmTableEntry\|warnings in JS library compilation" || true
  [ -f "$OUT/$name.wasm" ] && [ "$OUT/$name.wasm" -nt "$table" ] || die "link failed"
  log "done: $(du -h "$OUT/$name.wasm" | cut -f1) out/bridge/$name.wasm"
done
