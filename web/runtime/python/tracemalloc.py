"""BryTorch's tracemalloc: the module's API with what can be known here. CPython's tracemalloc
hooks the interpreter's memory allocators; Brython's objects are JavaScript objects that V8
allocates, so no allocation can be traced. Starting and stopping, the traceback limit and the
answers CPython gives when nothing is traced are CPython's; asking for traced sizes or a
snapshot while tracing raises NotImplementedError rather than report numbers that would be
wrong. (PyTorch's test_jit imports the module at the top and uses it in one test.)"""

_tracing = False
_traceback_limit = 1
_UNTRACEABLE = ("tracemalloc cannot trace allocations in BryTorch: Python objects are "
                "JavaScript objects allocated by the browser's engine")


def is_tracing():
    return _tracing


def start(nframe=1):
    global _tracing, _traceback_limit
    if not isinstance(nframe, int):
        raise TypeError(f"'{type(nframe).__name__}' object cannot be interpreted as an integer")
    if nframe < 1 or nframe > 65535:
        raise ValueError("the number of frames must be in range [1; 65535]")
    _tracing = True
    _traceback_limit = nframe


def stop():
    global _tracing
    _tracing = False


def clear_traces():
    pass


def get_traceback_limit():
    return _traceback_limit


def get_traced_memory():
    if not _tracing:
        return (0, 0)
    raise NotImplementedError(_UNTRACEABLE)


def reset_peak():
    pass


def get_tracemalloc_memory():
    return 0


def get_object_traceback(obj):
    # None: "not tracing, or did not trace the allocation of the object" (CPython's docs)
    return None


def take_snapshot():
    if not _tracing:
        raise RuntimeError("the tracemalloc module must be tracing memory allocations to take a snapshot")
    raise NotImplementedError(_UNTRACEABLE)
