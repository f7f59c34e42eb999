"""Core language and builtin behaviour torch's Python layer relies on."""
import enum

from brytorch_testing import raises


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


def test_descriptor_slots_accept_any_callable():
    # `__get__`/`__set__` set to a callable object (CPython's test_dataclasses sets Mocks) are
    # called as CPython's slot functions call them (overlay 506). The values below are
    # CPython 3.13's: __get__ unbound with (descriptor, instance or None, owner); __set__
    # without the descriptor when it has no __get__ of its own, bound through it otherwise.
    import functools

    class Recorder:
        def __init__(self):
            self.calls = []

        def __call__(self, *args):
            self.calls.append(tuple(type(a).__name__ for a in args))
            return 42

    class D:
        pass

    D.__set__ = Recorder()
    D.__get__ = Recorder()

    class C:
        i = D()

    c = C()
    c.i = 5
    assert D.__set__.calls == [("C", "int")]
    assert (c.i, C.i) == (42, 42)
    assert D.__get__.calls == [("D", "C", "type"), ("D", "NoneType", "type")]

    class Binder:
        def __init__(self):
            self.log = []

        def __get__(self, obj, owner=None):
            return lambda target, value: self.log.append((type(obj).__name__, type(target).__name__, value))

        def __call__(self, *args):
            raise AssertionError("called unbound")

    binder = Binder()

    class F:
        pass

    F.__set__ = binder

    class G:
        j = F()

    G().j = 7
    assert binder.log == [("F", "G", 7)]

    class H:
        __get__ = functools.partial(lambda tag, d, obj, owner: (tag, obj is None, owner.__name__), "p")

    class K:
        h = H()

    assert (K().h, K.h) == (("p", False, "K"), ("p", True, "K"))


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

    def grab():
        # (nested scopes: overlay 409 drops `kept_in_frame` from the locals when this returns;
        # f_locals taken before that still shows it, as CPython 3.13's does)
        kept_in_frame = [1]
        helper = lambda: 0
        return sys._getframe().f_locals

    assert grab()["kept_in_frame"] == [1] and callable(grab()["helper"])


def test_bound_method_doc_is_its_functions():
    # Overlay 417; expected values from CPython 3.13.
    import types
    import unittest

    class T(unittest.TestCase):
        def test_plain(self):
            pass

        def test_documented(self):
            "First line.\n\n    More."

    assert T("test_plain").test_plain.__doc__ is None
    assert T("test_documented").test_documented.__doc__.startswith("First line.")
    assert T("test_plain").shortDescription() is None
    assert T("test_documented").shortDescription() == "First line."
    assert types.MethodType.__doc__ == "Create a bound instance method object."
    assert getattr(T("test_plain").test_plain, "__doc__", "x") is None


def test_dict_display_unpacks_mappings():
    # Overlay 537; expected values from CPython 3.13.
    import collections

    class Mapping:
        def keys(self):
            return ["a", "b"]

        def __getitem__(self, key):
            return key * 2

    class KeysIgnored(dict):   # dict's own iteration: its storage is read
        def keys(self):
            return ["z"]

    class OwnIteration(dict):
        def __iter__(self):
            return iter(["q"])

        def keys(self):
            return ["q"]

        def __getitem__(self, key):
            return 7

    assert {"x": 1, **Mapping(), "a": 0} == {"x": 1, "a": 0, "b": "bb"}
    assert {**collections.OrderedDict(a=1), 2: 3} == {"a": 1, 2: 3}
    assert {**KeysIgnored(a=1)} == {"a": 1} and {**OwnIteration(a=1)} == {"q": 7}
    for bad, name in (([], "list"), (5, "int"), ([(1, 2)], "list")):
        try:
            {**bad}
        except TypeError as e:
            assert str(e) == f"'{name}' object is not a mapping", str(e)
        else:
            raise AssertionError(f"{{**{bad!r}}} did not raise")


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


# Module-level comprehensions (overlay 375's test below): their variables stay inside.
_comprehension_result = [_leak_a for _leak_a, _leak_b in [(1, 2), (3, 4)]]
_comprehension_dict = {_leak_k: _leak_v for _leak_k, _leak_v in [(1, 2)]}
_comprehension_seen_name = "_leak_a" in globals() or "_leak_k" in globals()


def test_comprehension_variables_do_not_leak():
    # CPython: comprehension targets are local to the comprehension; a name bound before
    # keeps its value
    assert _comprehension_result == [1, 3] and _comprehension_dict == {1: 2}
    assert not _comprehension_seen_name
    assert not [k for k in globals() if k.startswith("_leak_")]
    x = "before"
    squares = [x * x for x in range(4)]
    assert x == "before" and squares == [0, 1, 4, 9]
    pairs = {(i, j) for i in range(2) for j, *rest in [(5, 6, 7)]}
    assert pairs == {(0, 5), (1, 5)}
    assert "i" not in locals() and "j" not in locals() and "rest" not in locals()
    namespace = {}
    exec("values = [item for item in (1, 2)]", namespace)
    assert "item" not in namespace and namespace["values"] == [1, 2]


def test_import_from_same_name_twice():
    # CPython: each name in the list is bound, whatever the other entries are
    from math import (sqrt, sqrt as root, floor, floor as round_down)
    assert sqrt is root and floor is round_down
    assert sqrt(4) == 2.0 and round_down(2.5) == 2


# At module level locals() and vars() are globals() (overlay 373's test below).
vars()["_bound_through_vars"] = 1
locals()["_bound_through_locals"] = 2
_module_locals_is_globals = locals() is globals()


def test_module_level_locals_is_globals():
    assert _module_locals_is_globals
    assert (_bound_through_vars, _bound_through_locals) == (1, 2)
    namespace = {}
    exec("locals()['x'] = 3\nsame = locals() is globals()", namespace)
    assert namespace["x"] == 3 and namespace["same"] is True

    def function():
        locals()["y"] = 4   # a function's locals() is a snapshot: no binding
        return "y" in globals()
    assert function() is False


def test_unary_operators_use_type_special_methods():
    # CPython: the method is looked up on the type and bound through its descriptor
    class One:
        @staticmethod
        def __neg__():
            return "static neg"

        @classmethod
        def __pos__(cls):
            return cls.__name__

        def __invert__(self):
            return type(self).__name__

        @staticmethod
        def __abs__():
            return "static abs"

    one = One()
    one.__neg__ = lambda: "instance attribute, ignored"
    assert (-one, +one, ~one, abs(one)) == ("static neg", "One", "One", "static abs")
    assert abs(-2) == 2 and abs(-1.5) == 1.5
    assert (-(-3), ~5, +2.5) == (3, -6, 2.5)
    for text, message in (("-'a'", "bad operand type for unary -: 'str'"),
                          ("~1.5", "bad operand type for unary ~: 'float'"),
                          ("+[1]", "bad operand type for unary +: 'list'"),
                          ("abs('a')", "bad operand type for abs(): 'str'"),
                          ("abs()", "abs() takes exactly one argument (0 given)")):
        try:
            eval(text)
        except TypeError as exc:
            assert str(exc) == message, str(exc)
        else:
            raise AssertionError(text + " must raise TypeError")


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


def test_init_subclass_is_an_implicit_classmethod():
    # CPython's type.__new__ makes a plain __init_subclass__ a classmethod.
    seen = []

    class A:
        def __init_subclass__(cls, **kw):
            seen.append((cls.__name__, kw))
            super().__init_subclass__()

    class B(A, x=1):
        pass

    B.__init_subclass__()
    assert seen == [("B", {"x": 1}), ("B", {})]
    assert type(A.__dict__["__init_subclass__"]) is classmethod

    from typing import Generic, NamedTuple, TypeVar
    T = TypeVar("T")

    class R(NamedTuple, Generic[T]):
        a: T

    assert R(1) == (1,) and R(a=2).a == 2 and repr(R(3)) == "R(a=3)"


def test_slots_naming_dict_give_instances_a_dict():
    # CPython 3.11 printed the same values for each.
    import functools

    class A:
        __slots__ = ("x", "__dict__")

        def __new__(cls):
            return object.__new__(cls)

    class B(A):
        __slots__ = ("z",)

    a = A()
    assert hasattr(a, "__dict__") and a.__dict__ == {}
    a.y = 1
    assert vars(a) == {"y": 1}
    b = B()
    b.q = 5
    b.z = 6
    assert b.__dict__ == {"q": 5} and b.z == 6
    p = functools.partial(int, base=2)
    assert p.__dict__ == {} and p("101") == 5
    p.note = "n"
    assert vars(p) == {"note": "n"}
    fresh = A()
    fresh.__dict__ = {"k": 1}   # set before any attribute made the dict (copy.deepcopy does)
    assert fresh.k == 1 and vars(fresh) == {"k": 1}

    def f(x, y):
        return x + y

    q = functools.update_wrapper(functools.partial(f, 1), f)
    assert q.__name__ == "f" and q.__wrapped__ is f and q(2) == 3
    import copy
    c = copy.deepcopy(functools.partial(f, 1))
    assert c(2) == 3 and vars(c) == {}


def test_slots_below_a_class_without_slots():
    # CPython 3.11: the base's instances have a __dict__ and the slotted subclass keeps it
    import weakref

    class A:
        def __init__(self):
            self.x = 1

    class B(A):
        __slots__ = ("y",)

    b = B()
    b.y = 2
    assert (b.x, b.y, b.__dict__) == (1, 2, {"x": 1})

    class Ref(weakref.ref):   # the shape of torch.utils.weak.WeakIdRef
        __slots__ = ["_id"]

        def __init__(self, key, callback=None):
            self._id = id(key)
            super().__init__(key, callback)

    key = A()
    r = Ref(key)
    assert r() is key and r._id == id(key)

    class S:
        __slots__ = ("a",)

    class T(S):
        __slots__ = ("b",)
    try:
        T().c = 1
    except AttributeError:
        pass
    else:
        raise AssertionError("T has no __dict__ (every class of its MRO has __slots__)")


def test_slots_instance_has_no_dict():
    import functools

    class S:
        __slots__ = ("a",)

    class WithDict:
        pass

    s = S()
    assert not hasattr(s, "__dict__") and getattr(s, "__dict__", "default") == "default"
    try:
        s.__dict__ = {}
    except AttributeError as exc:
        assert str(exc) == "'S' object has no attribute '__dict__'"
    else:
        raise AssertionError("a __dict__ was set on a slotted instance")
    w = WithDict()
    w.x = 1
    assert w.__dict__ == {"x": 1}

    def f():
        pass

    assert functools.update_wrapper(f, s) is f


def test_from_import_keeps_the_submodule_error():
    # CPython: the submodule's own failing import propagates; a missing submodule is
    # "cannot import name" (an ImportError, not a ModuleNotFoundError).
    try:
        from brytorch_tests.brython.import_pkg import needs_missing  # noqa: F401
    except ModuleNotFoundError as exc:
        assert exc.name == "no_such_module_for_brytorch_tests", exc.name
    else:
        raise AssertionError("the failing submodule imported")
    try:
        from brytorch_tests.brython.import_pkg import no_such_submodule  # noqa: F401
    except ImportError as exc:
        assert type(exc) is ImportError and "cannot import name 'no_such_submodule'" in str(exc), repr(exc)
    else:
        raise AssertionError("a missing submodule imported")


