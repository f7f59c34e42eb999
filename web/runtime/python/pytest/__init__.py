"""BryTorch's own minimal `pytest` (the API that test files use), for running unmodified
upstream test files on Brython. The collector and runner live in the brytorch_pytest package:

    import brytorch_pytest
    brytorch_pytest.main(["pkg.test_mod", "path/to/test_other.py"], verbose=True)

Written from pytest's documented behaviour, not from its source. Supported: raises, warns,
deprecated_call, approx, skip, fail, xfail, importorskip, param, mark.* (parametrize,
skip, skipif, xfail, anything else is kept and ignored), fixture (scopes, params, autouse,
yield), and the types behind the builtin fixtures (MonkeyPatch, CaptureFixture,
WarningsRecorder). No plugins, no hooks, no assertion rewriting, no ini files.
"""
import math
import os
import re
import sys

__version__ = "8.3.0"  # the pytest version whose documented behaviour this follows
version_tuple = (8, 3, 0)

__all__ = [
    "approx", "deprecated_call", "fail", "fixture", "importorskip", "mark", "param",
    "raises", "skip", "warns", "xfail", "yield_fixture", "MonkeyPatch", "ExceptionInfo",
    "CaptureFixture", "WarningsRecorder", "FixtureRequest", "Mark", "MarkDecorator",
    "hookimpl",
]


def hookimpl(function=None, **options):
    """Marks a plugin hook implementation (a conftest's pytest_* function). This runner
    calls no plugin hooks (see brytorch_pytest), so the function is returned unchanged."""
    if function is not None:
        return function
    return lambda func: func


# ---- outcomes: BaseException subclasses, so a test's `except Exception` cannot eat them


class OutcomeException(BaseException):
    def __init__(self, msg=None, pytrace=True):
        BaseException.__init__(self, msg)
        self.msg = msg
        self.pytrace = pytrace

    def __str__(self):
        return self.msg if self.msg is not None else ""


class Skipped(OutcomeException):
    def __init__(self, msg=None, pytrace=True, allow_module_level=False):
        OutcomeException.__init__(self, msg, pytrace)
        self.allow_module_level = allow_module_level


class Failed(OutcomeException):
    pass


class XFailed(Failed):
    pass


def skip(reason="", *, allow_module_level=False):
    """Skips the running test (or the whole module, with allow_module_level=True)."""
    raise Skipped(reason, allow_module_level=allow_module_level)


def fail(reason="", pytrace=True):
    raise Failed(reason, pytrace)


def xfail(reason=""):
    raise XFailed(reason)


skip.Exception = Skipped
fail.Exception = Failed
xfail.Exception = XFailed


def _version_key(text):
    return tuple(int(p) if p.isdigit() else 0 for p in re.findall(r"\d+", str(text))[:4])


def importorskip(modname, minversion=None, reason=None, *, exc_type=None):
    """Imports and returns `modname`; skips the test (or module) if it cannot be imported."""
    __tracebackhide__ = True
    try:
        __import__(modname)
    except (exc_type or ImportError) as exc:
        raise Skipped(reason or f"could not import {modname!r}: {exc}",
                      allow_module_level=True) from None
    module = sys.modules[modname]
    if minversion is not None:
        have = getattr(module, "__version__", None)
        if have is None or _version_key(have) < _version_key(minversion):
            raise Skipped(f"module {modname!r} has __version__ {have!r}, required is: "
                          f"{minversion!r}", allow_module_level=True)
    return module


# ---- marks


class Mark:
    def __init__(self, name, args=(), kwargs=None):
        self.name = name
        self.args = tuple(args)
        self.kwargs = dict(kwargs or {})

    def __repr__(self):
        return f"Mark(name={self.name!r}, args={self.args!r}, kwargs={self.kwargs!r})"


def _marks_of(obj, own_only=False):
    """The Mark objects stored on a function or class (`pytestmark`)."""
    if own_only and isinstance(obj, type):
        raw = obj.__dict__.get("pytestmark", [])
    else:
        raw = getattr(obj, "pytestmark", [])
    return normalize_marks(raw)


def normalize_marks(raw):
    if not isinstance(raw, (list, tuple)):
        raw = [raw]
    out = []
    for item in raw:
        item = getattr(item, "mark", item)
        if isinstance(item, Mark):
            out.append(item)
    return out


