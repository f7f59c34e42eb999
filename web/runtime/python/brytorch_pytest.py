"""A small pytest-compatible test runner for Brython (BryTorch's own code; the API that test
files import is the `pytest` package beside this module).

    import brytorch_pytest
    status = brytorch_pytest.main(["pkg.tests.test_a", "tests/test_b.py"], keyword="foo",
                                  verbose=True)

Targets are module names (imported with the normal import system, e.g. from a VFS bundle)
or paths of .py files (read with open() and executed as a module; sibling imports then only
work if the directory is importable by other means). A conftest.py beside the test module
(and in its parent packages) is imported first and its fixtures are visible to the module.

Collects module-level test* functions, Test* classes without __init__ (a new instance per
test; setup_class/teardown_class, setup_method/teardown_method, module-level setup_module/
teardown_module and setup_function/teardown_function), and unittest.TestCase subclasses (run
through unittest, each test counted). Parametrization (marks and fixture params) gives ids
like pytest's: `test_file.py::TestClass::test_name[1-a]`.

Prints one line per test when verbose (PASSED / FAILED / ERROR / SKIPPED (reason) / XFAIL /
XPASS), the failures' tracebacks with the test's captured output, and finally exactly
`N passed, N failed, N skipped, N xfailed, N errors`. An XPASS (non-strict xfail that
passed) counts as passed, a strict one as failed; a skip never counts as passed. Errors are
collection errors of a module, exceptions in fixtures or setup/teardown (a teardown error
is counted in addition to the test's own outcome, as pytest does). main() returns 0 only if
nothing failed and there were no errors.

Tests of a module run in pytest's order (reorder_units: the tests sharing one param of a
higher-scoped parametrized fixture run together). Test code is called through Runner._call,
which repairs Brython's frame stack when the code left it unbalanced (docs/brython-bugs.md),
and anything that escapes the runner's own per-test code becomes an error of that test: one
test never ends the run.
"""
import inspect
import io
import re
import sys

import pytest
from brytorch_driver import HostStream
from brytorch_shard import shard_of
from pytest import (_FIXTURE_ATTR, _NOTSET, CaptureFixture, Config, Failed, FixtureRequest,
                    FixtureSpec, Mark, MarkDecorator, MonkeyPatch, ParameterSet, Skipped,
                    WarningsRecorder, XFailed, normalize_marks)

SCOPE_RANK = {"session": 0, "module": 1, "class": 2, "function": 3}
MAX_TRACEBACK_LINES = 40
MAX_CAPTURE_CHARS = 2000


class CollectError(Exception):
    pass


# ---- output capture


class _Stream(HostStream):
    """A test's captured stdout or stderr: the driver's stream, writing into a list."""

    def __init__(self, name):
        self.parts = []
        super().__init__(name, lambda _name, text: self.parts.append(text))

    def take(self):
        text = "".join(self.parts)
        self.parts = []
        return text


class _Capture:
    """Replaces sys.stdout/sys.stderr while a test runs; capsys reads from it."""

    def __init__(self):
        self.out = _Stream("<stdout>")
        self.err = _Stream("<stderr>")
        self.saved = None

    def start(self):
        self.saved = (sys.stdout, sys.stderr)
        sys.stdout, sys.stderr = self.out, self.err

    def stop(self):
        if self.saved is not None:
            sys.stdout, sys.stderr = self.saved
            self.saved = None

    def take(self):
        return self.out.take(), self.err.take()

    def suspended(self):
        capture = self

        class _Suspended:
            def __enter__(self):
                capture.stop()

            def __exit__(self, *exc):
                capture.start()
                return False
        return _Suspended()


# ---- ids



def _fixture_spec(obj):
    """The fixture spec a @pytest.fixture function carries, or None. (Brython's
    getattr(obj, name, default) lets an AttributeError raised by a metaclass
    __getattr__/__getattribute__ escape: pybind11 classes have one.)"""
    try:
        return getattr(obj, _FIXTURE_ATTR, None)
    except Exception:  # AttributeError through our classes, TypeError in pure Python
        return None

# pytest's ascii_escaped: what is left of non-printable ASCII after the escaping below
_NON_PRINTABLE = {i: f"\\x{i:02x}" for i in range(128) if not 32 <= i < 127}
_NON_PRINTABLE.update({ord("\t"): "\\t", ord("\r"): "\\r", ord("\n"): "\\n"})


def _ascii(text):
    """A parameter's id text as pytest writes it: str through the unicode_escape codec,
    bytes decoded as ASCII with backslashreplace, then non-printable ASCII escaped."""
    if isinstance(text, bytes):
        escaped = text.decode("ascii", "backslashreplace")
    elif text.isascii() and text.isprintable() and "\\" not in text:
        return text
    else:
        escaped = "".join(_escape_char(c) for c in text)
    return escaped.translate(_NON_PRINTABLE)


def _escape_char(c):
    # What the unicode_escape codec writes (Brython has no such codec).
    special = {"\\": "\\\\", "\t": "\\t", "\n": "\\n", "\r": "\\r"}
    o = ord(c)
    if c in special:
        return special[c]
    if 32 <= o < 127:
        return c
    if o < 256:
        return f"\\x{o:02x}"
    if o < 0x10000:
        return f"\\u{o:04x}"
    return f"\\U{o:08x}"


def _default_id(value, argname, index):
    if isinstance(value, (str, bytes)):
        return _ascii(value)
    if value is None or isinstance(value, (bool, int, float, complex)):
        return str(value)
    if isinstance(value, re.Pattern):
        return _ascii(value.pattern)
    try:
        import enum
        if isinstance(value, enum.Enum):
            return str(value)
    except ImportError:
        pass
    if isinstance(getattr(value, "__name__", None), str):  # class, function, module, ...
        return value.__name__
    return f"{argname}{index}"


def _unique(ids):
    counts = {}
    for i in ids:
        counts[i] = counts.get(i, 0) + 1
    seen = {}
    out = []
    for i in ids:
        if counts[i] > 1:
            n = seen.get(i, 0)
            seen[i] = n + 1
            out.append(f"{i}_{n}" if i and i[-1].isdigit() else f"{i}{n}")
        else:
            out.append(i)
    return out


def _id_for(value, argname, index, idfn):
    if idfn is not None:
        got = idfn(value)
        if got is not None:
            return _ascii(str(got))
    return _default_id(value, argname, index)


# ---- collection


def _argnames(func, drop_first=False):
    try:
        sig = inspect.signature(func)
        params = [p for p in sig.parameters.values()
                  if p.kind in (p.POSITIONAL_OR_KEYWORD, p.KEYWORD_ONLY)]
        names = [(p.name, p.default is not p.empty) for p in params]
    except (TypeError, ValueError):
        code = func.__code__
        n = code.co_argcount + code.co_kwonlyargcount
        names = [(name, False) for name in code.co_varnames[:n]]
    if drop_first and names:
        names = names[1:]
    skip = len(getattr(func, "patchings", ()))  # unittest.mock.patch decorators fill these
    names = names[skip:]
    return [name for name, has_default in names if not has_default]


class FixtureDef:
    def __init__(self, spec, owner_cls=None):
        self.spec = spec
        self.name = spec.name
        self.func = spec.func
        self.scope = spec.scope
        self.owner_cls = owner_cls
        self.argnames = _argnames(spec.func, drop_first=owner_cls is not None)
        self.params = spec.params

    def param_ids(self):
        ids = []
        for i, value in enumerate(self.params):
            if isinstance(value, ParameterSet) and value.id is not None:
                ids.append(value.id)
                continue
            raw = value.values[0] if isinstance(value, ParameterSet) else value
            if isinstance(self.spec.ids, (list, tuple)) and i < len(self.spec.ids) \
                    and self.spec.ids[i] is not None:
                ids.append(str(self.spec.ids[i]))
            else:
                idfn = self.spec.ids if callable(self.spec.ids) else None
                ids.append(_id_for(raw, self.name, i, idfn))
        return _unique(ids)

    def __repr__(self):
        return f"<FixtureDef {self.name} {self.scope}>"


