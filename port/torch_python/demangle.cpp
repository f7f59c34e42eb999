// c10::demangle gives readable C++ type names, as on native Linux.
//
// Why: c10/macros/Macros.h sets HAS_DEMANGLE to 0 for __EMSCRIPTEN__, so c10 is built with
// Type_no_demangle.cpp, whose c10::demangle returns the mangled name. Python sees it in
// names and messages built from typeid: an autograd leaf's `grad_fn.next_functions` node is
// named "N5torch8autograd14AccumulateGradE" instead of "torch::autograd::AccumulateGrad"
// (PyTorch's test_autograd compares the readable name), and c10::demangle_type<T>() in
// error messages. Emscripten's libc++abi has __cxa_demangle, the function native c10 uses.
//
// Where: ATen stays unmodified (turning HAS_DEMANGLE on would mean an ATen rebuild), so the
// link wraps c10::demangle (bridge/builds/torch.txt: -Wl,--wrap=_ZN3c108demangleEPKc) and
// every caller reaches this function. A name that does not demangle (a C name such as
// "main") comes back unchanged, as in Type_demangle.cpp.
#include <cxxabi.h>

#include <cstdlib>
#include <string>

// C++'s calling convention (the std::string is returned as c10::demangle returns it) under
// the symbol name the linker's --wrap looks for.
std::string readable_type_name(const char* name) __asm__("__wrap__ZN3c108demangleEPKc");

std::string readable_type_name(const char* name) {
  int status = -1;
  char* readable = abi::__cxa_demangle(name, /*output_buffer=*/nullptr, /*length=*/nullptr, &status);
  if (status != 0 || readable == nullptr) {
    std::free(readable);
    return std::string(name);
  }
  std::string result(readable);
  std::free(readable);   // __cxa_demangle's buffer is malloc'd and ours to free
  return result;
}
