"""Outcomes: records, counts, the summary line, exception formatting."""


class Outcome:
    def __init__(self, nodeid, outcome, reason="", longrepr=""):
        self.nodeid = nodeid
        self.outcome = outcome      # passed failed skipped xfailed xpassed error known
        self.reason = reason
        self.longrepr = longrepr


# "known": a strict expected failure of the runner's known_failures that failed (see Runner)
WORDS = {"passed": "PASSED", "failed": "FAILED", "skipped": "SKIPPED", "xfailed": "XFAIL",
          "xpassed": "XPASS", "error": "ERROR", "known": "KNOWN"}
CHARS = {"passed": ".", "failed": "F", "skipped": "s", "xfailed": "x", "xpassed": "X",
          "error": "E", "known": "k"}


class Results:
    def __init__(self):
        self.records = []
        self.collect_warnings = []
        self.deselected = 0

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
    def status(self):   # 0: nothing failed and no errors
        return int(any(r.outcome in ("failed", "error") for r in self.records))


def format_exception(exc, _shown=None):
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
        before = format_exception(chained, shown) + "\n" + link + "\n\n"
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


def describe(exc):
    text = str(exc)
    return f"{type(exc).__name__}: {text}" if text else type(exc).__name__