def _fixtures_in(namespace, owner_cls=None):
    out = []
    for value in list(namespace.values()):
        if isinstance(value, (staticmethod, classmethod)):
            value = value.__func__
        spec = _fixture_spec(value)
        if isinstance(spec, FixtureSpec):
            # One FixtureDef per fixture (and class), so a conftest's session/module fixture
            # keeps one cached value across the modules that see it.
            defs = spec.__dict__.setdefault("_defs", {})
            if owner_cls not in defs:
                defs[owner_cls] = FixtureDef(spec, owner_cls)
            out.append(defs[owner_cls])
    return out


class Registry:
    """Fixture definitions visible at one level: name -> [outermost ... innermost]."""

    def __init__(self, parent=None):
        self.defs = {name: list(v) for name, v in parent.defs.items()} if parent else {}
        self.autouse = list(parent.autouse) if parent else []

    def add(self, fixdefs):
        for d in fixdefs:
            self.defs.setdefault(d.name, []).append(d)
            if d.spec.autouse and d.name not in self.autouse:
                self.autouse.append(d.name)

    def lookup(self, name, below=None):
        chain = self.defs.get(name)
        if not chain:
            return None
        if below is not None and below in chain:
            i = chain.index(below)
            return chain[i - 1] if i > 0 else None
        return chain[-1]


class Node:
    """What `request.node` shows of a test."""

    def __init__(self, item):
        self._item = item
        self.name = item.name
        self.nodeid = item.nodeid
        self.originalname = item.originalname
        self.callspec = item.callspec

    @property
    def own_markers(self):
        return self._item.marks

    def iter_markers(self, name=None):
        return (m for m in self._item.marks if name is None or m.name == name)

    def get_closest_marker(self, name, default=None):
        return next(self.iter_markers(name), default)

    def add_marker(self, marker, append=True):
        if isinstance(marker, str):
            marker = Mark(marker)
        marker = getattr(marker, "mark", marker)
        if append:
            self._item.marks.append(marker)
        else:
            self._item.marks.insert(0, marker)

    def __repr__(self):
        return f"<Function {self.name}>"


class CallSpec:
    def __init__(self, params, id):
        self.params = params
        self.id = id


class Item:
    def __init__(self, ctx, classes, func, name, originalname, params, fixture_params, marks,
                 registry, callspec_id, static=False):
        self.ctx = ctx
        self.module = ctx.module
        self.classes = classes          # chain of enclosing Test classes, outermost first
        self.cls = classes[-1] if classes else None
        self.func = func                # the plain function (unbound)
        self.static = static
        self.name = name
        self.originalname = originalname
        self.params = params            # direct parametrization: argname -> value
        self.fixture_params = fixture_params  # FixtureDef -> param index
        self.marks = marks
        self.registry = registry
        self.nodeid = "::".join([ctx.label, *(c.__name__ for c in classes), name])
        self.callspec = CallSpec(dict(params), callspec_id)
        self.instance = None
        self.node = Node(self)


class UnitTestBlock:
    """The selected tests of one unittest.TestCase class, run through unittest."""

    def __init__(self, ctx, cls, names):
        self.ctx = ctx
        self.cls = cls
        self.names = names
        self.nodeids = {n: f"{ctx.label}::{cls.__name__}::{n}" for n in names}


class ModuleContext:
    def __init__(self, label, module, registry):
        self.label = label
        self.module = module
        self.registry = registry
        self.setup_done = False
        self.setup_error = None


def _parse_argnames(argnames):
    if isinstance(argnames, str):
        names = [n.strip() for n in argnames.split(",") if n.strip()]
        return names, len(names) == 1 and "," not in argnames
    return list(argnames), False


def _expand_parametrize(mark, func_name):
    """One parametrize mark -> list of (params dict, id, marks)."""
    args = list(mark.args)
    kwargs = dict(mark.kwargs)
    argnames = kwargs.pop("argnames", args.pop(0) if args else None)
    argvalues = kwargs.pop("argvalues", args.pop(0) if args else None)
    ids = kwargs.pop("ids", args.pop(0) if args else None)
    if kwargs.get("indirect"):
        raise CollectError(f"{func_name}: parametrize(indirect=...) is not supported")
    names, single = _parse_argnames(argnames)
    sets = []
    for value in list(argvalues):
        if isinstance(value, ParameterSet):
            values, pmarks, pid = value.values, value.marks, value.id
        else:
            values = (value,) if single else tuple(value)
            pmarks, pid = [], None
        if len(values) != len(names):
            raise CollectError(f"{func_name}: in parametrize, {names!r} expects "
                               f"{len(names)} values, got {values!r}")
        sets.append((values, pmarks, pid))
    if not sets:
        reason = f"got empty parameter set {names!r}, function {func_name}"
        return [({n: None for n in names}, "NOTSET", [Mark("skip", (), {"reason": reason})])]
    if ids is not None and not callable(ids):
        ids = list(ids)
        if len(ids) != len(sets):
            raise CollectError(f"{func_name}: in parametrize, {len(sets)} parameter sets "
                               f"but {len(ids)} ids")
    made = []
    for i, (values, pmarks, pid) in enumerate(sets):
        if pid is not None:
            made.append(str(pid))
        elif isinstance(ids, list) and ids[i] is not None:
            made.append(_ascii(str(ids[i])))
        else:
            idfn = ids if callable(ids) else None
            made.append("-".join(_id_for(v, n, i, idfn) for v, n in zip(values, names)))
    made = _unique(made)
    return [(dict(zip(names, values)), made[i], list(pmarks))
            for i, (values, pmarks, _) in enumerate(sets)]


def _closure(registry, initial, direct):
    """Fixture definitions a test needs, in pytest's order (autouse, then arguments, then
    what those request), skipping directly parametrized names."""
    order = []
    seen = set()
    todo = [(name, None) for name in initial]
    while todo:
        name, below = todo.pop(0)
        if name in direct or name == "request":
            continue
        d = registry.lookup(name, below)
        if d is None or id(d) in seen:
            continue
        seen.add(id(d))
        order.append(d)
        for arg in d.argnames:
            todo.append((arg, d if arg == d.name else None))
    return order


def _module_marks(module):
    return normalize_marks(getattr(module, "pytestmark", []))


def _make_items(ctx, classes, func, registry, static=False):
    originalname = func.__name__
    own = normalize_marks(getattr(func, "pytestmark", []))
    marks = list(own)
    for cls in reversed(classes):
        for klass in cls.__mro__:
            marks.extend(normalize_marks(klass.__dict__.get("pytestmark", [])))
    marks.extend(_module_marks(ctx.module))
    argnames = _argnames(func, drop_first=bool(classes) and not static)
    if inspect.iscoroutinefunction(func):
        marks.insert(0, Mark("skip", (), {"reason": "async def functions are not supported"}))
    # Each callspec: (params, fixture_params, ids, marks)
    specs = [({}, {}, [], [])]
    direct = set()
    for m in marks:
        if m.name == "parametrize":
            direct.update(_parse_argnames(m.kwargs.get("argnames", m.args[0] if m.args else ""))[0])
    for d in _closure(registry, registry.autouse + argnames, direct):
        if d.params is None:
            continue
        ids = d.param_ids()
        new = []
        for params, fparams, idl, pm in specs:
            for i, value in enumerate(d.params):
                extra = value.marks if isinstance(value, ParameterSet) else []
                new.append((params, {**fparams, d: i}, idl + [ids[i]], pm + list(extra)))
        specs = new
    for m in marks:
        if m.name != "parametrize":
            continue
        expanded = _expand_parametrize(m, originalname)
        new = []
        for params, fparams, idl, pm in specs:
            for p, pid, pmarks in expanded:
                dup = set(p) & set(params)
                if dup:
                    raise CollectError(f"{originalname}: duplicate parametrization of {sorted(dup)}")
                new.append(({**params, **p}, fparams, idl + [pid], pm + pmarks))
        specs = new
    items = []
    for params, fparams, idl, pm in specs:
        cid = "-".join(idl)
        name = f"{originalname}[{cid}]" if idl else originalname
        items.append(Item(ctx, classes, func, name, originalname, params, fparams,
                          list(pm) + marks, registry, cid, static))
    return items


def _own_init(cls):
    return any("__init__" in k.__dict__ or "__new__" in k.__dict__
               for k in cls.__mro__ if k is not object)


def _is_fixture(obj):
    return isinstance(_fixture_spec(obj), FixtureSpec)


