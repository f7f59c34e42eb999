"""Bridge tier: a minimal pybind11 2.13.6 module (bridge/tests/pybind11/bt_pybind_min.cpp),
compiled unmodified against the bridge: functions with keyword arguments, a class with a
constructor, methods, a property and a static method, an enum, C++ exceptions."""
import bt_pybind_min as m
from brytorch_testing import raises


def test_module_and_functions():
    assert m.__doc__ == "BryTorch: minimal pybind11 module"
    assert m.add(2, 3) == 5 and m.add(a=4, b=5) == 9
    assert m.add.__doc__.startswith("add(a: int, b: int) -> int")


def test_class_constructor_methods_property_static():
    c = m.Counter(5)
    assert c.increment() == 6 and c.increment(by=10) == 16 and c.value == 16
    c.value = 1
    assert c.value == 1 and repr(c) == "Counter(1)"
    assert m.Counter().value == 0
    assert m.Counter.kind() == "counter"
    assert isinstance(c, m.Counter) and type(c).__name__ == "Counter"


def test_enum():
    assert int(m.Color.Blue) == 4 and m.Color.Green == m.Color.Green
    assert m.Color.Red != m.Color.Blue
    assert str(m.Color.Red) == "Color.Red"


def test_cpp_exceptions_become_python_exceptions():
    assert str(raises(RuntimeError, m.throw_runtime, "boom")) == "boom"
    assert str(raises(ValueError, m.throw_value, "bad")) == "bad"
    e = raises(TypeError, m.add, "x", 1)
    assert str(e).startswith("add(): incompatible function arguments.")
    assert m.add(1, 1) == 2    # and the runtime keeps working


def test_python_exceptions_in_callbacks_cross_cpp():
    assert m.call_twice(lambda v: v * 3, 2) == 18

    class Stop(Exception):
        pass

    def fail(v):
        raise Stop(f"stopped at {v}")

    e = raises(Stop, m.call_twice, fail, 7)
    assert type(e) is Stop and str(e) == "stopped at 7"
    raises(RuntimeError, m.call_twice, lambda v: "not an int", 1)   # pybind11 cast_error
    assert m.call_twice(lambda v: v + 1, 1) == 3    # and the runtime keeps working


def test_10000_calls_returning_new_objects_leave_counts_flat():
    from _brytorch_bridge import live_counts

    def held():   # the strong tables; parked proxies go with the garbage collector
        counts = dict(live_counts())
        del counts["parked"]
        return counts
    m.make_list(0)
    m.add(1, 2)
    before = held()
    for i in range(10000):
        lst = m.make_list(i)
        assert lst[0] == i
        m.add(i, 1)
    assert lst == [9999, "9999"]
    assert held() == before