class MarkDecorator:
    def __init__(self, mark):
        self.mark = mark

    name = property(lambda self: self.mark.name)
    args = property(lambda self: self.mark.args)
    kwargs = property(lambda self: self.mark.kwargs)

    def with_args(self, *args, **kwargs):
        return MarkDecorator(Mark(self.mark.name, self.mark.args + args,
                                  {**self.mark.kwargs, **kwargs}))

    def __call__(self, *args, **kwargs):
        if len(args) == 1 and not kwargs and (isinstance(args[0], type) or callable(args[0])):
            target = args[0]
            marks = _marks_of(target, own_only=True) + [self.mark]
            target.pytestmark = marks
            return target
        return self.with_args(*args, **kwargs)

    def __repr__(self):
        return f"<MarkDecorator {self.mark!r}>"


class MarkGenerator:
    def __getattr__(self, name):
        if name.startswith("_"):
            raise AttributeError(name)
        return MarkDecorator(Mark(name))


mark = MarkGenerator()


class ParameterSet:
    def __init__(self, values, marks=(), id=None):
        self.values = tuple(values)
        self.marks = normalize_marks(list(marks) if isinstance(marks, (list, tuple)) else [marks])
        self.id = id

    def __repr__(self):
        return f"ParameterSet(values={self.values!r}, marks={self.marks!r}, id={self.id!r})"


def param(*values, marks=(), id=None):
    return ParameterSet(values, marks, id)


# ---- fixtures (the runner finds them by the attribute set here)

_FIXTURE_ATTR = "_brytorch_fixture"


class FixtureSpec:
    def __init__(self, func, scope, params, autouse, ids, name):
        if scope not in ("function", "class", "module", "package", "session"):
            raise ValueError(f"unknown fixture scope {scope!r}")
        self.func = func
        self.scope = "module" if scope == "package" else scope
        self.params = list(params) if params is not None else None
        self.autouse = autouse
        self.ids = ids
        self.name = name


def fixture(fixture_function=None, *, scope="function", params=None, autouse=False,
            ids=None, name=None):
    """Declares a fixture; usable bare (@fixture) or with arguments."""
    def decorate(func):
        setattr(func, _FIXTURE_ATTR,
                FixtureSpec(func, scope, params, autouse, ids, name or func.__name__))
        return func

    if fixture_function is not None:
        return decorate(fixture_function)
    return decorate


yield_fixture = fixture


# ---- raises


class ExceptionInfo:
    def __init__(self):
        self._info = None

    def _fill(self, exc_type, value, tb):
        self._info = (exc_type, value, tb)

    def _get(self, i):
        if self._info is None:
            raise AttributeError("the exception has not been raised yet")
        return self._info[i]

    type = property(lambda self: self._get(0))
    value = property(lambda self: self._get(1))
    tb = property(lambda self: self._get(2))
    typename = property(lambda self: self._get(0).__name__)

    def errisinstance(self, exc):
        return isinstance(self.value, exc)

    def exconly(self, tryshort=False):
        """`Type: message`, as traceback.format_exception_only writes it (pytest's)."""
        import traceback
        text = "".join(traceback.format_exception_only(self.type, self.value)).rstrip("\n")
        if tryshort and text.startswith("AssertionError: "):
            text = text[len("AssertionError: "):]
        return text

    def match(self, regexp):
        __tracebackhide__ = True
        text = str(self.value)
        notes = getattr(self.value, "__notes__", None)
        if notes:
            text = "\n".join([text, *notes])
        if not re.search(regexp, text):
            raise AssertionError(f"Regex pattern did not match.\n Regex: {regexp!r}\n"
                                 f" Input: {text!r}")
        return True

    def __repr__(self):
        if self._info is None:
            return "<ExceptionInfo for raises contextmanager>"
        return f"<ExceptionInfo {self.value!r}>"


def _check_exception_types(expected):
    types = expected if isinstance(expected, tuple) else (expected,)
    for t in types:
        if not (isinstance(t, type) and issubclass(t, BaseException)):
            raise TypeError(f"expected exception must be a BaseException type, not {t!r}")
    return expected


def _type_names(expected):
    if isinstance(expected, tuple):
        return "any of (" + ", ".join(repr(t) for t in expected) + ")"
    return repr(expected)


class RaisesContext:
    def __init__(self, expected, match):
        self.expected = expected
        self.match_expr = match
        self.excinfo = None

    def __enter__(self):
        self.excinfo = ExceptionInfo()
        return self.excinfo

    def __exit__(self, exc_type, exc_value, tb):
        __tracebackhide__ = True
        if exc_type is None:
            fail(f"DID NOT RAISE {_type_names(self.expected)}")
        if not issubclass(exc_type, self.expected):
            return False
        if exc_value is None:
            exc_value = exc_type()
        # Brython passes tb=None to __exit__; the exception still carries it.
        self.excinfo._fill(exc_type, exc_value, tb or getattr(exc_value, "__traceback__", None))
        if self.match_expr is not None:
            self.excinfo.match(self.match_expr)
        return True


