"""typing features torch's Python layer relies on (checked against CPython 3.11 behaviour)."""
import typing
from typing import Protocol, runtime_checkable


def test_paramspec():
    # torch uses ParamSpec in decorators (torch._utils_internal, torch.utils._python_dispatch).
    P = typing.ParamSpec("P")
    assert P.__name__ == "P"
    assert repr(P) == "~P"
    assert P.args.__origin__ is P
    assert P.kwargs.__origin__ is P
    R = typing.TypeVar("R")
    alias = typing.Callable[P, R]
    assert alias.__parameters__ == (P, R)
    assert P.__bound__ is None and not P.__covariant__ and not P.__contravariant__
    assert P.__module__ == __name__
    Q = typing.ParamSpec("Q", bound=int, contravariant=True)
    assert repr(Q) == "-Q" and Q.__bound__ is int
    try:
        typing.ParamSpec("B", covariant=True, contravariant=True)
    except ValueError:
        pass
    else:
        raise AssertionError("bivariant ParamSpec accepted")


def test_typevar_paramspec_substitution():
    P = typing.ParamSpec("P")
    R = typing.TypeVar("R")
    T = typing.TypeVar("T", int, str)
    assert T.__constraints__ == (int, str)
    alias = typing.Callable[P, R]
    assert alias[[int], str] == typing.Callable[[int], str]
    assert alias[..., int] == typing.Callable[..., int]
    assert typing.List[R][int] == typing.List[int]

    class G(typing.Generic[P]):
        pass

    assert G.__parameters__ == (P,)
    assert G[[int, str]].__args__ == ((int, str),)
    assert G[int, str].__args__ == ((int, str),)


def test_runtime_checkable_isinstance():
    @runtime_checkable
    class HasLen(Protocol):
        def __len__(self): ...

    assert isinstance([1, 2], HasLen)
    assert not isinstance(3, HasLen)
    assert issubclass(dict, HasLen) and not issubclass(int, HasLen)
    assert isinstance(3, typing.SupportsInt) and not isinstance("a", typing.SupportsInt)
    # A class's __qualname__ is kept on the type, not in its namespace (CPython semantics).
    assert "__qualname__" not in HasLen.__dict__
    assert HasLen.__qualname__.endswith("HasLen")
    HasLen.__qualname__ = "Renamed"
    assert HasLen.__qualname__ == "Renamed" and HasLen.__name__ == "HasLen"
    try:
        HasLen().__qualname__
    except (AttributeError, TypeError):
        pass
    else:
        raise AssertionError("instances must not see the class __qualname__")


def test_runtime_checkable_data_members():
    @runtime_checkable
    class HasX(Protocol):
        x: int

    class WithX:
        def __init__(self):
            self.x = 1

    assert isinstance(WithX(), HasX)
    assert not isinstance(3, HasX)
    try:
        issubclass(WithX, HasX)
    except TypeError:
        pass
    else:
        raise AssertionError("issubclass() against a data protocol must raise TypeError")

    class NotRuntime(Protocol):
        def meth(self): ...

    try:
        isinstance(3, NotRuntime)
    except TypeError:
        pass
    else:
        raise AssertionError("isinstance() against a non-runtime protocol must raise TypeError")


def test_get_type_hints_string_annotations():
    class Node:
        value: "int"
        children: "typing.List[Node]"

    hints = typing.get_type_hints(Node, localns={"Node": Node})
    assert hints["value"] is int
    assert hints["children"] == typing.List[Node]
    # annotationlib evaluates them with eval(code, globals=..., locals=...) (Python >= 3.13).
    assert eval("a + b", globals={"a": 1}, locals={"b": 2}) == 3


def test_get_type_hints_builtin_generics():
    def f(x: list[int], y: "dict[str, int]") -> tuple[int, ...]:
        return ()

    assert typing.get_type_hints(f) == {"x": list[int], "y": dict[str, int], "return": tuple[int, ...]}
    assert list[int].__unpacked__ is False
    assert list[int].__origin__ is list and list[int].__args__ == (int,)


def test_get_type_hints_function():
    def f(x: "int", y: "str" = "a") -> "float":
        return 1.0

    assert typing.get_type_hints(f) == {"x": int, "y": str, "return": float}


