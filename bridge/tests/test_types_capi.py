"""Bridge tier: static C types (bridge/tests/ext/bt_types_capi.c) -- vectorcall through
tp_call = PyVectorcall_Call, a ternary nb_power, a C __class_getitem__, no __dict__ without
tp_dictoffset, a final C base type, a C metaclass. Expected values are CPython 3.12's."""
import bt_types_capi as m
from brytorch_testing import raises


# ---- vectorcall through tp_call = PyVectorcall_Call ----

def test_vectorcall_positional_only():
    v = m.Vcall()
    assert v() == ((), 0, None)
    assert v(1, "two") == ((1, "two"), 2, None)


def test_vectorcall_keywords_arrive_as_kwnames():
    v = m.Vcall()
    # keyword values follow the positional ones; kwnames is a tuple of str
    assert v(1, a=2, b=3) == ((1, 2, 3), 1, ("a", "b"))
    assert v(x="y") == (("y",), 0, ("x",))
    assert v(*[1, 2], **{"k": 3}) == ((1, 2, 3), 2, ("k",))


def test_vectorcall_call_from_c():
    v = m.Vcall()
    assert m.vectorcall_call(v, (1,)) == ((1,), 1, None)
    assert m.vectorcall_call(v, (1,), {"a": 2}) == ((1, 2), 1, ("a",))


# ---- ternary nb_power ----

def test_power_operator_and_reflected():
    p = m.Pow()
    r = p ** 2
    assert r[0] == "pow" and r[1] is p and r[2:] == (2, None), r
    r = 2 ** p   # int gives NotImplemented, then Pow's slot with the operands in order
    assert r[0] == "pow" and r[1] == 2 and r[2] is p and r[3] is None, r


def test_power_dunders():
    p = m.Pow()
    r = p.__pow__(3)
    assert r[0] == "pow" and r[1] is p and r[2:] == (3, None), r
    r = p.__rpow__(5)   # the slot gets the operands in operator order
    assert r[0] == "pow" and r[1] == 5 and r[2] is p and r[3] is None, r


def test_power_with_modulo_reaches_the_slot():
    p = m.Pow()
    r = p.__pow__(2, 7)
    assert r[0] == "pow" and r[1] is p and r[2:] == (2, 7), r
    r = p.__rpow__(2, 7)
    assert r[0] == "pow" and r[1] == 2 and r[2] is p and r[3] == 7, r


def test_builtin_pow_with_modulo_reaches_the_slot():
    p = m.Pow()
    r = pow(p, 2, 7)
    assert isinstance(r, tuple) and r[0] == "pow" and r[1] is p and r[2:] == (2, 7), repr(r)


# ---- __class_getitem__ in C ----

def test_class_getitem_called_once_with_class_and_item():
    before = m.class_getitem_calls()
    r = m.Generic[int]
    assert r == ("cgi", m.Generic, int), r   # a single item is not wrapped in a tuple
    assert m.class_getitem_calls() == before + 1
    assert m.Generic[int, str] == ("cgi", m.Generic, (int, str))
    assert m.class_getitem_calls() == before + 2


# ---- __dict__ ----

def test_builtin_function_has_no_dict():
    assert getattr(m.func, "__dict__", "MISSING") == "MISSING"
    assert not hasattr(m.func, "__dict__")


def test_builtin_function_reduces_to_its_name():
    # CPython 3.12: a module-level C function reduces to its name, so copy and deepcopy
    # give the function itself (dataclasses.asdict deep-copies fields holding one)
    import copy
    assert m.func.__reduce__() == "func"
    assert copy.copy(m.func) is m.func and copy.deepcopy([m.func])[0] is m.func


def test_instance_without_dictoffset_has_no_dict():
    p = m.Plain()
    raises(AttributeError, getattr, p, "__dict__")
    assert getattr(p, "__dict__", "MISSING") == "MISSING"
    d = type(p).__dict__
    assert "hello" in d and p.hello() == "hello"


# ---- a C base type without Py_TPFLAGS_BASETYPE ----

def test_c_subtype_of_final_c_type():
    assert issubclass(m.B, m.A) and m.B.__mro__ == (m.B, m.A, object)
    assert isinstance(m.B(), m.A)


def test_final_c_type_refuses_python_subclass():
    def subclass():
        class P(m.A):
            pass
    exc = raises(TypeError, subclass)
    assert str(exc) == "type 'bt_types_capi.A' is not an acceptable base type", str(exc)


# ---- a C metaclass ----

def test_static_type_with_c_metaclass():
    # the module imported, so PyType_Ready did not run M's tp_init
    assert type(m.T) is m.M and isinstance(m.T, type)
    assert issubclass(m.M, type)
    assert isinstance(m.T(), m.T)


