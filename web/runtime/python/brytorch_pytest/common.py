"""Constants, the collection error and errors_of, shared by the runner's modules."""


SCOPE_RANK = {"session": 0, "module": 1, "class": 2, "function": 3}
MAX_TRACEBACK_LINES = 40
MAX_CAPTURE_CHARS = 2000


class CollectError(Exception):
    pass


def errors_of(fn, *args):
    """[the exception fn(*args) raised] or []. KeyboardInterrupt goes through; anything else
    (pytest's outcomes are BaseExceptions too) is the caller's to report."""
    try:
        fn(*args)
    except KeyboardInterrupt:
        raise
    except BaseException as exc:  # noqa: B902
        return [exc]
    return []
