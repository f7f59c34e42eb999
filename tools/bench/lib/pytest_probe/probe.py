"""How far PyPI's pytest gets on Brython (issue 17, part 4; docs/pytest.md), one run per
process (tools/bench/pytest.sh): `run(args)` imports pytest and runs it with `args` on a test
module of the bundle (pytest_probe.tests.test_sample, given by its path), and prints OK or
BLOCKED with the exception, then pytest's exit code."""
import sys
import traceback
import types


def _report(name, fn):
    try:
        value = fn()
    except BaseException as exc:  # noqa: BLE001 - the probe reports whatever stops pytest
        line = traceback.format_exception_only(type(exc), exc)[-1].strip()
        print(f"BLOCKED {name}: {line}")
        return None, False
    print(f"OK {name}")
    return value, True


def _import_pytest():
    import pytest
    return pytest


def run(args, stand_in_functional=False):
    if stand_in_functional:
        # Brython's stdlib has importlib.resources without CPython 3.13's _functional module,
        # which pytest's import of importlib.resources.abc needs. A stand-in lets the run go on.
        stand_in = types.ModuleType("importlib.resources._functional")
        for name in ["open_binary", "open_text", "read_binary", "read_text", "path", "contents", "is_resource"]:
            setattr(stand_in, name, None)
        sys.modules["importlib.resources._functional"] = stand_in
    pytest, ok = _report("import pytest", _import_pytest)
    if not ok:
        return
    import pytest_probe.tests.test_sample as sample
    rc, ok = _report(f"pytest.main({args + [sample.__file__]})", lambda: pytest.main(args + [sample.__file__]))
    print(f"exit code: {rc}")