def _collect_class(ctx, classes, registry, units, warnings_out):
    cls = classes[-1]
    if _own_init(cls):
        warnings_out.append(f"{ctx.label}::{cls.__name__}: cannot collect test class "
                            f"{cls.__name__!r} because it has a __init__ constructor")
        return
    reg = Registry(registry)
    for klass in reversed(cls.__mro__):
        if klass is not object:
            reg.add(_fixtures_in(klass.__dict__, owner_cls=cls))
    seen = set()
    entries = []
    for klass in cls.__mro__:
        for name, raw in klass.__dict__.items():
            if name in seen:
                continue
            seen.add(name)
            entries.append((name, raw))
    for name, raw in entries:
        if isinstance(raw, type) and name.startswith("Test") and getattr(raw, "__test__", True):
            _collect_class(ctx, classes + [raw], reg, units, warnings_out)
            continue
        if not name.startswith("test"):
            continue
        static = isinstance(raw, staticmethod)
        func = raw.__func__ if static else raw
        if not inspect.isfunction(func) or _is_fixture(func):
            continue
        _add_items(units, ctx, classes, func, reg, static=static)


def collect_module(ctx, warnings_out):
    import unittest
    units = []
    module = ctx.module
    for name, obj in list(vars(module).items()):
        if isinstance(obj, type):
            if issubclass(obj, unittest.TestCase):
                if getattr(obj, "__test__", True):
                    names = list(unittest.TestLoader().getTestCaseNames(obj))
                    if names:
                        units.append(UnitTestBlock(ctx, obj, names))
            elif name.startswith("Test") and getattr(obj, "__test__", True):
                _collect_class(ctx, [obj], ctx.registry, units, warnings_out)
        elif name.startswith("test") and inspect.isfunction(obj) and not _is_fixture(obj) \
                and getattr(obj, "__test__", True):
            _add_items(units, ctx, [], obj, ctx.registry)
    return units


class BrokenUnit:
    """A test function whose parametrization is invalid: one error, like pytest's."""

    def __init__(self, nodeid, exc):
        self.nodeid = nodeid
        self.exc = exc


def _add_items(units, ctx, classes, func, registry, static=False):
    try:
        units.extend(_make_items(ctx, classes, func, registry, static=static))
    except Exception as exc:  # noqa: BLE001 - reported as a collection error of this test
        nodeid = "::".join([ctx.label, *(c.__name__ for c in classes), func.__name__])
        units.append(BrokenUnit(nodeid, exc))


# ---- ordering (pytest's reorder_items)


HIGH_SCOPES = ("session", "package", "module", "class")
_LOWER = {"session": "package", "package": "module", "module": "class", "class": "function"}


def _param_key(value, index):
    """pytest's ParamValueKey: equal hashable values of one type are one key; an unhashable
    value is keyed by its index in the params."""
    try:
        hash(value)
    except TypeError:
        return ("index", index)
    return ("value", type(value), value)


def _param_argkeys(unit, scope):
    """The keys of the parametrized fixtures of `scope` that a test uses (pytest's
    get_param_argkeys); tests without fixture params (unittest blocks, broken units) have
    none."""
    keys = []
    for fixdef, index in getattr(unit, "fixture_params", {}).items():
        if fixdef.scope != scope:
            continue
        value = fixdef.params[index]
        if isinstance(value, ParameterSet):
            value = value.values[0] if value.values else None
        if scope == "session":
            where = (None, None)
        elif scope == "package":
            where = (getattr(unit.module, "__package__", None), None)
        elif scope == "module":
            where = (unit.module, None)
        else:
            where = (unit.module, unit.cls)
        keys.append((fixdef.name, _param_key(value, index), where))
    return dict.fromkeys(keys)


def reorder_units(units):
    """Orders the tests as pytest does (its reorder_items): the tests that share one param of
    a session/package/module/class-scoped parametrized fixture run together, so that each
    param value is set up once and torn down before the next one. Applied to the tests of one
    module (pytest applies it to all collected tests of a session)."""
    argkeys_by_unit = {}
    units_by_argkey = {}
    for scope in HIGH_SCOPES:
        by_unit = argkeys_by_unit[scope] = {}
        by_key = units_by_argkey[scope] = {}
        for unit in units:
            keys = _param_argkeys(unit, scope)
            if keys:
                by_unit[unit] = keys
                for key in keys:
                    by_key.setdefault(key, {})[unit] = None
    if not any(argkeys_by_unit[s] for s in HIGH_SCOPES):
        return list(units)
    return list(_reorder_at_scope(dict.fromkeys(units), argkeys_by_unit, units_by_argkey,
                                  "session"))


def _reorder_at_scope(units, argkeys_by_unit, units_by_argkey, scope):
    if scope == "function" or len(units) < 3:
        return units
    by_key = units_by_argkey[scope]
    by_unit = argkeys_by_unit[scope]
    ignore = set()
    queue = list(units)
    done = {}
    while queue:
        no_argkey = {}
        slicing = None
        while queue:
            unit = queue.pop(0)
            if unit in done or unit in no_argkey:
                continue
            keys = [k for k in by_unit.get(unit, ()) if k not in ignore]
            if not keys:
                no_argkey[unit] = None
                continue
            slicing = keys[-1]
            matching = [u for u in by_key[slicing] if u in units]
            queue[:0] = matching
            for u in reversed(matching):
                # Move u to the front of every key's list it is in (pytest's move_to_end).
                for other in HIGH_SCOPES:
                    for key in argkeys_by_unit[other].get(u, ()):
                        old = units_by_argkey[other][key]
                        old.pop(u, None)
                        fresh = {u: None}
                        fresh.update(old)
                        units_by_argkey[other][key] = fresh
            break
        if no_argkey:
            done.update(_reorder_at_scope(no_argkey, argkeys_by_unit, units_by_argkey,
                                          _LOWER[scope]))
        if slicing is not None:
            ignore.add(slicing)
    return done


# ---- Brython's frame stack


_BRYTHON = getattr(__import__("builtins"), "__BRYTHON__", None)
try:
    from javascript import NULL as _JS_NULL
except ImportError:
    _JS_NULL = None


def _frame_mark():
    """The node of Brython's frame stack for the caller's frame (None elsewhere)."""
    if _BRYTHON is None:
        return None
    try:
        return _BRYTHON.frame_obj.prev  # .frame_obj is this function's own frame
    except Exception:  # noqa: BLE001
        return None


def _frame_restore(mark):
    """Puts Brython's frame stack back to `mark` (the caller's frame, from _frame_mark) if
    the code just run left it unbalanced. Brython 3.14.3 left a stale frame on the stack
    when a class statement raised inside a `with` whose __exit__ suppressed the exception,
    and popped one frame too many in dict(generator) (docs/brython-bugs.md; both fixed by
    overlays 512 and 513, this stays as a guard); every frame still running then skips the
    else clause of the try statement it is in and loses the names it first binds in later
    try bodies. Returns True if it repaired the stack."""
    if mark is None:
        return False
    try:
        own = _BRYTHON.frame_obj   # this function's frame; its caller should be `mark`
        caller = own.prev
        if caller is not None and caller is not _JS_NULL and caller.count == mark.count and caller.frame is mark.frame:
            return False
        own.prev = mark
        own.count = mark.count + 1
        return True
    except Exception:  # noqa: BLE001
        return False


# ---- importing targets


def _looks_like_path(target):
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


def _not_found(exc, name):
    """Whether a ModuleNotFoundError is about `name` itself (Brython's lacks .name)."""
    missing = getattr(exc, "name", None)
    if missing is not None:
        return name == missing or name.startswith(missing + ".")
    text = str(exc)
    return any(text.startswith(p) or f"'{p}'" in text
               for p in [name] + [name.rsplit(".", k)[0] for k in range(1, name.count(".") + 1)])


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
            if not _not_found(exc, cname):
                raise
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


def _import_target(target):
    """-> (label, module, conftest modules)."""
    if _looks_like_path(target):
        conftests = _conftests_for_path(target)
        base = target.replace("\\", "/").rpartition("/")[2][:-3]
        return target, _exec_module(base, target, package=""), conftests
    import importlib
    conftests = _conftests_for_module(target)
    module = importlib.import_module(target)
    _alias_rootless(target, module)
    return target.rpartition(".")[2] + ".py", module, conftests


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


# ---- builtin fixtures


