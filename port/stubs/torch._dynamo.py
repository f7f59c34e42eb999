"""BryTorch's torch._dynamo (replaces the package; port/stubs.txt says why).

The compiler stack cannot run on Brython: it needs CPython's frame-evaluation API (PEP 523).
So code never runs under dynamo here, and the entry points that mean "run this without
dynamo" or "outside compilation, do nothing" are exact as the identity or a no-op: torch's
optimizers wrap their methods in `disable`, and `torch.compiler.disable` calls it too.
Everything else raises AttributeError with the reason (`torch.compile` ends there).
"""

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


def allow_in_graph(fn):
    return fn


def __getattr__(name):
    raise AttributeError(f"torch._dynamo.{name}: {REASON}")