def test_import_error_attributes():
    e = ImportError("x", name="y", path="p")
    assert (e.name, e.path, e.msg, e.args) == ("y", "p", "x", ("x",))
    e = ImportError("a", "b")
    assert (e.name, e.path, e.msg) == (None, None, None)
    try:
        import no_such_module_for_brytorch_tests_2  # noqa: F401
    except ModuleNotFoundError as exc:
        assert exc.name == "no_such_module_for_brytorch_tests_2" and exc.path is None
    else:
        raise AssertionError("a missing module imported")


def test_parameter_named_b_underscore():
    # CPython: a parameter may be called b_ (test_binary_ufuncs' _test_logical has a_ and b_);
    # builtins stay reachable inside the function, by position, keyword and default.
    def f(a_, b_):
        return list(a_) + list(b_), len(b_)

    def g(b_, c=1):
        return getattr(b_, "upper")() * c

    def h(b_, *, k=2):
        return [b_] * k

    class C:
        def m(self, b_):
            return isinstance(b_, int)

    assert f([1], [2, 3]) == ([1, 2, 3], 2)
    assert f([1], b_=[2]) == ([1, 2], 1)
    assert g("ab") == "AB" and g("a", 3) == "AAA"
    assert h(5) == [5, 5] and C().m(4) is True
    assert (lambda b_: str(b_))(7) == "7"


def test_nonlocal_in_function_defined_in_try():
    # CPython 3.11: a function defined inside try (as torch._dynamo.bytecode_transformation
    # has) rebinds its enclosing function's variable; compiled at a module's top level, as
    # in that module.
    source = (
        "def outer():\n"
        "    count = 0\n"
        "    try:\n"
        "        def step():\n"
        "            nonlocal count\n"
        "            count += 1\n"
        "            return count\n"
        "        step()\n"
        "        step()\n"
        "    finally:\n"
        "        count += 10\n"
        "    return count\n"
    )
    namespace = {}
    exec(compile(source, "<nonlocal in try>", "exec"), namespace)
    assert namespace["outer"]() == 12


def test_import_from_submodule_of_non_package():
    # CPython 3.11's errors, in both import forms.
    for stmt, parent in (("from sys._bt_nope import x", "sys"), ("import sys._bt_nope", "sys")):
        name = stmt.split()[1]
        try:
            exec(stmt)
        except ModuleNotFoundError as e:
            assert str(e) == f"No module named '{name}'; '{parent}' is not a package", str(e)
            assert e.name == name
        else:
            raise AssertionError("no ModuleNotFoundError")


def test_annotated_private_attribute_is_mangled():
    # CPython 3.11: `self.__x: T = v` binds _Class__x, as `self.__y = v` binds _Class__y
    # (hypothesis's ExampleRecord, used by every @given test); leading underscores of the
    # class name are dropped, and names ending in __ are not mangled.
    class _Record:
        def __init__(self):
            self.__labels: dict = {}
            self.__count = 0
            self.__dunder__: int = 5
            self.public: int = 1

        def read(self):
            return self.__labels, self.__count

    r = _Record()
    assert r.read() == ({}, 0)
    assert sorted(vars(r)) == ["_Record__count", "_Record__labels", "__dunder__", "public"]


def test_exec_adds_only_the_defined_names():
    # CPython 3.11: exec into a copy of a module's globals adds the names the code binds
    # and no internal key (torch.fx's AST rewriter counts them); annotations still work.
    import ast
    import copy
    import html.parser as some_module
    namespace = copy.copy(some_module.__dict__)
    before = set(namespace)
    exec(compile(ast.fix_missing_locations(ast.parse("def forward(x):\n    return x\n")), "", "exec"), namespace)
    added = set(namespace) - before
    assert added == {"forward"} and "$annotations" not in list(namespace), sorted(added)
    assert "__builtins__" in vars(some_module) and callable(namespace["forward"].__builtins__["len"]
                                                            if isinstance(namespace["forward"].__builtins__, dict)
                                                            else namespace["forward"].__builtins__.len)
    fresh = {}
    exec("y = 1\n", fresh)
    assert sorted(k for k in fresh if k not in ("__builtins__", "__doc__", "__file__", "__name__")) == ["y"]
    annotated = {}
    exec("z: int = 2\n", annotated)
    assert annotated["z"] == 2 and annotated["__annotations__"] == {"z": int}
    module_like = {"__name__": "mymod", "__file__": "f.py", "__doc__": "d"}
    exec("x = __name__\n", module_like)
    assert (module_like["x"], module_like["__file__"], module_like["__doc__"]) == ("mymod", "f.py", "d")
    exec("'new doc'\n", module_like)
    assert module_like["__doc__"] == "new doc"


def test_compile_ast_with_annotated_parameters():
    # CPython 3.11: a tree from ast.parse compiles with its annotations' values
    # (torch.fx's AST rewriter compiles rewritten functions this way).
    import ast
    source = "def f(x: int, *, y: 'str' = 'a') -> float:\n    return x * 2\n"
    namespace = {}
    exec(compile(ast.parse(source), "<ast>", "exec"), namespace)
    f = namespace["f"]
    assert f(3) == 6 and f.__annotations__ == {"x": int, "y": "str", "return": float}


def _closure_maker():
    count = 5

    def read(x, y=2, *rest, k: int = 3, **extra):
        "doc"
        return x + y + count + GLOBAL_FOR_CLOSURES + len(rest) + k + len(extra)

    def bump():
        nonlocal count
        count += 1

    return read, bump


GLOBAL_FOR_CLOSURES = 100


def test_double_star_of_dict_subclasses_and_mappings():
    # CPython 3.13's values: ** reads a dict subclass through dict's own items unless it
    # overrides __iter__, any other mapping through keys() and [key].
    import collections

    def f(**kw):
        return kw

    def g(a, b=0):
        return a, b

    class D(dict):
        pass

    class KeysOverridden(dict):
        def keys(self):
            return ["b"]

        def __getitem__(self, key):
            return 7

    class IterOverridden(dict):
        def __iter__(self):
            return iter(["z"])

        def keys(self):
            return ["z"]

        def __getitem__(self, key):
            return 9

    class Mapping:
        def keys(self):
            return ["a", "b"]

        def __getitem__(self, key):
            return key * 2

    assert f(**D(a=1)) == {"a": 1} and f(**collections.OrderedDict(b=2)) == {"b": 2}
    assert f(**KeysOverridden(a=1)) == {"a": 1}
    assert f(**IterOverridden(a=1)) == {"z": 9}
    assert g(**Mapping()) == ("aa", "bb") and g(**D(a=5)) == (5, 0)
    assert f(x=1, **D(y=2), **{"z": 3}) == {"x": 1, "y": 2, "z": 3}
    try:
        f(**[1])
    except TypeError as e:
        assert "argument after ** must be a mapping, not list" in str(e), str(e)
    else:
        raise AssertionError("no TypeError")


def test_lambda_binds_no_name():
    # CPython 3.13: a lambda expression adds no name to the namespace it is evaluated in.
    class C:
        def m(self, f=lambda x: x):
            return f(3)

        y = (lambda: 1)()
        g = lambda self: 2   # noqa: E731 (an assignment binds g, the lambda nothing)

    assert sorted(n for n in C.__dict__ if not n.startswith("__")) == ["g", "m", "y"]
    assert C().m() == 3 and C().g() == 2 and C.g.__name__ == "<lambda>"

    def outer(a):
        k = (lambda: a + 1)()
        fact = lambda n: 1 if n <= 1 else n * fact(n - 1)   # noqa: E731
        nested = (lambda x: (lambda y: x + y))(10)(5)
        return sorted(locals()), k, fact(5), nested, [(lambda i=i: i)() for i in range(3)]

    assert outer(1) == (["a", "fact", "k", "nested"], 2, 120, 15, [0, 1, 2])
    assert not [n for n in globals() if n.startswith("lambda_")]


def test_nonlocal_in_a_nested_block():
    # CPython 3.13: `nonlocal` inside an if, for, while, with or try body declares the name
    # for the whole function (torch.fx's ShapeProp sets its flag this way).
    import contextlib

    def outer(items):
        found = False
        count = 0
        seen = []
        last = None

        def visit(obj):
            if isinstance(obj, int):
                nonlocal found
                found = True
            for _ in range(1):
                while True:
                    with contextlib.nullcontext():
                        try:
                            nonlocal count
                            count += 1
                        finally:
                            pass
                    break
            else:
                nonlocal last
                last = obj
            seen.append(obj)
            return obj

        for item in items:
            visit(item)
        return found, count, last, seen

    assert outer(["a", 1]) == (True, 2, 1, ["a", 1])
    assert outer(["a"]) == (False, 1, "a", ["a"])


def test_class_cell_of_a_method():
    # CPython 3.13: a method that uses super() or __class__ has a `__class__` cell holding its
    # class (torch.jit reads the closure of every method of a class it compiles).
    class A:
        def __init__(self):
            super().__init__()

        def g(self):
            return __class__

        def h(self):
            def inner():
                return __class__
            return inner

        @staticmethod
        def plain(x):
            return x

    assert A.__init__.__code__.co_freevars == ("__class__",)
    assert A.__init__.__closure__[0].cell_contents is A
    assert A.g.__closure__[0].cell_contents is A and A().g() is A
    inner = A().h()
    assert inner.__code__.co_freevars == ("__class__",) and inner.__closure__[0].cell_contents is A
    assert A.plain.__closure__ is None


def test_annotations_of_a_class_annotate_function():
    # CPython 3.13/3.14: every routine in an annotated class's __dict__ has a dict of
    # annotations and a signature (torch.jit reads both for each of them; Brython's class
    # __dict__ also holds the class's `__annotate__` function, under `__annotate_func__`).
    import inspect

    class Foo:
        i: int

        def __init__(self, i: int):
            self.i = i

    routines = [getattr(Foo, n) for n in Foo.__dict__ if inspect.isroutine(getattr(Foo, n))]
    assert Foo.__init__ in routines
    for f in routines:
        assert isinstance(getattr(f, "__annotations__", None), dict)
        inspect.signature(f)
    assert Foo.__init__.__annotations__ == {"i": int} and Foo.__annotations__ == {"i": int}


def test_setattr_through_a_descriptor():
    # CPython 3.13: a class's __setattr__ that is a descriptor but not a function (pybind11
    # binds torch._C.ScriptModule's as an instancemethod) is bound to the instance through its
    # __get__; one that is not a descriptor is called without the instance.
    log = []

    class Binder:
        def __get__(self, obj, owner=None):
            def set_(name, value):
                log.append((type(obj).__name__, name, value))
                object.__setattr__(obj, name, value)
            return set_

    class C:
        __setattr__ = Binder()

    c = C()
    c.x = 1
    setattr(c, "y", 2)
    assert (c.x, c.y) == (1, 2) and log == [("C", "x", 1), ("C", "y", 2)]

    class Plain:
        def __call__(self, *args):
            log.append(args)

    class D:
        __setattr__ = Plain()

    d = D()
    d.z = 3
    assert log[-1] == ("z", 3) and not hasattr(d, "z")