def test_isinstance_from_c_asks_the_metaclass():
    # PyObject_IsInstance of builtin scalars (torch asks it of every Python scalar argument):
    # CPython's answers through type's __instancecheck__, a C metaclass without one, and
    # Python metaclasses with their own (an ABC's registry, a check that says yes)
    import abc
    import numbers
    assert (m.is_instance(1.5, float), m.is_instance(True, int), m.is_instance(1, float)) == (1, 1, 0)
    assert (m.is_instance(None, object), m.is_instance("s", str), m.is_instance((1,), list)) == (1, 1, 0)
    assert (m.is_instance(1, m.T), m.is_instance(m.T(), m.T)) == (0, 1)
    assert (m.is_instance(1.5, numbers.Real), m.is_instance(1j, numbers.Real)) == (1, 0)

    class Registered(metaclass=abc.ABCMeta):
        pass
    Registered.register(float)
    assert (m.is_instance(2.5, Registered), m.is_instance(2, Registered)) == (1, 0)

    class SaysYes(type):
        def __instancecheck__(cls, obj):
            return True

    class Anything(metaclass=SaysYes):
        pass
    assert m.is_instance(1, Anything) == 1 and m.is_instance(None, Anything) == 1
    exc = raises(TypeError, m.is_instance, 1, 2)
    assert "isinstance() arg 2 must be a type" in str(exc), str(exc)


def test_c_metaclass_init_runs_for_python_made_class():
    exc = raises(TypeError, m.M, "X", (), {})
    assert str(exc) == "no init", str(exc)


# ---- attribute slots inherited from object and type (PyType_Ready) ----

def test_static_type_inherits_generic_getattro():
    # torch's PyObject_FastGetAttrString calls Py_TYPE(o)->tp_getattro directly; CPython's
    # PyType_Ready gives a static type deriving from object PyObject_GenericGetAttr.
    p = m.Plain()
    assert m.slot_getattr(p, "hello")() == "hello"
    assert m.slot_getattr(m.B(), "__class__") is m.B
    raises(AttributeError, m.slot_getattr, p, "missing")


def test_static_type_inherits_generic_setattro():
    # Plain has no __dict__: CPython's generic setattr raises AttributeError.
    raises(AttributeError, m.slot_setattr, m.Plain(), "x", 1)


def test_metaclass_inherits_type_getattro():
    # M derives from type, so T (whose type is M) is looked up as a class: its methods and
    # those of its base.
    assert m.slot_getattr(m.T, "__name__") == "T"
    assert m.slot_getattr(m.Plain, "hello")(m.Plain()) == "hello"


# ---- complex through the C API (values from CPython 3.12) ----

def test_builtin_number_slots_called_directly():
    # CPython's int has nb_int/nb_float/nb_add/nb_floor_divide, float too, complex only
    # nb_add of these (numpy reads Py_TYPE(o)->tp_as_number->nb_int of a Python int); a slot
    # is the type's own function: NotImplemented for a foreign operand
    assert m.number_slots(7, 2) == (7, 7.0, 9, 3)
    r = m.number_slots(True, 2)
    assert r == (1, 1.0, 3, 0) and type(r[0]) is int
    assert m.number_slots(2.5, 1) == (2, 2.5, 3.5, 2.0)
    assert m.number_slots(1 + 2j, 1) == (None, None, 2 + 2j, None)
    assert m.number_slots(7, 2.5) == (7, 7.0, NotImplemented, NotImplemented)


def test_complex_tp_new_and_object_tp_hash():
    # PyComplex_Type.tp_new parses as complex() does, with its message on bad text
    z = m.complex_tp_new("1+2j")
    assert type(z) is complex and z == 1 + 2j and m.complex_tp_new(3, 4) == 3 + 4j
    assert str(raises(ValueError, m.complex_tp_new, "AAAA")) == "complex() arg is a malformed string"
    # PyBaseObject_Type.tp_hash is object.__hash__, even where the class overrides __hash__

    class Hashed:
        def __hash__(self):
            return 5

    o = Hashed()
    h = object.__hash__(o)
    assert m.object_tp_hash(o) == (h + 2**31) % 2**32 - 2**31   # Py_hash_t is 32-bit here
    assert hash(o) == 5


def test_complex_from_and_as_doubles():
    z = m.complex_from_doubles(1.5, -2.0)
    assert type(z) is complex and z == complex(1.5, -2.0)
    assert m.complex_views(3 + 4j) == (3 + 4j, 3.0, 4.0)
    assert m.complex_views(2) == (2 + 0j, 2.0, 0.0) and m.complex_views(0.5) == (0.5 + 0j, 0.5, 0.0)

    class Sub(complex):
        pass

    class WithDunder:
        def __complex__(self):
            return 1 + 2j

        def __float__(self):
            return 7.0

    assert m.complex_views(Sub(1, 2)) == (1 + 2j, 1.0, 2.0)
    # AsCComplex calls __complex__; 3.12's RealAsDouble reads float(o), ImagAsDouble 0.0
    assert m.complex_views(WithDunder()) == (1 + 2j, 7.0, 0.0)

    class Bad:
        def __complex__(self):
            return 1

    assert str(raises(TypeError, m.complex_views, Bad())) == "__complex__ returned non-complex (type int)"
    assert str(raises(TypeError, m.complex_views, "1")) == "must be real number, not str"
