"""How far PyPI's pytest gets on Brython (issue 17, part 4; docs/pytest.md), one run per
process (tools/bench/pytest.sh).

`run(args)` imports pytest and runs it with `args` on a test module of the bundle
(pytest_probe.tests.test_sample, given by its path), and prints OK or BLOCKED with the
exception, then pytest's exit code. Without a bridge module there is no file system, so
pytest finds no file; `run_on_files(modules, args, runner)` (a bridge module loaded) writes
the bundled sources of test modules to the paths their `__file__` names and runs them with
PyPI's pytest (runner "pytest") or with BryTorch's own runner ("brytorch_pytest"), to compare
the counts the two give on the same tests."""
import os
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


def _stand_in_functional():
    # Brython's stdlib has importlib.resources without CPython 3.13's _functional module,
    # which pytest's import of importlib.resources.abc needs (torch's dependency bundle carries
    # the backport's; the step-by-step runs load only pytest's). A stand-in lets them go on.
    stand_in = types.ModuleType("importlib.resources._functional")
    for name in ["open_binary", "open_text", "read_binary", "read_text", "path", "contents", "is_resource"]:
        setattr(stand_in, name, None)
    sys.modules["importlib.resources._functional"] = stand_in


def run(args, stand_in_functional=False):
    if stand_in_functional:
        _stand_in_functional()
    pytest, ok = _report("import pytest", _import_pytest)
    if not ok:
        return
    import pytest_probe.tests.test_sample as sample
    rc, ok = _report(f"pytest.main({args + [sample.__file__]})", lambda: pytest.main(args + [sample.__file__]))
    print(f"exit code: {rc}")


def _write_bundled_source(module):
    """Writes the bundled source of `module` and of its parent packages to the paths their
    __file__ names (/vfs/..., overlay 313), where pytest looks for test files."""
    parts = module.split(".")
    for i in range(1, len(parts) + 1):
        name = ".".join(parts[:i])
        entry = __BRYTHON__.VFS[name]  # noqa: F821 - Brython's runtime object
        is_package = len(entry) > 3 and bool(entry[3])
        path = "/vfs/" + name.replace(".", "/") + ("/__init__.py" if is_package else ".py")
        os.makedirs(os.path.dirname(path), exist_ok=True)
        if not os.path.exists(path):
            with open(path, "w") as f:
                f.write(entry[1])
    return path


def run_on_files(modules, args, runner):
    # (torch's dependency bundle, which the bench loads for these runs, carries the
    # importlib.resources._functional backport: no stand-in here)
    if runner == "brytorch_pytest":
        import brytorch_pytest
        rc = brytorch_pytest.main(list(modules))
    else:
        paths = [_write_bundled_source(m) for m in modules]
        pytest, ok = _report("import pytest", _import_pytest)
        if not ok:
            return
        rc = pytest.main(list(args) + paths)
    print(f"exit code: {rc}")