def test_closure_of_a_method_of_a_class_in_a_function():
    # CPython 3.13: a method of a class defined in a function closes over that function's
    # variables (torch.jit reads the closure of every method of a class it compiles).
    def make(k):
        class A:
            @staticmethod
            def f(a):
                return A, a + k

            def g(self):
                class B:
                    def h(self):
                        return k, A
                return B

        return A

    def closure(f):
        return dict(zip(f.__code__.co_freevars, (c.cell_contents for c in f.__closure__)))

    A = make(10)
    assert closure(A.f) == {"A": A, "k": 10}
    B = A().g()
    assert closure(B.h) == {"A": A, "k": 10} and B().h() == (10, A)


def test_function_code_object_identity():
    # CPython 3.13: a function has one code object; assigning __code__ keeps the object given.
    def f(a, b=1, *c, d, **e):
        return a

    def g(x):
        return x + 1

    code = f.__code__
    assert f.__code__ is code and f.__code__ == code
    assert code.co_name == "f" and code.co_varnames[:5] == ("a", "b", "d", "c", "e")
    assert code.co_argcount == 2 and code.co_kwonlyargcount == 1
    cache = {code: "f"}
    assert cache.get(f.__code__) == "f"
    f.__name__ = "renamed"
    assert f.__code__.co_name == "f"   # the code keeps its compile-time name
    g_code = g.__code__
    f.__code__ = g_code
    assert f.__code__ is g_code
    import sys
    assert sys._getframe().f_code is sys._getframe().f_code


def test_function_closure_cells():
    # CPython 3.11: __closure__ holds the function's live cells, the same tuple each time;
    # a cell reads the variable now and writing it changes the variable.
    import types
    read, bump = _closure_maker()
    cells = read.__closure__
    assert cells is read.__closure__ and len(cells) == 1 and cells[0].cell_contents == 5
    bump()
    assert cells[0].cell_contents == 6 and read(1) == 112
    cells[0].cell_contents = 50
    assert read(1) == 156
    assert (lambda: 0).__closure__ is None and read.__code__.co_freevars == ("count",)

    def deep():
        a = 1

        def mid():
            b = 2

            def inner():
                return a + b
            return inner
        return mid()

    assert [c.cell_contents for c in deep().__closure__] == [1, 2]
    assert isinstance(cells[0], types.CellType)


def test_function_type_from_code():
    # CPython 3.11: FunctionType(code, globals, name, argdefs, closure) is the code as a
    # function of those globals (torch.fx's AST rewriter re-makes rewritten functions so).
    import types
    read, bump = _closure_maker()
    globals_ = {"GLOBAL_FOR_CLOSURES": 1000, "__name__": "mymod", "len": len}
    copy = types.FunctionType(read.__code__, globals_, "renamed", (10,), read.__closure__)
    assert type(copy) is types.FunctionType and copy.__globals__ is globals_
    assert (copy.__name__, copy.__module__, copy.__defaults__, copy.__kwdefaults__) == ("renamed", "mymod", (10,), None)
    assert copy.__annotations__ == {} and copy.__closure__ is read.__closure__
    try:
        copy(1)
    except TypeError as e:
        assert "missing 1 required keyword-only argument: 'k'" in str(e), str(e)
    else:
        raise AssertionError("a keyword-only argument without a default was not required")
    copy.__kwdefaults__ = {"k": 4}
    assert copy(1) == 1 + 10 + 5 + 1000 + 4 and copy(1, 2, 3, k=1, z=2) == 1 + 2 + 5 + 1000 + 1 + 1 + 1
    bump()   # the copy shares the original's cells
    assert copy(1) == read(1, 10, k=4) - 100 + 1000
    by_keyword = types.FunctionType(read.__code__, globals_, name="kw", argdefs=(20,), closure=read.__closure__)
    assert (by_keyword.__name__, by_keyword.__defaults__) == ("kw", (20,))
    fresh = types.FunctionType(read.__code__, {"GLOBAL_FOR_CLOSURES": 0, "len": len}, None, None, (types.CellType(7),))
    assert (fresh(1, 1, k=0), fresh.__name__, fresh.__module__) == (9, "read", None)
    fresh.__closure__[0].cell_contents = 8
    assert fresh(1, 1, k=0) == 10
    bad = [((read.__code__, 1), TypeError, "function() argument 'globals' must be dict, not int"),
           ((read.__code__, {}, 3), TypeError, "arg 3 (name) must be None or string"),
           ((read.__code__, {}, None, [1]), TypeError, "arg 4 (defaults) must be None or tuple"),
           ((read.__code__, {}), TypeError, "arg 5 (closure) must be tuple"),
           ((read.__code__, {}, None, None, (1, 2)), ValueError, "read requires closure of length 1, not 2"),
           ((read.__code__, {}, None, None, [types.CellType(1)]), TypeError, "arg 5 (closure) must be None or tuple"),
           ((read.__code__, {}, None, None, (1,)), TypeError, "arg 5 (closure) expected cell, found int")]
    for args, error, message in bad:
        try:
            types.FunctionType(*args)
        except error as e:
            assert str(e) == message, (str(e), message)
        else:
            raise AssertionError(f"FunctionType{args!r} did not raise")


def _qualname_maker():
    def f():
        pass

    g = lambda: 0  # noqa: E731

    class C:
        def m(self):
            pass

        class D:
            def n(self):
                pass

        h = f
        k = lambda self: 1  # noqa: E731

    class E:
        __qualname__ = "Custom"

    async def af():
        pass

    return f, g, C, E, af


class _QualnameTop:
    def m(self):
        def inner():
            pass
        return inner

    class Inner:
        def z(self):
            pass


def test_qualified_names():
    # CPython 3.11 (PEP 3155): enclosing classes by name, enclosing functions as
    # 'name.<locals>'; a class body's own __qualname__ wins; a class does not rename the
    # functions it holds; repr() of a class shows module and qualname.
    f, g, C, E, af = _qualname_maker()
    maker = "_qualname_maker.<locals>."
    assert (f.__qualname__, g.__qualname__, af.__qualname__) == (maker + "f", maker + "<lambda>", maker + "af")
    assert (C.__qualname__, C.m.__qualname__, C.D.__qualname__, C.D.n.__qualname__) == (
        maker + "C", maker + "C.m", maker + "C.D", maker + "C.D.n")
    assert (C.h.__qualname__, C.k.__qualname__, E.__qualname__) == (maker + "f", maker + "C.<lambda>", "Custom")
    assert (_QualnameTop.m.__qualname__, _QualnameTop().m().__qualname__, _QualnameTop.Inner.z.__qualname__) == (
        "_QualnameTop.m", "_QualnameTop.m.<locals>.inner", "_QualnameTop.Inner.z")
    assert f.__code__.co_qualname == maker + "f" and C.m.__code__.co_qualname == maker + "C.m"
    assert repr(C) == f"<class '{__name__}.{maker}C'>" and repr(int) == "<class 'int'>"
    try:
        type("Bad", (), {"__qualname__": 3})
    except TypeError as e:
        assert str(e) == "type __qualname__ must be a str, not int", str(e)
    else:
        raise AssertionError("a non-str __qualname__ was accepted")


def test_class_body_module():
    # CPython 3.11: a class keeps the __module__ its body set (overlay 440)
    class A:
        __module__ = "custom"
        x = 1

    class B:
        def f(self):
            pass
        __module__ = "late"

    class C:
        pass

    class E(A):
        pass

    assert (A.__module__, repr(A)) == ("custom", "<class 'custom.test_class_body_module.<locals>.A'>")
    assert (B.__module__, B.f.__module__) == ("late", __name__)
    assert C.__module__ == __name__ and E.__module__ == __name__


def test_final_base_message_names_module():
    # CPython 3.11 names a class that refuses subclasses by its tp_name: module-qualified
    # outside builtins (torch.FloatTensor in PyTorch's test_subclass_tensors).
    import datetime
    import types
    for base, name in ((bool, "bool"), (type(None), "NoneType"), (types.FunctionType, "function"),
                       (datetime.timezone, "datetime.timezone")):
        try:
            class Sub(base):
                pass
        except TypeError as e:
            assert str(e) == f"type '{name}' is not an acceptable base type", str(e)
        else:
            raise AssertionError(f"{name} accepted a subclass")


def test_frame_lasti_gives_the_current_line():
    # CPython 3.11: inspect.getframeinfo(frame).lineno is the line the frame is running,
    # found from f_lasti in f_code.co_positions().
    import inspect

    def where():
        frame = inspect.currentframe()
        return inspect.getframeinfo(frame).lineno, frame.f_lineno

    first = inspect.currentframe().f_code.co_firstlineno
    here = inspect.getframeinfo(inspect.currentframe()).lineno
    assert here - first == 10, (here, first)
    line, f_lineno = where()
    assert line == f_lineno == first + 7, (line, f_lineno, first)
    assert inspect.stack()[0].lineno - first == 14


def test_call_through_class_call_object():
    # CPython 3.11 (slot_tp_call): a class-level __call__ that is a descriptor is bound to the
    # instance through __get__; a plain callable object without __get__ gets no instance.
    class Binder:
        def __get__(self, obj, cls=None):
            return lambda *args: ("bound", obj.name) + args

        def __call__(self, *args):
            return ("unbound",) + args

    class Plain:
        def __call__(self, *args):
            return ("plain",) + args

    class A:
        name = "a"
    A.__call__ = Binder()
    assert A()(1, 2) == ("bound", "a", 1, 2)

    class B:
        pass
    B.__call__ = Plain()
    assert B()(3) == ("plain", 3)


def test_getattr_default_for_raising_getsets():
    # CPython 3.13: any AttributeError of the lookup gives getattr's default.
    assert getattr(type, "__abstractmethods__", None) is None
    assert hasattr(type, "__abstractmethods__") is False
    assert getattr(int, "__abstractmethods__", 4) == 4
    try:
        type.__abstractmethods__
    except AttributeError:
        pass
    else:
        raise AssertionError("no AttributeError without a default")
    import abc

    class A(abc.ABC):
        @abc.abstractmethod
        def f(self):
            pass

    assert getattr(A, "__abstractmethods__", 5) == frozenset({"f"})

    class P:
        @property
        def x(self):
            raise AttributeError("nope")

        @property
        def y(self):
            raise KeyError("other")

    assert getattr(P(), "x", 1) == 1 and hasattr(P(), "x") is False
    try:
        getattr(P(), "y", 2)
    except KeyError:
        pass
    else:
        raise AssertionError("a KeyError is not replaced by the default")
    names = [n for n in type.__dict__ if getattr(type, n, None) is not None]
    assert "__abstractmethods__" not in names and "mro" in names


