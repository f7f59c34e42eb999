// layer_norm of a nested tensor, forward and backward (the fast path of nn.TransformerEncoder
// in eval mode with a padding mask, nn.LayerNorm or nn.TransformerEncoderLayer given a nested
// tensor) on wasm32.
//
// Why: ATen's nested_layer_norm checks its input with _check_nested_layer_norm_inputs
// (aten/src/ATen/native/nested/NestedTensorMath.h), which asks for the size of dimension
// `-normalized_ndim + i` with `normalized_ndim` and `i` of type size_t. On a 64-bit machine
// that unsigned value converts back to the int64 -1; on wasm32 size_t has 32 bits and it
// becomes 4294967295, so every call raised "IndexError: Dimension out of range (expected to
// be in range of [-3, 2], but got 4294967295)" (PyTorch's test_nn
// test_transformerencoderlayer_cpu_float32; native PyTorch 2.6.0 computes it).
//
// Where: ATen stays unmodified, so the link wraps at::native::nested_layer_norm and
// at::native::layer_norm_backward_nested (bridge/builds/torch.txt), which make that check, and
// these functions do what they do, with the dimensions in int64: the same checks and messages,
// then ATen's own LayerNormKernel / LayerNormBackwardKernel over the nested tensors' buffers,
// as M rows of N = prod(normalized_shape) elements.
#include <ATen/ATen.h>
#include <ATen/NestedTensorImpl.h>
#include <ATen/native/layer_norm.h>
#include <ATen/native/nested/NestedTensorUtils.h>
#include <c10/util/irange.h>

#include <array>
#include <optional>
#include <tuple>

namespace {

using at::Tensor;

std::pair<int64_t, int64_t> checked_rows_and_columns(const at::native::NestedTensorImpl& input,
                                                     c10::IntArrayRef normalized_shape, const Tensor& weight,
                                                     const Tensor& bias) {
  const int64_t normalized_ndim = static_cast<int64_t>(normalized_shape.size());
  TORCH_CHECK(normalized_ndim >= 1, "Expected normalized_shape to be at least 1-dimensional, i.e., ",
              "containing at least one element, but got normalized_shape = ", normalized_shape);
  TORCH_CHECK(!weight.defined() || weight.sizes().equals(normalized_shape),
              "Expected weight to be of same shape as normalized_shape, but got ", "weight of shape ",
              weight.sizes(), " and normalized_shape = ", normalized_shape);
  TORCH_CHECK(!bias.defined() || bias.sizes().equals(normalized_shape),
              "Expected bias to be of same shape as normalized_shape, but got ", "bias of shape ", bias.sizes(),
              " and normalized_shape = ", normalized_shape);
  int64_t columns = 1;
  for (const int64_t i : c10::irange(normalized_ndim)) {
    const std::optional<int64_t> size = input.opt_size(i - normalized_ndim);  // signed: -ndim .. -1
    TORCH_CHECK(size != std::nullopt, "normalized_shape extends into irregular dimensions for the nested tensor");
    TORCH_CHECK(normalized_shape[i] == *size, "The shape at dimension ", i, "of normalized_shape doesn't match the input");
    columns *= normalized_shape[i];
  }
  return {input.numel() / columns, columns};
}

}  // namespace

// C++'s calling convention under the symbol name the linker's --wrap looks for.
std::tuple<Tensor, Tensor, Tensor> nested_layer_norm_wasm32(const Tensor& input, c10::IntArrayRef normalized_shape,
                                                            const std::optional<Tensor>& weight_opt,
                                                            const std::optional<Tensor>& bias_opt, double eps)
    __asm__("__wrap__ZN2at6native17nested_layer_normERKNS_6TensorEN3c108ArrayRefIxEERKNSt3__28optionalIS1_EESB_d");

