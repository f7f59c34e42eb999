"""BryTorch's torch.utils.cpp_extension (replaces the module; port/stubs.txt says why).

Upstream's module builds C++/CUDA extensions at run time with a native compiler (through
setuptools and subprocesses), which a browser or wasm process does not have. PyTorch's test
harness imports it at module level, so the module exists with the facts that hold in this
CPU-only build (no CUDA, ROCm or SYCL toolkits); building or loading an extension raises
RuntimeError with the reason, and any other name raises AttributeError.
"""
REASON = ("torch.utils.cpp_extension cannot build extensions in BryTorch: it compiles C++ "
          "with a native compiler in a subprocess at run time")

CUDA_HOME = None
CUDNN_HOME = None
ROCM_HOME = None
HIP_HOME = None
ROCM_VERSION = None
SYCL_HOME = None
IS_HIP_EXTENSION = False


def get_default_build_root():
    """Where upstream would build extensions: torch_extensions in the user's cache dir."""
    import os
    import torch._appdirs
    return os.path.realpath(torch._appdirs.user_cache_dir(appname="torch_extensions"))


def _cannot_build(*args, **kwargs):
    raise RuntimeError(REASON)


load = load_inline = CppExtension = CUDAExtension = SyclExtension = _cannot_build
BuildExtension = include_paths = library_paths = _cannot_build


def __getattr__(name):
    raise AttributeError(f"torch.utils.cpp_extension.{name}: {REASON}")