def raises(expected_exception, *args, match=None, **kwargs):
    """`with raises(Exc, match=regex) as excinfo:` or `raises(Exc, func, *args, **kwargs)`."""
    __tracebackhide__ = True
    _check_exception_types(expected_exception)
    if not args:
        if kwargs:
            raise TypeError(f"unexpected keyword arguments to raises(): {sorted(kwargs)}")
        return RaisesContext(expected_exception, match)
    func, args = args[0], args[1:]
    if not callable(func):
        raise TypeError(f"{func!r} object (type: {type(func)}) must be callable")
    context = RaisesContext(expected_exception, match)
    with context as excinfo:
        func(*args, **kwargs)
    return excinfo


# ---- warns


class WarningsRecorder:
    """Records the warnings raised inside a `with` block (list-like)."""

    def __init__(self):
        self._list = []
        self._catcher = None

    def __enter__(self):
        import warnings
        self._catcher = warnings.catch_warnings(record=True)
        self._list = self._catcher.__enter__()
        warnings.simplefilter("always")
        return self

    def __exit__(self, *exc):
        self._catcher.__exit__(*exc)
        return False

    @property
    def list(self):
        return self._list

    def __len__(self):
        return len(self._list)

    def __iter__(self):
        return iter(self._list)

    def __getitem__(self, i):
        return self._list[i]

    def pop(self, cls=Warning):
        for i, w in enumerate(self._list):
            if issubclass(w.category, cls):
                return self._list.pop(i)
        raise AssertionError(f"{cls!r} not found in warning list")

    def clear(self):
        self._list[:] = []


class WarningsChecker(WarningsRecorder):
    def __init__(self, expected, match):
        WarningsRecorder.__init__(self)
        self.expected = expected
        self.match_expr = match

    def _matches(self, w):
        return issubclass(w.category, self.expected) and (
            self.match_expr is None or re.search(self.match_expr, str(w.message)))

    def __exit__(self, exc_type, exc_value, tb):
        __tracebackhide__ = True
        WarningsRecorder.__exit__(self, exc_type, exc_value, tb)
        if exc_type is None and not any(self._matches(w) for w in self._list):
            seen = [f"{w.category.__name__}({str(w.message)!r})" for w in self._list]
            what = _type_names(self.expected)
            if self.match_expr is not None:
                what += f" matching the regex {self.match_expr!r}"
            fail(f"DID NOT WARN. No warnings of type {what} were emitted.\n"
                 f" Emitted warnings: {seen}.")
        return False


def warns(expected_warning=Warning, *args, match=None, **kwargs):
    __tracebackhide__ = True
    checker = WarningsChecker(expected_warning, match)
    if not args:
        return checker
    func, args = args[0], args[1:]
    with checker:
        return func(*args, **kwargs)


def deprecated_call(func=None, *args, **kwargs):
    categories = (DeprecationWarning, PendingDeprecationWarning, FutureWarning)
    if func is None:
        return warns(categories, **kwargs)
    return warns(categories, func, *args, **kwargs)


# ---- approx


class ApproxBase:
    __hash__ = None

    def __init__(self, expected, rel=None, abs=None, nan_ok=False):
        self.expected = expected
        self.rel = rel
        self.abs = abs
        self.nan_ok = nan_ok

    def _scalar(self, value):
        return ApproxScalar(value, self.rel, self.abs, self.nan_ok)

    def __ne__(self, actual):
        return not (self == actual)

    def __bool__(self):
        raise AssertionError("approx() is not supported in a boolean context.\n"
                             "Did you mean: `assert a == approx(b)`?")


def _is_number(x):
    return isinstance(x, (int, float, complex)) or type(x).__name__ == "Decimal"


class ApproxScalar(ApproxBase):
    DEFAULT_ABS = 1e-12
    DEFAULT_REL = 1e-6

    def tolerance(self):
        absolute = self.DEFAULT_ABS if self.abs is None else self.abs
        if absolute < 0:
            raise ValueError(f"absolute tolerance can't be negative: {absolute}")
        if math.isnan(absolute):
            raise ValueError("absolute tolerance can't be NaN.")
        if self.rel is None and self.abs is not None:
            return absolute
        rel = self.DEFAULT_REL if self.rel is None else self.rel
        if rel < 0:
            raise ValueError(f"relative tolerance can't be negative: {rel}")
        if math.isnan(rel):
            raise ValueError("relative tolerance can't be NaN.")
        relative = rel * _abs(self.expected)
        return max(relative, absolute)

    def __eq__(self, actual):
        expected = self.expected
        try:
            if actual == expected:
                return True
        except Exception:
            pass
        if not (_is_number(expected) and _is_number(actual)):
            return False
        if isinstance(expected, (float, complex)) and _isnan(expected):
            return bool(self.nan_ok and _isnan(actual))
        if _isinf(expected) or _isinf(actual):
            return False
        return _abs(expected - actual) <= self.tolerance()

    def __repr__(self):
        if not _is_number(self.expected) or _isinf(self.expected) or _isnan(self.expected):
            return str(self.expected)
        try:
            return f"{self.expected} \u00b1 {self.tolerance():.1e}"
        except ValueError:
            return f"{self.expected} \u00b1 ???"


