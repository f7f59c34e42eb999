"""Helpers shared by the bridge tier's test modules."""


def raises(exc_type, fn, *args, **kwargs):
    """Calls fn(*args, **kwargs) and returns the exc_type exception it raised (or fails)."""
    try:
        fn(*args, **kwargs)
    except exc_type as exc:
        return exc
    raise AssertionError(f"{getattr(fn, '__name__', fn)} did not raise {exc_type.__name__}")
