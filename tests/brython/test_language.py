"""Core language and builtin behaviour torch's Python layer relies on."""
import enum


def test_metaclass_getitem():
    class Color(enum.Enum):
        RED = 1
        GREEN = 2

    assert Color["GREEN"] is Color.GREEN

    class Meta(type):
        def __getitem__(cls, key):
            return (cls.__name__, key)

    class Thing(metaclass=Meta):
        pass

    assert Thing["x"] == ("Thing", "x")
    assert Thing[1:2] == ("Thing", slice(1, 2))
    try:
        Color["BLUE"]
    except KeyError:
        pass
    else:
        raise AssertionError("Enum lookup of a missing member did not raise KeyError")

    class Both(metaclass=Meta):
        def __class_getitem__(cls, key):
            return "class_getitem"

    # The metaclass's __getitem__ wins over __class_getitem__, as in CPython.
    assert Both["y"] == ("Both", "y")

    class Sub(Thing):
        pass

    assert Sub["z"] == ("Sub", "z")


def test_dataclass_slots():
    import dataclasses

    @dataclasses.dataclass(slots=True)
    class Point:
        x: int
        y: int = 0

    p = Point(1)
    assert p.x == 1 and p.y == 0
    assert Point.__slots__ == ("x", "y")
    try:
        p.z = 3
    except AttributeError:
        pass
    else:
        raise AssertionError("slots dataclass accepted a new attribute")
    assert Point.__name__ == "Point"

    @dataclasses.dataclass(slots=True, frozen=True)
    class Frozen:
        a: int

    f = Frozen(2)
    assert f == Frozen(2) and hash(f) == hash(Frozen(2))
    try:
        f.a = 3
    except dataclasses.FrozenInstanceError:
        pass
    else:
        raise AssertionError("frozen slots dataclass was mutated")


def test_dataclass_frozen_and_fields():
    import dataclasses

    @dataclasses.dataclass(frozen=True)
    class Config:
        name: str
        size: int = 4

    c = Config("a")
    assert [f.name for f in dataclasses.fields(c)] == ["name", "size"]
    try:
        c.size = 5
    except dataclasses.FrozenInstanceError:
        pass
    else:
        raise AssertionError("frozen dataclass was mutated")
    assert dataclasses.replace(c, size=8).size == 8


def test_exec_compiled_annotations():
    # `./brytorch run` compiles the program, then execs the code object.
    source = "def f(x: int, y: 'str' = 'a') -> float:\n    return 1.0\nclass C:\n    z: list\n"
    ns = {}
    exec(compile(source, "<annotated>", "exec"), ns)
    assert ns["f"].__annotations__ == {"x": int, "y": "str", "return": float}
    assert ns["C"].__annotations__ == {"z": list}
    assert eval(compile("(lambda v: v + 1)(2)", "<expr>", "eval")) == 3


def test_descriptor_dunder_binds_to_instance():
    # A dunder that is a descriptor (not a function) binds to the instance, as in CPython.
    class Binder:
        def __get__(self, obj, typ=None):
            return lambda: "bound to " + type(obj).__name__

    class A:
        pass

    A.__repr__ = Binder()
    assert repr(A()) == "bound to A"

    class Unhashable:
        __hash__ = None

    try:
        hash(Unhashable())
    except TypeError as e:
        assert "unhashable type" in str(e)
    else:
        raise AssertionError("hash() of an unhashable object did not raise")


def test_descriptor_init_is_bound_and_called():
    # type.__call__ runs an __init__ that is a descriptor or a callable object (overlay 314).
    class Binder:
        def __get__(self, obj, typ=None):
            def init(*args, **kw):
                obj.got = (args, kw)
            return init

    class Plain:
        def __call__(self, obj, value):
            obj.value = value

    class A:
        __init__ = Binder()

    class B(A):
        pass

    class C:
        __init__ = Plain()

    assert A(1, k=2).got == ((1,), {"k": 2})
    assert B(3).got == ((3,), {})
    assert C(7).value == 7


