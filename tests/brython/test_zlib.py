"""zlib (web/runtime/python/zlib.py over pako, web/runtime/zlib.js) against CPython 3.11:
every expected value below is what CPython's zlib (zlib 1.2.13) gave for the same call.
Brython's own zlib lost the data of all compress() calls but the last, so a gzip file
written in two writes came back with only the second."""
import gzip
import io
import zlib

DATA = b"hello hello hello zlib " * 50
# CPython: zlib.compress(DATA)
PACKED = b'x\x9c\xcbH\xcd\xc9\xc9W\xc8@"\xabr2\x93P\x04F\x85G\x85G\x85G\x85i \x0c\x00\xdej\xa5Z'


def test_compress_matches_cpython_byte_for_byte():
    assert zlib.compress(DATA) == PACKED
    assert zlib.compress(memoryview(DATA), 9, -15) == PACKED[2:-4]   # raw deflate, same level
    assert zlib.decompress(PACKED) == DATA and zlib.decompress(PACKED[2:-4], -15) == DATA
    assert zlib.decompress(bytearray(PACKED), 47) == DATA            # 32 + 15: header detected


def test_streams_keep_every_call():
    c = zlib.compressobj(6, zlib.DEFLATED, 31)                       # gzip framing
    packed = c.compress(DATA[:100]) + c.compress(DATA[100:]) + c.flush()
    assert packed[10:] == (b'\xcbH\xcd\xc9\xc9W\xc8@"\xabr2\x93P\x04F\x85G\x85G\x85G\x85i \x0c\x00'
                           b'\x90\xfc\xbf\xb2~\x04\x00\x00')
    sync = zlib.compressobj()
    parts = [sync.compress(DATA[:30]), sync.flush(zlib.Z_SYNC_FLUSH), sync.compress(DATA[30:]), sync.flush()]
    d = zlib.decompressobj()
    assert d.decompress(parts[0] + parts[1]) == DATA[:30]            # a sync flush makes it readable
    assert d.decompress(parts[2] + parts[3]) == DATA[30:] and d.eof


def test_max_length_unconsumed_tail_and_unused_data():
    d = zlib.decompressobj()
    out = d.decompress(PACKED + b"TAIL", 100)
    assert (len(out), len(d.unconsumed_tail), d.eof) == (100, 17, False)
    while not d.eof:
        out += d.decompress(d.unconsumed_tail, 100)
    assert out == DATA and d.unused_data == b"TAIL" and d.unconsumed_tail == b"TAIL"
    assert d.decompress(b"MORE") == b"" and d.unused_data == b"TAILMORE" and d.unconsumed_tail == b"MORE"


def test_dictionary():
    c = zlib.compressobj(zdict=b"hello zlib")
    packed = c.compress(b"hello zlib hello") + c.flush()
    assert packed == b'x\xbb\x15\x95\x03\xe6\xcb\x80\xb3\x14\xc0L\x003\xe0\x06\x1a'
    assert zlib.decompressobj(zdict=b"hello zlib").decompress(packed) == b"hello zlib hello"


def test_errors_as_cpython_words_them():
    for bad, message in [(b"not zlib", "Error -3 while decompressing data: incorrect header check"),
                         (PACKED[:20], "Error -5 while decompressing data: incomplete or truncated stream")]:
        try:
            zlib.decompress(bad)
        except zlib.error as e:
            assert str(e) == message, str(e)
        else:
            raise AssertionError(message)
    try:
        zlib.compressobj(level=11)
    except ValueError as e:
        assert str(e) == "Invalid initialization option"
    else:
        raise AssertionError("level 11 accepted")


def test_checksums():
    assert zlib.crc32(DATA) == 2998926480 and zlib.crc32(memoryview(DATA)[5:], 7) == 3858123989
    assert zlib.adler32(DATA) == 3731531098 and zlib.adler32(b"") == 1 and zlib.crc32(b"") == 0


def test_gzip_file_written_in_many_writes():
    buf = io.BytesIO()
    with gzip.GzipFile(fileobj=buf, mode="wb", mtime=0) as g:
        for i in range(0, len(DATA), 7):
            g.write(memoryview(DATA)[i:i + 7])
        g.flush()
    assert gzip.decompress(buf.getvalue()) == DATA
    with gzip.GzipFile(fileobj=io.BytesIO(buf.getvalue())) as g:
        assert g.read(5) == b"hello" and g.read() == DATA[5:]