def test_generic_alias_origin_args():
    assert typing.get_origin(typing.List[int]) is list
    assert typing.get_args(typing.Dict[str, int]) == (str, int)
    assert typing.get_origin(typing.Optional[int]) is typing.Union


def test_isinstance_with_typing_type():
    # overlay 326: a non-class arg 2 whose type has __instancecheck__ decides (CPython)
    import typing
    assert isinstance(int, typing.Type) and not isinstance(3, typing.Type)

    class Spec:
        def __instancecheck__(self, obj):
            return obj == 42
    assert isinstance(42, Spec()) and not isinstance(41, Spec())
    try:
        isinstance(1, 5)
    except TypeError:
        pass
    else:
        raise AssertionError("isinstance(1, 5) did not raise")


def test_union_of_typevars_is_subscriptable():
    # overlay 332: unions of type variables have __parameters__ and can be specialised
    from typing import Tuple, TypeVar, Union
    T = TypeVar("T")
    u = Union[T, Tuple[T, ...]]
    assert u.__parameters__ == (T,)
    assert u[int] == Union[int, Tuple[int, ...]]
    assert Union[int, str].__parameters__ == ()


def test_union_takes_attributes():
    # overlay 336: Union[...] takes attributes, as typing's alias did up to 3.13
    from typing import Union
    u = Union[int, str]
    u.__module__ = "somewhere"
    assert u.__module__ == "somewhere" and u == Union[int, str]


def test_generic_alias_unpacked_tuple_args():
    # CPython 3.14
    assert list[int].__typing_unpacked_tuple_args__ is None
    assert tuple[int, str].__typing_unpacked_tuple_args__ is None
    assert getattr(dict[str, int], "__typing_unpacked_tuple_args__", 0) is None


def test_generic_alias_substitution():
    # CPython 3.12's results (types.GenericAlias.__getitem__ / __parameters__)
    import collections.abc
    import typing
    T, S = typing.TypeVar("T"), typing.TypeVar("S")
    assert tuple[T, S].__parameters__ == (T, S) and list[int].__parameters__ == ()
    assert list[tuple[T, S]].__parameters__ == (T, S)
    assert tuple[T, list[S]][int, str] == tuple[int, list[str]]
    assert dict[T, tuple[S, ...]][int, str] == dict[int, tuple[str, ...]]
    assert list[tuple[T, S]][int, str] == list[tuple[int, str]]
    assert repr(collections.abc.Callable[[T], S][int, str]) == "collections.abc.Callable[[int], str]"
    Ts = typing.TypeVarTuple("Ts")
    assert tuple[T, *Ts][int, str, float] == tuple[int, str, float]
    try:
        list[T][int, str]
        raise AssertionError("list[T][int, str] did not raise")
    except TypeError as exc:
        assert str(exc) == "Too many arguments for list[~T]; actual 2, expected 1"
    try:
        list[int][str]
        raise AssertionError("list[int][str] did not raise")
    except TypeError as exc:
        assert str(exc) == "list[int] is not a generic class"


def test_union_type_names():
    # CPython 3.14: types.UnionType is typing.Union, a class of module typing
    import types
    import typing
    assert types.UnionType is typing.Union
    assert type(int | str) is typing.Union
    assert (typing.Union.__module__, typing.Union.__name__, typing.Union.__qualname__) == (
        "typing", "Union", "Union")
    assert repr(typing.Union) == "<class 'typing.Union'>"


def test_union_arguments_are_normalized():
    # CPython 3.14's typing.Union (3.13's values for these: the normalization is the same)
    import typing
    from typing import Optional, Union
    assert Union[int] is int and Union[int, int] is int and (int | int) is int
    assert typing.get_args(Optional[Union[int, str]]) == (int, str, type(None))
    assert typing.get_args(Union[Union[int, str], None]) == (int, str, type(None))
    assert typing.get_args(Union[int, str, int]) == (int, str)
    assert typing.get_args(Union[int, Optional[float], Optional[int]]) == (int, float, type(None))
    assert Union[int, None].__args__ == (int, type(None)) and typing.get_args(int | str | None)[2] is type(None)
    assert Union[int, str] == Union[str, int] and Optional[int] == Union[int, None]
    assert hash(Union[int, str]) == hash(Union[str, int]) and Union[int, str] != Union[int, float]
    assert len({Union[int, str], Union[str, int]}) == 1
