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
