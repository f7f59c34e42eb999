"""Bridge tier, across two tasks: wrappers of C objects give their reference back when the
garbage collector takes them (FinalizationRegistry, between tasks; 10,000 pybind11 objects
too), and a Python subclass
instance kept alive by C keeps its attributes and slots through a new wrapper. tools/test/tier-bridge.sh
runs `setup()` as one program and the tests as the next one (run.mjs --then)."""
import bt_basic as m
import bt_pybind_min as pm


class Tagged(m.Vec):
    pass


class Slotted(m.Vec):
    __slots__ = ["elem"]   # as torch's LoggingTensor


def setup():
    from _brytorch_bridge import live_counts
    m._parked_before = live_counts()["parked"]
    lists = [m.make_list(i) for i in range(1000)]   # C made them; only Python holds them
    assert len(lists) == 1000
    m._parked_after = live_counts()["parked"]
    m._before = m.dealloc_count()
    made = [m.Vec(i, 0) for i in range(1000)]
    assert len(made) == 1000
    t = Tagged(7, 8)
    t.label = "kept by C"
    m._tagged = m.keep(t)
    s = Slotted(1, 2)
    s.elem = "kept in a slot"
    m._slotted = m.keep(s)
    m._counters_before = pm.counters_alive()
    for i in range(10000):
        assert pm.make_counter(i).value == i


def test_10000_pybind11_instances_are_freed_between_tasks():
    # Each make_counter() result is a new C++ object behind a wrapper; once the wrappers
    # are collected, every C++ destructor has run.
    assert pm.counters_alive() == m._counters_before


def test_wrappers_are_released_between_tasks():
    assert m.dealloc_count() - m._before == 1000


def test_subclass_instance_kept_by_c_keeps_its_attributes():
    t = m.kept(m._tagged)
    assert type(t) is Tagged and repr(t) == "Vec(7, 8)"
    assert t.label == "kept by C"


def test_subclass_instance_kept_by_c_keeps_its_slots():
    # torch's LoggingTensor keeps its wrapped tensor in a __slots__ entry; autograd holds the
    # C object while Python drops it (test_autograd's *_logging_tensor tests lost `elem`).
    s = m.kept(m._slotted)
    assert type(s) is Slotted and s.elem == "kept in a slot"
    s.elem = "changed"
    assert m.kept(m._slotted).elem == "changed"


def test_parked_proxies_are_freed_between_tasks():
    # The 1000 lists' proxies were parked (C dropped its reference, Python still held the
    # lists); once the lists are collected, their headers are freed.
    from _brytorch_bridge import live_counts
    assert m._parked_after - m._parked_before >= 1000
    assert live_counts()["parked"] <= m._parked_before
