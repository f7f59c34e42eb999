"""Test order around higher-scoped parametrized fixtures (pytest's reorder_items), and tests
that trip Brython's frame-stack bugs (docs/brython-bugs.md) without harming the next tests."""
import pytest

EVENTS = []


@pytest.fixture(scope="session", params=["s1", "s2"])
def sess(request):
    EVENTS.append("setup " + request.param)
    yield request.param
    EVENTS.append("teardown " + request.param)


@pytest.fixture(scope="module", params=[1, 2])
def mod(request):
    EVENTS.append(f"setup m{request.param}")
    yield request.param
    EVENTS.append(f"teardown m{request.param}")


def test_plain_first():
    EVENTS.append("plain_first")


def test_a(sess):
    EVENTS.append("a " + sess)


def test_b(sess):
    EVENTS.append("b " + sess)


def test_plain_between():
    EVENTS.append("plain_between")


def test_mod(mod):
    EVENTS.append(f"mod m{mod}")


def test_both(sess, mod):
    EVENTS.append(f"both {sess} m{mod}")


class TestInClass:
    def test_c(self, sess):
        EVENTS.append("c " + sess)

    def test_d(self):
        EVENTS.append("d")


@pytest.mark.parametrize("x", [1, 2])
def test_direct_param(sess, x):
    EVENTS.append(f"direct {sess} {x}")


class _Meta(type):
    def __new__(mcs, name, bases, namespace):
        raise TypeError("refused")


def test_class_statement_raises_in_raises():
    with pytest.raises(TypeError):
        class Refused(metaclass=_Meta):
            pass


def _pairs():
    yield ("k", 1)


def test_dict_from_generator():
    assert dict(_pairs()) == {"k": 1}


def test_dict_from_generator_then_fails():
    assert dict(_pairs()) == {"k": 2}


def test_last():
    EVENTS.append("last")
