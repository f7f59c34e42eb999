"""BryTorch's torch._dynamo (replaces the package; port/stubs.txt says why).

The compiler stack cannot run on Brython: it needs CPython's frame-evaluation API (PEP 523).
So code never runs under dynamo here, and the entry points that mean "run this without
dynamo" or "outside compilation, do nothing" are exact as the identity or a no-op: torch's
optimizers wrap their methods in `disable`, and `torch.compiler.disable` calls it too.
Everything else raises AttributeError with the reason (`torch.compile` ends there).
"""

# Upstream's package imports its config at import; the config module itself is upstream's
# (this file replaces only the package's __init__), and PyTorch's test harness sets it.
from . import config  # noqa: E402,F401
from torch.utils._contextlib import _DecoratorContextManager  # noqa: E402

REASON = ("torch._dynamo is not available in BryTorch: the compiler stack needs CPython's "
          "frame-evaluation API (PEP 523), which Brython cannot provide")


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
