import pytest


def test_ok():
    assert 1 + 1 == 2


@pytest.mark.parametrize("x", [1, 2])
def test_param(x):
    assert x in (1, 2)


def test_raises():
    with pytest.raises(ZeroDivisionError):
        1 / 0