def test_metaclass_getattribute_with_default():
    # CPython 3.11: getattr's default and hasattr apply when a metaclass's __getattribute__
    # raises AttributeError; present attributes come through it.
    class Meta(type):
        def __getattribute__(cls, name):
            return super().__getattribute__(name)

    class C(metaclass=Meta):
        x = 1

    assert getattr(C, "__parameters__", "default") == "default"
    assert hasattr(C, "missing") is False and C.x == 1

    class Meta2(type):
        def __getattr__(cls, name):
            if name == "virtual":
                return "from __getattr__"
            raise AttributeError(name)

    class D(metaclass=Meta2):
        pass

    assert getattr(D, "__parameters__", "default") == "default"
    assert D.virtual == "from __getattr__"


def test_class_type_params():
    # CPython 3.13: a class without type parameters (and every builtin type) has
    # __type_params__ == (); setting stores it in the class dict; deleting is refused.
    import annotationlib
    import dataclasses
    import types

    class A:
        pass

    assert A.__type_params__ == () and int.__type_params__ == () and type.__type_params__ == ()
    assert "__type_params__" not in A.__dict__
    A.__type_params__ = (int,)
    assert A.__type_params__ == (int,) and A.__dict__["__type_params__"] == (int,)
    for stmt, message in [("int.__type_params__ = ()", "cannot set '__type_params__' attribute of immutable type 'int'"),
                          ("del A.__type_params__", "cannot delete '__type_params__' attribute of immutable type 'A'")]:
        try:
            exec(stmt, {"A": A})
        except TypeError as exc:
            assert str(exc) == message, str(exc)
        else:
            raise AssertionError(f"{stmt} did not raise")

    # What the undefined value broke: FORWARDREF annotations naming a missing attribute.
    mod = types.ModuleType("mod")

    @dataclasses.dataclass
    class B:
        x: mod.Missing = 1

    assert repr(B()) == "test_class_type_params.<locals>.B(x=1)", repr(B())
    ref = annotationlib.get_annotations(B, format=annotationlib.Format.FORWARDREF)["x"]
    assert isinstance(ref, annotationlib.ForwardRef) and ref.__forward_arg__ == "mod.Missing"


def test_module_getattr_error_keeps_its_message():
    # CPython 3.13: the AttributeError a module's __getattr__ raises propagates as it is
    # (numpy's removed aliases explain themselves so); a default still applies.
    import types
    mod = types.ModuleType("mod")

    def module_getattr(name):
        if name == "old":
            raise AttributeError("`mod.old` was removed; use `mod.new`")
        if name == "found":
            return 42
        raise AttributeError(f"module 'mod' has no attribute {name!r}")
    mod.__getattr__ = module_getattr
    for expr in [lambda: mod.old, lambda: getattr(mod, "old")]:
        try:
            expr()
        except AttributeError as exc:
            assert str(exc) == "`mod.old` was removed; use `mod.new`", str(exc)
        else:
            raise AssertionError("no AttributeError")
    assert mod.found == 42 and getattr(mod, "old", "default") == "default" and not hasattr(mod, "old")
    try:
        mod.other
    except AttributeError as exc:
        assert str(exc) == "module 'mod' has no attribute 'other'"


def test_module_attribute_error_message():
    # CPython 3.13's wording, with name and obj set.
    import os
    import types

    mod = types.ModuleType("mod")
    for module, name, message in [(mod, "Missing", "module 'mod' has no attribute 'Missing'"),
                                  (os, "missing", "module 'os' has no attribute 'missing'")]:
        try:
            getattr(module, name)
        except AttributeError as exc:
            assert str(exc) == message and exc.name == name and exc.obj is module, str(exc)
        else:
            raise AssertionError("no AttributeError")
        assert getattr(module, name, "default") == "default" and not hasattr(module, name)
    del mod.__dict__["__name__"]
    try:
        mod.x
    except AttributeError as exc:
        assert str(exc) == "module has no attribute 'x'", str(exc)
    else:
        raise AssertionError("no AttributeError")


def test_for_over_a_list_that_changes():
    # CPython 3.13: the list iterator reads the length at each step (sympy's Add.flatten
    # extends the list it iterates with a nested sum's terms).
    seen = []
    items = [1, 2]
    for x in items:
        if x == 1:
            items.extend([3, 4])
        seen.append(x)
    assert seen == [1, 2, 3, 4]
    seen = []
    items = [1, 2, 3, 4]
    for x in items:
        seen.append(x)
        if x == 1:
            del items[-1]
    assert seen == [1, 2, 3]
    assert [x for x in items] == [1, 2, 3] and list(items) == [1, 2, 3]

    class Sub(list):
        pass

    seen = []
    items = Sub([1])
    for x in items:
        if x < 3:
            items.append(x + 1)
        seen.append(x)
    assert seen == [1, 2, 3]


def test_class_getitem_gets_the_item_as_given():
    # CPython 3.13: a Python __class_getitem__ is an implicit classmethod called with the
    # subscript as given; a staticmethod one gets no class (torch.fx's TensorType[...]).
    class A:
        @staticmethod
        def __class_getitem__(*args):
            return args

    class B:
        def __class_getitem__(cls, item):
            return (cls.__name__, item)

    class C:
        @classmethod
        def __class_getitem__(cls, item):
            return (cls.__name__, item)

    class D(B):
        pass

    assert A[(1, 2)] == ((1, 2),) and A[1] == (1,) and A[1, 2] == ((1, 2),)
    assert B[1] == ("B", 1) and C[(1, 2)] == ("C", (1, 2)) and C["x"] == ("C", "x")
    assert D[3] == ("D", 3)
    assert list[int].__args__ == (int,) and dict[str, int].__args__ == (str, int)


def test_compile_constructed_ast():
    # CPython 3.13: compile() runs the tree as it is when compiled, built by hand or changed
    # after ast.parse (pytest compiles its -k expressions so; AST transformers change trees).
    import ast

    expression = ast.fix_missing_locations(ast.Expression(ast.BoolOp(
        ast.And(), [ast.Name("a", ast.Load()), ast.UnaryOp(ast.Not(), ast.Name("b", ast.Load()))])))
    assert eval(compile(expression, "<m>", "eval"), {"a": True, "b": False}) is True
    tree = ast.parse("x = 1 + 2")
    tree.body[0].value = ast.Constant(40)
    ast.fix_missing_locations(tree)
    namespace = {}
    exec(compile(tree, "<s>", "exec"), namespace)
    assert namespace["x"] == 40
    tree = ast.parse("1 + 2", mode="eval")
    tree.body.op = ast.Mult()
    code = compile(tree, "<s>", "eval")
    tree.body.op = ast.Sub()   # after compile: no effect on the code object
    assert eval(code) == 2
    # Constants that are None, Ellipsis, bytes or a tuple, in a changed tree (torch.fx's AST
    # rewriter compiles `if downsample is not None` so).
    tree = ast.parse("def f(d):\n    if d is not None:\n        return (d, ..., b'x')\n    return None\n")
    tree.body[0].name = "g"
    tree.body[0].body.append(ast.Return(ast.Constant((1, (2, None)))))
    ast.fix_missing_locations(tree)
    namespace = {}
    exec(compile(tree, "<s>", "exec"), namespace)
    assert namespace["g"](3) == (3, ..., b"x") and namespace["g"](None) is None


def test_operator_index():
    # CPython 3.13's results and messages.
    import operator

    class Plain:
        pass

    class Indexed:
        def __index__(self):
            return 7

    class Bad:
        def __index__(self):
            return 1.5

    on_instance = Plain()
    on_instance.__index__ = lambda: 3   # CPython looks on the type only
    assert operator.index(Indexed()) == 7 and operator.index(5) == 5
    assert operator.index(True) == 1 and type(operator.index(True)) is int
    for value, message in [(-0.5, "'float' object cannot be interpreted as an integer"),
                           (on_instance, "'Plain' object cannot be interpreted as an integer"),
                           (None, "'NoneType' object cannot be interpreted as an integer"),
                           (Bad(), "__index__ returned non-int (type float)")]:
        try:
            operator.index(value)
        except TypeError as exc:
            assert str(exc) == message and exc.__cause__ is None, str(exc)
        else:
            raise AssertionError("no TypeError")


def test_fstring_long_unicode_escapes():
    # CPython 3.13's values (overlay 492)
    i = 1
    got = (f"{i}: \u00e9\U0001F600", f"{i}\U0001F600\u00e9", f"{i}:\x41\U0001F600", f"{i}\\U0001F600",
           f"{i}\U000000e9", rf"{i}\U0001F600")
    assert got == ("1: \u00e9\U0001F600", "1\U0001F600\u00e9", "1:A\U0001F600", "1\\U0001F600", "1\u00e9",
                   "1\\U0001F600"), got
    assert [len(s) for s in got] == [5, 3, 4, 11, 2, 11]
    assert f"{i}\U0001F600x"[1:] == "\U0001F600x" and f"{i}\U0001F600x"[::-1] == "x\U0001F6001"
    emoji = "\U0001F600"
    assert (len(f"{i}{emoji}"), f"{emoji}{i}"[1], f"{emoji}{i}".find("1")) == (2, "1", 1)


def test_raise_sees_the_callers_handled_exception():
    # CPython 3.13 (overlay 493): the exception being handled is the thread's, not the frame's
    import sys

    def reraise():
        assert sys.exc_info()[0] is ZeroDivisionError
        raise

    def fail():
        raise ValueError("v")

    def handled_here_then_reraise():
        try:
            raise KeyError("k")
        except KeyError:
            pass
        raise   # the caller's exception again, once this frame's handler ended

    got = []
    for body in (reraise, fail, handled_here_then_reraise):
        try:
            try:
                1 / 0
            except ZeroDivisionError:
                body()
        except Exception as e:
            got.append((type(e).__name__, type(e.__context__).__name__))
    assert got == [("ZeroDivisionError", "NoneType"), ("ValueError", "ZeroDivisionError"),
                   ("ZeroDivisionError", "NoneType")], got
    try:
        raise
    except RuntimeError as e:
        assert str(e) == "No active exception to reraise"


def test_eval_with_a_read_only_mapping_as_locals():
    # pytest's -k/-m: eval(expr, {"__builtins__": {}}, MatcherAdapter(...)), a Mapping
    # without __setitem__. Values: CPython 3.13.
    from collections.abc import Mapping

    class ReadOnly(Mapping):
        def __init__(self, d):
            self.d = d

        def __getitem__(self, key):
            return self.d[key]

        def __iter__(self):
            return iter(self.d)

        def __len__(self):
            return len(self.d)

    names = ReadOnly({"a": 2, "b": 3})
    assert eval("a * b", {"__builtins__": {}}, names) == 6
    try:
        eval("zz", {"__builtins__": {}}, names)
    except NameError as e:
        assert str(e) == "name 'zz' is not defined"
    else:
        raise AssertionError("no NameError")
    try:
        exec("c = 1", {}, names)
    except TypeError as e:
        assert str(e) == "'ReadOnly' object does not support item assignment"
    else:
        raise AssertionError("no TypeError")

    class OnlyGetitem:
        def __getitem__(self, key):
            return 7

    assert eval("q + 1", {}, OnlyGetitem()) == 8


