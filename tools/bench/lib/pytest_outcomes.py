"""A pytest plugin (`-p pytest_outcomes`, with this directory on PYTHONPATH) that writes each
test's outcome as JSON to $PYTEST_OUTCOMES: {nodeid: {"outcome": ..., "reason": ...}}, the
native side of `./brytorch bench numpy`. Outcomes use BryTorch's runner's words: passed,
failed, error (setup/teardown), skipped, xfailed (xpassed counts as passed, as there)."""
import json
import os

_results = {}


def _first_line(report):
    text = str(report.longrepr or "")
    if report.skipped and isinstance(report.longrepr, tuple):
        text = report.longrepr[2]
    lines = [line for line in text.strip().splitlines() if line.strip()]
    return (lines[-1] if report.failed and lines else lines[0] if lines else "")[:300]


def pytest_runtest_logreport(report):
    entry = _results.get(report.nodeid)
    if hasattr(report, "wasxfail"):
        outcome = "xfailed" if report.skipped else "passed"
    elif report.when == "call":
        outcome = report.outcome
    elif report.failed:
        outcome = "error"
    elif report.skipped:
        outcome = "skipped"
    else:
        return  # a passing setup or teardown says nothing new
    if entry is None or entry["outcome"] in ("passed",) or outcome == "error":
        _results[report.nodeid] = {"outcome": outcome, "reason": _first_line(report)}


def pytest_sessionfinish(session, exitstatus):
    path = os.environ.get("PYTEST_OUTCOMES")
    if path:
        with open(path, "w") as f:
            json.dump(_results, f, indent=0, sort_keys=True)
