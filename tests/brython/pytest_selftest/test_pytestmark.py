"""Module-level pytestmark applies to every test of the module."""
import pytest

pytestmark = [pytest.mark.slow, pytest.mark.skipif(True, reason="module pytestmark")]


def test_one():
    assert False


def test_two():
    assert False
