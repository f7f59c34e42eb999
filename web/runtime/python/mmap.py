"""BryTorch's mmap: memory maps of files on the runtime's file system, with CPython's API
(Unix flavour) and the Linux constants torch's Python layer reads at import time.

A wasm module cannot map pages, so a map holds the mapped bytes in linear memory
(`_brytorch_bridge.c_buffer`), which C code reads and writes through the buffer protocol
(numpy's memmap keeps that export as its array's memory). Maps of the same region of the
same file share those bytes, as maps of one file share pages: a write through one is seen
through the others at once. A writable map (ACCESS_WRITE, or MAP_SHARED with PROT_WRITE) is
written back to the file by flush() and close(), and before the file is mapped again (numpy's
memmap tests drop one map and map the file anew), when the region is read from the file again
so that the maps see what was written to it since. CPython's maps are coherent with the file
at every write; these are at those points only. ACCESS_COPY / MAP_PRIVATE maps have bytes of
their own and are never written back. Without a bridge module (a program that loaded neither
torch nor numpy) there is no linear memory to map into: creating a map raises OSError."""
import os
import weakref

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

error = OSError

# (st_dev, st_ino) -> {(offset, length): _Region}: the shared bytes of each mapped region
_files = {}


class _Region:
    """The bytes of one mapped region of a file, shared by its (non-private) maps."""
    def __init__(self, memory):
        self.memory = memory
        self.maps = weakref.WeakSet()


def _file_key(fileno):
    st = os.fstat(fileno)
    return (st.st_dev, st.st_ino)


def _read_at(fd, offset, length):
    os.lseek(fd, offset, os.SEEK_SET)
    chunks = []
    while length > 0:
        chunk = os.read(fd, length)
        if not chunk:
            break
        chunks.append(chunk)
        length -= len(chunk)
    return b"".join(chunks)


def _write_at(fd, offset, data):
    os.lseek(fd, offset, os.SEEK_SET)
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view):]


def _live_maps(key):
    regions = _files.get(key, {})
    for where, region in list(regions.items()):
        if not len(region.maps):
            del regions[where]   # every map of it was dropped
    return [m for region in regions.values() for m in list(region.maps) if not m.closed]