def test_argument_errors_name_the_qualified_name():
    # CPython 3.13's messages (overlay 509): a function's argument errors use __qualname__.
    class P:
        def __init__(self, x, y):
            pass

        def m(self, a, *, k):
            pass

    def f(a):
        pass

    def nested():
        def inner(b):
            pass
        return inner

    p, here = P.__qualname__, "test_argument_errors_name_the_qualified_name.<locals>"
    assert p == here + ".P"
    cases = [(lambda: P(), f"{p}.__init__() missing 2 required positional arguments: 'x' and 'y'"),
             (lambda: P(1, 2).m(k=0), f"{p}.m() missing 1 required positional argument: 'a'"),
             (lambda: P(1, 2).m(1, 2), f"{p}.m() takes 2 positional arguments but 3 were given"),
             (lambda: P(1, 2).m(1), f"{p}.m() missing 1 required keyword-only argument: 'k'"),
             (lambda: f(), f"{here}.f() missing 1 required positional argument: 'a'"),
             (lambda: f(1, b=2), f"{here}.f() got an unexpected keyword argument 'b'"),
             (lambda: nested()(), f"{here}.nested.<locals>.inner() missing 1 required positional argument: 'b'")]
    for call, message in cases:
        assert str(raises(TypeError, call)) == message
    assert (P.m.__name__, P.m.__qualname__) == ("m", p + ".m")   # the names themselves unchanged


def test_argument_binding_matches_cpython():
    # Python's binding of arguments to parameters (overlay 613 binds the ordinary calls from
    # per-function tables, the rest through brython.js's parser); the values are CPython 3.13's.
    def f(a, b=1, c=2):
        return a, b, c

    def kwonly(a, *, b, c=3):
        return a, b, c

    def star(a, *args, k=0, **kw):
        return a, args, k, kw

    def posonly(a, b=5, /, c=6, **kw):
        return a, b, c, kw

    assert f(0) == (0, 1, 2) and f(0, 9) == (0, 9, 2) and f(0, 9, 8) == (0, 9, 8)
    assert f(0, c=7) == (0, 1, 7) and f(c=7, a=0) == (0, 1, 7) and f(0, **{"b": 4}) == (0, 4, 2)
    assert kwonly(1, b=2) == (1, 2, 3) and kwonly(b=2, a=1, c=4) == (1, 2, 4)
    assert star(1) == (1, (), 0, {}) and star(1, 2, 3, k=4, z=5) == (1, (2, 3), 4, {"z": 5})
    assert star(a=1, **{"y": 2}) == (1, (), 0, {"y": 2})
    assert posonly(1) == (1, 5, 6, {}) and posonly(1, 2, c=3) == (1, 2, 3, {})
    assert posonly(1, a=7, b=8) == (1, 5, 6, {"a": 7, "b": 8})   # positional-only names go to **kw
    assert list(star(1, q=1, p=2, **{"o": 3})[3]) == ["q", "p", "o"]   # **kw keeps the call's order

    # Defaults changed after the definition are the ones used by the next call.
    f.__defaults__ = (10, 20)
    assert f(0) == (0, 10, 20)
    kwonly.__kwdefaults__ = {"b": 30, "c": 40}
    assert kwonly(1) == (1, 30, 40)
    f.__defaults__ = None
    assert str(raises(TypeError, lambda: f(0))).endswith("f() missing 2 required positional arguments: 'b' and 'c'")

    def g(a, b=1, *, k):
        return a, b, k

    messages = [(lambda: g(), "missing 1 required positional argument: 'a'"),
                (lambda: g(1), "missing 1 required keyword-only argument: 'k'"),
                (lambda: g(1, a=2, k=0), "got multiple values for argument 'a'"),
                (lambda: g(1, k=0, z=1), "got an unexpected keyword argument 'z'"),
                (lambda: posonly(), "missing 1 required positional argument: 'a'")]
    for call, tail in messages:
        error = raises(TypeError, call)
        assert tail in str(error), str(error)
    assert "takes from 1 to 2 positional arguments but 3" in str(raises(TypeError, lambda: g(1, 2, 3, k=0)))


def test_unpacking_a_non_iterable_says_so():
    # CPython 3.13's messages (overlay 510); an error raised by __iter__ itself passes as it is.
    class Bad:
        def __iter__(self):
            raise TypeError("inner")

    def unpack(value):
        a, b = value
        return a, b

    def unpack_starred(value):
        a, *b = value
        return a, b

    for call, value, message in ((unpack, 1, "cannot unpack non-iterable int object"),
                                 (unpack, None, "cannot unpack non-iterable NoneType object"),
                                 (unpack_starred, 5.0, "cannot unpack non-iterable float object"),
                                 (unpack, Bad(), "inner")):
        e = raises(TypeError, call, value)
        assert str(e) == message and e.__context__ is None, (str(e), e.__context__)
    assert unpack("ab") == ("a", "b") and unpack({1: 2, 3: 4}) == (1, 3)
    assert unpack_starred([1, 2, 3]) == (1, [2, 3])


def test_class_statement_error_leaves_the_frame_stack():
    # A class body or metaclass that raises must not leave its frame behind (overlay 512;
    # docs/brython-bugs.md bug 1). CPython 3.13: the else runs, names bind in their own frame.
    import enum

    class Suppress:
        def __enter__(self):
            return self

        def __exit__(self, *exc):
            return True

    def raising_body(items):
        with Suppress():
            class A:
                raise TypeError("raised in a class body")

    outcome = []
    try:
        raising_body(None)
    except Exception:
        outcome.append("except")
    else:
        outcome.append("else")

    def later_binding():
        raising_body(Suppress())     # raising_body's `items` is a Suppress object
        try:
            items = [1, 2]
        except Exception:
            pass
        return list(items)

    def metaclass_refuses():
        try:
            class Wrong(enum.Enum):
                mro = 9
        except ValueError as e:
            message = str(e)
        else:
            message = "else"
        return message

    assert outcome == ["else"]
    assert later_binding() == [1, 2]
    assert metaclass_refuses() == "invalid enum member name(s) 'mro'"


def test_dict_of_a_generator_keeps_the_frame_stack():
    # overlay 513 (docs/brython-bugs.md bug 2); values and messages from CPython 3.13.
    def gen(*items):
        yield from items

    outcome = []
    try:
        dict(gen(("k", 1)))
    except Exception:
        outcome.append("except")
    else:
        outcome.append("else")

    def later_binding():
        dict(gen(("k", 1)))
        try:
            x = 1
        except Exception:
            pass
        return x

    assert outcome == ["else"] and later_binding() == 1
    assert dict(gen(("a", 1), ["b", 2], "cd")) == {"a": 1, "b": 2, "c": "d"}
    for bad, error, message in (((("a", 1), 5), TypeError, "cannot convert dictionary update sequence element #1 to a sequence"),
                                ((("a", 1, 2),), ValueError, "dictionary update sequence element #0 has length 3; 2 is required")):
        assert str(raises(error, lambda: dict(gen(*bad)))) == message


def test_exec_of_one_source_in_different_namespaces():
    # CPython 3.13's values (overlay 013: exec and eval reuse the JavaScript of a source
    # compiled before for the same names): one source, namespaces that hold a name or not.
    src = "def f():\n    return q\nr = f() if 'q' in dir() else None\n"
    results = []
    for namespace in ({"q": 1}, {}, {"q": 2}, {}):
        exec(src, namespace)
        try:
            results.append(namespace["f"]())
        except NameError as e:
            results.append(str(e))
        namespace["q"] = 7
        results.append(namespace["f"]())
    assert results == [1, 7, "name 'q' is not defined", 7, 2, 7, "name 'q' is not defined", 7], results
    got = []
    for g, l in (({"q": 1}, {"q": 3}), ({"q": 1}, {}), ({"q": 1}, {"q": 3}), ({}, {"q": 4})):
        exec("r = q * 2", g, l)
        got.append(l["r"])
    assert got == [6, 2, 6, 8], got
    assert [eval("x + 1", {"x": v}) for v in (41, 1, 41)] == [42, 2, 42]
    assert [eval("x + y", {"x": 1}, {"y": v}) for v in (2, 3)] == [3, 4]
    for bad in ("x +", "x +"):
        raises(SyntaxError, lambda: exec(bad, {}))
    import dataclasses
    made = [dataclasses.make_dataclass("A", [("x", int), ("y", int, dataclasses.field(default=i))])
            for i in range(3)]
    assert [repr(cls(5)) for cls in made] == ["A(x=5, y=0)", "A(x=5, y=1)", "A(x=5, y=2)"]
    assert made[0](1) != made[1](1) and made[1](1, 2) == made[1](1, 2)


def test_frame_builtins_of_eval_with_a_builtins_dict():
    # CPython 3.13's values (overlay 518): f_builtins is the dict the globals name.
    import sys
    import traceback
    own_builtins = {}
    try:
        eval("undefined_xyz", {"__builtins__": own_builtins})
    except NameError as e:
        error = e
    tb = error.__traceback__
    while tb.tb_next is not None:
        tb = tb.tb_next
    assert tb.tb_frame.f_builtins is own_builtins
    text = "".join(traceback.format_exception(error))
    assert text.endswith("NameError: name 'undefined_xyz' is not defined\n"), text
    assert sys._getframe().f_builtins["len"]([1, 2]) == 2


class _MatchMapping:
    """A read-only mapping as eval's locals, as pytest's MatcherAdapter for `-k` expressions."""

    def __init__(self, matcher):
        self.matcher = matcher

    def __getitem__(self, key):
        return self.matcher(key)

    def __iter__(self):
        raise NotImplementedError()

    def __len__(self):
        raise NotImplementedError()


def _compiled_expression(tree):
    import ast
    return compile(ast.fix_missing_locations(ast.Expression(tree)), "<match expression>", "eval")


def test_eval_with_a_mapping_resolves_every_name():
    # CPython 3.13's values (overlay 014): names with a `$` prefix (which only a compiled AST
    # can hold) are looked up in the mapping; a KeyError falls through to the globals; any
    # other exception from __getitem__ propagates.
    import ast
    from collections.abc import Mapping

    class Adapter(_MatchMapping, Mapping):
        pass

    code = _compiled_expression(ast.Name("$seed", ast.Load()))
    assert [eval(code, {"__builtins__": {}}, Adapter(lambda k: k == want)) for want in ("$seed", "$x")] == [True, False]

    def missing(key):
        raise KeyError(key)

    assert eval(_compiled_expression(ast.Name("g", ast.Load())), {"g": 41}, Adapter(missing)) == 41

    def broken(key):
        raise ZeroDivisionError("from the mapping")

    assert str(raises(ZeroDivisionError, lambda: eval("undefined_here", {}, Adapter(broken)))) == "from the mapping"


def test_eval_of_a_compiled_expression_stores_nothing():
    # CPython 3.13's values (overlay 015): the value of a compiled expression is not stored in
    # the namespace (a read-only mapping as locals works; a dict gets no new key).
    import ast
    code = _compiled_expression(ast.BinOp(ast.Constant(40), ast.Add(), ast.Name("two", ast.Load())))
    assert eval(code, {}, _MatchMapping(lambda k: 2)) == 42
    namespace = {"two": 2}
    results = [eval(code, {}, namespace) for _ in range(3)]
    assert results == [42, 42, 42]
    # (brython.js still adds __file__, __name__ and __doc__ when the namespace lacks them)
    assert [k for k in namespace if not (k.startswith("__") and k.endswith("__"))] == ["two"], sorted(namespace)


