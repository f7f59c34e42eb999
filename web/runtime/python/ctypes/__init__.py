"""BryTorch's ctypes: the names torch's Python layer touches at import time, without a
foreign-function interface (there is no dlopen in a wasm page).

All of PyTorch's native code is linked into one wasm module (out/bridge/torch.wasm), so
CDLL() of a PyTorch library ("libtorch*", e.g. torch/__init__.py's libtorch_global_deps.so)
succeeds and yields a handle with no callable symbols; any other library raises OSError.
Calling a symbol of a handle raises OSError too.
"""

import struct as _struct

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


class LibraryLoader:
    """`cdll.NAME` / `cdll.LoadLibrary(NAME)`, as CPython's: loading goes through the DLL
    class, so it fails like CDLL() (torch._inductor.codecache imports `cdll`)."""

    def __init__(self, dlltype):
        self._dlltype = dlltype

    def __getattr__(self, name):
        if name.startswith("_"):
            raise AttributeError(name)
        dll = self._dlltype(name)
        setattr(self, name, dll)
        return dll

    def __getitem__(self, name):
        return getattr(self, name)

    def LoadLibrary(self, name):
        return self._dlltype(name)


cdll = LibraryLoader(CDLL)
pydll = LibraryLoader(PyDLL)


class _CDataType(type):
    """The metaclass of the C types: `c_int * 4` is an array type, as in CPython."""

    def __mul__(cls, length):
        if not isinstance(length, int) or length < 0:
            raise TypeError("can't multiply 'type' by non-int or negative")
        key = (cls, length)
        if key not in _array_types:
            _array_types[key] = _CDataType(f"{cls.__name__}_Array_{length}", (Array,),
                                           {"_type_": cls, "_length_": length, "_size": cls._size * length})
        return _array_types[key]

    __rmul__ = __mul__

    def from_buffer(cls, source, offset=0):
        """An instance over `source`'s bytes (shared: writes through either are seen by the
        other), as CPython's from_buffer; `source` must be writable."""
        buffer = _bytes_of(source)
        if not isinstance(buffer, bytearray):
            raise TypeError("underlying buffer is not writable")
        if offset < 0 or len(buffer) - offset < cls._size:
            raise ValueError(f"Buffer size too small ({len(buffer)} instead of at least "
                             f"{cls._size + offset} bytes)")
        obj = cls.__new__(cls)
        obj._buffer, obj._offset = buffer, offset
        return obj

    def from_buffer_copy(cls, source, offset=0):
        data = bytes(_bytes_of(source))
        if offset < 0 or len(data) - offset < cls._size:
            raise ValueError(f"Buffer size too small ({len(data)} instead of at least "
                             f"{cls._size + offset} bytes)")
        return cls.from_buffer(bytearray(data[offset:offset + cls._size]))


_array_types = {}


def _bytes_of(source):
    """The bytes behind a C object (its own bytearray) or a buffer (bytearray as it is)."""
    if isinstance(source, _CData):
        return source._buffer if source._offset == 0 else source._buffer[source._offset:source._offset + source._size]
    if isinstance(source, bytearray):
        return source
    return bytes(memoryview(source))


class _CData(metaclass=_CDataType):
    """C data: `_size` bytes at `_offset` in a bytearray (wasm32 is little-endian)."""
    _size = 0

    def __bytes__(self):
        return bytes(self._buffer[self._offset:self._offset + self._size])


class _SimpleCData(_CData):
    """A C scalar, packed with the struct format `_fmt` (pointer types, without one, keep a
    Python value: there is no memory to point into)."""
    _size = 4
    _fmt = None

    def __init__(self, value=None):
        self._buffer, self._offset = bytearray(self._size), 0
        self._plain = value
        if value is not None:
            self.value = value

    @property
    def value(self):
        if self._fmt is None:
            return self._plain
        return _struct.unpack_from("<" + self._fmt, self._buffer, self._offset)[0]

    @value.setter
    def value(self, value):
        if self._fmt is None:
            self._plain = value
            return
        if self._fmt in "bBhHiIqQ":   # C integers wrap around instead of overflowing
            bits = 8 * self._size
            value = int(value) % (1 << bits)
            if self._fmt.islower() and value >= 1 << (bits - 1):
                value -= 1 << bits
        _struct.pack_into("<" + self._fmt, self._buffer, self._offset, value)

    def __repr__(self):
        return f"{type(self).__name__}({self.value!r})"


class Array(_CData):
    """`ctype * n`: n items of `_type_`, made from up to n initial values."""
    _type_ = None
    _length_ = 0

    def __init__(self, *values):
        if len(values) > self._length_:
            raise IndexError("indices must be integers")
        self._buffer, self._offset = bytearray(self._size), 0
        for i, v in enumerate(values):
            self[i] = v

    def __len__(self):
        return self._length_

    def _item(self, index):
        if not -self._length_ <= index < self._length_:
            raise IndexError("invalid index")
        return self._type_.from_buffer(self._buffer, self._offset + (index % self._length_) * self._type_._size)

    def __getitem__(self, index):
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(self._length_))]
        return self._item(index).value

    def __setitem__(self, index, value):
        self._item(index).value = value


def _scalar(name, size, fmt):
    return _CDataType(name, (_SimpleCData,), {"_size": size, "_fmt": fmt})


# wasm32 sizes; struct formats, little-endian
c_bool = _scalar("c_bool", 1, "?")
c_char = _scalar("c_char", 1, "c")
c_byte = _scalar("c_byte", 1, "b")
c_ubyte = _scalar("c_ubyte", 1, "B")
c_short = _scalar("c_short", 2, "h")
c_ushort = _scalar("c_ushort", 2, "H")
c_int = _scalar("c_int", 4, "i")
c_uint = _scalar("c_uint", 4, "I")
c_long = _scalar("c_long", 4, "i")
c_ulong = _scalar("c_ulong", 4, "I")
c_longlong = _scalar("c_longlong", 8, "q")
c_ulonglong = _scalar("c_ulonglong", 8, "Q")
c_size_t = _scalar("c_size_t", 4, "I")
c_ssize_t = _scalar("c_ssize_t", 4, "i")
c_float = _scalar("c_float", 4, "f")
c_double = _scalar("c_double", 8, "d")
c_void_p = _scalar("c_void_p", 4, None)
c_char_p = _scalar("c_char_p", 4, None)
c_wchar_p = _scalar("c_wchar_p", 4, None)
c_int8, c_uint8, c_int16, c_uint16 = c_byte, c_ubyte, c_short, c_ushort
c_int32, c_uint32, c_int64, c_uint64 = c_int, c_uint, c_longlong, c_ulonglong


def sizeof(obj_or_type):
    t = obj_or_type if isinstance(obj_or_type, type) else type(obj_or_type)
    if issubclass(t, _CData):
        return t._size
    raise TypeError("this type has no size")


def get_errno():
    return 0


def get_last_error():
    return 0
