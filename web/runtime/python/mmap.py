"""BryTorch's mmap: the constants torch's Python layer reads at import time (Linux values),
without memory mapping (there are no mapped files in a wasm page): creating an mmap raises
OSError."""

MAP_SHARED = 1
MAP_PRIVATE = 2
MAP_ANONYMOUS = MAP_ANON = 32
PROT_READ = 1
PROT_WRITE = 2
PROT_EXEC = 4
ACCESS_DEFAULT = 0
ACCESS_READ = 1
ACCESS_WRITE = 2
ACCESS_COPY = 3
PAGESIZE = ALLOCATIONGRANULARITY = 65536   # a wasm page


class mmap:
    def __init__(self, *args, **kwargs):
        raise OSError("mmap is not available in BryTorch: a wasm page cannot map files")