std::tuple<Tensor, Tensor, Tensor> nested_layer_norm_wasm32(const Tensor& input, c10::IntArrayRef normalized_shape,
                                                            const std::optional<Tensor>& weight_opt,
                                                            const std::optional<Tensor>& bias_opt, double eps) {
  TORCH_CHECK(weight_opt && bias_opt, "NestedTensor layer_norm requires weight and bias");
  const Tensor& weight = *weight_opt;
  const Tensor& bias = *bias_opt;
  TORCH_CHECK(!weight.is_nested(), "NestedTensor weight not supported for layer_norm");
  TORCH_CHECK(!bias.is_nested(), "NestedTensor bias not supported for layer_norm");
  auto* nested = at::native::get_nested_tensor_impl(input);
  TORCH_CHECK(at::native::nested_tensor_impl_is_contiguous(nested));
  const Tensor& buffer = nested->get_buffer();
  const auto [rows, columns] = checked_rows_and_columns(*nested, normalized_shape, weight, bias);
  const auto weight_contiguous = weight.expect_contiguous();
  const auto bias_contiguous = bias.expect_contiguous();
  Tensor output = at::empty_like(buffer, at::MemoryFormat::Contiguous);
  Tensor mean = at::empty({rows}, buffer.options());
  Tensor rstd = at::empty({rows}, buffer.options());
  at::native::LayerNormKernel(at::kCPU, buffer, *weight_contiguous, *bias_contiguous, rows, columns, eps, &output,
                              &mean, &rstd);
  return std::make_tuple(at::native::wrap_buffer(output, nested->get_nested_sizes()), mean, rstd);
}

// The backward (NestedTensorBackward.cpp), the same way: gradients of the input (nested, on the
// input's sizes), of weight and of bias, each only when grad_input_mask asks (zeros otherwise
// for the input, and for weight and bias when there are no rows).
std::tuple<Tensor, Tensor, Tensor> layer_norm_backward_nested_wasm32(
    const Tensor& grad, const Tensor& input, c10::IntArrayRef normalized_shape, const Tensor& mean,
    const Tensor& rstd, const std::optional<Tensor>& weight_opt, const std::optional<Tensor>& bias_opt,
    std::array<bool, 3> grad_input_mask)
    __asm__("__wrap__ZN2at6native26layer_norm_backward_nestedERKNS_6TensorES3_N3c108ArrayRefIxEES3_S3_RKNSt3__28optionalIS1_EESB_NS7_5arrayIbLm3EEE");

std::tuple<Tensor, Tensor, Tensor> layer_norm_backward_nested_wasm32(
    const Tensor& grad, const Tensor& input, c10::IntArrayRef normalized_shape, const Tensor& mean,
    const Tensor& rstd, const std::optional<Tensor>& weight_opt, const std::optional<Tensor>& bias_opt,
    std::array<bool, 3> grad_input_mask) {
  auto* nested_grad = at::native::get_nested_tensor_impl(grad);
  auto* nested_input = at::native::get_nested_tensor_impl(input);
  const Tensor& weight = *weight_opt;
  const Tensor& bias = *bias_opt;
  const auto [rows, columns] = checked_rows_and_columns(*nested_input, normalized_shape, weight, bias);
  const auto gamma = weight.expect_contiguous();
  const auto beta = bias.expect_contiguous();
  const Tensor& input_buffer = nested_input->get_buffer();
  const Tensor& grad_buffer = nested_grad->get_buffer();
  // Like ATen: weight and bias gradients uninitialised when the kernel writes them (some rows),
  // zeros when it does not run; the input's gradient zeros when it is not wanted.
  auto weight_like = [rows](const Tensor& like) {
    return rows > 0 ? at::empty_like(like, at::MemoryFormat::Contiguous) : at::zeros_like(like, at::MemoryFormat::Contiguous);
  };
  Tensor d_input = grad_input_mask[0] ? at::empty_like(input_buffer, at::MemoryFormat::Contiguous)
                                      : at::zeros_like(input_buffer, at::MemoryFormat::Contiguous);
  Tensor d_gamma = grad_input_mask[1] ? weight_like(*gamma) : Tensor();
  Tensor d_beta = grad_input_mask[2] ? weight_like(*beta) : Tensor();
  if (rows > 0) {
    at::native::LayerNormBackwardKernel(at::kCPU, grad_buffer, input_buffer, mean, rstd, *gamma, rows, columns,
                                        &d_input, &d_gamma, &d_beta);
  }
  return std::make_tuple(at::native::wrap_buffer(d_input, nested_input->get_nested_sizes()), std::move(d_gamma),
                         std::move(d_beta));
}
