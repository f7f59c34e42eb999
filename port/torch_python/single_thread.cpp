// ATen on one thread, in a build that cannot start threads: torch.set_num_threads(n > 1)
// keeps one, with a warning; at::launch (TorchScript's fork) runs its task at once.
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
#include <ATen/ThreadLocalState.h>
#include <c10/util/Exception.h>
#include <c10/util/Logging.h>

#include <functional>

extern "C" void __real__ZN2at15set_num_threadsEi(int nthreads);

extern "C" void __wrap__ZN2at15set_num_threadsEi(int nthreads) {
  if (nthreads > 1) {
    TORCH_WARN_ONCE("BryTorch runs ATen on one thread (this WebAssembly build has no threads): "
                    "set_num_threads(", nthreads, ") keeps 1");
    nthreads = 1;
  }
  __real__ZN2at15set_num_threadsEi(nthreads);
}

// at::launch(task) runs an inter-op task (TorchScript's `fork`, `torch.jit._fork` in scripted
// or traced code, static runtime's async ops) on ATen's inter-op thread pool. Here that pool's
// constructor throws ("thread constructor failed": PyTorch's test_autograd lost
// test_fork_join_in_middle and test_profiler_propagation to it), so the link wraps at::launch
// (bridge/builds/torch.txt: -Wl,--wrap=_ZN2at6launchENSt3__28functionIFvvEEE) and the task
// runs here, before at::launch returns: a forked TorchScript function has completed its
// future by the time the caller reaches `wait`. As on native's pool thread, the task starts
// with the caller's thread-local state (grad mode, dispatch keys, profiler) and its changes to
// that state do not leak back to the caller (the guard restores it), and an exception that
// escapes the task is logged and dropped (c10::ThreadPool's main loop does the same; the jit's
// tasks catch their own errors into their future, which `wait` raises).
void run_interop_task_inline(std::function<void()> task)
    __asm__("__wrap__ZN2at6launchENSt3__28functionIFvvEEE");

void run_interop_task_inline(std::function<void()> task) {
  at::ThreadLocalStateGuard restores_callers_state_afterwards{at::ThreadLocalState()};
  try {
    task();
  } catch (const std::exception& e) {
    LOG(ERROR) << "Exception in thread pool task: " << e.what();
  } catch (...) {
    LOG(ERROR) << "Exception in thread pool task: unknown";
  }
}