def _builtin_registry(runner):
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
        problem = runner.tmp_path_problem()
        if problem:
            pytest.skip(problem)
        import pathlib
        import tempfile
        return pathlib.Path(tempfile.mkdtemp(prefix="brytorch-pytest-"))

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


# ---- running


class _Entry:
    """One fixture value alive in some scope, with its finalizers."""

    def __init__(self, fixdef, key):
        self.fixdef = fixdef
        self.key = key
        self.value = None
        self.exc = None
        self.finalizers = []


class Outcome:
    def __init__(self, nodeid, outcome, reason="", longrepr=""):
        self.nodeid = nodeid
        self.outcome = outcome      # passed failed skipped xfailed xpassed error known
        self.reason = reason
        self.longrepr = longrepr


# "known": a strict expected failure of the runner's known_failures that failed (see Runner)
_WORDS = {"passed": "PASSED", "failed": "FAILED", "skipped": "SKIPPED", "xfailed": "XFAIL",
          "xpassed": "XPASS", "error": "ERROR", "known": "KNOWN"}
_CHARS = {"passed": ".", "failed": "F", "skipped": "s", "xfailed": "x", "xpassed": "X",
          "error": "E", "known": "k"}


class Results:
    def __init__(self):
        self.records = []
        self.collect_warnings = []
        self.deselected = 0
        self.frame_repairs = []   # node ids after which Brython's frame stack was repaired

    def by_id(self):
        """nodeid -> outcome of the test (a teardown error is listed as 'nodeid@teardown')."""
        out = {}
        for r in self.records:
            key = r.nodeid if r.nodeid not in out else r.nodeid + "@teardown"
            out[key] = r.outcome
        return out

    def counts(self):
        c = {"passed": 0, "failed": 0, "skipped": 0, "xfailed": 0, "errors": 0, "known": 0}
        for r in self.records:
            if r.outcome in ("passed", "xpassed"):
                c["passed"] += 1
            elif r.outcome == "error":
                c["errors"] += 1
            else:
                c[r.outcome] += 1
        return c

    def summary(self):
        c = self.counts()
        return (f"{c['passed']} passed, {c['failed']} failed, {c['skipped']} skipped, "
                f"{c['xfailed']} xfailed, {c['errors']} errors"
                + (f", {c['known']} known failures" if c["known"] else ""))

    @property
    def status(self):
        c = self.counts()
        return 0 if c["failed"] == 0 and c["errors"] == 0 else 1


def _format_exception(exc, _shown=None):
    """The failure text: the traceback below the runner, then the exception; first, as pytest
    and CPython show them, the exceptions it was raised from or while handling
    (torch.testing's "RuntimeError: Comparing" says only "the exception above")."""
    import traceback
    shown = _shown if _shown is not None else set()
    shown.add(id(exc))
    chained = exc.__cause__ if exc.__cause__ is not None else \
        (None if exc.__suppress_context__ else exc.__context__)
    before = ""
    if chained is not None and id(chained) not in shown:
        link = ("The above exception was the direct cause of the following exception:"
                if exc.__cause__ is not None else
                "During handling of the above exception, another exception occurred:")
        before = _format_exception(chained, shown) + "\n" + link + "\n\n"
    frames = traceback.extract_tb(exc.__traceback__)

    def name(frame):
        return frame.filename.replace("\\", "/")

    def ours(frame):
        return "brytorch_pytest" in name(frame) or name(frame).startswith("<frozen importlib") \
            or name(frame).endswith("importlib/__init__.py")

    def hidden(frame):  # pytest's helpers and unittest's machinery
        return any(s in name(frame) for s in ("/pytest/", "/unittest/"))
    # Keep what is below the runner's last frame (Brython's tracebacks also list the frames
    # above the one that caught the exception).
    last = max([i for i, f in enumerate(frames) if ours(f)], default=-1)
    frames = [f for f in frames[last + 1:] if not hidden(f)]
    try:
        lines = traceback.format_list(frames)
    except Exception:  # Brython's unicodedata lacks east_asian_width (non-ASCII source lines)
        lines = [f'  File "{f.filename}", line {f.lineno}, in {f.name}\n' +
                 (f"    {f.line.strip()}\n" if f.line else "") for f in frames]
    lines += traceback.format_exception_only(type(exc), exc)
    text = "".join(lines)
    if isinstance(exc, AssertionError) and not str(exc) and frames and frames[-1].line:
        text += f"(assertion failed: {frames[-1].line.strip()})\n"
    return before + text


def _describe(exc):
    text = str(exc)
    return f"{type(exc).__name__}: {text}" if text else type(exc).__name__


def _eval_condition(cond, item):
    if isinstance(cond, str):
        import os
        import platform
        namespace = {"os": os, "sys": sys, "platform": platform, "config": None}
        namespace.update(vars(item.module))
        return bool(eval(cond, namespace)), f"condition: {cond}"
    return bool(cond), ""


def _skip_reason(item):
    for m in item.marks:
        if m.name == "skip":
            return m.kwargs.get("reason", m.args[0] if m.args else "unconditional skip")
        if m.name == "skipif":
            conds = m.args or ((m.kwargs["condition"],) if "condition" in m.kwargs else ())
            if not conds:
                return m.kwargs.get("reason", "")
            for cond in conds:
                hit, text = _eval_condition(cond, item)
                if hit:
                    return m.kwargs.get("reason", text)
    return None


def _warning_filter(text):
    """pytest's -W / filterwarnings syntax, "action:message:category:module:lineno" (the
    message a regular expression, the category a builtin or dotted name), as the arguments
    of warnings.filterwarnings."""
    import builtins
    import importlib
    parts = [p.strip() for p in text.split(":")]
    if len(parts) > 5:
        raise ValueError(f"too many fields (max 5) in {text!r}")
    action, message, category, module, lineno = parts + [""] * (5 - len(parts))
    cat = Warning
    if category:
        if "." in category:
            mod, _, name = category.rpartition(".")
            cat = getattr(importlib.import_module(mod), name)
        else:
            cat = getattr(builtins, category)
    return action, message, cat, module, int(lineno) if lineno else 0


class _WarningFilters:
    """What pytest's warnings plugin does around each test: warnings are recorded rather
    than shown, DeprecationWarning and PendingDeprecationWarning always recorded, then the
    test's filterwarnings marks applied (closest first, as pytest iterates them)."""

    def __init__(self, item):
        self.item = item
        self.cm = None

    def enter(self):
        import warnings
        self.cm = warnings.catch_warnings(record=True)
        self.cm.__enter__()
        warnings.filterwarnings("always", category=DeprecationWarning)
        warnings.filterwarnings("always", category=PendingDeprecationWarning)
        for m in self.item.marks:
            if m.name == "filterwarnings":
                for arg in m.args:
                    warnings.filterwarnings(*_warning_filter(arg))

    def exit(self):
        if self.cm is not None:
            cm, self.cm = self.cm, None
            cm.__exit__(None, None, None)


class _XfailSpec:
    def __init__(self, reason, raises, strict, run):
        self.reason = reason
        self.raises = raises
        self.strict = strict
        self.run = run


def _xfail_spec(item):
    for m in item.marks:
        if m.name != "xfail":
            continue
        conds = m.args or ((m.kwargs["condition"],) if "condition" in m.kwargs else ())
        reason = m.kwargs.get("reason", "")
        active = not conds
        for cond in conds:
            hit, text = _eval_condition(cond, item)
            if hit:
                active = True
                reason = reason or text
                break
        if active:
            return _XfailSpec(reason, m.kwargs.get("raises"), m.kwargs.get("strict", False),
                              m.kwargs.get("run", True))
    return None