class mmap:
    """mmap(fileno, length, flags=MAP_SHARED, prot=PROT_WRITE|PROT_READ, access=ACCESS_DEFAULT,
    offset=0, *, trackfd=True)"""

    def __init__(self, fileno, length, flags=MAP_SHARED, prot=PROT_WRITE | PROT_READ,
                 access=ACCESS_DEFAULT, offset=0, *, trackfd=True):
        try:
            import _brytorch_bridge
            make_buffer = _brytorch_bridge.c_buffer
        except (ImportError, AttributeError):
            raise OSError("mmap needs a bridge module (import numpy or torch first): "
                          "the mapped bytes live in its linear memory") from None
        length = int(length)
        offset = int(offset)
        if length < 0:
            raise OverflowError("memory mapped length must be positive")
        if offset < 0:
            raise OverflowError("memory mapped offset must be positive")
        if access != ACCESS_DEFAULT and (flags != MAP_SHARED or prot != (PROT_WRITE | PROT_READ)):
            raise ValueError("mmap can't specify both access and flags, prot.")
        if access == ACCESS_DEFAULT:
            if flags & MAP_PRIVATE:
                access = ACCESS_COPY
            elif prot & PROT_WRITE:
                access = ACCESS_WRITE
            else:
                access = ACCESS_READ
        elif access not in (ACCESS_READ, ACCESS_WRITE, ACCESS_COPY):
            raise ValueError("mmap invalid access parameter.")
        if offset % ALLOCATIONGRANULARITY:
            raise OSError(22, "Invalid argument")
        self._fd = -1
        self._key = None
        self._offset = offset
        if fileno == -1:
            if length == 0:
                raise OSError(22, "Invalid argument")
            data = b""
        else:
            size = os.fstat(fileno).st_size
            if length == 0:
                if size == 0:
                    raise ValueError("cannot mmap an empty file")
                if offset >= size:
                    raise ValueError("mmap offset is greater than file size")
                length = size - offset
            elif offset > size or size - offset < length:
                raise ValueError("mmap length is greater than file size")
            self._key = _file_key(fileno)
            for other in _live_maps(self._key):   # what they wrote reaches the file first
                other.flush()
            # (a descriptor of our own: reads and writes at an offset move only its position;
            # the runtime's os has no pread/pwrite)
            self._fd = os.dup(fileno)
            data = _read_at(self._fd, offset, length) if length else b""
        self._access = access
        region = None
        if self._key is not None and access != ACCESS_COPY:
            regions = _files.setdefault(self._key, {})
            region = regions.get((offset, length))
            if region is None:
                region = regions[(offset, length)] = _Region(make_buffer(length))
            region.maps.add(self)
            self._memory = region.memory
        else:
            self._memory = make_buffer(length)
        if data:
            memoryview(self._memory)[:len(data)] = data
        if self._key is not None and not trackfd and access != ACCESS_WRITE:
            os.close(self._fd)
            self._fd = -1
        self._size = length
        self._pos = 0
        self._closed = False
        self._exports = 0

    # -- state ------------------------------------------------------------------------------
    @property
    def closed(self):
        return self._closed

    def _check_open(self):
        if self._closed:
            raise ValueError("mmap closed or invalid")

    def _check_writable(self):
        if self._access == ACCESS_READ:
            raise TypeError("mmap can't modify a readonly memory map.")

    def __len__(self):
        self._check_open()
        return self._size

    def size(self):
        self._check_open()
        if self._fd == -1:
            return self._size
        return os.fstat(self._fd).st_size

    def tell(self):
        self._check_open()
        return self._pos

    def seek(self, pos, whence=0):
        self._check_open()
        base = {0: 0, 1: self._pos, 2: self._size}.get(whence)
        if base is None:
            raise ValueError("unknown seek type")
        where = base + pos
        if where < 0 or where > self._size:
            raise ValueError("seek out of range")
        self._pos = where
        return None

    # -- bytes -------------------------------------------------------------------------------
    def _view(self):
        return memoryview(self._memory)

    def __buffer__(self, flags):
        self._check_open()
        self._exports += 1
        if self._access == ACCESS_READ:   # the same bytes, refused to writers (numpy's mode 'r')
            import _brytorch_bridge
            return memoryview(_brytorch_bridge.c_buffer_readonly(self._memory))
        return memoryview(self._memory)

    def __release_buffer__(self, view):
        self._exports = max(0, self._exports - 1)

    def __getitem__(self, key):
        self._check_open()
        if isinstance(key, slice):
            return bytes(self._view()[key])
        i = key.__index__()
        if i < 0:
            i += self._size
        if not 0 <= i < self._size:
            raise IndexError("mmap index out of range")
        return self._view()[i]

    def __setitem__(self, key, value):
        self._check_open()
        self._check_writable()
        if isinstance(key, slice):
            data = bytes(memoryview(value))
            start, stop, step = key.indices(self._size)
            count = len(range(start, stop, step))
            if len(data) != count:
                raise IndexError("mmap slice assignment is wrong size")
            if step == 1:
                self._view()[start:stop] = data
            else:
                view = self._view()
                for k, i in enumerate(range(start, stop, step)):
                    view[i] = data[k]
            return
        i = key.__index__()
        if i < 0:
            i += self._size
        if not 0 <= i < self._size:
            raise IndexError("mmap index out of range")
        if not isinstance(value, int):
            raise TypeError("mmap item value must be an int")
        if not 0 <= value < 256:
            raise ValueError("mmap item value must be in range(0, 256)")
        self._view()[i] = value

    def read(self, n=None):
        self._check_open()
        end = self._size if n is None or n < 0 else min(self._size, self._pos + n)
        data = bytes(self._view()[self._pos:end])
        self._pos = max(self._pos, end)
        return data

    def read_byte(self):
        self._check_open()
        if self._pos >= self._size:
            raise ValueError("read byte out of range")
        value = self._view()[self._pos]
        self._pos += 1
        return value

    def readline(self):
        self._check_open()
        rest = bytes(self._view()[self._pos:])
        cut = rest.find(b"\n")
        line = rest if cut < 0 else rest[:cut + 1]
        self._pos += len(line)
        return line

    def write(self, data):
        self._check_open()
        self._check_writable()
        data = bytes(memoryview(data))
        if self._pos + len(data) > self._size:
            raise ValueError("data out of range")
        self._view()[self._pos:self._pos + len(data)] = data
        self._pos += len(data)
        return len(data)

    def write_byte(self, value):
        self._check_open()
        self._check_writable()
        if self._pos >= self._size:
            raise ValueError("write byte out of range")
        self._view()[self._pos] = value
        self._pos += 1

    def find(self, sub, start=None, end=None):
        self._check_open()
        start = self._pos if start is None else start
        return bytes(self._view()).find(bytes(memoryview(sub)), start, self._size if end is None else end)

    def rfind(self, sub, start=None, end=None):
        self._check_open()
        start = self._pos if start is None else start
        return bytes(self._view()).rfind(bytes(memoryview(sub)), start, self._size if end is None else end)

    def move(self, dest, src, count):
        self._check_open()
        self._check_writable()
        if min(dest, src, count) < 0 or src + count > self._size or dest + count > self._size:
            raise ValueError("source, destination, or count out of range")
        view = self._view()
        view[dest:dest + count] = bytes(view[src:src + count])

    def madvise(self, option, start=0, length=None):
        self._check_open()

    def resize(self, newsize):
        self._check_open()
        raise OSError(95, "mmap.resize is not supported in BryTorch (a map is a copy in linear memory)")

    # -- the file ----------------------------------------------------------------------------
    def flush(self, offset=0, size=None):
        """Writes the map's bytes back to its file (ACCESS_WRITE maps; others do nothing)."""
        self._check_open()
        if self._access == ACCESS_WRITE and self._fd != -1:
            size = self._size - offset if size is None else size
            if offset < 0 or size < 0 or offset + size > self._size:
                raise ValueError("flush values out of range")
            _write_at(self._fd, self._offset + offset, bytes(self._view()[offset:offset + size]))
        return None

    def close(self):
        if self._closed:
            return
        if self._exports:
            raise BufferError("cannot close exported pointers exist")
        self.flush()
        region = _files.get(self._key, {}).get((self._offset, self._size))
        if region is not None:
            region.maps.discard(self)
        if self._fd != -1:
            os.close(self._fd)
            self._fd = -1
        self._closed = True

    def __enter__(self):
        self._check_open()
        return self

    def __exit__(self, *exc):
        self.close()

    def __repr__(self):
        if self._closed:
            return "<mmap.mmap closed=True>"
        names = {ACCESS_READ: "ACCESS_READ", ACCESS_WRITE: "ACCESS_WRITE", ACCESS_COPY: "ACCESS_COPY"}
        return (f"<mmap.mmap closed=False, access={names[self._access]}, length={self._size}, "
                f"pos={self._pos}, offset={self._offset}>")
