"""Importing targets: module names or .py paths, and the conftest.py files beside them."""
import sys


def looks_like_path(target):
    return target.endswith(".py") or "/" in target or "\\" in target


def _read(path):
    with open(path) as f:
        return f.read()


def _exists(path):
    try:
        _read(path)
        return True
    except Exception:
        return False


def _exec_module(name, path, package=None):
    import types
    module = types.ModuleType(name)
    module.__file__ = path
    module.__package__ = package if package is not None else name.rpartition(".")[0]
    sys.modules[name] = module
    try:
        exec(compile(_read(path), path, "exec"), module.__dict__)
    except BaseException:
        sys.modules.pop(name, None)
        raise
    return module


def _conftests_for_module(name):
    import importlib
    found = []
    parts = name.split(".")
    for i in range(0, len(parts)):
        # i == 0: a top-level conftest next to top-level test modules (pybind11's layout).
        cname = ".".join(parts[:i]) + ".conftest" if i else "conftest"
        if cname == name:
            continue
        try:
            found.append(importlib.import_module(cname))
        except ModuleNotFoundError as exc:
            if exc.name is None or not (cname + ".").startswith(exc.name + "."):
                raise   # the conftest exists, and something it imports does not
    return found


def _conftests_for_path(path):
    directory = path.replace("\\", "/").rpartition("/")[0] or "."
    dirs = [directory]
    while _exists(dirs[-1] + "/__init__.py"):
        parent = dirs[-1].rpartition("/")[0]
        if not parent or parent == dirs[-1]:
            break
        dirs.append(parent)
    found = []
    for d in reversed(dirs):
        cpath = d + "/conftest.py"
        if _exists(cpath):
            key = "conftest" if d == directory else "conftest_" + d.replace("/", "_")
            found.append(sys.modules.get(key) if getattr(sys.modules.get(key), "__file__", None)
                         == cpath else _exec_module(key, cpath, package=""))
    return found


def label_of(target):
    """The test file's name in node ids: a path as given, a module's file name."""
    return target if looks_like_path(target) else target.rpartition(".")[2] + ".py"


def import_target(target):
    """-> (module, conftest modules)."""
    if looks_like_path(target):
        conftests = _conftests_for_path(target)
        base = target.replace("\\", "/").rpartition("/")[2][:-3]
        return _exec_module(base, target, package=""), conftests
    import importlib
    conftests = _conftests_for_module(target)
    module = importlib.import_module(target)
    _alias_rootless(target, module)
    return module, conftests


def _alias_rootless(target, module):
    """pytest imports a test file from a directory without __init__.py under its basename
    (rootdir-relative "prepend" import mode), and tests may rely on that (pyrsistent's
    `__type__ = 'checked_map_test.FloatVector'`). A bundle packs such a directory as an empty
    package, so an empty parent package gets the basename as an alias too."""
    package, _, base = target.rpartition(".")
    parent = sys.modules.get(package) if package else None
    if parent is None or base in sys.modules:
        return
    # (Brython adds `$annotations` to every module)
    if all(k.startswith(("__", "$")) or isinstance(v, type(sys))
           for k, v in vars(parent).items()):
        sys.modules[base] = module