def test_frame_f_locals_is_a_dict():
    # f_locals of a function frame is a dict of its locals (overlay 316), also in a method
    # that uses super().
    import sys

    class Base:
        def m(self):
            return 1

    class A(Base):
        def m(self, x, y=2):
            z = x + y
            super().m()
            return sys._getframe().f_locals

    obj = A()
    loc = obj.m(1)
    assert isinstance(loc, dict)
    assert loc["self"] is obj and loc["x"] == 1 and loc["y"] == 2 and loc["z"] == 3
    assert "ob_type" not in loc
    assert isinstance(sys._getframe().f_locals, dict)


def test_attribute_error_from_property_propagates():
    # The AttributeError a getter raises is the one the caller sees (overlays 317, 319).
    class A:
        @property
        def x(self):
            raise AttributeError("why")

        y = property(None, lambda self, v: None)

    for name, expected in (("x", "why"), ("y", "has no getter")):
        try:
            getattr(A(), name)
        except AttributeError as e:
            assert expected in str(e), str(e)
        else:
            raise AssertionError("no AttributeError")
    assert getattr(A(), "x", 5) == 5 and not hasattr(A(), "y")
    try:
        A().missing
    except AttributeError as e:
        assert str(e) == "'A' object has no attribute 'missing'"


def test_staticmethod_through_instance():
    # overlay 324: CPython's staticmethod.__get__ gives the function, also through instances
    class A:
        f = staticmethod(len)

        @staticmethod
        def g():
            return 1
    a = A()
    assert a.f is len and A.f is len
    assert type(a.g).__name__ == "function" and a.g() == 1
    a.h = staticmethod(len)   # in the instance dict: not a descriptor there
    assert type(a.h) is staticmethod


def test_bound_methods_are_hashable():
    # overlay 325: bound methods and method-wrappers hash and compare like CPython's
    class A:
        def m(self):
            return 1
    a, b = A(), A()
    assert hash(a.m) == hash(a.m) and a.m == a.m and a.m != b.m
    assert len({a.m, a.m, b.m}) == 2
    getter = int.real.__get__
    assert hash(getter) == hash(int.real.__get__) and getter == int.real.__get__
    assert (1).__add__ == (1).__add__ and (1).__add__ != (2).__add__
    assert len({(1).__add__, (1).__add__, property(len).__get__}) == 2


def test_property_subclass_instances_have_dict():
    # overlay 333: subclasses of property/staticmethod/classmethod get an instance __dict__
    class P(property):
        def __init__(self, fn=None, *, flag=False):
            super().__init__(fn)
            self._flag = flag

    class S(staticmethod):
        pass
    p = P(len, flag=True)
    assert p._flag is True and p.fget is len
    s = S(len)
    s.note = 1
    assert s.note == 1 and s.__func__ is len


def test_set_name_ignores_metaclass_getattribute():
    # overlay 337: an AttributeError from a metaclass __getattribute__ means "missing" to
    # class creation's __set_name__ lookup (CPython does not even call it there)
    class Meta(type):
        def __getattribute__(cls, name, *unused):   # Brython passes an extra argument
            if name == "__set_name__":
                raise AttributeError(name)
            return super().__getattribute__(name)

    class Key(metaclass=Meta):
        pass

    class Named:
        def __set_name__(self, owner, name):
            self.name = name

    class Holder:
        key = Key()
        field = Named()
    assert Holder.field.name == "field" and isinstance(Holder.key, Key)


def test_weak_value_dictionary_stores():
    # overlay 339: WeakValueDictionary stores and finds values (KeyedRef keeps a dict)
    import weakref

    class Target:
        pass
    t = Target()
    d = weakref.WeakValueDictionary()
    d["k"] = t
    assert d["k"] is t and len(d) == 1


def test_fstring_field_uses_format():
    # overlay 340: f"{x}" is format(x, ''), not str(x)
    class A:
        def __format__(self, spec):
            return "F" + spec

        def __str__(self):
            return "S"
    a = A()
    assert f"{a}" == "F" and f"{a:x}" == "Fx" and f"{a!s}" == "S"
    assert f"{1} {2.5} {'s'} {True} {None}" == "1 2.5 s True None"


def test_relative_star_import_honours_all():
    # CPython: `from .inner import *` takes inner.__all__ only
    from brytorch_tests.brython import star_pkg
    assert star_pkg.public == 1
    assert not hasattr(star_pkg, "not_listed")
