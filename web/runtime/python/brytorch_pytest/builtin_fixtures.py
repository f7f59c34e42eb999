"""The builtin fixtures (tmp_path, capsys, monkeypatch, request, ...)."""
import pytest
from pytest import CaptureFixture, FixtureSpec, MonkeyPatch, WarningsRecorder

from .collect import FixtureDef, Registry
from .results import describe


def builtin_registry(runner):
    def capsys():
        return CaptureFixture(runner.capture)

    def capfd():
        # Brython has no file descriptors: all output goes through sys.stdout/sys.stderr.
        return CaptureFixture(runner.capture)

    def monkeypatch():
        mp = MonkeyPatch()
        yield mp
        mp.undo()

    def recwarn():
        rec = WarningsRecorder()
        rec.__enter__()
        yield rec
        rec.__exit__(None, None, None)

    def tmp_path():
        import os
        import pathlib
        import tempfile
        try:   # Brython has a file system only with a bridge module loaded (Emscripten's)
            path = tempfile.mkdtemp(prefix="brytorch-pytest-")
            with open(path + "/probe", "w") as f:
                f.write("x")
            os.remove(path + "/probe")
        except Exception as exc:  # noqa: BLE001
            pytest.skip(f"tmp_path needs a writable file system, which Brython lacks ({describe(exc)})")
        return pathlib.Path(path)

    def tmpdir():
        pytest.skip("tmpdir (py.path) is not provided; use tmp_path")

    def tmp_path_factory():
        pytest.skip("tmp_path_factory is not provided; use tmp_path")

    def pytestconfig():
        return runner.config

    def doctest_namespace():
        # pytest's: the dict doctests run in; conftests add names to it (no doctests here)
        return {}

    specs = []
    for func, scope in [(capsys, "function"), (capfd, "function"), (monkeypatch, "function"),
                        (recwarn, "function"), (tmp_path, "function"), (tmpdir, "function"),
                        (tmp_path_factory, "session"), (pytestconfig, "session"),
                        (doctest_namespace, "session")]:
        specs.append(FixtureDef(FixtureSpec(func, scope, None, False, None, func.__name__)))
    reg = Registry()
    reg.add(specs)
    return reg
