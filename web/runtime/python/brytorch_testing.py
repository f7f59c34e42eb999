"""The smallest honest test runner for Python code running on Brython.

    import brytorch_testing
    brytorch_testing.main(["pkg.test_a", "pkg.test_b"])

Collects module-level functions named test_* (in definition order), runs each, and prints
one line per test (PASS / FAIL with the exception) and a final "N passed, N failed" line.
There is no skip: a test that cannot run here fails with its reason, unless the tier lists it
as a known failure with its cause: it still runs every time, and is reported as KNOWN when it
fails (never as passed), and as FAIL when it passes (the entry is stale: remove it). `main` raises
SystemExit(1) when anything failed, so the host's exit status reflects the result.
"""
import sys


def raises(exc_type, fn, *args, **kwargs):
    """Calls fn(*args, **kwargs) and returns the exc_type exception it raised (or fails)."""
    try:
        fn(*args, **kwargs)
    except exc_type as exc:
        return exc
    raise AssertionError(f"{getattr(fn, '__name__', fn)} did not raise {exc_type.__name__}")


def _collect(module):
    for name, value in list(vars(module).items()):
        if name.startswith("test_") and callable(value):
            yield name, value


def _describe(exc):
    text = str(exc)
    return f"{type(exc).__name__}: {text}" if text else type(exc).__name__


def run_module(module_name, results, known=None):
    try:
        __import__(module_name)
        module = sys.modules[module_name]
    except BaseException as exc:  # an import error fails the whole module, loudly
        label = f"{module_name.rpartition('.')[2]}::(import)"
        if known and label in known:   # strict: known to fail at import, checked every run
            results["known"] += 1
            print(f"KNOWN {label}: {known[label]} ({_describe(exc)})")
        else:
            print(f"FAIL {module_name} (import): {_describe(exc)}")
            results["failed"] += 1
        return
    import_label = f"{module_name.rpartition('.')[2]}::(import)"
    if known and import_label in known:
        results["failed"] += 1
        print(f"FAIL {import_label}: imported, but is listed as a known failure ({known[import_label]}): remove the entry")
    for name, func in _collect(module):
        label = f"{module_name.rpartition('.')[2]}::{name}"
        expected_to_fail = bool(known) and label in known
        try:
            func()
        except BaseException as exc:  # noqa: B902 - a test failure of any kind is reported
            if isinstance(exc, KeyboardInterrupt):
                raise
            if expected_to_fail:   # a strict expected failure: it failed, as its entry says
                results["known"] += 1
                print(f"KNOWN {label}: {known[label]} ({_describe(exc)})")
            else:
                results["failed"] += 1
                print(f"FAIL {label}: {_describe(exc)}")
        else:
            if expected_to_fail:
                results["failed"] += 1
                print(f"FAIL {label}: passed, but is listed as a known failure ({known[label]}): remove the entry")
            else:
                results["passed"] += 1
                print(f"PASS {label}")


def main(module_names, known_failures=None):
    """known_failures: {"module::test": cause} of tests that fail for a known cause; they run,
    and are reported on their own line: KNOWN when they fail, FAIL when they pass."""
    results = {"passed": 0, "failed": 0, "known": 0}
    for module_name in module_names:
        run_module(module_name, results, known_failures)
    print(f"{results['passed']} passed, {results['failed']} failed")
    if results["known"]:
        print(f"{results['known']} known failures, each failed as expected (causes above)")
    if results["failed"]:
        raise SystemExit(1)
