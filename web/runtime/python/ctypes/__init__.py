"""BryTorch's ctypes: the names torch's Python layer touches at import time, without a
foreign-function interface (there is no dlopen in a wasm page).

All of PyTorch's native code is linked into one wasm module (out/bridge/torch.wasm), so
CDLL() of a PyTorch library ("libtorch*", e.g. torch/__init__.py's libtorch_global_deps.so)
succeeds and yields a handle with no callable symbols; any other library raises OSError.
Calling a symbol of a handle raises OSError too.
"""

RTLD_LOCAL = 0
RTLD_GLOBAL = 256
DEFAULT_MODE = RTLD_LOCAL

_LINKED_IN = ("libtorch",)   # basename prefixes of libraries already inside torch.wasm


class CDLL:
    def __init__(self, name, mode=DEFAULT_MODE, handle=None, use_errno=False,
                 use_last_error=False, winmode=None):
        base = str(name).replace("\\", "/").rsplit("/", 1)[-1]
        if not base.startswith(_LINKED_IN):
            raise OSError(f"{name}: cannot open shared object file: BryTorch has no dynamic "
                          "loader (ctypes cannot load native libraries in wasm)")
        self._name = name

    def __getattr__(self, symbol):
        if symbol.startswith("__"):
            raise AttributeError(symbol)
        raise OSError(f"{self._name}: symbol {symbol!r} cannot be called: BryTorch's ctypes "
                      "has no foreign-function interface")

    def __repr__(self):
        return f"<CDLL '{self._name}' (linked into torch.wasm)>"


PyDLL = CDLL


class _SimpleCData:
    """A C scalar kept as a Python value (no memory behind it)."""
    _size = 4

    def __init__(self, value=0):
        self.value = value

    def __repr__(self):
        return f"{type(self).__name__}({self.value!r})"


def _scalar(name, size):
    return type(name, (_SimpleCData,), {"_size": size})


# wasm32 sizes
c_bool = _scalar("c_bool", 1)
c_char = _scalar("c_char", 1)
c_byte = _scalar("c_byte", 1)
c_ubyte = _scalar("c_ubyte", 1)
c_short = _scalar("c_short", 2)
c_ushort = _scalar("c_ushort", 2)
c_int = _scalar("c_int", 4)
c_uint = _scalar("c_uint", 4)
c_long = _scalar("c_long", 4)
c_ulong = _scalar("c_ulong", 4)
c_longlong = _scalar("c_longlong", 8)
c_ulonglong = _scalar("c_ulonglong", 8)
c_size_t = _scalar("c_size_t", 4)
c_ssize_t = _scalar("c_ssize_t", 4)
c_float = _scalar("c_float", 4)
c_double = _scalar("c_double", 8)
c_void_p = _scalar("c_void_p", 4)
c_char_p = _scalar("c_char_p", 4)
c_wchar_p = _scalar("c_wchar_p", 4)
c_int8, c_uint8, c_int16, c_uint16 = c_byte, c_ubyte, c_short, c_ushort
c_int32, c_uint32, c_int64, c_uint64 = c_int, c_uint, c_longlong, c_ulonglong


def sizeof(obj_or_type):
    t = obj_or_type if isinstance(obj_or_type, type) else type(obj_or_type)
    if issubclass(t, _SimpleCData):
        return t._size
    raise TypeError("this type has no size")


def get_errno():
    return 0


def get_last_error():
    return 0
