"""Bridge tier: a wasm trap in C code raises SystemError and leaves a working runtime, also
inside a nested C -> Python -> C call: the C stack pointer, the recursion depth and the error
indicator are as they were, and the C caller of the nested call carries on. (CPython would
crash; the oracle here is the probes' values before the fault.)"""
import bt_faults as f
from brytorch_testing import raises

TRAPS = [f.trap_unreachable, f.trap_out_of_bounds, f.trap_bad_indirect_call,
         f.trap_inside_recursion_level]


def _state():
    return f.stack_pointer(), f.recursion_headroom()


def test_a_trap_raises_system_error_and_restores_the_c_state():
    before = _state()
    for trap in TRAPS:
        exc = raises(SystemError, trap)
        assert str(exc).startswith("wasm trap in C code: "), str(exc)
        assert _state() == before, (trap.__name__, _state(), before)


def test_a_trap_inside_a_nested_call_lets_its_c_caller_carry_on():
    before = _state()
    for trap in TRAPS:
        exc = raises(SystemError, f.call_nested, trap)
        assert str(exc).startswith("wasm trap in C code: "), str(exc)
        assert _state() == before, (trap.__name__, _state(), before)
    assert f.call_nested(lambda: f.call_nested(lambda: 6 * 7)) == 42
    assert _state() == before


def test_the_runtime_works_after_many_traps():
    before = _state()
    for _ in range(200):
        raises(SystemError, f.call_nested, f.trap_out_of_bounds)
    assert _state() == before
    assert sorted({i % 7: str(i) for i in range(50)}.items())[3] == (3, "45")