class Runner:
    def __init__(self, keyword=None, verbose=False, out=None, deselect=(), events=False,
                 announce=False, known_failures=None, shard=None):
        self.keyword = keyword
        # shard: (index, count), run only the tests brytorch_shard.shard_of gives `index`
        self.shard = shard
        # known_failures: {node id: cause}, strict expected failures. They run; one that fails
        # is reported KNOWN (neither passed nor failed), one that passes FAILED (the entry is
        # stale), and an entry no collected test matches FAILED at the end. Exact ids only: a
        # parametrised test lists its failing cases one by one.
        self.known_failures = dict(known_failures or {})
        self._known_seen = set()
        # announce: the test tiers' accounting lines, "@@BEGIN", "@@COLLECTED N FILE" once a
        # file is collected and "@@END" after the report (tools/test/outcomes.py)
        self.announce = announce
        # events: one "@@START <json nodeid>" line before each test and one "@@RESULT <json>"
        # line per outcome, for a driver that must know which test a crash or timeout took
        # down (tools/bench/lib/numpy_suite.py)
        self.events = events
        self.deselect = frozenset(deselect)
        self.verbose = verbose
        self.out = out or sys.stdout
        self.results = Results()
        self.config = Config()
        self.capture = _Capture()
        self.builtins = _builtin_registry(self)
        self.entries = {}   # FixtureDef -> _Entry
        self.stacks = {"session": [], "module": [], "class": [], "function": []}
        self.values = {}    # per-test: FixtureDef -> value
        self._tmp_problem = None
        self._line_open = False
        self._current = "<session>"   # node id whose code runs now (for frame repairs)

    def _call(self, fn, *args, **kwargs):
        """Calls test code; on Brython, repairs the frame stack if the call left it
        unbalanced (see _frame_restore) and notes the test."""
        # No `return` in the try and no finally clause: Brython's finally clause and return
        # statement adjust the frame stack themselves and would hide the imbalance.
        mark = _frame_mark()
        result = None
        try:
            result = fn(*args, **kwargs)
        except BaseException:
            self._repaired(_frame_restore(mark))
            raise
        self._repaired(_frame_restore(mark))
        return result

    def _repaired(self, repaired):
        if repaired and self._current not in self.results.frame_repairs:
            self.results.frame_repairs.append(self._current)

    # -- conftest hooks

    def _configure(self, conftest):
        """Calls a conftest's pytest_configure(config) once, as pytest does at startup."""
        done = getattr(self, "_configured", None)
        if done is None:
            done = self._configured = set()
        hook = getattr(conftest, "pytest_configure", None)
        if hook is None or id(conftest) in done:
            return
        done.add(id(conftest))
        import inspect
        try:
            takes_config = len(inspect.signature(hook).parameters) > 0
        except (TypeError, ValueError):
            takes_config = False
        self._call(hook, self.config) if takes_config else self._call(hook)

    # -- output

    def write(self, text):
        self.out.write(text)

    def report(self, rec, label=None):
        cause = self.known_failures.get(rec.nodeid)
        if cause is not None:
            self._known_seen.add(rec.nodeid)
            if rec.outcome in ("failed", "error"):
                rec = Outcome(rec.nodeid, "known", f"{cause}: {rec.reason}".splitlines()[0][:300])
            elif rec.outcome == "passed":
                rec = Outcome(rec.nodeid, "failed", f"passed, but is listed as a known failure "
                              f"({cause}): remove the entry")
        self.results.records.append(rec)
        if self.events:
            import json
            reason = (rec.reason or "").strip().splitlines()
            # events start a line of their own: a unittest block's progress dots may precede them
            self.write("\n@@RESULT " + json.dumps({"id": rec.nodeid, "outcome": rec.outcome,
                                                  "reason": reason[0][:300] if reason else ""}) + "\n")
        if self.verbose:
            word = _WORDS[rec.outcome]
            if rec.reason and rec.outcome in ("skipped", "xfailed", "xpassed", "known"):
                word += f" ({rec.reason})"
            self.write(f"{label or rec.nodeid} {word}\n")
        else:
            self.write(_CHARS[rec.outcome])
            self._line_open = True

    def tmp_path_problem(self):
        if self._tmp_problem is None:
            try:
                import tempfile
                import os
                d = tempfile.mkdtemp(prefix="brytorch-pytest-")
                with open(d + "/probe", "w") as f:
                    f.write("x")
                os.remove(d + "/probe")
                self._tmp_problem = ""
            except Exception as exc:
                self._tmp_problem = ("tmp_path needs a writable file system, which Brython "
                                     f"lacks ({_describe(exc)})")
        return self._tmp_problem

    # -- fixtures

    def add_finalizer(self, request, finalizer):
        entry = getattr(request, "_entry", None)
        if entry is not None:
            entry.finalizers.append(finalizer)
        else:
            e = _Entry(None, None)
            e.finalizers.append(finalizer)
            self.stacks["function"].append(e)

    def _scope_key(self, fixdef, item):
        idx = item.fixture_params.get(fixdef)
        if fixdef.scope == "session":
            return (None, idx)
        if fixdef.scope == "module":
            return (item.module, idx)
        if fixdef.scope == "class":
            return (item.cls, idx)
        return (item, idx)

    def _finish(self, entry):
        errors = []
        for fin in reversed(entry.finalizers):
            try:
                self._call(fin)
            except BaseException as exc:  # noqa: B902
                errors.append(exc)
        entry.finalizers = []
        if entry.fixdef is not None and self.entries.get(entry.fixdef) is entry:
            del self.entries[entry.fixdef]
        return errors

    def finish_scope(self, scope):
        errors = []
        stack = self.stacks[scope]
        while stack:
            errors.extend(self._finish(stack.pop()))
        return errors

    def fixture_value(self, name, item, requester=None, below=None):
        if name == "request":
            return FixtureRequest(self, item, None, "function")
        if name in item.params:
            return item.params[name]
        fixdef = item.registry.lookup(name, below)
        if fixdef is None:
            fixdef = self.builtins.lookup(name) if below is None else None
        if fixdef is None:
            available = sorted(set(item.registry.defs) | set(self.builtins.defs))
            raise LookupError(f"fixture {name!r} not found (available: {', '.join(available)})")
        return self._execute(fixdef, item)

    def _execute(self, fixdef, item):
        if fixdef in self.values:
            return self.values[fixdef]
        key = self._scope_key(fixdef, item)
        entry = self.entries.get(fixdef)
        if entry is not None and entry.key != key:
            stack = self.stacks[fixdef.scope]
            if entry in stack:
                stack.remove(entry)
            self._finish(entry)
            entry = None
        if entry is not None:
            if entry.exc is not None:
                raise entry.exc
            self.values[fixdef] = entry.value
            return entry.value
        entry = _Entry(fixdef, key)
        param = _NOTSET
        if fixdef.params is not None:
            if fixdef not in item.fixture_params:
                raise LookupError(f"parametrized fixture {fixdef.name!r} requested "
                                  "dynamically; not supported")
            param = fixdef.params[item.fixture_params[fixdef]]
            if isinstance(param, ParameterSet):
                param = param.values[0]
        kwargs = {}
        for arg in fixdef.argnames:
            if arg == "request":
                request = FixtureRequest(self, item, fixdef.name, fixdef.scope, param)
                request._entry = entry
                kwargs[arg] = request
            else:
                kwargs[arg] = self.fixture_value(arg, item, fixdef,
                                                 below=fixdef if arg == fixdef.name else None)
        func = fixdef.func
        if fixdef.owner_cls is not None:
            instance = item.instance if isinstance(item.instance, fixdef.owner_cls) \
                else fixdef.owner_cls()
            func = func.__get__(instance, type(instance))
        self.entries[fixdef] = entry
        self.stacks[fixdef.scope].append(entry)
        try:
            if inspect.isgeneratorfunction(fixdef.func):
                gen = self._call(func, **kwargs)
                entry.value = self._call(next, gen)

                def finish_generator(gen=gen, name=fixdef.name, runner=self):
                    done = False
                    try:
                        runner._call(next, gen)
                    except StopIteration:
                        done = True
                    if not done:
                        raise RuntimeError(f"fixture {name!r} yielded more than once")
                entry.finalizers.append(finish_generator)
            else:
                entry.value = self._call(func, **kwargs)
        except BaseException as exc:  # noqa: B902 - cached, re-raised for later tests
            if fixdef.scope != "function":
                entry.exc = exc
            raise
        self.values[fixdef] = entry.value
        return entry.value

    # -- module/class setup

    def _call_optional(self, obj, name, *args):
        func = getattr(obj, name, None)
        # a fixture named like an xunit hook is a fixture, not the hook (pytest skips it)
        if func is not None and not _is_fixture(getattr(func, "__func__", func)):
            code = getattr(func, "__code__", None)
            expected = code.co_argcount - (1 if inspect.ismethod(func) else 0) if code else 0
            self._call(func, *args[:max(expected, 0)])

    def _setup_module(self, ctx):
        if not ctx.setup_done:
            ctx.setup_done = True
            try:
                self._call_optional(ctx.module, "setup_module", ctx.module)
            except BaseException as exc:  # noqa: B902
                ctx.setup_error = exc
        if ctx.setup_error is not None:
            raise ctx.setup_error

    def _enter_classes(self, item, state):
        for cls in item.classes:
            if cls in state["errors"]:
                raise state["errors"][cls]
            if cls not in state["active"]:
                state["active"].append(cls)
                try:
                    self._call_optional(cls, "setup_class", cls)
                except BaseException as exc:  # noqa: B902
                    state["errors"][cls] = exc
                    raise

    def _leave_classes(self, keep, state, last_id):
        while state["active"] and state["active"] != keep[:len(state["active"])]:
            cls = state["active"].pop()
            errors = self.finish_scope("class")
            if cls not in state["errors"]:
                try:
                    self._call_optional(cls, "teardown_class", cls)
                except BaseException as exc:  # noqa: B902
                    errors.append(exc)
            for exc in errors:
                self._error(last_id, exc, "teardown")

    def _error(self, nodeid, exc, when):
        self.report(Outcome(nodeid, "error", _describe(exc),
                            f"ERROR at {when}:\n" + _format_exception(exc)))

    # -- one test

    def _classify(self, exc, xfail, when):
        """Outcome of an exception raised during setup or call."""
        if isinstance(exc, Skipped):
            return "skipped", str(exc)
        if isinstance(exc, XFailed):
            return "xfailed", str(exc)
        if xfail is not None and not isinstance(exc, Failed):
            if xfail.raises is None or isinstance(exc, xfail.raises):
                return "xfailed", xfail.reason
        if when == "setup":
            return "error", _describe(exc)
        return "failed", _describe(exc)

    def run_item(self, item, class_state):
        """Runs one test; whatever goes wrong in the runner's own machinery becomes an error
        of this test, never the end of the run."""
        self._current = item.nodeid
        if self.events:
            import json
            self.write("\n@@START " + json.dumps(item.nodeid) + "\n")
        first = len(self.results.records)
        mark = _frame_mark()
        failure = None
        self.capture.take()
        self.capture.start()
        filters = _WarningFilters(item)
        try:
            filters.enter()
            self._run_item(item, class_state)
        except KeyboardInterrupt:
            filters.exit()
            self.capture.stop()
            raise
        except BaseException as exc:  # noqa: B902
            failure = exc
        filters.exit()
        self.capture.stop()
        self._repaired(_frame_restore(mark))
        if failure is not None:
            self._contain(item.nodeid, first, failure)
        self._current = "<session>"

    def _contain(self, nodeid, first, exc):
        """An exception escaped the runner's code for one test: report it as that test's
        error and reset the per-test state so that the next test starts clean."""
        self.values = {}
        leftovers = []
        try:
            leftovers = self.finish_scope("function")
        except BaseException as more:  # noqa: B902
            if isinstance(more, KeyboardInterrupt):
                raise
            leftovers = [more]
        reported = any(r.nodeid == nodeid for r in self.results.records[first:])
        text = ("ERROR: internal error in the test runner" +
                (" (after the test's outcome)" if reported else "") + ":\n" +
                _format_exception(exc))
        self.report(Outcome(nodeid, "error", "runner: " + _describe(exc), text))
        for more in leftovers:
            if not isinstance(more, Skipped):
                self._error(nodeid, more, "teardown")

    def _captured_text(self):
        out, err = self.capture.take()
        text = ""
        for title, body in (("stdout", out), ("stderr", err)):
            if body:
                if len(body) > MAX_CAPTURE_CHARS:
                    body = body[:MAX_CAPTURE_CHARS] + "\n... (captured output cut)\n"
                text += f"--- captured {title}\n{body}"
                if not body.endswith("\n"):
                    text += "\n"
        return text

    def _run_item(self, item, class_state):
        # Names are bound before each try statement and no try has an else clause: on
        # Brython a broken frame stack would skip else clauses and lose names first bound in
        # a try body (see _frame_restore; self._call repairs the stack after test code).
        reason = _skip_reason(item)
        if reason is not None:
            self.report(Outcome(item.nodeid, "skipped", reason))
            return
        xfail = _xfail_spec(item)
        if xfail is not None and not xfail.run:
            self.report(Outcome(item.nodeid, "xfailed", "[NOTRUN] " + xfail.reason))
            return
        self.values = {}
        outcome = None
        method = None
        set_up = False   # setup_method / setup_function ran without error
        kwargs = {}
        ready = False
        try:
            self._setup_module(item.ctx)
            self._enter_classes(item, class_state)
            if item.cls is not None:
                item.instance = self._call(item.cls)
                method = item.func if item.static else item.func.__get__(item.instance, item.cls)
                self._call_optional(item.instance, "setup_method", method)
            else:
                self._call_optional(item.module, "setup_function", item.func)
            set_up = True
            names = list(item.registry.autouse)
            names += [n for n in _argnames(item.func, drop_first=item.cls is not None
                                           and not item.static) if n not in names]
            ordered = sorted(names, key=lambda n: SCOPE_RANK.get(
                getattr(item.registry.lookup(n) or self.builtins.lookup(n), "scope",
                        "function"), 3))
            for name in ordered:
                kwargs[name] = self.fixture_value(name, item)
            ready = True
        except BaseException as exc:  # noqa: B902
            if isinstance(exc, KeyboardInterrupt):
                raise
            kind, text = self._classify(exc, xfail, "setup")
            long = "" if kind in ("skipped", "xfailed") else (
                "ERROR at setup:\n" + _format_exception(exc) + self._captured_text())
            outcome = Outcome(item.nodeid, kind, text, long)
        if outcome is None and ready:
            xfail = _xfail_spec(item)  # markers may have been added by fixtures
            func = method if method is not None else item.func
            argnames = _argnames(item.func, drop_first=item.cls is not None and not item.static)
            returned = False
            try:
                self._call(func, **{n: kwargs[n] for n in argnames})
                returned = True
            except BaseException as exc:  # noqa: B902
                if isinstance(exc, KeyboardInterrupt):
                    raise
                kind, text = self._classify(exc, xfail, "call")
                long = "" if kind in ("skipped", "xfailed") else (
                    _format_exception(exc) + self._captured_text())
                outcome = Outcome(item.nodeid, kind, text, long)
            if returned:
                if xfail is None:
                    outcome = Outcome(item.nodeid, "passed")
                elif xfail.strict:
                    outcome = Outcome(item.nodeid, "failed", "[XPASS(strict)] " + xfail.reason,
                                      "[XPASS(strict)] " + xfail.reason + "\n")
                else:
                    outcome = Outcome(item.nodeid, "xpassed", xfail.reason)
        if outcome is None:
            # Control left a try statement without running any of its branches (a broken
            # Brython frame stack that could not be repaired): never count that as a pass.
            outcome = Outcome(item.nodeid, "error", "the runner lost this test's outcome",
                              "ERROR: the test finished without an outcome (a Brython "
                              "control-flow bug; see docs/brython-bugs.md)\n")
        self.report(outcome)
        # teardown
        self.values = {}
        errors = []
        errors.extend(self.finish_scope("function"))
        try:
            if set_up and item.cls is not None:
                self._call_optional(item.instance, "teardown_method", method)
            elif set_up:
                self._call_optional(item.module, "teardown_function", item.func)
        except BaseException as exc:  # noqa: B902
            if isinstance(exc, KeyboardInterrupt):
                raise
            errors.append(exc)
        for exc in errors:
            if isinstance(exc, Skipped):
                continue
            self._error(item.nodeid, exc, "teardown")
        item.instance = None

    # -- modules

    def _open_target(self, target, steps):
        """Imports and collects one test file or module, then queues its tests and its
        teardown on `steps`."""
        if not self.verbose:
            self._line_open = False
        label, module, conftests = target, None, []
        try:
            label, module, conftests = self._call(_import_target, target)
        except Skipped as exc:
            label = target.rpartition(".")[2] + ".py" if not _looks_like_path(target) else target
            self._announce(f"@@COLLECTED 1 {label}")
            self._start_line(label)
            self.report(Outcome(label, "skipped", str(exc)))
            self._end_line()
            return
        except BaseException as exc:  # noqa: B902
            if isinstance(exc, KeyboardInterrupt):
                raise
            label = target.rpartition(".")[2] + ".py" if not _looks_like_path(target) else target
            self._announce(f"@@COLLECTED 1 {label}")
            self._start_line(label)
            self.report(Outcome(label, "error", _describe(exc),
                                "ERROR collecting " + label + ":\n" + _format_exception(exc)))
            self._end_line()
            return
        registry = Registry(None)
        for conftest in conftests:
            self._configure(conftest)
            registry.add(_fixtures_in(vars(conftest)))
        registry.add(_fixtures_in(vars(module)))
        ctx = ModuleContext(label, module, registry)
        units = []
        try:
            units = collect_module(ctx, self.results.collect_warnings)
        except BaseException as exc:  # noqa: B902
            if isinstance(exc, KeyboardInterrupt):
                raise
            self._announce(f"@@COLLECTED 1 {label}")
            self._start_line(label)
            self.report(Outcome(label, "error", _describe(exc),
                                "ERROR collecting " + label + ":\n" + _format_exception(exc)))
            self._end_line()
            return
        matcher = _selection_matcher(_keyword_matcher(self.keyword), self.deselect, self.shard)
        selected = []
        for unit in units:
            if isinstance(unit, UnitTestBlock):
                names = [n for n in unit.names if matcher is None or matcher(unit.nodeids[n])]
                self.results.deselected += len(unit.names) - len(names)
                if names:
                    selected.append(UnitTestBlock(ctx, unit.cls, names))
            elif matcher is None or matcher(unit.nodeid):
                selected.append(unit)
            else:
                self.results.deselected += 1
        self._announce(f"@@COLLECTED {sum(len(u.names) if isinstance(u, UnitTestBlock) else 1 for u in selected)} {label}")
        if not selected:
            return
        selected = reorder_units(selected)
        self._start_line(label)
        state = _TargetState(label, module, ctx)
        work = []
        for unit in selected:
            if isinstance(unit, UnitTestBlock):
                first = unit.nodeids[unit.names[0]]
                work.append(_Work(self._begin_unittest, (state, unit, steps), first))
            else:
                work.append(_Work(self._run_unit, (state, unit), unit.nodeid, is_test=True))
        work.append(_Work(self._close_target, (state,), target, ends_line=True))
        steps.push(work)

    def _close_target(self, state):
        """The module's teardown, after its last test."""
        errors = []
        self._current = state.last_id
        self.capture.start()
        try:
            self._leave_classes([], state.class_state, state.last_id)
            errors.extend(self.finish_scope("module"))
            if state.ctx.setup_done and state.ctx.setup_error is None:
                try:
                    self._call_optional(state.module, "teardown_module", state.module)
                except BaseException as exc:  # noqa: B902
                    if isinstance(exc, KeyboardInterrupt):
                        raise
                    errors.append(exc)
        except BaseException as exc:  # noqa: B902
            if isinstance(exc, KeyboardInterrupt):
                raise
            errors.append(exc)
        finally:
            self.capture.stop()
            self.capture.take()
            self._current = "<session>"
        for exc in errors:
            self._error(state.last_id, exc, "teardown")
        self._end_line()

    def _run_unit(self, state, unit):
        previous, state.last_id = state.last_id, unit.nodeid
        if isinstance(unit, BrokenUnit):
            self.report(Outcome(unit.nodeid, "error", _describe(unit.exc),
                                "ERROR collecting:\n" + _format_exception(unit.exc)))
        else:
            self._leave_classes(unit.classes, state.class_state, previous)
            self.run_item(unit, state.class_state)

    def _begin_unittest(self, state, block, steps):
        """Sets up for a unittest class and queues its tests, one step each."""
        previous, state.last_id = state.last_id, block.nodeids[block.names[-1]]
        self._leave_classes([], state.class_state, previous)
        setup_error = None
        try:
            self._setup_module(state.ctx)
        except BaseException as exc:  # noqa: B902
            if isinstance(exc, KeyboardInterrupt):
                raise
            setup_error = exc
        if setup_error is not None:
            for n in block.names:
                self._error(block.nodeids[n], setup_error, "setup")
            return
        run = _UnitTestRun(self, block)
        work = [_Work(run.run_test, (n,), block.nodeids[n], is_test=True) for n in block.names]
        work.append(_Work(run.end, (), block.nodeids[block.names[0]]))
        steps.push(work)

    def _announce(self, line):
        if self.announce:
            if self._line_open:
                self.write("\n")
                self._line_open = False
            self.write(line + "\n")

    def _start_line(self, label):
        if not self.verbose:
            self.write(label + " ")

    def _end_line(self):
        if not self.verbose:
            self.write("\n")

    def steps(self, targets):
        """The session as an iterator that runs one test per next() (see _Steps)."""
        self._announce("@@BEGIN")
        return _Steps(self, targets)

    def run(self, targets):
        for _ in self.steps(targets):
            pass
        return self.results

    def _finish_session(self):
        errors = []
        try:
            errors.extend(self.finish_scope("session"))
        except BaseException as exc:  # noqa: B902
            if isinstance(exc, KeyboardInterrupt):
                raise
            errors.append(exc)
        for exc in errors:
            self._error("<session>", exc, "teardown")
        self.finish_report()

    def _step(self, work):
        """Runs one piece of queued work; what escapes it becomes an error of its node id,
        never the end of the run."""
        mark = _frame_mark()
        first = len(self.results.records)
        try:
            work.fn(*work.args)
        except KeyboardInterrupt:
            raise
        except BaseException as exc:  # noqa: B902
            self._repaired(_frame_restore(mark))
            self.capture.stop()
            self._contain(work.nodeid, first, exc)
            if work.ends_line:
                self._end_line()

    def finish_report(self):
        for nodeid in [k for k in self.known_failures if k not in self._known_seen]:
            del self.known_failures[nodeid]   # reported as it is, not as a known failure
            self.report(Outcome(nodeid, "failed", "listed as a known failure, but no such test "
                                "ran (a stale entry, or a parametrised base name)"))
        res = self.results
        for warning in res.collect_warnings:
            self.write(f"warning: {warning}\n")
        if res.frame_repairs:
            self.write("warning: Brython's frame stack was left unbalanced (and repaired) by: "
                       + ", ".join(res.frame_repairs) + " (docs/brython-bugs.md)\n")
        bad = [r for r in res.records if r.outcome in ("failed", "error")]
        if bad:
            self.write("=== failures and errors\n")
            for r in bad:
                self.write(f"___ {r.nodeid} ___\n")
                lines = (r.longrepr or r.reason + "\n").splitlines()
                if len(lines) > MAX_TRACEBACK_LINES:
                    more = len(lines) - MAX_TRACEBACK_LINES
                    lines = lines[:MAX_TRACEBACK_LINES] + [f"... ({more} more lines)"]
                self.write("\n".join(lines) + "\n")
            self.write("=== short summary\n")
            for r in bad:
                self.write(f"{_WORDS[r.outcome]} {r.nodeid} - {r.reason}\n")
        if res.deselected:
            self.write(f"{res.deselected} deselected\n")
        self.write(res.summary() + "\n")
        self._announce("@@END")


