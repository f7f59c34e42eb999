"""A module skipped as a whole by importorskip at import time."""
import pytest

pytest.importorskip("brytorch_selftest_no_such_module")


def test_never_run():
    assert False