def test_bool_ops_leave_no_name_in_the_namespace():
    # CPython 3.13's values (overlay 016).
    import ast
    namespace = {"a": 0, "b": 5}
    exec("c = not a and b\nd = a or b or 9", namespace)
    assert sorted(k for k in namespace if k != "__builtins__" and not k.startswith("__")) == ["a", "b", "c", "d"]
    assert (namespace["c"], namespace["d"]) == (5, 5)
    code = _compiled_expression(ast.BoolOp(ast.And(), [ast.UnaryOp(ast.Not(), ast.Name("$seed", ast.Load())),
                                                        ast.Name("$other", ast.Load())]))
    assert eval(code, {"__builtins__": {}}, _MatchMapping(lambda k: k == "$other")) is True
    assert "$test" not in globals() and "$test" not in dir()


def test_stopiteration_of_exhausted_iterators():
    # CPython 3.13's values (overlay 521)
    got = []

    def delegate():
        got.append((yield from iter([])))
        got.append((yield from map(str, [])))
        got.append((yield from returns(None)))
        got.append((yield from returns("")))
        got.append((yield from returns(5)))

    def returns(value):
        yield 1
        return value

    assert list(delegate()) == [1, 1, 1] and got == [None, None, None, "", 5]

    def stop(it):
        try:
            next(it)
        except StopIteration as e:
            return e.args, e.value, repr(e)
        raise AssertionError("no StopIteration")

    assert stop(iter([])) == ((), None, "StopIteration()")
    assert stop(map(str, [])) == ((), None, "StopIteration()")
    assert stop(iter(lambda: 1, 1)) == ((), None, "StopIteration()")
    g = returns(None)
    next(g)
    assert stop(g) == ((), None, "StopIteration()")
    assert stop(g) == ((), None, "StopIteration()")
    g = returns(7)
    next(g)
    assert stop(g) == ((7,), 7, "StopIteration(7)")
    g = returns("")
    next(g)
    assert stop(g) == (("",), "", "StopIteration('')")
    e = StopIteration(3, 4)
    assert e.args == (3, 4) and e.value == 3


def test_for_loops_over_iterators_and_generators():
    # CPython 3.13's values (overlay 522: loops read builtin iterators' slots and resume
    # generators without StopIteration)
    d = {"a": 1, "b": 2, "c": 3}
    assert [k for k in d] == ["a", "b", "c"]
    got = []
    for k, v in d.items():
        got.append(k + str(v))
    for v in d.values():
        got.append(v)
    for i, ch in enumerate("xy"):
        got.append((i, ch))
    for a, b in zip([1, 2, 3], "pq"):
        got.append((a, b))
    for s in map(str, {7}):
        got.append(s)
    for r in reversed([1, 2]):
        got.append(r)
    assert got == ["a1", "b2", "c3", 1, 2, 3, (0, "x"), (1, "y"), (1, "p"), (2, "q"), "7", 2, 1]
    # the loop and next() share the iterator's state; a loop left by break resumes where it was
    it = iter(d)
    pairs = [(k, next(it, None)) for k in it]
    assert pairs == [("a", "b"), ("c", None)]
    it = iter([1, 2, 3, 4])
    for x in it:
        if x == 2:
            break
    assert list(it) == [3, 4]

    class Countdown:
        def __init__(self, n):
            self.n = n

        def __iter__(self):
            return self

        def __next__(self):
            if self.n == 0:
                raise StopIteration
            self.n -= 1
            return self.n

    assert [x for x in Countdown(3)] == [2, 1, 0]

    events = []

    def gen(n):
        try:
            for i in range(n):
                events.append(("yield", i))
                yield i
            return "ignored by for"
        finally:
            events.append("finally")

    out = []
    for x in gen(2):
        out.append(x)
    assert out == [0, 1] and events == [("yield", 0), ("yield", 1), "finally"]
    g = gen(3)
    for x in g:
        break
    assert [x for x in g] == [1, 2] and [x for x in g] == []

    def fails():
        yield 1
        raise KeyError("inside")

    seen = []
    try:
        for x in fails():
            seen.append(x)
    except KeyError as exc:
        assert exc.args == ("inside",)
    assert seen == [1]

    def reentrant():
        yield 1
        for _ in me:
            pass

    me = reentrant()
    assert str(raises(ValueError, list, me)) == "generator already executing"

    # yield from a generator: its items, its return value, its exceptions, send and throw
    log = []

    def inner(n, result):
        for i in range(n):
            got = yield i
            if got is not None:
                log.append(("got", got))
        return result

    def outer():
        log.append((yield from inner(2, "r1")))
        log.append((yield from inner(0, None)))
        log.append((yield from inner(1, (1, 2))))
        done = inner(0, "first")
        log.append((yield from done))
        log.append((yield from done))   # an exhausted generator: None
        log.append((yield from [7]))

    assert list(outer()) == [0, 1, 0, 7] and log == ["r1", None, (1, 2), "first", None, None]
    log.clear()
    o = outer()
    assert next(o) == 0 and o.send("s") == 1 and next(o) == 0
    assert log == [("got", "s"), "r1", None]

    def deep(k):
        if k == 0:
            return "bottom"
        yield k
        return (yield from deep(k - 1)) + "<"

    def top():
        return (yield from deep(3))

    t = top()
    assert [next(t), next(t), next(t)] == [3, 2, 1]
    assert raises(StopIteration, next, t).value == "bottom<<<"

    def raiser():
        yield 1
        raise IndexError("deep")

    def wraps():
        try:
            yield from raiser()
        except IndexError as exc:
            yield "caught " + exc.args[0]

    assert list(wraps()) == [1, "caught deep"]


def test_throw_through_yield_from():
    # CPython 3.13's values (overlay 525)
    def catcher():
        try:
            yield 1
        except KeyError:
            yield "thrown in"
            yield "after"
        return "done"

    def via():
        return (yield from catcher())

    v = via()
    assert next(v) == 1
    assert v.throw(KeyError) == "thrown in"
    assert next(v) == "after"
    assert raises(StopIteration, next, v).value == "done"
    w = via()
    next(w)
    assert raises(ValueError, w.throw, ValueError("not caught")).args == ("not caught",)


def test_dict_changed_size_message():
    # CPython 3.13's values (overlay 524)
    for walk in (lambda d: [k for k in d], lambda d: [v for v in d.values()], lambda d: list(d.items())):
        d = {"a": 1, "b": 2}

        def grow(items):
            for item in items:
                d[str(item) + "+"] = 0
                yield item

        try:
            for k in d:
                d["z" + k] = 0
        except RuntimeError as exc:
            assert exc.args == ("dictionary changed size during iteration",)
        else:
            raise AssertionError("no RuntimeError")
        try:
            walk(d)
            list(grow(d))
        except RuntimeError as exc:
            assert exc.args == ("dictionary changed size during iteration",)
        else:
            raise AssertionError("no RuntimeError")
    d = {"a": 1, "b": 2}
    for k in d:
        d[k] = 0   # a value changed, not the size: no error
    assert d == {"a": 0, "b": 0}


def test_generator_functions_made_once():
    # CPython 3.13's values (overlay 523: a generator function's body is made once per def)
    def counter(start, step=1, *extra, scale=1, **named):
        n = start

        def bump():
            nonlocal n
            n += step

        while n < start + 3 * step:
            yield n * scale, extra, sorted(named)
            bump()
        return n

    a = counter(0)
    b = counter(10, 5, "x", scale=2, k=1)
    assert next(a) == (0, (), []) and next(b) == (20, ("x",), ["k"])
    assert next(a) == (1, (), []) and next(b) == (30, ("x",), ["k"])
    assert list(a) == [(2, (), [])] and list(b) == [(40, ("x",), ["k"])]

    def echo():
        received = []
        try:
            while True:
                value = yield len(received)
                received.append(value)
        except GeneratorExit:
            pass
        finally:
            received.append("closed")
        return received

    e = echo()
    assert next(e) == 0 and e.send("p") == 1 and e.send("q") == 2
    e.close()

    def thrower():
        try:
            yield 1
        except ValueError as exc:
            yield "caught " + str(exc)

    t = thrower()
    next(t)
    assert t.throw(ValueError("v")) == "caught v"

    def walk(tree, depth=0):
        yield depth, tree[0]
        for child in tree[1:]:
            yield from walk(child, depth + 1)

    assert list(walk(["r", ["a", ["b"]], ["c"]])) == [(0, "r"), (1, "a"), (2, "b"), (1, "c")]

    makers = []
    for k in range(3):
        def make(k=k):
            yield k * 10
        makers.append(make)
    assert [next(m()) for m in makers] == [0, 10, 20]

    class Base:
        def items(self):
            yield "base"

    class Child(Base):
        def items(self):
            yield from super().items()
            yield __class__.__name__

    assert list(Child().items()) == ["base", "Child"]
    gens = [counter(i) for i in range(2)]
    assert [g.__name__ for g in gens] == ["counter", "counter"]
    assert type(gens[0]).__name__ == "generator" and gens[0] is not gens[1]


def test_class_calls_with_positional_arguments():
    # CPython 3.13's values (overlay 526: type.__call__ without keyword arguments)
    class WithNew:
        def __new__(cls, a, b=2):
            self = super().__new__(cls)
            self.made = (a, b)
            return self

        def __init__(self, a, b=2):
            self.inited = a + b

    w = WithNew(1)
    assert (w.made, w.inited) == ((1, 2), 3)
    assert WithNew(1, b=5).inited == 6

    class Other:
        pass

    class ReturnsOther:
        def __new__(cls, x):
            return Other()

        def __init__(self, x):
            raise AssertionError("__init__ of another class's instance must not run")

    assert type(ReturnsOther(1)) is Other

    class Slotted:
        __slots__ = ("x",)

        def __init__(self, x):
            self.x = x

    assert Slotted(4).x == 4
    assert raises(TypeError, Slotted).args[0].endswith("missing 1 required positional argument: 'x'")

    class MyError(ValueError):
        pass

    class WithInit(KeyError):
        def __init__(self, a, b):
            super().__init__(a + b)

    for exc, args, text in ((ValueError("m"), ("m",), "m"), (ValueError(), (), ""),
                            (ValueError(1, 2), (1, 2), "(1, 2)"), (MyError("x", 3), ("x", 3), "('x', 3)"),
                            (WithInit(1, 2), (3,), "3"), (IndexError("i"), ("i",), "i"),
                            (AttributeError("a"), ("a",), "a")):
        assert (exc.args, str(exc), exc.__traceback__, exc.__context__, exc.__cause__) == (args, text, None, None, None)
        assert exc.__suppress_context__ is False
    e = AttributeError("a")
    assert (e.name, e.obj) == (None, None)
    e = AttributeError("a", name="n", obj=5)
    assert (e.args, e.name, e.obj) == (("a",), "n", 5)
    assert MyError("m").__dict__ == {}
    assert raises(TypeError, ValueError, x=1).args == ("ValueError() takes no keyword arguments",)
    assert type(5) is int and type("T", (), {"a": 1})().a == 1
    assert (str(3), int("12"), tuple([1, 2]), bytes(2), complex(1, 2)) == ("3", 12, (1, 2), b"\x00\x00", 1 + 2j)

    class Meta(type):
        def __call__(cls, *args):
            return ("meta", args)

    class ByMeta(metaclass=Meta):
        pass

    assert ByMeta(1, 2) == ("meta", (1, 2))

    class Set(set):
        pass

    class List(list):
        pass

    assert (Set(), Set([1, 1]), List(), List("ab"), frozenset()) == (set(), {1}, [], ["a", "b"], frozenset())