_abs = abs


def _isnan(x):
    if isinstance(x, complex):
        return math.isnan(x.real) or math.isnan(x.imag)
    try:
        return math.isnan(x)
    except (TypeError, ValueError, OverflowError):
        return False


def _isinf(x):
    if isinstance(x, complex):
        return math.isinf(x.real) or math.isinf(x.imag)
    try:
        return math.isinf(x)
    except (TypeError, ValueError, OverflowError):
        return False


class ApproxSequence(ApproxBase):
    def __eq__(self, actual):
        try:
            if len(actual) != len(self.expected):
                return False
            items = list(actual)
        except TypeError:
            return False
        if isinstance(actual, (str, bytes)):
            return False
        return all(a == self._scalar(e) for a, e in zip(items, self.expected))

    def __repr__(self):
        inner = ", ".join(repr(self._scalar(e)) for e in self.expected)
        return f"approx({'(' + inner + ')' if isinstance(self.expected, tuple) else '[' + inner + ']'})"


class ApproxMapping(ApproxBase):
    def __eq__(self, actual):
        try:
            if set(actual.keys()) != set(self.expected.keys()):
                return False
            return all(actual[k] == self._scalar(v) for k, v in self.expected.items())
        except (AttributeError, TypeError, KeyError):
            return False

    def __repr__(self):
        inner = ", ".join(f"{k!r}: {self._scalar(v)!r}" for k, v in self.expected.items())
        return f"approx({{{inner}}})"


def approx(expected, rel=None, abs=None, nan_ok=False):
    """Compares numbers (or sequences / dicts of numbers) within a tolerance: by default
    rel=1e-6 of the expected value or abs=1e-12, whichever is larger; abs alone means
    only abs."""
    if isinstance(expected, dict):
        for v in expected.values():
            if isinstance(v, (dict, list, tuple)):
                raise TypeError("pytest.approx() does not support nested dictionaries")
        return ApproxMapping(expected, rel, abs, nan_ok)
    if isinstance(expected, (list, tuple)):
        for v in expected:
            if isinstance(v, (dict, list, tuple)):
                raise TypeError("pytest.approx() does not support nested data structures")
        return ApproxSequence(expected, rel, abs, nan_ok)
    if isinstance(expected, (set, frozenset)) or hasattr(expected, "__next__"):
        raise TypeError(f"pytest.approx() only supports ordered sequences, not {type(expected)}")
    return ApproxScalar(expected, rel, abs, nan_ok)


# ---- monkeypatch

_NOTSET = object()


def _resolve_dotted(path):
    parts = path.split(".")
    obj = __import__(parts[0])
    used = parts[0]
    for part in parts[1:]:
        used += "." + part
        try:
            obj = getattr(obj, part)
        except AttributeError:
            __import__(used)
            obj = getattr(obj, part)
    return obj


