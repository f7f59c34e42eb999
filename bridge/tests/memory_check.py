"""Bridge tier, a program of its own, run with out/bridge/tests-small-heap.js (heap capped at
48 MB): an allocation that does not fit raises MemoryError, as CPython does when malloc fails,
whether C asked for the memory or the bridge's JS did while converting an argument; and the
runtime works after each one. (Nothing here is CPython's text: the oracle is the exception
type, and the next call still working.)"""
import _brytorch_bridge
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



def test_objects_dropped_by_code_that_never_pauses_are_freed_when_memory_runs_out():
    # 120 objects each holding 1 MB of C memory (a str copied into C), made and dropped in
    # a loop of library code (this module is imported: it never pauses for the scheduler),
    # 2.5 times what the heap can hold. Where the host lets the bridge collect inside running
    # code (Node: bridge/js/collect.js), the allocation that fails first frees the dead
    # objects and is retried; elsewhere (a page) it is MemoryError, and the dead objects keep
    # their memory until this task ends (so the last test of this file).
    def churn():
        for i in range(120):
            v = bt_basic.Vec(1.0, 2.0)
            v.tag = ("%07d" % i) * (MB // 7)
        return len(v.tag)
    before = _brytorch_bridge.collections_now()
    if _brytorch_bridge.can_collect_now():
        assert churn() == (MB // 7) * 7
        after = _brytorch_bridge.collections_now()
        assert after["collections"] > before["collections"] and after["freed"] >= 60, (before, after)
        still_works()
    else:
        raises(MemoryError, churn)