class _Work:
    """One piece of a session's queued work: fn(*args), contained under `nodeid`."""

    def __init__(self, fn, args, nodeid, is_test=False, ends_line=False):
        self.fn = fn
        self.args = args
        self.nodeid = nodeid
        self.is_test = is_test      # next() returns after it
        self.ends_line = ends_line  # a file's line of progress dots ends if it fails


class _TargetState:
    """What the steps of one test file share."""

    def __init__(self, label, module, ctx):
        self.label = label
        self.module = module
        self.ctx = ctx
        self.class_state = {"active": [], "errors": {}}
        self.last_id = label   # the test that ran last, which teardown errors are charged to


class _Steps:
    """A session as an iterator: each next() runs the queued work up to and including the
    next test, and the report when the work runs out.

        for _ in brytorch_pytest.steps(["test_x"]):
            pass

    A program's own top-level loop over it pauses between tests, so each test's dead
    tensors are freed before the next one (docs/memory.md). An explicit work list, not a
    generator: PyTorch's unittest suites hang when run inside a Brython generator frame
    (docs/brython-bugs.md), and here every test runs in plain frames."""

    def __init__(self, runner, targets):
        self.runner = runner
        self.stack = []   # the work, last item first
        self.push([_Work(runner._open_target, (t, self), t, ends_line=True) for t in targets]
                  + [_Work(runner._finish_session, (), "<session>")])

    def push(self, work):
        """Queues `work` (in order) before everything already queued."""
        self.stack.extend(reversed(work))

    def __iter__(self):
        return self

    def __next__(self):
        while self.stack:
            work = self.stack.pop()
            self.runner._step(work)
            if work.is_test:
                return None
        raise StopIteration


