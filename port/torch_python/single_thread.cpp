// torch.set_num_threads(n > 1) keeps ATen on one thread, with a warning, in a build that
// cannot start threads.
//
// Why: this wasm module has no threads (Emscripten without pthreads: std::thread's
// constructor throws). ATen's native backend (ParallelNative.cpp) stores the count, and the
// next at::parallel_for over more than one grain makes its thread pool: the pool's
// constructor throws "thread constructor failed", the pool's state is left "consumed"
// without a pool, and every later parallel op fails ("nthreads > 0 INTERNAL ASSERT FAILED")
// or traps on memory left half-made. The count cannot be set back either: ATen only warns
// when it is changed after it was set. PyTorch's test_torch sets 4 threads in one test
// (test_bmm_multithreaded) and 522 later tests failed.
//
// Where: ATen stays unmodified, so the link wraps at::set_num_threads
// (bridge/builds/torch.txt: -Wl,--wrap=_ZN2at15set_num_threadsEi) and every caller
// (torch.set_num_threads, torch._C._set_num_threads...) reaches this function first. A count
// of 1 or less goes to ATen as it is (ATen raises for 0 and below, as native does).
#include <c10/util/Exception.h>

extern "C" void __real__ZN2at15set_num_threadsEi(int nthreads);

extern "C" void __wrap__ZN2at15set_num_threadsEi(int nthreads) {
  if (nthreads > 1) {
    TORCH_WARN_ONCE("BryTorch runs ATen on one thread (this WebAssembly build has no threads): "
                    "set_num_threads(", nthreads, ") keeps 1");
    nthreads = 1;
  }
  __real__ZN2at15set_num_threadsEi(nthreads);
}
