"""Bridge tier: a static C type (bt_basic.Vec) as a Brython class."""
import bt_basic as m
from brytorch_testing import raises


def test_construction_repr_and_members():
    v = m.Vec(3, 4)
    assert repr(v) == "Vec(3, 4)"
    assert (v.x, v.y) == (3.0, 4.0)
    assert m.Vec().x == 0.0
    assert m.Vec(y=2).y == 2.0
    assert type(v) is m.Vec and type(v).__name__ == "Vec" and m.Vec.__module__ == "bt_basic"
    assert m.Vec.__doc__ == "A 2-D vector."


def test_member_and_getset_writes():
    v = m.Vec(3, 4)
    v.x = 5
    assert v.x == 5.0
    raises(AttributeError, setattr, v, "y", 1.0)        # READONLY member
    assert v.norm2 == 41.0
    assert v.tag is None
    v.tag = "label"
    assert v.tag == "label"
    e = raises(TypeError, setattr, v, "tag", 3)
    assert str(e) == "tag must be str or None"
    # `del` reaches the C setter with NULL, as in CPython (which gives these messages)
    assert str(raises(TypeError, delattr, v, "tag")) == "cannot delete tag"
    assert str(raises(TypeError, delattr, v, "x")) == "can't delete numeric/char attribute"
    # the descriptor's __set__ called directly returns None (torch's __torch_function__ modes
    # call Tensor.grad.__set__ so and hand the result back to C)
    assert m.Vec.tag.__set__(v, "direct") is None and v.tag == "direct"
    assert m.Vec.x.__set__(v, 2.0) is None and v.x == 2.0


def test_methods_classmethods_staticmethods():
    v = m.Vec(3, 4)
    assert v.dot(m.Vec(1, 0)) == 3.0
    assert repr(v.scaled(factor=0.5)) == "Vec(1.5, 2)"
    assert repr(m.Vec.zero()) == "Vec(0, 0)"
    assert repr(m.Vec.unit()) == "Vec(1, 0)"
    e = raises(TypeError, v.dot, 3)
    assert str(e) == "dot() argument must be Vec, not int"
    e = raises(TypeError, m.Vec.dot, 3, v)
    assert "doesn't apply to a 'int' object" in str(e)
    # Vec also has a getset named dot: as PyType_Ready does, the method keeps the name
    assert type(m.Vec.__dict__["dot"]) is type(m.Vec.__dict__["scaled"])   # a method descriptor


def test_number_sequence_and_comparison_slots():
    v = m.Vec(3, 4)
    assert repr(v + m.Vec(1, 1)) == "Vec(4, 5)"
    assert repr(v * 2) == "Vec(6, 8)" and repr(2 * v) == "Vec(6, 8)"
    assert repr(-v) == "Vec(-3, -4)"
    assert bool(v) and not bool(m.Vec())
    assert len(v) == 2 and v[0] == 3.0 and v[1] == 4.0 and v[-1] == 4.0
    assert str(raises(IndexError, lambda: v[2])) == "Vec index out of range"
    assert v == m.Vec(3, 4) and v != m.Vec(4, 3)
    assert v < m.Vec(10, 0) and not (v > m.Vec(10, 0))
    assert hash(v) == 3004
    raises(TypeError, lambda: v + 1)


def test_python_subclass_of_c_type():
    class P(m.Vec):
        def extra(self):
            return self.x * 10

    p = P(1, 2)
    p.note = "hi"
    assert type(p) is P and isinstance(p, m.Vec)
    assert p.extra() == 10.0 and p.note == "hi"
    assert repr(p + p) == "Vec(2, 4)"
    assert p.dot(m.Vec(1, 1)) == 3.0


def test_python_subclass_of_c_type_through_tp_getattro():
    # C code calls the slot directly (torch looks __torch_dispatch__ up so): it must see
    # the subclass's Python attributes, its instance dict and its __getattr__, as CPython's.
    class P(m.Vec):
        marker = 5

        def __getattr__(self, name):
            return "fallback " + name

    p = P(1, 2)
    p.note = "hi"
    assert m.slot_getattr(p, "marker") == 5
    assert m.slot_getattr(p, "note") == "hi"
    assert m.slot_getattr(p, "x") == 1.0
    assert m.slot_getattr(p, "other") == "fallback other"


def test_dealloc_runs_when_c_drops_the_last_reference():
    before = m.dealloc_count()
    m.churn(100)
    assert m.dealloc_count() - before == 100


def test_docstrings_of_methods_and_attributes():
    assert m.Vec.dot.__doc__ == "dot product"
    assert m.Vec.x.__doc__ == "x coordinate"
    assert m.Vec.tag.__doc__ == "a label"
    assert m.Vec.undocumented.__doc__ is None


def test_add_docstr_writes_through_the_c_definitions():
    # What torch's _add_docstr does for torch functions, Tensor methods and attributes.
    m.add_docstr(m.undocumented, "set from C")
    assert m.undocumented.__doc__ == "set from C"
    m.add_docstr(m.Vec.undocumented, "method doc from C")
    assert m.Vec.undocumented.__doc__ == "method doc from C"
    m.add_docstr(m.Vec.plain, "attribute doc from C")
    assert m.Vec.plain.__doc__ == "attribute doc from C"
    try:
        m.add_docstr(m.Vec.dot, "again")
    except RuntimeError as e:
        assert str(e) == "method 'dot' already has a docstring"
    else:
        raise AssertionError("a second docstring was accepted")


def test_python_class_slots_follow_its_dunders():
    # A Python class seen from C has a slot only when it defines the dunder (CPython's
    # rule: C code probes slots, e.g. a bool conversion reads nb_bool).
    from bt_basic import slot_presence

    class Plain:
        pass

    class Seq:
        def __len__(self):
            return 0

        def __getitem__(self, i):
            raise IndexError

        def __iter__(self):
            return iter(())

    class Callable:
        def __call__(self):
            return 1

        def __index__(self):
            return 3

    assert slot_presence(Plain()) == (False, False, False, False, False, False)
    assert slot_presence(Seq()) == (True, True, True, True, False, False)
    assert slot_presence(Callable()) == (False, False, False, False, True, True)
