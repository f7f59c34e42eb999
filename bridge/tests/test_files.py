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


def test_mmap_of_a_file():
    # CPython 3.13's results for the same steps (ALLOCATIONGRANULARITY differs: 4096 there,
    # a wasm page here; offsets below stay at 0).
    import mmap
    path = "/tmp/bt_mmap.bin"
    with open(path, "wb") as f:
        f.write(b"hello mmap world\n second line\n")
    with open(path, "r+b") as f:
        m = mmap.mmap(f.fileno(), 0)
        assert len(m) == 30 and m.size() == 30 and m[0] == 104 and m[:5] == b"hello"
        assert m.readline() == b"hello mmap world\n" and m.tell() == 17 and m.read(3) == b" se"
        assert m.find(b"world") == -1 and m.find(b"world", 0) == 11 and m.rfind(b"l") == 25
        m[0:5] = b"HELLO"
        m[5] = 95
        m.seek(0, 2)
        assert m.tell() == 30
        other = mmap.mmap(f.fileno(), 0)   # a second map of the same bytes sees the writes
        assert other[:6] == b"HELLO_"
        m.flush()
        m.close()
        other.close()
        assert m.closed and repr(m) == "<mmap.mmap closed=True>"
        try:
            m[0]
        except ValueError as exc:
            assert str(exc) == "mmap closed or invalid"
        else:
            raise AssertionError("no ValueError")
    with open(path, "rb") as f:
        assert f.read() == b"HELLO_mmap world\n second line\n"
        ro = mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ)
        try:
            ro[0] = 1
        except TypeError as exc:
            assert str(exc) == "mmap can't modify a readonly memory map."
        else:
            raise AssertionError("no TypeError")
        assert bytes(memoryview(ro)[:5]) == b"HELLO"
        try:
            memoryview(ro)[0] = 1
        except TypeError:
            pass
        else:
            raise AssertionError("a read-only map's memoryview was writable")
    with open(path, "r+b") as f:
        copy = mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_COPY)
        copy[0:5] = b"xxxxx"
        copy.flush()
        copy.close()
    with open(path, "rb") as f:
        assert f.read(5) == b"HELLO"   # a copy map never writes back
    with open("/tmp/bt_mmap_empty.bin", "wb") as f:
        pass
    with open("/tmp/bt_mmap_empty.bin", "rb") as f:
        try:
            mmap.mmap(f.fileno(), 0)
        except ValueError as exc:
            assert str(exc) == "cannot mmap an empty file"
        else:
            raise AssertionError("no ValueError")
    anon = mmap.mmap(-1, 8)
    anon.write(b"abc")
    assert anon[:4] == b"abc\x00" and len(anon) == 8


def test_source_of_a_function_in_a_file_written_at_run_time():
    # CPython 3.13: linecache and inspect read a module file a program wrote (overlay 545 once
    # answered every file outside the bundles with one empty line)
    import importlib.util
    import inspect
    import linecache
    path = "/tmp/bt_source_mod.py"
    _write(path, "\ndef fn(a, b):\n    return a @ b\n")
    spec = importlib.util.spec_from_file_location("bt_source_mod", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert linecache.getlines(path) == ["\n", "def fn(a, b):\n", "    return a @ b\n"]
    assert inspect.getsourcelines(module.fn) == (["def fn(a, b):\n", "    return a @ b\n"], 2)
