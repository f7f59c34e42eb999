"""Brython's frame stack: marked before test code runs, repaired when that code left it
unbalanced (docs/brython-bugs.md)."""


_BRYTHON = getattr(__import__("builtins"), "__BRYTHON__", None)
try:
    from javascript import NULL as _JS_NULL
except ImportError:
    _JS_NULL = None


def frame_mark():
    """The node of Brython's frame stack for the caller's frame (None elsewhere)."""
    if _BRYTHON is None:
        return None
    try:
        return _BRYTHON.frame_obj.prev  # .frame_obj is this function's own frame
    except Exception:  # noqa: BLE001
        return None


def frame_restore(mark):
    """Puts Brython's frame stack back to `mark` (the caller's frame, from frame_mark) if
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