def test_except_matching():
    # CPython 3.13's values (overlay 527: except clauses matched by the MRO)
    class Base(Exception):
        pass

    class Derived(Base):
        pass

    def which(exc):
        try:
            raise exc
        except (KeyError, Base) as e:
            return "Base or KeyError", type(e).__name__
        except LookupError as e:
            return "LookupError", type(e).__name__
        except Exception as e:
            return "Exception", type(e).__name__

    assert which(Derived()) == ("Base or KeyError", "Derived")
    assert which(KeyError("k")) == ("Base or KeyError", "KeyError")
    assert which(IndexError) == ("LookupError", "IndexError")
    assert which(ValueError) == ("Exception", "ValueError")
    classes = (TypeError, ValueError)
    try:
        raise ValueError
    except classes:
        caught = True
    assert caught
    try:
        try:
            raise KeyError("inner")
        except ValueError:
            raise AssertionError("a KeyError is not a ValueError")
    except LookupError as e:
        assert e.args == ("inner",)


def test_super_without_arguments():
    # CPython 3.13's values (overlay 528)
    class A:
        def __init__(self, x):
            self.x = x

        def who(self):
            return "A"

        @classmethod
        def make(cls):
            return cls.__name__

    class B(A):
        def __init__(self, x):
            super().__init__(x * 2)

        def who(self):
            return "B" + super().who()

        @classmethod
        def make(cls):
            return "B" + super().make()

    class C(B):
        def who(self):
            return "C" + super().who()

    c = C(5)
    assert (c.x, c.who(), C.make(), B.make()) == (10, "CBA", "BC", "BB")
    s = super(B, c)
    assert (s.__thisclass__, s.__self__, s.__self_class__) == (B, c, C)
    assert raises(TypeError, B.who, A(1)).args == (
        "super(type, obj): obj (instance of A) is not an instance or subtype of type (B).",)


def test_attribute_errors_caught():
    # CPython 3.13's values (overlay 529)
    class Plain:
        def __init__(self):
            self.here = 1

    class WithGetattr:
        def __getattr__(self, name):
            if name == "computed":
                return 42
            raise AttributeError(f"no {name}")

    p, g = Plain(), WithGetattr()
    e = raises(AttributeError, getattr, p, "missing")
    assert (e.args, e.name, e.obj is p) == (("'Plain' object has no attribute 'missing'",), "missing", True)
    e = raises(AttributeError, getattr, Plain, "missing")
    assert e.args == ("type object 'Plain' has no attribute 'missing'",)
    assert (getattr(p, "missing", "d"), hasattr(p, "missing"), hasattr(p, "here")) == ("d", False, True)
    assert (g.computed, getattr(g, "nope", "d"), hasattr(g, "nope")) == (42, "d", False)
    assert raises(AttributeError, getattr, g, "nope").args == ("no nope",)
    caught = 0
    for _ in range(50):
        try:
            p.missing
        except AttributeError:
            caught += 1
    assert caught == 50


def test_raise_forms():
    # CPython 3.13's values (overlay 530)
    def raise_instance():
        raise ValueError("v")

    def raise_class():
        raise KeyError

    def raise_from():
        try:
            raise_instance()
        except ValueError as e:
            raise TypeError("t") from e

    def reraise():
        try:
            raise_class()
        except KeyError:
            raise

    def raise_not_exception():
        raise 5

    assert raises(ValueError, raise_instance).args == ("v",)
    assert raises(KeyError, raise_class).args == ()
    e = raises(TypeError, raise_from)
    assert (type(e.__cause__), type(e.__context__), e.__suppress_context__) == (ValueError, ValueError, True)
    assert type(raises(KeyError, reraise)) is KeyError
    assert raises(TypeError, raise_not_exception).args == ("exceptions must derive from BaseException",)
    try:
        raise_instance()
    except ValueError:
        e = raises(KeyError, raise_class)
    assert type(e.__context__) is ValueError


def test_stopiteration_leaving_a_generator():
    # CPython 3.13's values (overlay 452, PEP 479)
    def raises_it():
        yield 1
        raise StopIteration("s")

    def from_a_call():
        yield 1
        next(iter([]))
        yield 2

    def catches_it():
        try:
            next(iter([]))
        except StopIteration:
            yield "caught"

    def delegates():
        yield from from_a_call()

    for make in (raises_it, from_a_call, delegates):
        e = raises(RuntimeError, list, make())
        assert (e.args, type(e.__cause__), e.__context__ is e.__cause__, e.__suppress_context__) == (
            ("generator raised StopIteration",), StopIteration, True, True)
    got = []
    e = raises(RuntimeError, lambda: [got.append(x) for x in from_a_call()])
    assert (got, e.args) == ([1], ("generator raised StopIteration",))
    assert list(catches_it()) == ["caught"]

    def thrown_into():
        yield 1
        yield 2

    g = thrown_into()
    next(g)
    assert raises(ValueError, g.throw, ValueError("v")).args == ("v",)
    g = thrown_into()
    next(g)
    assert raises(KeyError, g.throw, KeyError("k")).args == ("k",)
    assert raises(StopIteration, next, g).args == ()
    assert list(thrown_into()) == [1, 2]


def test_exception_str_and_repr_of_its_args():
    # CPython 3.13's values (overlay 531)
    class Mine(Exception):
        pass

    assert [str(e) for e in (ValueError(), ValueError(None), ValueError("m"), ValueError(1, 2), Mine("a", None),
                             Exception(()), KeyError(), KeyError("k"), KeyError(1, 2), KeyError(None))] == [
        "", "None", "m", "(1, 2)", "('a', None)", "()", "", "'k'", "(1, 2)", "None"]
    assert ValueError.__str__(ValueError(1, 2)) == "(1, 2)" and KeyError.__str__(KeyError("k")) == "'k'"
    assert [repr(e) for e in (ValueError(1, 2), ValueError(), ValueError(None), KeyError("k"), Mine("a", 2))] == [
        "ValueError(1, 2)", "ValueError()", "ValueError(None)", "KeyError('k')", "Mine('a', 2)"]
    assert (str(OSError(2, "No such file")), str(OSError("x"))) == ("[Errno 2] No such file", "x")


def test_generator_close_and_state():
    # CPython 3.13's values (overlay 553)
    def plain():
        yield 1

    def returns_on_close():
        try:
            yield 1
        except GeneratorExit:
            return "ret"

    def raises_on_close():
        try:
            yield 1
        finally:
            raise ValueError("in finally")

    def yields_on_close():
        try:
            yield 1
        except GeneratorExit:
            yield 2

    def started(g):
        next(g)
        return g

    assert plain().close() is None and started(plain()).close() is None
    assert started(returns_on_close()).close() == "ret"
    for make, exc, message in [(raises_on_close, ValueError, "in finally"),
                               (yields_on_close, RuntimeError, "generator ignored GeneratorExit")]:
        try:
            started(make()).close()
        except exc as e:
            assert str(e) == message
        else:
            raise AssertionError("no " + exc.__name__)
    g = started(plain())
    assert (g.close(), g.close()) == (None, None)
    g = plain()
    assert [g.gi_running, g.gi_suspended, g.gi_yieldfrom, type(g.gi_frame).__name__, g.gi_code.co_name] == [
        False, False, None, "frame", "plain"]
    next(g)
    assert [g.gi_running, g.gi_suspended, g.gi_frame.f_lineno] == [False, True, g.gi_code.co_firstlineno + 1]
    assert list(g) == [] and [g.gi_running, g.gi_suspended, g.gi_frame] == [False, False, None]
    g = plain()
    assert list(g) == [1] and g.gi_frame is None and next(g, "end") == "end"



def test_module_name_comes_from_the_defining_globals():
    # CPython 3.13: a class's and a function's __module__ is the __name__ of the globals they
    # are defined in, when they are defined (modules rename themselves for pickling).
    import collections.abc
    import datetime
    import decimal
    import pickle
    assert repr(collections.abc.Iterable) == "<class 'collections.abc.Iterable'>"
    assert collections.abc.Iterable.__subclasshook__.__func__.__module__ == "collections.abc"
    assert (decimal.Decimal.__module__, datetime.date.__module__) == ("decimal", "datetime")
    assert decimal.InvalidOperation.__module__ == "decimal"
    assert pickle.dumps(datetime.date(2020, 1, 2), 0).startswith(b"cdatetime\ndate\n")
    src = ("__name__ = 'renamed'\n"
           "class C:\n    def m(self): pass\n    class Inner: pass\n"
           "def h():\n    def inner(): pass\n    class K: pass\n"
           "    return inner, K, (lambda: 0)\n"
           "async def co(): pass\n"
           "class D:\n    __module__ = 'explicit'\n")
    g = {"__name__": "original"}
    exec(src, g)
    inner, K, lam = g["h"]()
    C = g["C"]
    assert [C.__module__, C.m.__module__, C.Inner.__module__, g["h"].__module__, inner.__module__,
            K.__module__, lam.__module__, g["co"].__module__, g["D"].__module__] == \
        ["renamed"] * 8 + ["explicit"]


def test_from_import_into_a_global_or_nonlocal():
    # CPython 3.13: `from m import name` binds name where `global`/`nonlocal` put it.
    g = {}
    exec("def f():\n    global sqrt\n    from math import sqrt\n    return sqrt\n"
         "def h():\n    global join, pi\n    if True:\n        from os.path import join\n"
         "    from math import pi, e\n    return e\n", g)
    import math
    import os
    assert g["f"]() is math.sqrt and g["sqrt"] is math.sqrt
    assert g["h"]() == math.e and g["join"] is os.path.join and g["pi"] == math.pi
    assert "e" not in g

    def outer():
        tau = None

        def inner():
            nonlocal tau
            from math import tau
        inner()
        return tau
    assert outer() == math.tau
    import unittest
    import unittest.async_case
    assert unittest.IsolatedAsyncioTestCase is unittest.async_case.IsolatedAsyncioTestCase



def test_unpack_count_messages():
    # CPython 3.13's messages (3.14 adds ", got N" to "too many values", not checked here)
    cases = {"a, b, c = [1, 2]": "not enough values to unpack (expected 3, got 2)",
             "a, *b, c, d = [1]": "not enough values to unpack (expected at least 3, got 1)",
             "*a, b = []": "not enough values to unpack (expected at least 1, got 0)"}
    for src, message in cases.items():
        assert str(raises(ValueError, exec, src, {})) == message, src


