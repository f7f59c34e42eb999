"""BryTorch's torch._dynamo package init (replaces upstream's __init__ only; port/stubs.txt
says why). Upstream's submodules are all there, unmodified.

Upstream's init imports the whole compiler stack (about 30 s on Brython, 1 s natively), and
PyTorch imports `torch._dynamo` on the first call of any function wrapped in
`torch._disable_dynamo` (an optimizer's `step`, `zero_grad`): a training loop would pay that
for nothing, since no code runs under dynamo here (it needs CPython's frame-evaluation API,
PEP 523). So this init defines the few entry points PyTorch's own code uses outside
compilation, exactly: `disable` as the identity, `is_compiling` False, the hints as no-ops.

Code that imports a compiler submodule (torch.export, functorch's control flow,
torch._functorch.aot_autograd, the test suites) gets upstream's package: before the first
import of any submodule other than `config`, a finder at the front of sys.meta_path runs
upstream's init (kept as `torch._dynamo._upstream_init`), which imports the submodules in the
order their import cycles need, and its names replace this module's. Until then, any other
attribute raises AttributeError with the reason (`torch.compile` ends there).
"""

import sys as _sys

# Upstream's package imports its config at import; the config module itself is upstream's,
# and PyTorch's test harness sets it.
from . import config  # noqa: E402,F401
from torch.utils._contextlib import _DecoratorContextManager  # noqa: E402

REASON = ("torch._dynamo is not available in BryTorch: the compiler stack needs CPython's "
          "frame-evaluation API (PEP 523), which Brython cannot provide")

_LIGHT_SUBMODULES = {__name__ + ".config", __name__ + "._upstream_init"}


_upstream_init_error = None   # the exception upstream's init raised, if it failed


def _load_upstream_init():
    """Runs upstream's package init once and takes its names (both stay importable).

    If the init fails, every later import of a compiler submodule raises ImportError from
    that first failure: the submodules it left half-imported in sys.modules would otherwise
    give an unrelated error (a missing name of an import cycle)."""
    if _upstream_init_error is not None:
        raise ImportError(f"torch._dynamo's init failed earlier: {_upstream_init_error!r}") \
            from _upstream_init_error
    _sys.meta_path[:] = [f for f in _sys.meta_path if not isinstance(f, _UpstreamInitFirst)]
    try:
        upstream = __import__(__name__ + "._upstream_init", fromlist=["_"])
    except BaseException as error:
        if isinstance(error, Exception):   # (an interrupt is not the init failing: retried)
            globals()["_upstream_init_error"] = error
        _sys.meta_path.insert(0, _FINDER)
        raise
    globals().update((k, v) for k, v in vars(upstream).items() if not k.startswith("__"))
    globals().pop("__getattr__", None)


class _ExistingModule:
    """Loader that hands back a module the upstream init has already imported.

    Its methods are plain functions set on the instance: Brython's import calls a loader's
    exec_module as a JavaScript function, which a bound method is not."""

    def __init__(self, module):
        self.create_module = lambda spec: module
        self.exec_module = lambda module: None


class _UpstreamInitFirst:
    """Meta path finder: the first import of a compiler submodule runs upstream's init first."""

    def find_spec(self, name, path=None, target=None):
        if not name.startswith(__name__ + ".") or name in _LIGHT_SUBMODULES:
            return None
        _load_upstream_init()
        module = _sys.modules.get(name)
        if module is None:
            return None   # not imported by the init: the usual finders load it
        import importlib.util
        return importlib.util.spec_from_loader(name, _ExistingModule(module))


_FINDER = _UpstreamInitFirst()
_sys.meta_path.insert(0, _FINDER)


def disable(fn=None, recursive=True, **kwargs):
    """Runs fn without dynamo, which is how everything runs here."""
    if fn is None:
        return lambda f: f
    return fn


def is_compiling():
    return False


def is_dynamo_supported():
    return False


def reset():
    """Nothing is compiled, so there is nothing to reset."""


def graph_break():
    """Outside compilation a graph break does nothing."""


def mark_static_address(t, guard=True):
    """A hint for compiled graphs; nothing is compiled here."""


def mark_dynamic(t, index, **kwargs):
    """A hint for compiled graphs; nothing is compiled here."""


def maybe_mark_dynamic(t, index):
    """A hint for compiled graphs; nothing is compiled here."""


def mark_static(t, index=None):
    """A hint for compiled graphs; nothing is compiled here."""


_stance = ("default", False, None)   # (stance, skip_guard_eval_unsafe, backend)


class set_stance(_DecoratorContextManager):
    """Sets the compiler's stance: at once, within a `with` block, or around a function.

    The stance decides what torch.compile'd code does; nothing is compiled here, so it is
    recorded and restored with upstream's rules and changes nothing else.
    """

    def __init__(self, stance="default", *, skip_guard_eval_unsafe=False, force_backend=None):
        global _stance
        if force_backend is not None and stance != "default":
            raise RuntimeError("non-default stance cannot have force_backend set")
        self.stance = (stance, skip_guard_eval_unsafe, force_backend)
        self.prev, _stance = _stance, self.stance

    def __call__(self, fn):
        global _stance
        _stance = self.prev   # as a decorator it applies only while fn runs
        return super().__call__(fn)

    def __enter__(self):
        global _stance
        _stance = self.stance

    def __exit__(self, exc_type, exc_value, traceback):
        global _stance
        _stance = self.prev

    def clone(self):
        return type(self)(self.stance[0], force_backend=self.stance[2])


def allow_in_graph(fn):
    return fn


def __getattr__(name):
    raise AttributeError(f"torch._dynamo.{name}: {REASON}")
