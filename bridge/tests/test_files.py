"""Python on the bridge module's file system (Emscripten's MEMFS): what CPython does with
files a program writes. Expected values are CPython 3.13's for the same program."""
import os
import sys
import traceback


def _write(path, text):
    with open(path, "w") as f:
        f.write(text)


def test_import_from_the_file_system():
    # Modules and packages written to a directory on sys.path import, with __file__,
    # __path__ and __spec__ as CPython's path finder gives them; tracebacks show their lines.
    root = "/tmp/bt_import_root"
    os.makedirs(f"{root}/bt_fs_pkg", exist_ok=True)
    _write(f"{root}/bt_fs_mod.py", "X = 41 + 1\nimport bt_fs_pkg.sub\n\ndef fail():\n    return 1 / 0\n")
    _write(f"{root}/bt_fs_pkg/__init__.py", "from . import sub\n")
    _write(f"{root}/bt_fs_pkg/sub.py", "Y = 'sub'\n")
    sys.path.insert(0, root)
    try:
        import bt_fs_mod
    finally:
        sys.path.remove(root)
    assert bt_fs_mod.X == 42 and bt_fs_mod.__file__ == f"{root}/bt_fs_mod.py"
    assert bt_fs_mod.__spec__.origin == f"{root}/bt_fs_mod.py" and bt_fs_mod.__package__ == ""
    package = sys.modules["bt_fs_pkg"]
    assert package.__path__ == [f"{root}/bt_fs_pkg"] and package.__package__ == "bt_fs_pkg"
    assert package.sub.Y == "sub" and package.sub.__name__ == "bt_fs_pkg.sub"
    assert repr(bt_fs_mod.__spec__).startswith("ModuleSpec(name='bt_fs_mod', loader=<")
    try:
        bt_fs_mod.fail()
    except ZeroDivisionError as exc:
        last = traceback.extract_tb(exc.__traceback__)[-1]
        assert (last.filename, last.lineno, last.name) == (f"{root}/bt_fs_mod.py", 5, "fail"), last
    else:
        raise AssertionError("no ZeroDivisionError")
    # A name found nowhere still raises ModuleNotFoundError with CPython's message.
    try:
        import bt_fs_not_written  # noqa: F401
    except ModuleNotFoundError as exc:
        assert exc.name == "bt_fs_not_written"
    else:
        raise AssertionError("no ModuleNotFoundError")