def test_module_not_found_message():
    # CPython 3.13
    e = raises(ModuleNotFoundError, exec, "import nosuch_module_for_brytorch", {})
    assert (str(e), e.name) == ("No module named 'nosuch_module_for_brytorch'", "nosuch_module_for_brytorch")
    e = raises(ModuleNotFoundError, __import__, "nosuch_package_for_brytorch.sub")
    assert str(e) == "No module named 'nosuch_package_for_brytorch'"


def _decorate(obj):
    return obj


class _HasDecoratedMethod:
    @_decorate
    @_decorate
    def method(self):
        return 1


@_decorate
class _DecoratedClass:
    pass


def test_first_line_of_a_decorated_definition():
    # CPython 3.13: a decorated definition's first line is its first decorator's (the AST
    # node's lineno stays the def/class line); inspect.getsource() includes the decorators.
    import ast
    import inspect
    src = ("def dec(f):\n    return f\n"        # lines 1-2
           "@dec\n\n@dec\ndef f():\n    pass\n"  # 3-7
           "@dec\nasync def co():\n    pass\n"   # 8-10
           "@dec\nclass C:\n"                     # 11-12
           "    @dec\n    def m(self): pass\n"   # 13-14
           "def plain(): pass\n")                 # 15
    g = {}
    exec(src, g)
    assert [g["f"].__code__.co_firstlineno, g["co"].__code__.co_firstlineno,
            g["C"].__firstlineno__, g["C"].m.__code__.co_firstlineno,
            g["plain"].__code__.co_firstlineno] == [3, 8, 11, 13, 15]
    assert [node.lineno for node in ast.parse(src).body[1:4]] == [6, 9, 12]
    lines, _ = inspect.getsourcelines(_HasDecoratedMethod.method)
    assert [line.strip() for line in lines] == ["@_decorate", "@_decorate", "def method(self):",
                                                "return 1"]
    lines, _ = inspect.getsourcelines(_DecoratedClass)
    assert [line.strip() for line in lines] == ["@_decorate", "class _DecoratedClass:", "pass"]


def test_bound_method_module_is_its_functions():
    # CPython 3.13: the method type has no __module__ of its own; the function's answers
    import types
    g = {"__name__": "some_module"}
    exec("class C:\n    def m(self): pass\n", g)
    bound = g["C"]().m
    assert (bound.__module__, bound.__func__.__module__) == ("some_module", "some_module")
    assert types.MethodType.__module__ == "builtins"
    assert _HasDecoratedMethod().method.__module__ == __name__


def test_ast_string_constants_hold_their_value():
    # CPython 3.13: an ast str constant is the string the literal denotes; a constructed
    # Constant compiles to its string
    import ast
    assert sorted(n.value for n in ast.walk(ast.parse("""x = "I'm" + 'it\\'s' + "a\\"b\\tc\\nd" """))
                  if isinstance(n, ast.Constant)) == ["I'm", 'a"b\tc\nd', "it's"]
    assert ast.literal_eval("{'k': 'v\\tx', 'q': \"I'm\", 'r': r'a\\'b'}") == {"k": "v\tx", "q": "I'm", "r": "a\\'b"}
    assert ast.get_docstring(ast.parse('def f():\n    "doc\\nline \'q\'"\n').body[0]) == "doc\nline 'q'"
    assert ast.unparse(ast.parse("x = 'I\\'m' + \"a\\nb\"")) == "x = \"I'm\" + 'a\\nb'"
    assert ast.literal_eval("'\\U0001F600x'") == "\U0001F600x" and len(ast.literal_eval("'\\U0001F600x'")) == 2
    g = {}
    exec(compile(ast.parse("y = 'I\\'m\\n' + f'{1}\\'x' + '\\\\'"), "<s>", "exec"), g)
    assert g["y"] == "I'm\n1'x\\"
    tree = ast.Module(body=[ast.Assign(targets=[ast.Name("z", ast.Store())],
                                       value=ast.Constant("it's\n\\ok\u2028"), lineno=1, col_offset=0)],
                      type_ignores=[])
    exec(compile(ast.fix_missing_locations(tree), "<m>", "exec"), g)
    assert g["z"] == "it's\n\\ok\u2028"


def test_class_body_code_first_line_and_qualname():
    # CPython 3.13: a class body's code starts at the class statement (its first decorator)
    import sys
    seen = {}
    src = ("import sys\n"                                           # 1
           "def dec(c):\n    return c\n"                           # 2-3
           "class Outer:\n"                                        # 4
           "    seen['Outer'] = sys._getframe().f_code\n"          # 5
           "    @dec\n"                                            # 6
           "    class Inner:\n"                                    # 7
           "        seen['Inner'] = sys._getframe().f_code\n"      # 8
           "def f():\n"                                            # 9
           "    class Local:\n"                                    # 10
           "        seen['Local'] = sys._getframe().f_code\n"      # 11
           "f()\n")
    exec(src, {"seen": seen, "__name__": "m"})
    assert {k: (c.co_firstlineno, c.co_name, c.co_qualname) for k, c in seen.items()} == {
        "Outer": (4, "Outer", "Outer"), "Inner": (6, "Inner", "Outer.Inner"),
        "Local": (10, "Local", "f.<locals>.Local")}
    assert sys._getframe().f_code.co_name == "test_class_body_code_first_line_and_qualname"


def test_evaluation_order_of_calls_and_assignments():
    # CPython 3.13's order: a method is looked up before its arguments are evaluated, and an
    # assignment's value is evaluated before its target's object and key
    log = []

    class Logged:
        def __getattr__(self, name):
            log.append("getattr " + name)
            return lambda *args, **kwargs: log.append("call")

    def note(what, value=None):
        log.append(what)
        return value

    obj = Logged()
    obj.m(note("arg 1"), note("arg 2"), key=note("keyword"))
    assert log == ["getattr m", "arg 1", "arg 2", "keyword", "call"], log
    log.clear()
    d = {}
    d[note("key", "k")] = note("value", 1)
    assert log == ["value", "key"] and d == {"k": 1}, log
    log.clear()
    holder = type("Holder", (), {})()
    note("target", holder).attr = note("value", 2)
    assert log == ["value", "target"] and holder.attr == 2, log
    log.clear()
    note("target", d)[note("key", "j")] = [note("value", 3) for _ in range(1)][0]
    assert log == ["value", "target", "key"] and d["j"] == 3, log
    # the lookup fails first: AttributeError, not the NameError of the argument
    try:
        object().missing(undefined_name)  # noqa: F821
    except AttributeError as exc:
        assert "missing" in str(exc)
    else:
        raise AssertionError("no AttributeError")
    # methods of builtins and of the class, with every kind of argument, still work
    items = []
    items.append(len("abc"))
    items.extend([n * 2 for n in (1, 2)])
    assert "-".join(str(n) for n in items) == "3-2-4"
    assert sorted(items, key=lambda n: -n) == [4, 3, 2]


def test_binary_operators_use_type_slots():
    # CPython 3.13's values: an operator's method is found on the operand's type (never
    # through the metaclass), bound by its descriptor unless it is a method, and
    # NotImplemented from every candidate is a TypeError
    log = []

    class Meta(type):
        def __getattr__(cls, name):
            log.append(name)
            raise AttributeError(name)

    class Plain(metaclass=Meta):
        pass

    cases = ((lambda: Plain() + Plain(), "+"), (lambda: Plain() - Plain(), "-"),
             (lambda: Plain() @ Plain(), "@"), (lambda: Plain() ** Plain(), "** or pow()"),
             (lambda: Plain() | Plain(), "|"))
    for operation, symbol in cases:
        exc = raises(TypeError, operation)
        assert str(exc) == f"unsupported operand type(s) for {symbol}: 'Plain' and 'Plain'", str(exc)
    assert log == [], log

    class Refuses:
        def __add__(self, other):
            return NotImplemented

        def __radd__(self, other):
            log.append("radd")
            return NotImplemented

    exc = raises(TypeError, lambda: Refuses() + Refuses())
    assert str(exc) == "unsupported operand type(s) for +: 'Refuses' and 'Refuses'" and log == [], (exc, log)

    class Static:
        __add__ = staticmethod(lambda *args: len(args))

    class ClassMethod:
        @classmethod
        def __sub__(cls, other):
            return (cls.__name__, other)

    class Property:
        __mul__ = property(lambda self: lambda other: ("property", other))

    assert Static() + Static() == 1
    assert ClassMethod() - 5 == ("ClassMethod", 5)
    assert Property() * 3 == ("property", 3)

    class Base:
        def __add__(self, other):
            return "Base.add"

        def __radd__(self, other):
            return "Base.radd"

    class Sub(Base):
        def __radd__(self, other):
            return "Sub.radd"

    class Other:
        def __radd__(self, other):
            return "Other.radd"

    assert (Base() + Sub(), Sub() + Base(), Base() + Other(), 1 + Base()) == ("Sub.radd", "Base.add", "Base.add", "Base.radd")

    # builtins keep their own rules and messages
    assert ([1] + [2], (1,) + (2,), [3] * 2, 2 * "ab", {1: 2} | {3: 4}, {1, 2} - {1}) == (
        [1, 2], (1, 2), [3, 3], "abab", {1: 2, 3: 4}, {2})
    exc = raises(TypeError, lambda: [1] + (2,))
    assert str(exc) == 'can only concatenate list (not "tuple") to list', str(exc)


def test_generator_expressions_keep_their_state():
    # CPython 3.13's values (overlay 616: a generator's state on an object of one shape).
    from brytorch_testing import raises

    g = (x * x for x in range(4))
    assert g.__name__ == "<genexpr>" and not g.gi_running
    assert next(g) == 0 and g.send(None) == 1 and list(g) == [4, 9]
    assert next(g, "end") == "end" and g.gi_frame is None
    g.__name__ = "renamed"
    assert g.__name__ == "renamed"
    h = (x for x in range(5))
    assert next(h) == 0
    raises(ValueError, lambda: h.throw(ValueError("in")))
    assert next(h, "end") == "end"
    c = (x for x in range(5))
    assert next(c) == 0 and c.close() is None and next(c, "end") == "end"
    bad = (1 // x for x in [1, 0, 1])
    assert next(bad) == 1
    raises(ZeroDivisionError, lambda: next(bad))
    assert next(bad, "end") == "end"

    def running():
        yield me.gi_running

    me = running()
    assert next(me) is True and me.gi_running is False
    assert me.gi_suspended and list(me) == [] and not me.gi_suspended
    assert [sum(y for y in range(n)) for n in range(5)] == [0, 0, 1, 3, 6]
    assert any(x > 2 for x in (1, 2, 3)) and not all(x > 2 for x in (1, 2, 3))
    assert dict((k, v) for k, v in [("a", 1), ("b", 2)]) == {"a": 1, "b": 2}

    def nested():
        yield from (x for x in "ab")
        return "done"

    n = nested()
    assert list(n) == ["a", "b"]
