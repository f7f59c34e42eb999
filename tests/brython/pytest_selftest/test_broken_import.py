"""Collection error on purpose: the import fails."""
import brytorch_selftest_no_such_module  # noqa: F401


def test_never_collected():
    pass
