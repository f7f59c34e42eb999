"""The host runtime itself: program driver, streams, exit statuses."""
import sys


def test_print_goes_to_host_stdout():
    assert type(sys.stdout).__name__ == "HostStream"
    assert sys.stdout.write("") == 0


def test_sys_exit_code_attribute():
    # FIX brython-systemexit-code: SystemExit.code is what `python` uses as exit status.
    try:
        sys.exit(3)
    except SystemExit as exc:
        assert exc.code == 3
    try:
        raise SystemExit
    except SystemExit as exc:
        assert exc.code is None
    try:
        raise SystemExit("message", 2)
    except SystemExit as exc:
        assert exc.code == ("message", 2)


def test_exceptions_carry_tracebacks():
    def inner():
        raise ValueError("boom")

    try:
        inner()
    except ValueError as exc:
        assert exc.__traceback__ is not None
        assert str(exc) == "boom"


def test_program_runs_as_the_main_module():
    # The driver runs a program in a real `__main__` module (import __main__, C code
    # importing it, pickle by reference).
    import sys
    import brytorch_driver
    saved = sys.modules.get("__main__")
    try:
        status = brytorch_driver.run_program(
            "import sys, __main__\nx = 5\nassert __main__.x == 5 and __name__ == '__main__'\n"
            "assert sys.modules['__main__'] is __main__\n", "<prog>")
        assert status == 0
    finally:
        if saved is None:
            sys.modules.pop("__main__", None)
        else:
            sys.modules["__main__"] = saved


def test_module_without_doc_has_none():
    # overlay 322: CPython gives a module made without a docstring __doc__ = None
    import types
    m = types.ModuleType("made_here")
    assert m.__doc__ is None
    assert getattr(m, "__doc__", "missing") is None
    assert types.ModuleType("with_doc", "text").__doc__ == "text"


def test_import_with_a_none_file_in_globals():
    # CPython: __import__ only reads globals for __package__/__name__; a None __file__ is fine
    m = __import__("json", {"__file__": None, "__name__": "importer"}, None, [], 0)
    assert m.__name__ == "json"


def test_dunder_import_with_a_level():
    # CPython: level 1 resolves against globals["__package__"] (else __name__'s parent)
    m = __import__("util", {"__package__": "importlib", "__name__": "importlib.x"}, None, ["find_spec"], 1)
    assert m.__name__ == "importlib.util" and hasattr(m, "find_spec")
    m = __import__("abc", {"__name__": "collections.x"}, None, ["Mapping"], 1)
    assert m.__name__ == "collections.abc"


def test_eval_runs_an_exec_code_object():
    # CPython: eval() runs a code object of any mode; an 'exec' one returns None (attrs
    # defines its helper classes this way)
    g = {}
    assert eval(compile("class A(tuple):\n    pass\nx = 1", "f", "exec"), g) is None
    assert g["x"] == 1 and g["A"].__bases__ == (tuple,)
    loc = {}
    eval(compile("y = 2", "f", "exec"), {}, loc)
    assert loc["y"] == 2
    assert eval(compile("1 + 1", "f", "eval")) == 2


def test_exec_functions_see_globals():
    # CPython: with two dicts, exec'd code runs like a class body; its functions' globals
    # are the globals dict (attrs and dataclasses build methods this way)
    g, loc = {"plain": 6}, {}
    exec("def f():\n    return plain\nz = 3\nw = z + plain\n", g, loc)
    assert loc["f"]() == 6 and loc["w"] == 9
    assert "z" in loc and "z" not in g
    assert loc["f"].__globals__ is g


def test_vfs_module_file_is_a_path():
    # CPython: a module's __file__ is the absolute path of its source, laid out as the package
    # tree (pkg/sub/mod.py, pkg/__init__.py), so code can find its own name and its neighbours
    # from it (PyTorch's test_dataloader imports itself by its file's name).
    import email.mime.text
    import json
    import linecache
    import os
    path = email.mime.text.__file__
    assert os.path.isabs(path) and path.endswith("/email/mime/text.py"), path
    assert os.path.splitext(os.path.basename(path))[0] == "text"
    assert os.path.basename(os.path.dirname(os.path.dirname(path))) == "email"
    assert json.__file__.endswith("/json/__init__.py") and os.path.dirname(json.__file__) + "/" != "/"
    assert any("class MIMEText" in line for line in linecache.getlines(path))


def test_vfs_module_sources_are_files():
    # CPython: a module's source is a file at its __file__ path whether it was imported or
    # not; open and os.path see it (urllib.robotparser: in the bundle, not imported here).
    import os
    import sys
    import urllib
    package_dir = os.path.dirname(urllib.__file__)
    source = os.path.join(package_dir, "robotparser.py")
    assert "urllib.robotparser" not in sys.modules
    assert os.path.exists(source) and os.path.isfile(source) and not os.path.isdir(source)
    with open(source, encoding="utf-8") as f:
        text = f.read()
    assert "class RobotFileParser" in text
    assert os.stat(source).st_size >= len(text)
    assert not os.path.exists(os.path.join(package_dir, "no_such_module.py"))
    assert not os.path.exists(os.path.join(package_dir, "robotparser.py", "x.py"))


def test_generator_frame_f_back_is_its_caller():
    # CPython 3.11: from code a generator expression calls, the frames are inner ->
    # <genexpr> -> this function, then this function's callers; the chain ends.
    import sys

    def chain_from_here():
        f, names = sys._getframe(), []
        while f is not None and len(names) < 1000:
            names.append(f.f_code.co_name)
            f = f.f_back
        return names

    names = list(chain_from_here() for _ in range(1))[0]
    assert names[:3] == ["chain_from_here", "<genexpr>", "test_generator_frame_f_back_is_its_caller"], names[:5]
    assert len(names) < 1000

    def gen():
        yield chain_from_here()
    assert next(gen())[:3] == ["chain_from_here", "gen", "test_generator_frame_f_back_is_its_caller"]


def test_module_spec_repr():
    # CPython 3.13's format: name, loader, origin, then a package's search locations.
    import email
    import email.utils

    text = repr(email.__spec__)
    assert text.startswith("ModuleSpec(name='email', loader=<") and ", origin=" in text, text
    assert ", submodule_search_locations=[" in text and text.endswith("])"), text
    text = repr(email.utils.__spec__)
    assert text.startswith("ModuleSpec(name='email.utils', loader=<") and "submodule_search_locations" not in text, text


def test_original_streams_are_the_host_streams():
    # CPython: at start sys.__stdout__ is sys.stdout (and stderr); writes to them reach the
    # program's output (Brython's own objects wrote to the JS console: lost). Their
    # descriptors are CPython's (faulthandler.enable(sys.__stderr__) needs one).
    import faulthandler
    import sys

    assert sys.__stdout__ is sys.stdout and sys.__stderr__ is sys.stderr
    assert sys.stdout.fileno() == 1 and sys.stderr.fileno() == 2
    faulthandler.enable(sys.__stderr__)
    assert faulthandler.is_enabled()
    faulthandler.disable()