class _UnitTestRun:
    """One unittest.TestCase class of a file, run through unittest one test per step: each
    test in its own TestSuite, all sharing one TestResult marked as inside a run (as the
    top-level suite marks it), so setUpClass and tearDownClass run once for the class, as
    one suite would run them."""

    def __init__(self, runner, block):
        self.runner = runner
        self.block = block
        self.outcomes = {}
        self.reported = set()
        self.broken = False   # the class's machinery failed: its other tests do not run
        self.result = _unittest_result(runner, block, self.outcomes, self.reported)
        self.result._testRunEntered = True
        runner.capture.take()

    def _class_error(self, exc):
        block = self.block
        self.outcomes[("class", "run")] = Outcome(f"{block.ctx.label}::{block.cls.__name__}",
                                                  "error", _describe(exc),
                                                  _format_exception(exc))
        self.broken = True

    def _contained(self, fn, *args):
        runner = self.runner
        runner.capture.start()
        try:
            runner._call(fn, *args)
        except BaseException as exc:  # noqa: B902
            if isinstance(exc, KeyboardInterrupt):
                raise
            self._class_error(exc)
        finally:
            runner.capture.stop()

    def run_test(self, name):
        import unittest
        if self.broken:
            return
        self.runner._current = self.block.nodeids[name]
        # The instance is made here, not up front: what a test keeps on self dies with it.
        self._contained(lambda: unittest.TestSuite([self.block.cls(name)]).run(self.result))

    def end(self):
        import unittest
        runner, block, outcomes = self.runner, self.block, self.outcomes
        if not self.broken:
            last = unittest.TestSuite()
            self._contained(last._tearDownPreviousClass, None, self.result)
            self._contained(last._handleModuleTearDown, self.result)
        runner._current = "<session>"
        class_errors = [v for k, v in outcomes.items() if isinstance(k, tuple)]
        for name in block.names:
            if name in self.reported:
                continue
            rec = outcomes.get(name)
            if rec is None:  # never ran: its class setup failed
                err = class_errors[0] if class_errors else None
                rec = Outcome(block.nodeids[name], "error",
                              err.reason if err else "did not run",
                              err.longrepr if err else "unittest did not run this test\n")
            runner.report(rec)
        if all(name in outcomes for name in block.names):
            for rec in class_errors:
                runner.report(rec)


