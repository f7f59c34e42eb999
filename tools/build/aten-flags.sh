# Compile and link flags for a program built against the wasm ATen install (sourced).
# Sets ATEN_CXXFLAGS and ATEN_LDFLAGS from $ATEN_INSTALL (an aten/<key>/install directory) and
# $BLAS_INSTALL (a blas/<key>/install directory: ATen calls its sgemm_, dgemv_...), $LAPACK_INSTALL
# and $NUMPY_INSTALL (ATen calls the lapack stage's dgetrf_..., which call numpy's lapack_lite;
# port/lapack/no_python.c stands in for the C API lapack_lite's xerbla needs: no Python here).
# Exceptions: native wasm exceptions everywhere (see port/PORTING.md, "Exceptions").
ATEN_CXXFLAGS="-std=c++17 -O2 -msimd128 -fwasm-exceptions -DNDEBUG \
 -I$BRYTORCH_ROOT/port/shims/include \
 -I$ATEN_INSTALL/include/src -I$ATEN_INSTALL/include/build \
 -I$ATEN_INSTALL/include/src/aten/src -I$ATEN_INSTALL/include/build/aten/src \
 -I$ATEN_INSTALL/include/src/torch/csrc/api/include \
 -I$ATEN_INSTALL/include/src/third_party/fmt/include"
# --whole-archive: ATen registers its kernels and operators from static initializers.
# INITIAL_MEMORY: the 5 MB stack and the static data (lapack_lite's included) pass Emscripten's 16 MB.
ATEN_LDFLAGS="-fwasm-exceptions -sALLOW_MEMORY_GROWTH=1 -sSTACK_SIZE=5MB -sINITIAL_MEMORY=32MB -sMAXIMUM_MEMORY=4GB \
 -Wl,--whole-archive $ATEN_INSTALL/lib/libtorch_cpu.a $ATEN_INSTALL/lib/libc10.a -Wl,--no-whole-archive \
 $ATEN_INSTALL/lib/libcpuinfo.a $BLAS_INSTALL/lib/libblas.a $LAPACK_INSTALL/lib/liblapack.a \
 $NUMPY_INSTALL/lib/numpy.linalg._umath_linalg.a $NUMPY_INSTALL/lib/libnpymath.a"
