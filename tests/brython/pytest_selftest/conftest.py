"""Fixtures the sample modules get from their conftest."""
import pytest

CONF_SETUPS = []


@pytest.fixture(scope="session")
def conf_value():
    CONF_SETUPS.append(1)
    return "from conftest"


@pytest.fixture
def overridden():
    return 1


@pytest.fixture
def broken_fixture():
    raise RuntimeError("fixture setup fails on purpose")