def _unittest_result(runner, block, outcomes, reported):
    """A unittest.TestResult that records each of the block's tests as an Outcome."""
    import unittest

    def name_of(test):
        return getattr(test, "_testMethodName", None)

    class Result(unittest.TestResult):
        # Each test is reported when unittest finishes it (stopTest), so a crash later in
        # the class loses nothing already run, and an events driver sees @@START first.
        def startTest(self, test):
            super().startTest(test)
            name = name_of(test)
            if runner.events and name in block.nodeids:
                import json
                runner.write("\n@@START " + json.dumps(block.nodeids[name]) + "\n")

        def stopTest(self, test):
            super().stopTest(test)
            name = name_of(test)
            if name in block.nodeids and name in outcomes and name not in reported:
                reported.add(name)
                runner.report(outcomes[name])

        def addSuccess(self, test):
            outcomes.setdefault(name_of(test), Outcome(block.nodeids.get(name_of(test)),
                                                       "passed"))

        def _fail(self, test, err, kind):
            name = name_of(test)
            exc = err[1] if err[1] is not None else err[0]()
            if name in block.nodeids:
                outcomes[name] = Outcome(block.nodeids[name], kind, _describe(exc),
                                         _format_exception(exc) + runner._captured_text())
            else:  # setUpClass / tearDownClass / module fixtures
                outcomes.setdefault(("class", str(test)), Outcome(
                    f"{block.ctx.label}::{block.cls.__name__}", "error", _describe(exc),
                    f"ERROR in {test}:\n" + _format_exception(exc)))

        def addFailure(self, test, err):
            self._fail(test, err, "failed")

        def addError(self, test, err):
            self._fail(test, err, "failed")

        def addSubTest(self, test, subtest, err):
            if err is not None:
                self._fail(test, err, "failed")

        def addSkip(self, test, reason):
            name = name_of(test)
            if name in block.nodeids:
                outcomes[name] = Outcome(block.nodeids[name], "skipped", reason)
            else:
                for n in block.names:
                    outcomes.setdefault(n, Outcome(block.nodeids[n], "skipped", reason))

        def addExpectedFailure(self, test, err):
            outcomes[name_of(test)] = Outcome(block.nodeids[name_of(test)], "xfailed")

        def addUnexpectedSuccess(self, test):
            outcomes[name_of(test)] = Outcome(block.nodeids[name_of(test)], "failed",
                                              "Unexpected success", "Unexpected success\n")

    return Result()


def _selection_matcher(keyword_matcher, deselect, shard=None):
    """-k, --deselect and a shard together. A deselected id also deselects its parametrized
    cases (`test_x` covers `test_x[a]`; pytest matches any node-id prefix, this only up to
    "["). shard: (index, count), see brytorch_shard."""
    if not deselect and shard is None:
        return keyword_matcher

    def matches(nodeid):
        if nodeid in deselect or nodeid.split("[", 1)[0] in deselect:
            return False
        if shard is not None and shard_of(nodeid, shard[1]) != shard[0]:
            return False
        return keyword_matcher is None or keyword_matcher(nodeid)
    return matches


def _keyword_matcher(expr):
    """-k: words match as case-insensitive substrings of the test id; and/or/not/()."""
    if not expr:
        return None
    tokens = re.findall(r"\(|\)|[^\s()]+", expr)
    code = " ".join(t if t in ("and", "or", "not", "(", ")") else f"_m({t!r})" for t in tokens)
    compiled = compile(code, "<-k>", "eval")

    def matches(nodeid):
        low = nodeid.lower()
        return bool(eval(compiled, {"_m": lambda word: word.lower() in low}))
    return matches


def run(paths_or_modules, *, keyword=None, verbose=False, out=None, deselect=(), events=False,
        announce=False, known_failures=None, shard=None):
    """Runs the tests; returns the Results (records, counts(), summary(), status).
    deselect: node ids left out (pytest's --deselect); events, announce, known_failures,
    shard: see Runner."""
    return Runner(keyword=keyword, verbose=verbose, out=out, deselect=deselect, events=events,
                  announce=announce, known_failures=known_failures,
                  shard=shard).run(list(paths_or_modules))


def steps(paths_or_modules, *, keyword=None, verbose=False, out=None, deselect=(),
          events=False, shard=None):
    """As run(), one test per next(): loop over it at a program's top level so that the
    program pauses between tests (see _Steps). The report is written when it runs out.
    shard: (index, count), only the tests of that shard (brytorch_shard.shard_of)."""
    return Runner(keyword=keyword, verbose=verbose, out=out, deselect=deselect,
                  events=events, shard=shard).steps(list(paths_or_modules))


def main(paths_or_modules, *, keyword=None, verbose=False, deselect=()):
    """Runs the tests and prints the report; returns the exit status (0: no failures and
    no errors)."""
    return run(paths_or_modules, keyword=keyword, verbose=verbose, deselect=deselect).status


def console_main(argv):
    """Command-line style: [-v] [-q] [-k EXPR] [--deselect NODEID]... TARGET..."""
    keyword = None
    deselect = []
    verbose = False
    targets = []
    args = list(argv)
    while args:
        a = args.pop(0)
        if a in ("-v", "--verbose"):
            verbose = True
        elif a == "-k":
            keyword = args.pop(0)
        elif a == "--deselect":
            deselect.append(args.pop(0))
        elif a.startswith("-k"):
            keyword = a[2:]
        elif a.startswith("-"):
            continue  # other pytest options are accepted and ignored
        else:
            targets.append(a)
    return main(targets, keyword=keyword, verbose=verbose, deselect=deselect)


if __name__ == "__main__":
    sys.exit(console_main(sys.argv[1:]))
