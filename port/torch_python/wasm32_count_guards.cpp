// Guards in front of three ATen kernels that size a std::vector from a user's int64 count.
//
// Why: wasm32's size_t has 32 bits. `std::vector<T> v(count)` converts the int64 count to
// size_t, so 2**40 becomes 0 (2**32 + 3 becomes 3), and the kernel then indexes the vector up
// to the real count: an out-of-bounds write, found by the fuzz tier as a wasm trap
// (docs/fuzz.md, `torch.chunk(torch.zeros(0), 2**40)`). On a 64-bit machine the same vector
// cannot be allocated either, and native PyTorch 2.6.0 raises `RuntimeError: std::bad_alloc`.
// ATen stays unmodified (DESIGN.md), so the check sits in front of it: each guard throws
// std::bad_alloc, which torch_python turns into that same RuntimeError, when the kernel would
// build a vector whose length does not fit size_t, and otherwise calls ATen's own kernel.
//
// Where: the three ops are CompositeImplicitAutograd (one kernel for every dispatch key). A
// kernel registered directly for a key takes precedence over that alias, so each guard is
// registered for the dense CPU and Meta keys and for their autograd keys; ATen's kernel,
// called by the guard, decomposes into split/slice as before, so autograd and
// __torch_dispatch__ see the same calls. Nested tensors keep their own kernels.
#include <ATen/core/Tensor.h>
#include <ATen/ops/chunk_native.h>
#include <ATen/ops/tensor_split_native.h>
#include <ATen/ops/unsafe_chunk_native.h>
#include <c10/core/WrapDimMinimal.h>
#include <torch/library.h>

#include <cstdint>
#include <limits>
#include <new>
#include <vector>

namespace {

bool fits_size_t(int64_t count) {
  return count <= 0 || static_cast<uint64_t>(count) <= std::numeric_limits<size_t>::max();
}

// chunk and unsafe_chunk build a vector of `chunks` sizes only when the dimension is empty
// (TensorShape.cpp: "split_size == 0 && dim_size == 0"); otherwise they split by size.
bool chunk_would_overflow(const at::Tensor& self, int64_t chunks, int64_t dim) {
  if (fits_size_t(chunks) || self.dim() == 0) {
    return false;  // ATen's own checks raise for a 0-d tensor
  }
  return self.sym_size(c10::maybe_wrap_dim(dim, self.dim())) == 0;
}

std::vector<at::Tensor> guarded_chunk(const at::Tensor& self, int64_t chunks, int64_t dim) {
  if (chunk_would_overflow(self, chunks, dim)) {
    throw std::bad_alloc();
  }
  return at::native::chunk(self, chunks, dim);
}

std::vector<at::Tensor> guarded_unsafe_chunk(const at::Tensor& self, int64_t chunks, int64_t dim) {
  if (chunk_would_overflow(self, chunks, dim)) {
    throw std::bad_alloc();
  }
  return at::native::unsafe_chunk(self, chunks, dim);
}

// tensor_split(sections) always builds a vector of `sections` tensors.
std::vector<at::Tensor> guarded_tensor_split_sections(const at::Tensor& self, c10::SymInt sections,
                                                      int64_t dim) {
  if (self.dim() > 0 && !fits_size_t(sections.guard_int(__FILE__, __LINE__))) {
    throw std::bad_alloc();
  }
  return at::native::tensor_split_sections_symint(self, std::move(sections), dim);
}

void register_guards(torch::Library& m) {
  m.impl("chunk", TORCH_FN(guarded_chunk));
  m.impl("unsafe_chunk", TORCH_FN(guarded_unsafe_chunk));
  m.impl("tensor_split.sections", TORCH_FN(guarded_tensor_split_sections));
}

}  // namespace

TORCH_LIBRARY_IMPL(aten, CPU, m) { register_guards(m); }
TORCH_LIBRARY_IMPL(aten, AutogradCPU, m) { register_guards(m); }
TORCH_LIBRARY_IMPL(aten, Meta, m) { register_guards(m); }
TORCH_LIBRARY_IMPL(aten, AutogradMeta, m) { register_guards(m); }
