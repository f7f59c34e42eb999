"""Bridge tier, a program of its own, run with out/bridge/tests-small-heap.js (heap capped at
48 MB): an allocation that does not fit raises MemoryError, as CPython does when malloc fails,
whether C asked for the memory or the bridge's JS did while converting an argument; and the
runtime works after each one. (Nothing here is CPython's text: the oracle is the exception
type, and the next call still working.)"""
import bt_basic
import bt_faults
from brytorch_testing import raises

MB = 1 << 20


def still_works():
    assert bt_basic.add(40, 2) == 42
    assert bt_faults.alloc_bytes(MB) == MB
    assert bt_basic.identity((1, "two", b"3")) == (1, "two", b"3")


def test_a_c_allocation_that_does_not_fit_is_memory_error():
    assert bt_faults.alloc_bytes(8 * MB) == 8 * MB
    raises(MemoryError, bt_faults.alloc_bytes, 100 * MB)
    still_works()


def test_bytes_too_large_to_cross_into_c():
    big = bytes(60 * MB)
    raises(MemoryError, bt_basic.identity, big)
    still_works()


def test_str_too_large_to_cross_into_c():
    big = "x" * (60 * MB)
    raises(MemoryError, bt_basic.identity, big)
    still_works()


def test_tuple_too_large_to_cross_into_c():
    big = (0,) * (13 * MB)   # 13 M item pointers: 52 MB
    raises(MemoryError, bt_basic.identity, big)
    still_works()

