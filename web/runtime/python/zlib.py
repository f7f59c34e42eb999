"""zlib for BryTorch: CPython's zlib module API over zlib's own algorithms (pako, the
JavaScript port of zlib's C code, driven by web/runtime/zlib.js as `_brytorch_zlib`).

Replaces Brython's zlib, a pure-Python deflate that lost the data of every compress() call
but the last (gzip files written in more than one write() came out truncated) and could
not flush twice. Semantics follow CPython 3.12's Modules/zlibmodule.c: the same defaults,
status codes, error messages ("Error -3 while decompressing data: incorrect header check"),
max_length / unconsumed_tail / unused_data / eof. Not provided: Compress.copy and
Decompress.copy (pako has no deflateCopy / inflateCopy), and _ZlibDecompressor.
"""
import _brytorch_zlib as _engine

MAX_WBITS = 15
DEFLATED = 8
DEF_MEM_LEVEL = 8
DEF_BUF_SIZE = 16384
Z_NO_COMPRESSION = 0
Z_BEST_SPEED = 1
Z_BEST_COMPRESSION = 9
Z_DEFAULT_COMPRESSION = -1
Z_FILTERED = 1
Z_HUFFMAN_ONLY = 2
Z_RLE = 3
Z_FIXED = 4
Z_DEFAULT_STRATEGY = 0
Z_NO_FLUSH = 0
Z_PARTIAL_FLUSH = 1
Z_SYNC_FLUSH = 2
Z_FULL_FLUSH = 3
Z_FINISH = 4
Z_BLOCK = 5
Z_TREES = 6
ZLIB_VERSION = "1.2.12"          # the zlib release pako 3 follows
ZLIB_RUNTIME_VERSION = ZLIB_VERSION

_Z_OK = 0
_Z_STREAM_END = 1
_Z_NEED_DICT = 2
_Z_STREAM_ERROR = -2
_Z_DATA_ERROR = -3
_Z_BUF_ERROR = -5


class error(Exception):
    pass


def _bytes(data):
    """The bytes of a bytes-like object (bytes and bytearray as they are)."""
    if isinstance(data, (bytes, bytearray)):
        return data
    return bytes(memoryview(data))


def _fail(status, message, doing):
    """zlib.error as CPython words it (zlibmodule.c's zlib_error)."""
    if not message:
        message = {_Z_BUF_ERROR: "incomplete or truncated stream", _Z_STREAM_ERROR: "inconsistent stream state",
                   _Z_DATA_ERROR: "invalid input data"}.get(status)
    raise error(f"Error {status} while {doing}: {message}" if message else f"Error {status} while {doing}")


def crc32(data, value=0, /):
    return _engine.crc32(_bytes(data), value & 0xFFFFFFFF)


def adler32(data, value=1, /):
    return _engine.adler32(_bytes(data), value & 0xFFFFFFFF)


class Compress:
    """A compression stream, made by compressobj()."""

    def __init__(self, level, method, wbits, memLevel, strategy, zdict):
        if method != DEFLATED:
            raise ValueError("Invalid initialization option")
        status, message = _engine.deflate_init(self, level, method, wbits, memLevel, strategy)
        if status == _Z_STREAM_ERROR:
            raise ValueError("Invalid initialization option")
        if status != _Z_OK:
            _fail(status, message, "creating compression object")
        if zdict is not None:
            status, message = _engine.deflate_set_dictionary(self, _bytes(zdict))
            if status != _Z_OK:
                raise ValueError("Invalid dictionary")

    def compress(self, data, /):
        status, message, out = _engine.deflate(self, _bytes(data), Z_NO_FLUSH)
        if status not in (_Z_OK, _Z_BUF_ERROR):
            _fail(status, message, "compressing data")
        return out

    def flush(self, mode=Z_FINISH, /):
        if mode == Z_NO_FLUSH:
            return b""
        status, message, out = _engine.deflate(self, b"", mode)
        if status not in (_Z_OK, _Z_STREAM_END, _Z_BUF_ERROR):
            _fail(status, message, "flushing")
        return out

    def copy(self):
        raise NotImplementedError("zlib.Compress.copy() is not available here (pako has no deflateCopy)")


class Decompress:
    """A decompression stream, made by decompressobj()."""

    def __init__(self, wbits, zdict):
        if zdict is not None:
            zdict = _bytes(zdict)
        status, message = _engine.inflate_init(self, wbits, zdict)
        if status == _Z_STREAM_ERROR:
            raise ValueError("Invalid initialization option")
        if status != _Z_OK:
            _fail(status, message, "creating decompression object")
        self.unused_data = b""
        self.unconsumed_tail = b""
        self.eof = False

    def _inflate(self, data, max_length, flush):
        status, message, out, consumed, ended = _engine.inflate(self, data, max_length, flush)
        if status == _Z_NEED_DICT:
            _fail(status, message, "decompressing data")
        if status not in (_Z_OK, _Z_STREAM_END, _Z_BUF_ERROR):
            _fail(status, message, "decompressing data")
        rest = bytes(data[consumed:])
        if ended:   # CPython keeps what follows the stream in both attributes
            self.eof = True
            self.unused_data += rest
        self.unconsumed_tail = rest
        return out

    def decompress(self, data, /, max_length=0):
        if max_length < 0:
            raise ValueError("max_length must be non-negative")
        data = _bytes(data)
        if self.eof:
            self.unused_data += data
            self.unconsumed_tail = bytes(data)
            return b""
        return self._inflate(data, max_length, Z_SYNC_FLUSH)

    def flush(self, length=DEF_BUF_SIZE, /):
        if length <= 0:
            raise ValueError("length must be greater than zero")
        if self.eof:
            return b""
        return self._inflate(self.unconsumed_tail, 0, Z_FINISH)

    def copy(self):
        raise NotImplementedError("zlib.Decompress.copy() is not available here (pako has no inflateCopy)")


def compressobj(level=Z_DEFAULT_COMPRESSION, method=DEFLATED, wbits=MAX_WBITS, memLevel=DEF_MEM_LEVEL,
                strategy=Z_DEFAULT_STRATEGY, zdict=None):
    return Compress(level, method, wbits, memLevel, strategy, zdict)


def decompressobj(wbits=MAX_WBITS, zdict=None):
    return Decompress(wbits, zdict)


def compress(data, /, level=Z_DEFAULT_COMPRESSION, wbits=MAX_WBITS):
    stream = compressobj(level, DEFLATED, wbits)
    return stream.compress(data) + stream.flush()


def decompress(data, /, wbits=MAX_WBITS, bufsize=DEF_BUF_SIZE):
    if bufsize < 0:
        raise ValueError("bufsize must be non-negative")
    stream = decompressobj(wbits)
    out = stream.decompress(data)
    if not stream.eof:
        out += stream.flush()
        if not stream.eof:
            _fail(_Z_BUF_ERROR, "", "decompressing data")
    return out
