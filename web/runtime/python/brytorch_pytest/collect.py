"""Collection: test functions, classes and unittest cases of a module, fixtures,
parametrization, into the units the runner runs."""
import inspect
from types import SimpleNamespace
from pytest import FixtureSpec, Mark, ParameterSet, normalize_marks

from .common import CollectError
from .ids import fixture_spec, ids_for


def function_argnames(func, drop_first=False):
    """The arguments a test or fixture function asks for: those without a default."""
    params = [p for p in inspect.signature(func).parameters.values()
              if p.kind in (p.POSITIONAL_OR_KEYWORD, p.KEYWORD_ONLY)]
    # the first is self; unittest.mock.patch decorators fill the next ones
    params = params[int(drop_first) + len(getattr(func, "patchings", ())):]
    return [p.name for p in params if p.default is p.empty]


class FixtureDef:
    def __init__(self, spec, owner_cls=None):
        self.spec = spec
        self.name = spec.name
        self.func = spec.func
        self.scope = spec.scope
        self.owner_cls = owner_cls
        self.argnames = function_argnames(spec.func, drop_first=owner_cls is not None)
        self.params = spec.params

    def param_ids(self):
        sets = [(v.values[:1], v.id) if isinstance(v, ParameterSet) else ((v,), None)
                for v in self.params]
        return ids_for(sets, [self.name], self.spec.ids)

    def __repr__(self):
        return f"<FixtureDef {self.name} {self.scope}>"


def fixtures_in(namespace, owner_cls=None):
    out = []
    for value in list(namespace.values()):
        if isinstance(value, (staticmethod, classmethod)):
            value = value.__func__
        spec = fixture_spec(value)
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


class Item:
    """One test: a function with one set of parameters."""

    def __init__(self, ctx, classes, func, name, originalname, params, fixture_params, marks,
                 registry, callspec_id, argnames, static=False):
        self.ctx = ctx
        self.module = ctx.module
        self.classes = classes          # chain of enclosing Test classes, outermost first
        self.cls = classes[-1] if classes else None
        self.func = func                # the plain function (unbound)
        self.static = static
        self.argnames = argnames        # what the test function asks for (without self)
        self.name = name
        self.originalname = originalname
        self.params = params            # direct parametrization: argname -> value
        self.fixture_params = fixture_params  # FixtureDef -> param index
        self.marks = marks
        self.registry = registry
        self.nodeid = "::".join([ctx.label, *(c.__name__ for c in classes), name])
        self.callspec = SimpleNamespace(params=dict(params), id=callspec_id)
        self.instance = None
        self.node = self   # what `request.node` shows of a test

    @property
    def own_markers(self):
        return self.marks

    def iter_markers(self, name=None):
        return (m for m in self.marks if name is None or m.name == name)

    def get_closest_marker(self, name, default=None):
        return next(self.iter_markers(name), default)

    def add_marker(self, marker, append=True):
        if isinstance(marker, str):
            marker = Mark(marker)
        marker = getattr(marker, "mark", marker)
        if append:
            self.marks.append(marker)
        else:
            self.marks.insert(0, marker)

    def __repr__(self):
        return f"<Function {self.name}>"


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


def _expand_parametrize(mark, func_name):
    """One parametrize mark -> list of (params dict, id, marks)."""
    def arguments(argnames, argvalues, indirect=False, ids=None, **_):
        return argnames, argvalues, indirect, ids
    argnames, argvalues, indirect, ids = arguments(*mark.args, **mark.kwargs)
    if indirect:
        raise CollectError(f"{func_name}: parametrize(indirect=...) is not supported")
    if isinstance(argnames, str):
        names = [n.strip() for n in argnames.split(",") if n.strip()]
        single = len(names) == 1 and "," not in argnames
    else:
        names, single = list(argnames), False
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
    made = ids_for([(values, pid) for values, _, pid in sets], names, ids)
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


def _make_items(ctx, classes, func, registry, static=False):
    originalname = func.__name__
    own = normalize_marks(getattr(func, "pytestmark", []))
    marks = list(own)
    for cls in reversed(classes):
        for klass in cls.__mro__:
            marks.extend(normalize_marks(klass.__dict__.get("pytestmark", [])))
    marks.extend(normalize_marks(getattr(ctx.module, "pytestmark", [])))
    argnames = function_argnames(func, drop_first=bool(classes) and not static)
    if inspect.iscoroutinefunction(func):
        marks.insert(0, Mark("skip", (), {"reason": "async def functions are not supported"}))
    expansions = [_expand_parametrize(m, originalname) for m in marks if m.name == "parametrize"]
    direct = {name for expanded in expansions for name in expanded[0][0]}
    # Each callspec (params, fixture_params, ids, marks) times each option of each fixture
    # with params, then of each parametrize mark: (params, fixture_params, id, marks).
    choices = []
    for d in _closure(registry, registry.autouse + argnames, direct):
        if d.params is not None:
            ids = d.param_ids()
            choices.append([({}, {d: i}, ids[i], list(v.marks) if isinstance(v, ParameterSet) else [])
                            for i, v in enumerate(d.params)])
    choices += [[(p, {}, pid, pmarks) for p, pid, pmarks in expanded] for expanded in expansions]
    specs = [({}, {}, [], [])]
    for options in choices:
        new = []
        for params, fparams, idl, pm in specs:
            for p, fp, pid, pmarks in options:
                if set(p) & set(params):
                    raise CollectError(f"{originalname}: duplicate parametrization of "
                                       f"{sorted(set(p) & set(params))}")
                new.append(({**params, **p}, {**fparams, **fp}, idl + [pid], pm + pmarks))
        specs = new
    items = []
    for params, fparams, idl, pm in specs:
        cid = "-".join(idl)
        name = f"{originalname}[{cid}]" if idl else originalname
        items.append(Item(ctx, classes, func, name, originalname, params, fparams,
                          list(pm) + marks, registry, cid, argnames, static))
    return items


def _own_init(cls):
    return any("__init__" in k.__dict__ or "__new__" in k.__dict__
               for k in cls.__mro__ if k is not object)


def is_fixture(obj):
    return isinstance(fixture_spec(obj), FixtureSpec)


def _collect_class(ctx, classes, registry, units, warnings_out):
    cls = classes[-1]
    if _own_init(cls):
        warnings_out.append(f"{ctx.label}::{cls.__name__}: cannot collect test class "
                            f"{cls.__name__!r} because it has a __init__ constructor")
        return
    reg = Registry(registry)
    for klass in reversed(cls.__mro__):
        if klass is not object:
            reg.add(fixtures_in(klass.__dict__, owner_cls=cls))
    entries = {}   # in definition order, then what the bases add
    for klass in cls.__mro__:
        for name, raw in klass.__dict__.items():
            entries.setdefault(name, raw)
    for name, raw in entries.items():
        if isinstance(raw, type) and name.startswith("Test") and getattr(raw, "__test__", True):
            _collect_class(ctx, classes + [raw], reg, units, warnings_out)
            continue
        if not name.startswith("test"):
            continue
        static = isinstance(raw, staticmethod)
        func = raw.__func__ if static else raw
        if not inspect.isfunction(func) or is_fixture(func):
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
        elif name.startswith("test") and inspect.isfunction(obj) and not is_fixture(obj) \
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
