/* Empty on purpose. Eigen's SSE configuration (Eigen/src/Core/util/ConfigureVectorization.h)
 * includes <mmintrin.h> before <emmintrin.h> and <xmmintrin.h>; Emscripten translates SSE to
 * wasm SIMD but has no MMX (64-bit __m64) header, and Eigen uses no MMX intrinsic. Only the
 * blas stage (tools/build/blas.sh) has this directory on its include path. */
