"""The numpy tier: numpy 2.2.5 (its Python package on Brython, its C extensions in wasm on the
bridge) checked against values computed by hand or printed by native numpy 2.2.5 on CPython.
Run by tools/test/tier-numpy.sh on Node and Chromium."""
import numpy as np
from brytorch_testing import raises


def test_creation_shapes_and_dtypes():
    a = np.arange(6).reshape(2, 3)
    assert a.shape == (2, 3) and a.ndim == 2 and a.size == 6
    assert a.tolist() == [[0, 1, 2], [3, 4, 5]]
    # wasm32: numpy's default integer is 32-bit (native 64-bit Linux says int64)
    assert a.dtype == np.dtype("int32") and a.itemsize == 4
    assert np.zeros(3).tolist() == [0.0, 0.0, 0.0] and np.zeros(3).dtype == np.float64
    assert np.ones((2, 2), dtype=np.float32).dtype == np.float32
    assert np.array([1.5, 2]).dtype == np.float64
    assert np.array([True, False]).dtype == np.bool_
    assert np.linspace(0, 1, 5).tolist() == [0.0, 0.25, 0.5, 0.75, 1.0]
    assert np.eye(2).tolist() == [[1.0, 0.0], [0.0, 1.0]]


def test_arithmetic_and_broadcasting():
    a = np.arange(3)
    assert (a + 1).tolist() == [1, 2, 3]
    assert (a * 2.5).tolist() == [0.0, 2.5, 5.0]
    assert (np.ones((2, 3)) + a).tolist() == [[1.0, 2.0, 3.0], [1.0, 2.0, 3.0]]
    assert (np.array([[1], [2]]) * np.array([10, 20])).tolist() == [[10, 20], [20, 40]]
    assert (np.array([7, -7]) // 2).tolist() == [3, -4]
    assert (np.array([7, -7]) % 3).tolist() == [1, 2]
    assert (np.array([1.0, 4.0]) ** 0.5).tolist() == [1.0, 2.0]


def test_reductions():
    a = np.arange(6).reshape(2, 3)
    assert a.sum() == 15 and a.sum(axis=0).tolist() == [3, 5, 7] and a.sum(axis=1).tolist() == [3, 12]
    assert a.max() == 5 and a.argmax() == 5 and a.min(axis=1).tolist() == [0, 3]
    assert np.mean(np.array([1.0, 2.0, 3.0, 4.0])) == 2.5
    # population standard deviation of 1..4: sqrt(1.25)
    assert abs(np.std(np.array([1.0, 2.0, 3.0, 4.0])) - 1.118033988749895) < 1e-12
    assert np.cumsum(np.array([1, 2, 3])).tolist() == [1, 3, 6]


def test_indexing_views_and_copies():
    a = np.arange(10)
    assert a[2:8:2].tolist() == [2, 4, 6] and a[-1] == 9
    v = a[::3]
    v[0] = 100
    assert a[0] == 100          # a slice is a view
    b = a[[1, 2]]
    b[0] = -1
    assert a[1] == 1            # fancy indexing copies
    m = np.arange(6).reshape(2, 3)
    assert m[1, 2] == 5 and m[:, 1].tolist() == [1, 4] and m.T.tolist() == [[0, 3], [1, 4], [2, 5]]
    assert m[m > 2].tolist() == [3, 4, 5]


def test_matmul_and_linalg_against_hand_computed():
    a = np.array([[1.0, 2.0], [3.0, 4.0]])
    b = np.array([[5.0, 6.0], [7.0, 8.0]])
    assert (a @ b).tolist() == [[19.0, 22.0], [43.0, 50.0]]
    assert abs(np.linalg.det(a) - (-2.0)) < 1e-12
    inv = np.linalg.inv(a)
    assert np.allclose(inv, [[-2.0, 1.0], [1.5, -0.5]])
    x = np.linalg.solve(a, np.array([5.0, 11.0]))
    assert np.allclose(x, [1.0, 2.0])


def test_fft_of_a_known_signal():
    # the DFT of [1, 0, 0, 0] is all ones; of [0, 1, 0, 0] is [1, -1j, -1, 1j]
    assert np.allclose(np.fft.fft(np.array([1.0, 0, 0, 0])), [1, 1, 1, 1])
    assert np.allclose(np.fft.fft(np.array([0.0, 1, 0, 0])), [1, -1j, -1, 1j])


def test_random_seeded_matches_native_numpy():
    # native numpy 2.2.5 on CPython: np.random.seed(0); np.random.rand(3)
    np.random.seed(0)
    assert np.allclose(np.random.rand(3), [0.5488135039273248, 0.7151893663724195, 0.6027633760716439])
    # native: np.random.default_rng(0).standard_normal(3)
    g = np.random.default_rng(0)
    assert np.allclose(g.standard_normal(3), [0.12573022, -0.13210486, 0.64042265])


def test_random_integer_distributions_match_native_numpy_on_both_generators():
    # Generator and the legacy RandomState each keep their own copy of numpy's integer
    # distributions (int64_t and `long`, 32 bits on wasm32); Generator's multinomial used to
    # trap (signature mismatch). Values printed by native numpy 2.2.5 for the same calls.
    g = np.random.default_rng(0)
    assert g.multinomial(20, [0.2, 0.3, 0.5]).tolist() == [5, 4, 11]
    assert g.poisson(3.0, 4).tolist() == [0, 0, 7, 1]
    assert g.binomial(10, 0.3, 4).tolist() == [4, 2, 5, 3]
    assert g.negative_binomial(5, 0.5, 3).tolist() == [1, 7, 7]
    assert g.geometric(0.3, 3).tolist() == [6, 2, 2]
    assert g.zipf(2.0, 3).tolist() == [9, 2, 1]
    assert g.hypergeometric(10, 5, 6, 3).tolist() == [4, 2, 4]
    np.random.seed(0)
    assert np.random.multinomial(20, [0.2, 0.3, 0.5]).tolist() == [4, 7, 9]
    assert np.random.poisson(3.0, 4).tolist() == [4, 7, 1, 7]
    assert np.random.binomial(10, 0.3, 4).tolist() == [3, 1, 5, 3]
    assert np.random.negative_binomial(5, 0.5, 3).tolist() == [2, 6, 3]
    assert np.random.geometric(0.3, 3).tolist() == [3, 2, 13]
    assert np.random.zipf(2.0, 3).tolist() == [1, 1, 1]
    assert np.random.hypergeometric(10, 5, 6, 3).tolist() == [5, 3, 4]


def test_scalars_and_repr():
    x = np.float64(1.5)
    assert isinstance(x, float) and x + 1 == 2.5 and float(x) == 1.5
    assert repr(np.array([1, 2, 3])) == "array([1, 2, 3])"
    assert str(np.array([0.5, 1.0])) == "[0.5 1. ]"
    assert np.int32(7) == 7 and int(np.int64(2**40)) == 2**40


def test_errors_carry_numpy_messages():
    e = raises(ValueError, lambda: np.arange(6).reshape(4, 2))
    assert str(e) == "cannot reshape array of size 6 into shape (4,2)"
    e = raises(ValueError, lambda: np.ones(3) + np.ones(2))
    assert str(e) == "operands could not be broadcast together with shapes (3,) (2,) "
    e = raises(IndexError, lambda: np.arange(3)[5])
    assert str(e) == "index 5 is out of bounds for axis 0 with size 3"


def test_memoryview_items_are_typed_as_in_cpython():
    # Values and messages printed by CPython 3.11 with numpy 2.2.5 for the same expressions.
    def message(exc_type, fn, *args):
        return str(raises(exc_type, fn, *args))

    m = memoryview(np.arange(3.0))
    assert (m.tolist(), m[1], m[-1], list(m), m[::2].tolist()) == ([0.0, 1.0, 2.0], 1.0, 2.0, [0.0, 1.0, 2.0], [0.0, 2.0])
    m[1] = 7.5
    assert m.tolist() == [0.0, 7.5, 2.0] and m.obj[1] == 7.5   # written through to the array
    assert message(TypeError, m.__setitem__, 1, "x") == "memoryview: invalid type for format 'd'"
    assert m == m and not (m == memoryview(np.arange(3.0))) and not (m == [0.0, 7.5, 2.0])
    assert memoryview(np.arange(2.0)).tobytes() == b"\x00" * 8 + b"\x00" * 6 + b"\xf0?"
    assert memoryview(np.arange(3.0)).hex() == "0000000000000000000000000000f03f0000000000000040"
    assert memoryview(np.arange(6).reshape(2, 3)[:, ::2]).tolist() == [[0, 2], [3, 5]]   # strided
    assert memoryview(np.arange(4, dtype=np.int32))[1:3].tolist() == [1, 2]
    assert memoryview(np.array([True, False])).tolist() == [True, False]
    assert memoryview(np.arange(2, dtype=np.uint64) + 2**63).tolist() == [2**63, 2**63 + 1]
    small = memoryview(np.zeros(2, dtype=np.int8))
    small[0] = 5
    assert small.tolist() == [5, 0]
    assert message(ValueError, small.__setitem__, 0, 300) == "memoryview: invalid value for format 'b'"
    assert message(TypeError, small.__setitem__, 0, 2.5) == "memoryview: invalid type for format 'b'"
    scalar = memoryview(np.float64(2.5))
    assert (scalar.tolist(), scalar[()], scalar.shape) == (2.5, 2.5, ())
    assert message(TypeError, scalar.__getitem__, 0) == "invalid indexing of 0-dim memory"
    assert message(NotImplementedError, memoryview(np.zeros((2, 2))).__getitem__, 0) == \
        "multi-dimensional sub-views are not implemented"
    for dtype, text in [(">f8", "memoryview: unsupported format >d"), ("c16", "memoryview: unsupported format Zd"),
                        ("S3", "memoryview: unsupported format 3s"), ("float16", "memoryview: format e not supported")]:
        assert message(NotImplementedError, memoryview(np.zeros(2, dtype=dtype)).tolist) == text


def test_memoryview_of_arrays_describes_their_memory():
    # Values printed by CPython 3.11 with numpy 2.2.5 for the same expressions.
    m = memoryview(np.array(3.5, dtype=np.float32))
    assert (m.ndim, m.shape, m.strides, m.format, m.itemsize, m.nbytes) == (0, (), (), "f", 4, 4)
    assert len(m) == 1   # CPython: a 0-d view has length 1
    m = memoryview(np.zeros((2, 3)))
    assert (m.ndim, m.shape, m.strides, m.format, m.itemsize, m.nbytes) == (2, (2, 3), (24, 8), "d", 8, 48)
    assert len(m) == 2 and m.c_contiguous and m.contiguous and not m.readonly
    frozen = np.zeros(3)
    frozen.flags.writeable = False
    assert memoryview(frozen).readonly
    a = np.arange(6, dtype=np.int16)
    assert np.frombuffer(memoryview(a), dtype=np.int16, count=2, offset=4).tolist() == [2, 3]


def test_pickle_protocol_5_in_band_and_out_of_band():
    # numpy's __reduce_ex__(5) hands pickle a PickleBuffer; out of band the buffer is the
    # array's own memory (native numpy 2.2.5: the unpickled array aliases the original)
    import pickle
    a = np.arange(6.0).reshape(2, 3)
    for proto in (2, 4, 5):
        b = pickle.loads(pickle.dumps(a.T, protocol=proto))
        assert b.shape == (3, 2) and b.flags["F_CONTIGUOUS"] and b.tolist() == a.T.tolist()
    buffers = []
    data = pickle.dumps(a, protocol=5, buffer_callback=buffers.append)
    b = pickle.loads(data, buffers=buffers)
    b[0, 0] = 9.0
    assert a[0, 0] == 9.0 and len(buffers) == 1
    assert np.frombuffer(pickle.PickleBuffer(np.arange(3, dtype=np.int8)), dtype=np.int8).tolist() == [0, 1, 2]


def test_memoryview_cast_of_an_array():
    # CPython's memoryview.cast over numpy's memory (values and messages: CPython 3.11 with
    # native numpy 2.2.5)
    a = np.arange(4, dtype=np.int32)
    m = memoryview(a).cast("B")
    assert (m.format, m.itemsize, m.shape, m.strides, m.nbytes) == ("B", 1, (16,), (1,), 16)
    assert m[4] == 1 and m.tolist()[:8] == [0, 0, 0, 0, 1, 0, 0, 0]
    m[4] = 7
    assert a.tolist() == [0, 7, 2, 3]
    c = m.cast("i", (2, 2))
    assert (c.shape, c.strides, c.tolist()) == ((2, 2), (8, 4), [[0, 7], [2, 3]])
    assert np.frombuffer(m, dtype=np.int16).tolist() == [0, 0, 7, 0, 2, 0, 3, 0]
    assert str(raises(TypeError, memoryview(a).cast, "d")) == "memoryview: cannot cast between two non-byte formats"
    assert str(raises(TypeError, memoryview(np.arange(3, dtype=np.int8)).cast, "i")) == \
        "memoryview: length is not a multiple of itemsize"
    assert str(raises(TypeError, memoryview(a.reshape(2, 2).T).cast, "B")) == \
        "memoryview: casts are restricted to C-contiguous views"
    f = memoryview(np.zeros((2, 3), order="F"))
    assert (f.c_contiguous, f.f_contiguous, f.contiguous) == (False, True, True)


def test_scalar_comparisons_are_numpys():
    # np.float64 (a C subclass of float) compares through numpy's tp_richcompare: np.bool_
    # results, as native numpy 2.2.5 gives
    a = np.float64(1.5)
    for result in (a == 1.5, a < 2, 1.0 == a, a != 1.5, a >= 1, np.float32(1) == 1.0, np.int64(1) == 1):
        assert type(result) is np.bool_
    assert (a == 1.5, a < 2, 1.0 == a, a != 1.5) == (True, True, False, False)
    assert sorted([a, 0.5, 2]) == [0.5, 1.5, 2] and max(a, 1.0) == 1.5 and hash(a) == hash(1.5)


def test_builtin_slots_numpy_calls_directly():
    # numpy calls PyComplex_Type.tp_new, PyBaseObject_Type.tp_hash and int's nb_int itself
    # (values and messages: native numpy 2.2.5)
    assert np.array(["1+2j", 3.5], dtype=object).astype("c16").tolist() == [1 + 2j, 3.5 + 0j]
    assert str(raises(ValueError, np.array(["AAAA"], dtype=object).astype, "c8")) == \
        "complex() arg is a malformed string"
    nat = np.datetime64("NaT")
    assert hash(nat) == hash(nat) and {nat: 1}[nat] == 1
    v = np.void(3)
    assert v.dtype == np.dtype("V3") and v.tobytes() == b"\x00\x00\x00"


def test_svd_of_a_matrix_holding_nan_is_linalg_error():
    # Native numpy 2.2.5 (OpenBLAS's LAPACK): LinAlgError "SVD did not converge", for every
    # type; lapack_lite's ?gesdd (LAPACK 3.2.2) raised ValueError from DLASCL's xerbla, so the
    # link sends numpy's SVD to LAPACK 3.11's (port/lapack/numpy_gesdd.c). cond's 'fro' norm
    # needs no SVD: nan, as native.
    a = np.array([[np.nan, 1.0], [2.0, 3.0]])
    for t in (np.float32, np.float64, np.complex64, np.complex128):
        assert str(raises(np.linalg.LinAlgError, np.linalg.svd, a.astype(t))) == "SVD did not converge"
    assert str(raises(np.linalg.LinAlgError, np.linalg.cond, a)) == "SVD did not converge"
    assert np.isnan(np.linalg.cond(a, "fro"))
    assert np.linalg.svd(np.array([[3.0, 0.0], [0.0, 4.0]]), compute_uv=False).tolist() == [4.0, 3.0]


def test_floating_point_status_numpy_raises_itself():
    # wasm keeps no FP status flags; the flags numpy raises itself reach np.errstate (native
    # numpy 2.2.5: a singular matrix is LinAlgError, integer // 0 warns or raises)
    import warnings
    assert str(raises(np.linalg.LinAlgError, np.linalg.inv, np.zeros((2, 2)))) == "Singular matrix"
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        assert (np.array([1], dtype=np.int8) // np.array([0], dtype=np.int8)).tolist() == [0]
    assert [str(w.message) for w in caught] == ["divide by zero encountered in floor_divide"]
    with np.errstate(divide="raise"):
        assert str(raises(FloatingPointError, np.floor_divide, np.array([1]), np.array([0]))) == \
            "divide by zero encountered in floor_divide"
    assert np.allclose(np.linalg.matrix_power(np.array([[1.0, 2.0], [3.0, 4.0]]), -1), [[-2.0, 1.0], [1.5, -0.5]])


def test_tofile_and_fromfile_through_the_file_system():
    # numpy's tofile/fromfile dup the file's descriptor (os.dup on the module's file system);
    # values from native numpy 2.2.5
    import os
    import tempfile
    a = np.arange(6, dtype=np.int16).reshape(2, 3)
    path = os.path.join(tempfile.mkdtemp(), "a.bin")
    with open(path, "wb") as f:
        f.write(b"hd")
        a.tofile(f)
        f.write(b"tl")
    with open(path, "rb") as f:
        assert f.read(2) == b"hd" and np.fromfile(f, dtype=np.int16, count=6).tolist() == [0, 1, 2, 3, 4, 5]
        assert f.read() == b"tl"
    fd = os.open(path, os.O_RDONLY)
    fd2 = os.dup(fd)
    os.lseek(fd, 2, 0)
    assert fd2 != fd and os.read(fd2, 2) == b"\x00\x00"   # a dup shares the file position
    os.close(fd)
    os.close(fd2)
    a.tofile(path, sep=",")
    assert open(path).read() == "0,1,2,3,4,5" and np.fromfile(path, dtype=np.int16, sep=",").tolist() == [0, 1, 2, 3, 4, 5]


def test_a_bad_seed_raises_numpys_errors():
    # Native numpy 2.2.5's errors (MT19937._legacy_seeding, a Cython `with self.lock:` whose
    # body raises): the first bad float seed trapped ("memory access out of bounds") when C
    # packed the NULL traceback the bridge hands it.
    from numpy.random import MT19937
    mt = MT19937(1)
    for seed in (-0.25, -0.5, 1.5):
        e = raises(TypeError, lambda: mt._legacy_seeding(seed))
        assert str(e) == "Cannot cast scalar from dtype('float64') to dtype('int64') according to the rule 'safe'"
    e = raises(ValueError, lambda: np.random.RandomState(-1))
    assert str(e) == "Seed must be between 0 and 2**32 - 1"


def test_importlib_util_imports_after_numpy():
    # CPython: `import numpy; import importlib.util` works. Brython re-ran the importlib
    # package (imported from source) when numpy loaded the precompiled importlib.machinery,
    # into a non-package module ("'importlib' is not a package"; overlay 484).
    import sys
    importlib = sys.modules["importlib"]
    import importlib.util
    assert sys.modules["importlib"] is importlib and importlib.util.find_spec("json") is not None


def test_string_arrays_elementwise_methods():
    # Values printed by native numpy 2.2.5. np.char broadcasts its arguments' list items (the
    # bridge keeps them alive after numpy drops its reference, bridge/README.md) and calls
    # bytes/str methods on numpy.bytes_ / numpy.str_ items (Brython overlays 496, 497).
    from numpy._core.multiarray import _vec_string
    A = np.array([[b"abc ", b"123"], [b"789 ", b"xyz"]])
    assert _vec_string(A, np.object_, "count", [b"3"]).tolist() == [[0, 1], [0, 0]]
    assert np.char.rsplit(A, b"3").tolist() == [[[b"abc "], [b"12", b""]], [[b"789 "], [b"xyz"]]]
    assert np.char.decode(A, "ascii").tolist() == [["abc ", "123"], ["789 ", "xyz"]]
    assert np.char.strip(np.array([b" a ", b"bb "])).tolist() == [b"a", b"bb"]
    assert np.char.encode(np.array(["a", "b\u00e9"]), "utf-8").tolist() == [b"a", b"b\xc3\xa9"]
    s = np.array(["123 \t 345 \0 "])[0]   # a NUL inside a numpy.str_
    assert len(s) == 12 and ",".join(s) == "1,2,3, ,\t, ,3,4,5, ,\x00, "


def test_readinto_a_structured_array():
    # Native numpy 2.2.5: readinto fills the array's 24 bytes (np.rec.fromfile reads so).
    import io
    arr = np.zeros(2, dtype="f8,i4")
    f = io.BytesIO(np.array([(1.5, 7), (-2.0, 9)], dtype="f8,i4").tobytes())
    assert f.readinto(arr.data) == 24 and arr.tolist() == [(1.5, 7), (-2.0, 9)]
    view = memoryview(np.zeros(4, dtype=np.uint8)).cast("B")
    view[1:3] = b"\x05\x06"
    assert view.tolist() == [0, 5, 6, 0]
    def short():
        view[0:2] = b"\x01"
    assert str(raises(ValueError, short)) == "memoryview assignment: lvalue and rvalue have different structures"


def test_memmap_writes_reach_the_file_and_later_maps():
    # Values printed by native numpy 2.2.5 on CPython (the same steps): a map's writes are seen
    # by a map of the same file made after the first was dropped, a mode 'r' map is read-only,
    # and flush() writes an 'r+' map back for plain file reads.
    import os
    path = "/tmp/numpy_tier_memmap.bin"
    data = np.arange(12, dtype=np.float32).reshape(3, 4)
    fp = np.memmap(path, dtype=np.float32, mode="w+", shape=(3, 4))
    fp[:] = data[:]
    assert fp[1].tolist() == [4.0, 5.0, 6.0, 7.0] and fp.offset == 0 and fp.mode == "w+"
    del fp
    again = np.memmap(path, dtype=np.float32, mode="r", shape=(3, 4))
    assert np.allclose(data, again) and again[2].tolist() == [8.0, 9.0, 10.0, 11.0]
    assert again.flags.writeable is False
    writer = np.memmap(path, dtype=np.float32, mode="r+", shape=(3, 4))
    writer[0, 0] = 100.0
    writer.flush()
    with open(path, "rb") as f:
        assert np.frombuffer(f.read(), dtype=np.float32)[:2].tolist() == [100.0, 1.0]
    assert os.path.getsize(path) == 48


def test_sequences_times_numpy_integers_repeat():
    # bridge/src/builtin_sequence.c: numpy's scalar multiply repeats a str, bytes, bytearray
    # or list through its sq_repeat (native numpy 2.2.5 on CPython printed these); without
    # the slot `[1] * np.int64(2)` was array([2])
    for n in (np.int64(2), np.int16(2), np.uint8(2)):
        assert "ab" * n == "abab" and n * "ab" == "abab"
        assert b"ab" * n == b"abab" and bytearray(b"x") * n == bytearray(b"xx")
        assert [1] * n == [1, 1] and n * [1] == [1, 1] and type(n * [1]) is list
    # not yet: np.int64(2) * b"ab" raises "'bytes' object cannot be interpreted as an integer"
    # here (native: b'abab'; docs/numpy.md)
    assert (1,) * np.int64(3) == (1, 1, 1)
    arr = np.array(["a", "bc"], dtype=np.dtypes.StringDType())
    assert (arr * 2).tolist() == ["aa", "bcbc"] and ("x" * np.int64(0)) == ""


def test_frexp_of_infinities_and_nan():
    # Emscripten's libc leaves frexp's exponent unwritten for inf/nan (np.frexp(nan) gave 96):
    # bridge/src/libm_frexp.c gives glibc's 0. Values from native numpy 2.2.5 on CPython.
    for dtype, tiny, tiny_exponent in ((np.float32, 1e-40, -132), (np.float64, 5e-324, -1073), (np.float16, 1e-40, 0)):
        mantissa, exponent = np.frexp(np.array([np.inf, -np.inf, np.nan, 0.0, 8.0, tiny, 0.75], dtype=dtype))
        m = mantissa.tolist()
        assert m[:2] == [np.inf, -np.inf] and np.isnan(m[2]) and m[3:5] == [0.0, 0.5] and m[6] == 0.75, (dtype, m)
        assert exponent.tolist() == [0, 0, 0, 0, 4, tiny_exponent, 0], (dtype, exponent)
