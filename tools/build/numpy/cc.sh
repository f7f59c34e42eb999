#!/bin/bash
# The C/C++ compiler numpy's meson build is given (CC/CXX; argv[1] = emcc or em++). It makes
# a CPython extension build produce something the bridge can link statically:
# - CPython's include directory (meson reads it from the build machine's Python) is replaced
#   by the bridge's Python.h (bridge/include): numpy compiles against our C API.
# - the project's one exception mode (-fwasm-exceptions) and a release build (-DNDEBUG).
# - a `-shared` link (one extension module) writes no module: it archives the module's own
#   objects into the output file and lists the static libraries it names in OUTPUT.libs, so
#   the final link (bridge/builds/numpy.txt) takes every object once. (emcc would write a
#   relocatable object holding a copy of libnpymath per extension: duplicate symbols.)
# - numpy's own BLAS/LAPACK symbol prefix (BLAS_SYMBOL_PREFIX, npy_cblas.h): lapack_lite's f2c
#   BLAS (sgemm_, ddot_... returning int) becomes bt_numpy_sgemm_..., so in torch's module
#   ATen's calls reach the real BLAS (stage "blas", `void` prototypes), not numpy's copies;
#   a call through the wrong prototype would trap (docs/blas.md).
# - software floating-point status flags (fpstatus.h, included first everywhere): the flags
#   numpy raises itself (a singular matrix in np.linalg, integer division by zero) reach its
#   error handling, which wasm's missing status flags made silent.
# - in the compiles of numpy.random's legacy module (-DNP_RANDOM_LEGACY=1), the functions of
#   its private copy of distributions.c renamed bt_legacy_* (header made by numpy.sh), so
#   that Generator keeps numpy's int64_t copy in the one static link (numpy.sh says why).
set -euo pipefail
tool=$1; shift
BRIDGE_INCLUDE="${BRYTORCH_BRIDGE_INCLUDE:?set by tools/build/numpy.sh}"
args=() shared=0 out=""
while [ $# -gt 0 ]; do
  case "$1" in
    -I*/include/python3.*) args+=("-I$BRIDGE_INCLUDE") ;;
    -shared) shared=1 ;;
    -o) out=$2; args+=("$1" "$2"); shift ;;
    *) args+=("$1") ;;
  esac
  shift
done
if [ "$shared" = 1 ]; then
  objs=() libs=()
  for a in "${args[@]}"; do
    case "$a" in
      *.o) objs+=("$a") ;;
      *.a) libs+=("$(realpath "$a")") ;;
    esac
  done
  rm -f "$out"
  emar rcs "$out" "${objs[@]}"
  printf '%s\n' "${libs[@]}" > "$out.libs"
  exit 0
fi
legacy=()
for a in "${args[@]}"; do
  [ "$a" = -DNP_RANDOM_LEGACY=1 ] && legacy=(-include "${BRYTORCH_NUMPY_LEGACY_NAMES:?set by tools/build/numpy.sh}")
done
exec ccache "$tool" -fwasm-exceptions -DNDEBUG -DBLAS_SYMBOL_PREFIX=bt_numpy_ \
  -include "$(dirname "$0")/fpstatus.h" "${legacy[@]}" "${args[@]}"
