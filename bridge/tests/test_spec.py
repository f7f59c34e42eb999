"""Bridge tier: multi-phase init, module state, PyType_FromModuleAndSpec, the buffer protocol."""
import array

import bt_spec as m


def test_multi_phase_module():
    assert m.__name__ == "bt_spec"
    assert m.__doc__ == "Multi-phase init test module."
    assert m.STATE_SIZE == 8


def test_heap_type_from_spec_and_module_state():
    before = m.created()
    c = m.Counter(start=5)
    assert repr(c) == "Counter(5)"
    assert c.increment() == 6 and c.increment(10) == 16 and c.value == 16
    assert m.created() == before + 1
    assert m.Counter.__doc__ == "A counter made from a spec."
    assert m.Counter.__module__ == "bt_spec" and m.Counter.__name__ == "Counter"

    class Sub(m.Counter):
        pass
    s = Sub(1)
    assert s.increment() == 2 and isinstance(s, m.Counter)
    # As in CPython: a Python subclass has no module of its own, so PyType_GetModule(Sub)
    # fails inside tp_new and the state counter is not bumped.
    assert m.created() == before + 1


def test_c_exported_buffer_read_from_c():
    c = m.Counter()
    assert m.buffer_sum(c) == sum(b"BRYTORCH")
    assert m.exports_of(c) == 0          # released


def test_python_subclass_inherits_the_buffer_protocol():
    # CPython: a heap subtype inherits bf_getbuffer (numpy's np.record, a Python subclass of
    # np.void, is pickled through its buffer)
    class Sub(m.Counter):
        pass

    s = Sub()
    assert m.buffer_sum(s) == sum(b"BRYTORCH") and m.exports_of(s) == 0
    assert bytes(memoryview(s)) == b"BRYTORCH"


def test_writable_memoryview_over_c_memory():
    import io
    seen = {}

    def fill(view):
        seen["type"], seen["readonly"], seen["len"] = type(view), view.readonly, len(view)
        assert io.BytesIO(b"abcd").readinto(view) == 4     # torch.load's path
        view[5] = 0x5A
        view[6:8] = b"yz"
        sub = view[1:3]                                   # a slice still aliases C memory
        sub[0] = ord("B")
        seen["read"] = (view[0], bytes(view[:4]), view[-1])
        try:
            view[0] = 256
        except ValueError as e:
            seen["range"] = str(e)
        try:
            view[0:2] = b"xyz"
        except ValueError as e:
            seen["shape"] = str(e)

    assert m.fill_c_memory(fill, 8) == b"aBcd\x00Zyz"
    assert seen["type"] is memoryview and not seen["readonly"] and seen["len"] == 8
    assert seen["read"] == (ord("a"), b"aBcd", ord("z"))
    assert "invalid value" in seen["range"] and "different structures" in seen["shape"]


def test_python_buffers_reach_c():
    assert m.buffer_sum(b"abc") == 294
    assert m.buffer_sum(bytearray(b"\x01\x02")) == 3
    assert m.buffer_sum(memoryview(b"xyz")) == sum(b"xyz")
    ba = bytearray(b"\x00\x10")
    m.buffer_bump(ba)
    assert ba == bytearray(b"\x01\x11")   # written back on release
    try:
        m.buffer_bump(b"ro")
    except BufferError:
        pass
    else:
        raise AssertionError("a read-only buffer was exported writable")
    try:
        m.buffer_sum(3)
    except TypeError as e:
        assert "bytes-like object is required" in str(e)
    else:
        raise AssertionError("int accepted as a buffer")


def test_buffer_memory_outlives_release_while_exporter_lives():
    # torch.frombuffer(bytearray) keeps view.obj and reads view.buf after PyBuffer_Release;
    # on CPython that memory is the bytearray's own, valid while the bytearray lives.
    ba = bytearray(b"abcd")
    m.buffer_alias(ba)
    for _ in range(20):                     # same-size exports and allocations meanwhile
        m.buffer_sum(bytearray(b"wxyz"))
        m.buffer_sum(array.array("b", [1, 2, 3, 4]))
    assert m.alias_read() == b"abcd"
    assert m.buffer_address(ba) == m.buffer_address(ba)    # one object, one memory
    m.alias_drop()
    mv = memoryview(bytearray(b"12345678"))
    m.buffer_alias(mv)
    m.buffer_sum(bytearray(8))
    assert m.alias_read() == b"12345678"
    m.alias_drop()


def test_memoryview_of_c_exporter_shares_its_memory():
    # A memoryview over C memory (PyMemoryView_FromMemory, writable) exports that memory
    # itself, as CPython's memoryview exports its exporter's buffer.
    seen = {}

    def use(view):
        seen["checks"] = m.protocol_checks(view)
        m.buffer_alias(view)
        view[0] = ord("Q")                  # written into the C memory
        m.buffer_bump(view[1:3])            # a sub-view exports the same memory too
        seen["alias"] = m.alias_read()
        m.alias_drop()

    assert m.fill_c_memory(use, 4) == b"Q\x01\x01\x00"
    assert seen["checks"][:2] == (1, 1)
    assert seen["alias"] == b"Q\x01\x01\x00"
    assert m.protocol_checks(bytearray(b"x"))[:2] == (1, 0)
    assert m.protocol_checks(m.Counter())[:2] == (1, 0)


def test_sequence_check_follows_slots():
    class G:
        def __getitem__(self, i):
            return i
    assert m.protocol_checks(m.Keyed())[2] == 0       # mp_subscript only
    assert m.Keyed()[3] == 3
    assert m.protocol_checks(G())[2] == 1             # a class defining __getitem__
    assert m.protocol_checks([1])[2] == 1 and m.protocol_checks((1,))[2] == 1
    assert m.protocol_checks({1: 2})[2] == 0 and m.protocol_checks(3)[2] == 0
    assert m.protocol_checks(True)[2] == 0


def test_gil_and_containers():
    assert m.gil_roundtrip() is True
    assert m.gil_states() == (1, 0, 1, 1, 0, 1)
    d, n, s = m.dict_and_set()
    assert d == {"k1": 1, "k2": 4, "k3": 9, "k4": 16}
    assert n == 5 and s == {0, 1, 4, 9, 16}


def test_struct_sequence():
    r = m.minmax([3, 1, 4, 1, 5])
    assert r == (1, 5) and r.min == 1 and r.max == 5
    assert type(r) is m.minmax_type and isinstance(r, tuple)
    assert repr(r) == "bt_spec.minmax(min=1, max=5)"
    assert m.minmax_type.n_fields == 2
    lo, hi = m.minmax("hello")
    assert (lo, hi) == ("e", "o")


def test_memoryview_of_c_memory_is_a_read_only_snapshot():
    mv = m.memory_snapshot()
    assert bytes(mv) == b"abc" and mv.readonly


def test_instance_dict_lives_in_the_c_struct():
    b = m.Bag()
    b.x = 1
    b.name = "bag"
    assert m.bag_dict(b) == {"x": 1, "name": "bag"}
    assert b.__dict__ is m.bag_dict(b)