class MonkeyPatch:
    """setattr/delattr/setitem/delitem/setenv/delenv/syspath_prepend/chdir, all undone by
    undo() (the `monkeypatch` fixture calls it after the test)."""

    def __init__(self):
        self._setattr = []
        self._setitem = []
        self._cwd = None
        self._syspath = None

    @classmethod
    def context(cls):
        import contextlib

        @contextlib.contextmanager
        def manager():
            mp = cls()
            try:
                yield mp
            finally:
                mp.undo()
        return manager()

    def setattr(self, target, name, value=_NOTSET, raising=True):
        if value is _NOTSET:
            if not isinstance(target, str):
                raise TypeError("use setattr(target, name, value) or setattr('mod.attr', value)")
            value = name
            target, _, name = target.rpartition(".")
            target = _resolve_dotted(target)
        old = getattr(target, name, _NOTSET)
        if raising and old is _NOTSET:
            raise AttributeError(f"{target!r} has no attribute {name!r}")
        if isinstance(target, type):
            old = target.__dict__.get(name, _NOTSET)
        self._setattr.append((target, name, old))
        setattr(target, name, value)

    def delattr(self, target, name=_NOTSET, raising=True):
        if name is _NOTSET:
            target, _, name = target.rpartition(".")
            target = _resolve_dotted(target)
        if not hasattr(target, name):
            if raising:
                raise AttributeError(name)
            return
        old = getattr(target, name, _NOTSET)
        if isinstance(target, type):
            old = target.__dict__.get(name, _NOTSET)
        self._setattr.append((target, name, old))
        delattr(target, name)

    def setitem(self, dic, name, value):
        self._setitem.append((dic, name, dic.get(name, _NOTSET)))
        dic[name] = value

    def delitem(self, dic, name, raising=True):
        if name not in dic:
            if raising:
                raise KeyError(name)
            return
        self._setitem.append((dic, name, dic.get(name, _NOTSET)))
        del dic[name]

    def setenv(self, name, value, prepend=None):
        value = str(value)
        if prepend and name in os.environ:
            value = value + prepend + os.environ[name]
        self.setitem(os.environ, name, value)

    def delenv(self, name, raising=True):
        self.delitem(os.environ, name, raising=raising)

    def syspath_prepend(self, path):
        if self._syspath is None:
            self._syspath = sys.path[:]
        sys.path.insert(0, str(path))

    def chdir(self, path):
        if self._cwd is None:
            self._cwd = os.getcwd()
        os.chdir(str(path))

    def undo(self):
        for target, name, value in reversed(self._setattr):
            if value is _NOTSET:
                try:
                    delattr(target, name)
                except AttributeError:
                    pass
            else:
                setattr(target, name, value)
        self._setattr[:] = []
        for dic, name, value in reversed(self._setitem):
            if value is _NOTSET:
                dic.pop(name, None)
            else:
                dic[name] = value
        self._setitem[:] = []
        if self._syspath is not None:
            sys.path[:] = self._syspath
            self._syspath = None
        if self._cwd is not None:
            os.chdir(self._cwd)
            self._cwd = None


# ---- capture (the runner swaps sys.stdout/sys.stderr per test; capsys reads that)


class CaptureResult(tuple):
    def __new__(cls, out, err):
        return tuple.__new__(cls, (out, err))

    out = property(lambda self: self[0])
    err = property(lambda self: self[1])

    def __repr__(self):
        return f"CaptureResult(out={self[0]!r}, err={self[1]!r})"


class CaptureFixture:
    def __init__(self, capture):
        self._capture = capture  # the runner's per-test capture

    def readouterr(self):
        out, err = self._capture.take()
        return CaptureResult(out, err)

    def disabled(self):
        return self._capture.suspended()


class FixtureRequest:
    """What a fixture gets as `request` (the runner fills it in)."""

    def __init__(self, runner, item, fixturename=None, scope="function", param=_NOTSET):
        self._runner = runner
        self._item = item
        self.fixturename = fixturename
        self.scope = scope
        if param is not _NOTSET:
            self.param = param
            self.param_index = 0

    node = property(lambda self: self._item.node)
    function = property(lambda self: self._item.func)
    cls = property(lambda self: self._item.cls)
    instance = property(lambda self: self._item.instance)
    module = property(lambda self: self._item.module)
    keywords = property(lambda self: {m.name: m for m in self._item.marks})
    config = property(lambda self: self._runner.config)

    def addfinalizer(self, finalizer):
        self._runner.add_finalizer(self, finalizer)

    def getfixturevalue(self, name):
        return self._runner.fixture_value(name, self._item)

    def applymarker(self, marker):
        self._item.node.add_marker(marker)


class Config:
    """The little of pytest's Config that test files touch."""

    def __init__(self):
        self.option = type("Options", (), {})()
        self.rootpath = None
        self._ini = {}

    def getoption(self, name, default=None, skip=False):
        return getattr(self.option, name.lstrip("-").replace("-", "_"), default)

    def getini(self, name):
        return self._ini.get(name, [])

    def addinivalue_line(self, name, line):
        # conftests register their markers this way (pytest_configure)
        self._ini.setdefault(name, []).append(line)


# Names kept for test files that import them.
PytestWarning = type("PytestWarning", (UserWarning,), {})
PytestDeprecationWarning = type("PytestDeprecationWarning", (PytestWarning, DeprecationWarning), {})
PytestUnraisableExceptionWarning = type("PytestUnraisableExceptionWarning", (PytestWarning,), {})
UsageError = type("UsageError", (Exception,), {})


def main(args=None):
    """`pytest.main([...])`: runs the given modules or files with the BryTorch runner."""
    import brytorch_pytest
    return brytorch_pytest.console_main(list(args or []))
