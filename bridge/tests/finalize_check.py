"""Bridge tier, across two tasks: wrappers of C objects give their reference back when the
garbage collector takes them (FinalizationRegistry, between tasks), and a Python subclass
instance kept alive by C keeps its attributes through a new wrapper. tools/test/tier-bridge.sh
runs `setup()` as one program and the tests as the next one (run.mjs --then)."""
import bt_basic as m


class Tagged(m.Vec):
    pass


def setup():
    m._before = m.dealloc_count()
    made = [m.Vec(i, 0) for i in range(1000)]
    assert len(made) == 1000
    t = Tagged(7, 8)
    t.label = "kept by C"
    m.keep(t)


def test_wrappers_are_released_between_tasks():
    assert m.dealloc_count() - m._before == 1000


def test_subclass_instance_kept_by_c_keeps_its_attributes():
    t = m.kept()
    assert type(t) is Tagged and repr(t) == "Vec(7, 8)"
    assert t.label == "kept by C"
